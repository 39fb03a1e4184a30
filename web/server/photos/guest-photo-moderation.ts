// The owner's decisions on guests' photo submissions in the console: the waiting ones with a
// preview of each photo (its smallest JPEG, once made, read through the owner-only preview route:
// it is not public yet), and approve or reject with an audit row. Approval makes the pictures
// public; rejection takes them out of storage, at once.
import "server-only";
import type { TActor } from "../audit";
import { getDb } from "../db/client";
import { PREVIEW_PHOTOS_SELECT, toPreviews, type TPhotoPreview } from "./owner-preview";
import { moderateInConsole } from "../reviews/moderate";

type TPendingSubmission = { id: string; guestName: string; createdAt: string; photos: TPhotoPreview[] };

export async function listPendingSubmissions(): Promise<TPendingSubmission[]> {
  const submissions = await getDb().photoSubmission.findMany({
    where: { status: "pending" },
    orderBy: { createdAt: "asc" },
    take: 100,
    select: { id: true, guestName: true, createdAt: true, photos: PREVIEW_PHOTOS_SELECT },
  });
  return submissions.map((submission) => ({
    id: submission.id,
    guestName: submission.guestName,
    createdAt: submission.createdAt.toISOString(),
    photos: toPreviews(submission.photos),
  }));
}

/** Publishes or rejects a waiting submission; refused when missing or decided before (moderateInConsole). */
export function decideSubmission(actor: TActor, id: string, outcome: "approved" | "rejected"): Promise<void> {
  return moderateInConsole(actor, { submissionId: id }, outcome);
}
