// submission-received: a review or photo submission arrived. Its photos are processed first (so
// the owner's e-mail can show thumbnails); the job waits, delayed, until they are, then asks the
// owner to approve or reject.
import { DelayedError, type Job } from "bullmq";
import { getDb } from "@/server/db/client";
import { enqueue } from "@/server/queue";
import type { TJobPayload } from "@/server/queue/jobs";
import { requestMail } from "./send-mail";

const RECHECK_MS = 1500;
/** After this long the owner is asked anyway, with whatever photos could be processed. */
const MAX_WAIT_MS = 30 * 60 * 1000;

export async function handleSubmissionReceived(
  job: Job,
  token: string | undefined,
  { kind, id }: TJobPayload<"submission-received">,
): Promise<string> {
  const photos = await getDb().photo.findMany({
    where: kind === "review" ? { reviewId: id } : { submissionId: id },
    select: { id: true, state: true },
  });
  const waiting = photos.filter((photo) => photo.state === "received");
  if (waiting.length > 0 && Date.now() - job.timestamp < MAX_WAIT_MS) {
    for (const photo of waiting) await enqueue("process-photo", { photoId: photo.id });
    await job.moveToDelayed(Date.now() + RECHECK_MS, token);
    throw new DelayedError();
  }
  await requestMail(kind === "review" ? "review-owner" : "photos-owner", id);
  return `owner asked (${photos.length - waiting.length} of ${photos.length} photos ready)`;
}
