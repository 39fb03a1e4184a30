// The owner's decision on a review or a photo submission: published or rejected, once.
import { getDb } from "../db/client";

export type TModeration = "approved" | "rejected";

export async function moderateReview(reviewId: string, outcome: TModeration): Promise<"decided" | "already"> {
  const updated = await getDb().review.updateMany({
    where: { id: reviewId, status: "pending" },
    data: { status: outcome, decidedAt: new Date() },
  });
  return updated.count === 1 ? "decided" : "already";
}

export async function moderatePhotoSubmission(submissionId: string, outcome: TModeration): Promise<"decided" | "already"> {
  const updated = await getDb().photoSubmission.updateMany({
    where: { id: submissionId, status: "pending" },
    data: { status: outcome, decidedAt: new Date() },
  });
  return updated.count === 1 ? "decided" : "already";
}
