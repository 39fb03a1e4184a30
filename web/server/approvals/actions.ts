// What each owner action link does: a description for the confirmation page (GET), and the
// action itself (POST). Both look the subject up by id; nothing here trusts more than the token.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { STAYS } from "@/content/stays";
import { formatDisplayDate, fromUtcDate } from "../calendar/dates";
import { decideBooking, declineAndBlockSender } from "../bookings/decide-booking";
import { fromStayEnum } from "../bookings/stay-enum";
import { getDb } from "../db/client";
import { formatCents } from "@/content/payments";
import { moderate } from "../reviews/moderate";
import { describeOverdueSubject, performOverdueAction } from "../payments/non-payment";
import { fill } from "@/lib/fill";
import { isBankAccountMissing } from "../owner/first-day";
import type { TOwnerAction } from "./token";

export type TActionSubject = {
  /** What the page's heading says will happen. */
  title: string;
  /** The facts the owner decides on, as label/value pairs. */
  details: [string, string][];
  /** False once the subject was decided (by this link, its counterpart, or expiry). */
  open: boolean;
  /** Its state in words. */
  state: string;
  buttonLabel: string;
  /** What the owner should know before pressing the button (confirming with no bank account set). */
  warning?: string;
};

export async function describeAction(action: TOwnerAction, subjectId: string, language: TLanguage): Promise<TActionSubject | undefined> {
  const texts = getConsoleDictionary(language).ownerLinks;
  const { title, button: buttonLabel } = texts.actions[action];
  if (action.startsWith("payment.")) {
    const overdue = await describeOverdueSubject(subjectId, language);
    return overdue && { title, buttonLabel, ...overdue };
  }
  const found = await readSubject(action, subjectId, language);
  if (!found) return undefined;
  // A subject is open while it still waits for this decision: a request for its answer, a review or photos for moderation.
  const waiting = action.startsWith("booking.") ? "requested" : "pending";
  const warning =
    action === "booking.approve" && (await isBankAccountMissing())
      ? fill(getConsoleDictionary(language).detail.bankMissingCheck, { number: found.number ?? "" })
      : undefined;
  return {
    title,
    buttonLabel,
    open: found.state === waiting,
    state: texts.states[found.state] ?? found.state,
    details: found.details,
    ...(warning ? { warning } : {}),
  };
}

/** The subject's status and what the page lists of it, or null when there is no such subject. */
async function readSubject(
  action: TOwnerAction,
  id: string,
  language: TLanguage,
): Promise<(Pick<TActionSubject, "state" | "details"> & { number?: string }) | null> {
  const db = getDb();
  const texts = getConsoleDictionary(language).ownerLinks;
  const l = texts.labels;
  const facts = (state: string, details: TActionSubject["details"]) => ({ state, details });
  if (action.startsWith("booking.")) {
    const booking = await db.booking.findUnique({ where: { id } });
    return booking
      ? {
          number: booking.number,
          ...facts(booking.status, [
            [l.bookingNumber, booking.number],
            [l.stay, STAYS[fromStayEnum(booking.stay)].name[language]],
            [l.checkIn, `${formatDisplayDate(fromUtcDate(booking.checkIn))} ${texts.checkInFrom} ${booking.checkInTime}`],
            [l.checkOut, formatDisplayDate(fromUtcDate(booking.checkOut))],
            [l.guests, String(booking.guests)],
            [l.guest, booking.guestName],
            [l.total, formatCents(booking.totalPriceCents, language)],
          ]),
        }
      : null;
  }
  if (action.startsWith("review.")) {
    const review = await db.review.findUnique({ where: { id } });
    return review
      ? facts(review.status, [
          [l.from, review.guestName],
          [l.rating, `${review.rating} / 5`],
          [l.comment, review.comment],
        ])
      : null;
  }
  const submission = await db.photoSubmission.findUnique({ where: { id }, include: { _count: { select: { photos: true } } } });
  return submission
    ? facts(submission.status, [
        [l.from, submission.guestName],
        [l.photos, String(submission._count.photos)],
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
