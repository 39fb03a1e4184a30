// The guest confirms their e-mail address from the link sent to it. Only then does the request
// hold its nights for the owner's answer (HOLD_HOURS from now) and is the owner told. Verifying
// twice changes nothing; a request whose provisional hold lapsed cannot be verified. Both writes
// here run again on a deadlock or a lost connection.
import "server-only";
import { z } from "zod";
import { getConfig } from "../config";
import { retryingTransaction } from "../db/transient";
import { makeOutboxEvent } from "../outbox";
import { always, type TMessages } from "../contract/messages";
import { zEmail } from "../validation";
import { BOOKING_NUMBER_PATTERN } from "./booking-number";
import { isOverOpenCap } from "./caps";
import { isDecidable } from "./status";

export type TVerification = "verified" | "already" | "lapsed" | "over-cap" | "missing";

export async function verifyBooking(bookingId: string, now = new Date()): Promise<TVerification> {
  return retryingTransaction(async (tx) => {
    const booking = await tx.booking.findUnique({
      where: { id: bookingId },
      select: { status: true, verifiedAt: true, clientKey: true, guestEmail: true, guestPhone: true, hold: true },
    });
    if (!booking) return "missing";
    if (booking.verifiedAt) return "already";
    if (!isDecidable(booking, now)) return "lapsed";
    const sender = { clientKey: booking.clientKey ?? "", email: booking.guestEmail, phone: booking.guestPhone };
    if (await isOverOpenCap(tx, bookingId, sender)) return "over-cap";
    const expiresAt = new Date(now.getTime() + getConfig().HOLD_HOURS * 3600 * 1000);
    const updated = await tx.booking.updateMany({
      where: { id: bookingId, verifiedAt: null, status: "requested" },
      data: { verifiedAt: now },
    });
    // Someone else wrote the request since it was read (the sender's turn can take seconds): the
    // guest's own confirmation, or the sweep that released it as lapsed. Say which, as it is now.
    if (updated.count === 0) {
      const current = await tx.booking.findUnique({ where: { id: bookingId }, select: { verifiedAt: true } });
      return current?.verifiedAt ? "already" : "lapsed";
    }
    await tx.hold.update({ where: { id: booking.hold.id }, data: { expiresAt } });
    await tx.outboxEvent.create({ data: makeOutboxEvent("booking.requested", { bookingId }) });
    return "verified";
  });
}

/**
 * The guest asks for the confirmation e-mail again, naming the booking number and e-mail
 * address. Sent only while the request awaits confirmation and fewer than VERIFICATION_RESENDS
 * were asked for; the caller answers the same either way. (A retry after a lost COMMIT that had
 * in fact succeeded sends one e-mail more, within the same limit.)
 */
export async function resendVerification(bookingNumber: string, guestEmail: string, now = new Date()): Promise<boolean> {
  return retryingTransaction(async (tx) => {
    const booking = await tx.booking.findUnique({
      where: { number: bookingNumber.trim().toUpperCase() },
      select: {
        id: true,
        status: true,
        verifiedAt: true,
        guestEmail: true,
        verificationSends: true,
        hold: { select: { expiresAt: true } },
      },
    });
    const waiting =
      booking &&
      isDecidable(booking, now) &&
      !booking.verifiedAt &&
      booking.guestEmail.toLowerCase() === guestEmail.trim().toLowerCase() &&
      booking.verificationSends <= getConfig().VERIFICATION_RESENDS;
    if (!waiting) return false;
    const sequence = booking.verificationSends;
    await tx.booking.update({ where: { id: booking.id }, data: { verificationSends: { increment: 1 } } });
    await tx.outboxEvent.create({ data: makeOutboxEvent("booking.submitted", { bookingId: booking.id, sequence }) });
    return true;
  });
}

export const zResendRequest = z
  .object({
    bookingNumber: z.string().trim().toUpperCase().regex(BOOKING_NUMBER_PATTERN).meta({ example: "OR-7K2M9Q" }),
    guestEmail: zEmail(),
  })
  .meta({ example: { bookingNumber: "OR-7K2M9Q", guestEmail: "anna@example.co.za" } });

export const RESEND_MESSAGES: TMessages = {
  bookingNumber: always((t) => t.validation.bookingNumber),
  guestEmail: always((t) => t.validation.guestEmail),
};

/** The resend call of both doors: a well-formed request always gets the same answer. */
export async function requestVerificationResend({ input }: { input: z.output<typeof zResendRequest> }): Promise<{ ok: true }> {
  await resendVerification(input.bookingNumber, input.guestEmail);
  return { ok: true };
}
