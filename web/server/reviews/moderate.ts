// The owner's decision on a review or a photo submission: published or rejected, once. Its
// pictures follow at once: to public storage when approved, out of storage when rejected.
import { getDb } from "../db/client";
import { settleAfterDecision } from "../photos/settle";

type TModeration = "approved" | "rejected";

export async function moderateReview(reviewId: string, outcome: TModeration): Promise<"decided" | "already"> {
  const updated = await getDb().review.updateMany({
    where: { id: reviewId, status: "pending" },
    data: { status: outcome, decidedAt: new Date() },
  });
  if (updated.count === 1) await settleAfterDecision({ reviewId });
  return updated.count === 1 ? "decided" : "already";
}

export async function moderatePhotoSubmission(submissionId: string, outcome: TModeration): Promise<"decided" | "already"> {
  const updated = await getDb().photoSubmission.updateMany({
    where: { id: submissionId, status: "pending" },
    data: { status: outcome, decidedAt: new Date() },
  });
  if (updated.count === 1) await settleAfterDecision({ submissionId });
  return updated.count === 1 ? "decided" : "already";
}
