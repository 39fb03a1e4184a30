// The console's review calls: the owner's decisions, replies and imports, refused in the owner's
// language when the review is missing, already decided, or dated in the future.
import { getBusinessToday } from "../calendar/dates";
import { AppError } from "../errors";
import { decideReview, importReview, listOwnerReviews, replyToReview } from "../reviews/owner-reviews";
import type { TOwnerCall } from "./actions";
import type { TReviewImportInput } from "./contract";
import { getOwnerMessages } from "./messages";

export function listReviews(_call: TOwnerCall) {
  return listOwnerReviews();
}

export async function decide(call: TOwnerCall, id: string, outcome: "approved" | "rejected"): Promise<{ status: typeof outcome }> {
  const m = getOwnerMessages(call.language);
  const result = await decideReview(call.actor, id, outcome);
  if (result === "missing") throw new AppError("NOT_FOUND", m.noSuchReview);
  if (result === "already") throw new AppError("CONFLICT", m.reviewDecided);
  return { status: outcome };
}

export async function reply(call: TOwnerCall, id: string, text: string): Promise<{ replied: true }> {
  if ((await replyToReview(call.actor, id, text)) === "missing")
    throw new AppError("NOT_FOUND", getOwnerMessages(call.language).noSuchReview);
  return { replied: true };
}

export async function importFromChannel(call: TOwnerCall, input: TReviewImportInput): Promise<{ id: string }> {
  const m = getOwnerMessages(call.language);
  if (input.date > getBusinessToday()) throw new AppError("BAD_REQUEST", m.futureDate, { fields: { date: m.futureDate } });
  return { id: await importReview(call.actor, input) };
}
