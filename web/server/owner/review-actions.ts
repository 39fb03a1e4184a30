// The console's review calls: the owner's decisions, replies and imports, refused in the owner's
// language when the review is missing, already decided, or dated in the future.
import "server-only";
import { getBusinessToday } from "../calendar/dates";
import { decideSubmission, listPendingSubmissions } from "../photos/guest-photo-moderation";
import { decideReview, importReview, listOwnerReviews, replyToReview } from "../reviews/owner-reviews";
import type { TOwnerCall } from "./actions";
import type { TReviewImportInput } from "./contract";
import { refusedToOwner } from "./messages";

export function listReviews(_call: TOwnerCall) {
  return listOwnerReviews();
}

type TOutcome = "approved" | "rejected";

export async function decide(call: TOwnerCall, id: string, outcome: TOutcome): Promise<{ status: TOutcome }> {
  await decideReview(call.actor, id, outcome);
  return { status: outcome };
}

export function listGuestPhotos(_call: TOwnerCall) {
  return listPendingSubmissions();
}

export async function decidePhotos(call: TOwnerCall, id: string, outcome: TOutcome): Promise<{ status: TOutcome }> {
  await decideSubmission(call.actor, id, outcome);
  return { status: outcome };
}

export async function reply(call: TOwnerCall, id: string, text: string): Promise<{ replied: true }> {
  await replyToReview(call.actor, id, text);
  return { replied: true };
}

export async function importFromChannel(call: TOwnerCall, input: TReviewImportInput): Promise<{ id: string }> {
  if (input.date > getBusinessToday()) throw refusedToOwner("BAD_REQUEST", "futureDate", { field: "date" });
  return { id: await importReview(call.actor, input) };
}
