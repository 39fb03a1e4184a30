// The decisions a booking request can meet: the owner confirms or declines it, nobody answers
// in time and it expires, or a later check finds its nights unavailable. Each happens at most
// once (only a `requested` booking can be decided), releases the nights unless confirmed, and
// commits the outbox event that tells the guest, in one transaction. Only a request whose guest
// confirmed their e-mail address, and whose hold has not lapsed, can be confirmed. A deadlock or a
// lost connection runs a decision's transaction again; after its own unseen commit it finds the
// request decided and changes nothing.
import { writeAudit, type TActor } from "../audit";
import { getConfig } from "../config";
import type { TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { makeOutboxEvent } from "../outbox";
import { createPaymentPlan } from "../payments/store";
import { isHoldLive } from "./holds";

/** `cancelled`: the nights turned out to be taken elsewhere (an imported calendar) before the owner answered. */
type TBookingOutcome = "confirmed" | "declined" | "expired" | "cancelled";

/** "decided" if this call decided it; "already" if it had been decided before, or cannot be (nothing changes). */
type TDecision = "decided" | "already";

export async function decideIn(tx: TTx, bookingId: string, outcome: TBookingOutcome): Promise<TDecision> {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { status: true, holdId: true, verifiedAt: true, hold: { select: { expiresAt: true } } },
  });
  if (!booking || booking.status !== "requested") return "already";
  const keepsNights = outcome === "confirmed";
  if (keepsNights) {
    if (!booking.verifiedAt || !isHoldLive(booking.hold)) return "already";
  }
  const updated = await tx.booking.updateMany({
    where: { id: bookingId, status: "requested" },
    data: { status: outcome, decidedAt: new Date(), ...(keepsNights ? {} : { holdId: null }) },
  });
  if (updated.count === 0) return "already";
  if (booking.holdId) {
    if (keepsNights) await tx.hold.update({ where: { id: booking.holdId }, data: { expiresAt: null } });
    else await tx.hold.delete({ where: { id: booking.holdId } });
  }
  // A confirmed booking is paid under the owner's terms of this day, whatever they become later.
  if (keepsNights) await createPaymentPlan(tx, bookingId);
  await tx.outboxEvent.create({ data: makeOutboxEvent("booking.decided", { bookingId }) });
  return "decided";
}

/** With an actor, the decision's audit row is written in the same transaction. */
export async function decideBooking(bookingId: string, outcome: TBookingOutcome, actor?: TActor): Promise<TDecision> {
  return retryingTransaction(async (tx) => {
    const decision = await decideIn(tx, bookingId, outcome);
    if (decision === "decided" && actor)
      await writeAudit(tx, {
        actor,
        action: `booking.${outcome}` as const,
        bookingId,
        before: { status: "requested" },
        after: { status: outcome },
      });
    return decision;
  });
}

/**
 * The owner declines a request and blocks its sender: its e-mail address and phone number are
 * refused for SENDER_BLOCK_DAYS. The block is set even if the request was decided before.
 */
export async function declineAndBlockSender(
  bookingId: string,
  now = new Date(),
  actor: TActor = { kind: "email-link" },
): Promise<TDecision> {
  const until = new Date(now.getTime() + getConfig().SENDER_BLOCK_DAYS * 24 * 3600 * 1000);
  return retryingTransaction(async (tx) => {
    const decision = await decideIn(tx, bookingId, "declined");
    if (decision === "decided")
      await writeAudit(tx, {
        actor,
        action: "booking.decline-block",
        bookingId,
        before: { status: "requested" },
        after: { status: "declined" },
      });
    const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: { guestEmail: true, guestPhone: true } });
    const senders = [
      { kind: "email", value: booking?.guestEmail.toLowerCase() ?? "" },
      { kind: "phone", value: booking?.guestPhone ?? "" },
    ].filter((sender) => sender.value !== "");
    for (const sender of senders) {
      await tx.senderBlock.upsert({
        where: { kind_value: sender },
        create: { ...sender, until, bookingId },
        update: { until, bookingId },
      });
    }
    return senders.length > 0 ? "decided" : decision;
  });
}
