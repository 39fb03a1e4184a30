// What each owner action link does: a description for the confirmation page (GET), and the
// action itself (POST). Both look the subject up by id; nothing here trusts more than the token.
import { STAYS } from "@/content/stays";
import { formatDisplayDate, fromUtcDate } from "../calendar/dates";
import { decideBooking, declineAndBlockSender } from "../bookings/decide-booking";
import { fromStayEnum } from "../bookings/stay-enum";
import { getDb } from "../db/client";
import { formatRand } from "@/content/site";
import { moderate } from "../reviews/moderate";
import { describeOverdueSubject, performOverdueAction } from "../payments/non-payment";
import type { TOwnerAction } from "./token";

export type TActionSubject = {
  /** What the page's heading says will happen. */
  title: string;
  /** The facts the owner decides on, as label/value pairs. */
  details: [string, string][];
  /** False once the subject was decided (by this link, its counterpart, or expiry). */
  open: boolean;
  state: string;
  buttonLabel: string;
};

const VERBS: Record<TOwnerAction, [string, string]> = {
  "booking.approve": ["Confirm this booking request", "Confirm booking"],
  "booking.decline": ["Decline this booking request", "Decline booking"],
  "booking.decline-block": ["Decline this request and block its sender", "Decline and block sender"],
  "review.approve": ["Publish this review", "Publish review"],
  "review.reject": ["Reject this review", "Reject review"],
  "photos.approve": ["Publish these guest photos", "Publish photos"],
  "photos.reject": ["Reject these guest photos", "Reject photos"],
  "payment.extend": ["Give the guest two more days to pay", "Give two more days"],
  "payment.release": ["Release the nights of this unpaid booking", "Release the nights"],
};

export async function describeAction(action: TOwnerAction, subjectId: string): Promise<TActionSubject | undefined> {
  const [title, buttonLabel] = VERBS[action];
  if (action.startsWith("payment.")) {
    const overdue = await describeOverdueSubject(subjectId);
    return overdue && { title, buttonLabel, ...overdue };
  }
  const found = await readSubject(action, subjectId);
  if (!found) return undefined;
  // A subject is open while it still waits for this decision: a request for its answer, a review or photos for moderation.
  const waiting = action.startsWith("booking.") ? "requested" : "pending";
  return { title, buttonLabel, open: found.state === waiting, state: found.state, details: found.details };
}

/** The subject's status and what the page lists of it, or null when there is no such subject. */
async function readSubject(action: TOwnerAction, id: string): Promise<Pick<TActionSubject, "state" | "details"> | null> {
  const db = getDb();
  const facts = (state: string, details: TActionSubject["details"]) => ({ state, details });
  if (action.startsWith("booking.")) {
    const booking = await db.booking.findUnique({ where: { id } });
    return booking
      ? facts(booking.status, [
          ["Booking number", booking.number],
          ["Stay", STAYS[fromStayEnum(booking.stay)].name.en],
          ["Check-in", `${formatDisplayDate(fromUtcDate(booking.checkIn))} from ${booking.checkInTime}`],
          ["Check-out", formatDisplayDate(fromUtcDate(booking.checkOut))],
          ["Guests", String(booking.guests)],
          ["Guest", booking.guestName],
          ["Total", formatRand(booking.totalPrice)],
        ])
      : null;
  }
  if (action.startsWith("review.")) {
    const review = await db.review.findUnique({ where: { id } });
    return review
      ? facts(review.status, [
          ["From", review.guestName],
          ["Rating", `${review.rating} / 5`],
          ["Comment", review.comment],
        ])
      : null;
  }
  const submission = await db.photoSubmission.findUnique({ where: { id }, include: { _count: { select: { photos: true } } } });
  return submission
    ? facts(submission.status, [
        ["From", submission.guestName],
        ["Photos", String(submission._count.photos)],
      ])
    : null;
}

const EMAIL_LINK = { kind: "email-link" } as const;

export async function performAction(action: TOwnerAction, subjectId: string): Promise<"decided" | "already"> {
  switch (action) {
    case "booking.approve":
      return decideBooking(subjectId, "confirmed", EMAIL_LINK);
    case "booking.decline":
      return decideBooking(subjectId, "declined", EMAIL_LINK);
    case "booking.decline-block":
      return declineAndBlockSender(subjectId);
    case "review.approve":
    case "review.reject":
      return moderate({ reviewId: subjectId }, action === "review.approve" ? "approved" : "rejected");
    case "photos.approve":
    case "photos.reject":
      return moderate({ submissionId: subjectId }, action === "photos.approve" ? "approved" : "rejected");
    case "payment.extend":
    case "payment.release":
      return performOverdueAction(action, subjectId);
  }
}
