// The owner's decision on a review or a photo submission: published or rejected, once. Its
// pictures follow at once: to public storage when approved, out of storage when rejected.
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { getDb } from "../db/client";
import { Refusal } from "../errors";
import type { TOwnerMessageKey } from "../owner/messages";
import { settleAfterDecision, type TPhotoParent } from "../photos/settle";

type TModeration = "approved" | "rejected";

export async function moderate(subject: TPhotoParent, outcome: TModeration): Promise<"decided" | "already"> {
  const db = getDb();
  const data = { status: outcome, decidedAt: new Date() };
  const updated =
    "reviewId" in subject
      ? await db.review.updateMany({ where: { id: subject.reviewId, status: "pending" }, data })
      : await db.photoSubmission.updateMany({ where: { id: subject.submissionId, status: "pending" }, data });
  if (updated.count === 1) await settleAfterDecision(subject);
  return updated.count === 1 ? "decided" : "already";
}

const AUDITED = { id: true, guestName: true, status: true } as const;

/**
 * The owner's decision from the console, with an audit row of before and after (the action
 * `review.approve`, `photos.reject`, ...). Refused (a Refusal the owner's door words) when there
 * is no such subject (NOT_FOUND), or it was decided before, by an e-mail link or another tab (CONFLICT).
 */
export async function moderateInConsole(actor: TActor, subject: TPhotoParent, outcome: TModeration): Promise<void> {
  const isReview = "reviewId" in subject;
  const id = isReview ? subject.reviewId : subject.submissionId;
  const data = { status: outcome, decidedAt: new Date() };
  await getDb().$transaction(async (tx) => {
    const before = isReview
      ? await tx.review.findUnique({ where: { id }, select: AUDITED })
      : await tx.photoSubmission.findUnique({ where: { id }, select: AUDITED });
    if (!before) throw new Refusal<TOwnerMessageKey>("NOT_FOUND", isReview ? "noSuchReview" : "noSuchSubmission");
    const updated = isReview
      ? await tx.review.updateMany({ where: { id, status: "pending" }, data })
      : await tx.photoSubmission.updateMany({ where: { id, status: "pending" }, data });
    if (updated.count === 0)
      throw new Refusal<TOwnerMessageKey>("CONFLICT", isReview ? "reviewDecided" : "photosDecided", { reason: "DECIDED" });
    const action = `${isReview ? "review" : "photos"}.${outcome === "approved" ? "approve" : "reject"}`;
    await writeAudit(tx, { actor, action, before, after: { ...before, status: outcome } });
  });
  await settleAfterDecision(subject);
}
