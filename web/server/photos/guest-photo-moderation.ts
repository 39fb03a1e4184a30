// The owner's decisions on guests' photo submissions in the console: the waiting ones with a
// preview of each photo (its smallest JPEG, once made), and approve or reject with an audit row.
// A rejection takes the pictures out of public storage at once.
import { writeAudit, type TActor } from "../audit";
import { getDb } from "../db/client";
import { makePublicUrl } from "../storage";
import { withdrawAfterRejection } from "./withdraw";

type TPendingSubmission = {
  id: string;
  guestName: string;
  createdAt: string;
  photos: { id: string; state: "received" | "ready" | "failed"; preview: string | null; width: number | null; height: number | null }[];
};

export async function listPendingSubmissions(): Promise<TPendingSubmission[]> {
  const submissions = await getDb().photoSubmission.findMany({
    where: { status: "pending" },
    orderBy: { createdAt: "asc" },
    take: 100,
    select: {
      id: true,
      guestName: true,
      createdAt: true,
      photos: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          state: true,
          derivatives: { where: { format: "jpeg" }, orderBy: { width: "asc" }, take: 1, select: { key: true, width: true, height: true } },
        },
      },
    },
  });
  return submissions.map((submission) => ({
    id: submission.id,
    guestName: submission.guestName,
    createdAt: submission.createdAt.toISOString(),
    photos: submission.photos.map((photo) => {
      const [preview] = photo.derivatives;
      return {
        id: photo.id,
        state: photo.state,
        preview: preview ? makePublicUrl(preview.key) : null,
        width: preview?.width ?? null,
        height: preview?.height ?? null,
      };
    }),
  }));
}

export async function decideSubmission(
  actor: TActor,
  id: string,
  outcome: "approved" | "rejected",
): Promise<"decided" | "already" | "missing"> {
  const result = await getDb().$transaction(async (tx) => {
    const before = await tx.photoSubmission.findUnique({ where: { id }, select: { id: true, guestName: true, status: true } });
    if (!before) return "missing";
    const updated = await tx.photoSubmission.updateMany({
      where: { id, status: "pending" },
      data: { status: outcome, decidedAt: new Date() },
    });
    if (updated.count === 0) return "already";
    await writeAudit(tx, {
      actor,
      action: `photos.${outcome === "approved" ? "approve" : "reject"}`,
      before,
      after: { ...before, status: outcome },
    });
    return "decided";
  });
  if (result === "decided" && outcome === "rejected") await withdrawAfterRejection({ submissionId: id });
  return result;
}
