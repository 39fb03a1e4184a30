// The owner's decision on a review or a photo submission: published or rejected, once. A
// rejection takes the pictures out of public storage at once.
import { getDb } from "../db/client";
import { withdrawAfterRejection } from "../photos/withdraw";

type TModeration = "approved" | "rejected";

export async function moderateReview(reviewId: string, outcome: TModeration): Promise<"decided" | "already"> {
  const updated = await getDb().review.updateMany({
    where: { id: reviewId, status: "pending" },
    data: { status: outcome, decidedAt: new Date() },
  });
  if (updated.count === 1 && outcome === "rejected") await withdrawAfterRejection({ reviewId });
  return updated.count === 1 ? "decided" : "already";
}

export async function moderatePhotoSubmission(submissionId: string, outcome: TModeration): Promise<"decided" | "already"> {
  const updated = await getDb().photoSubmission.updateMany({
    where: { id: submissionId, status: "pending" },
    data: { status: outcome, decidedAt: new Date() },
  });
  if (updated.count === 1 && outcome === "rejected") await withdrawAfterRejection({ submissionId });
  return updated.count === 1 ? "decided" : "already";
}
