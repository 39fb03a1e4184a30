// The decisions a booking request can meet: the owner confirms or declines it, nobody answers
// in time and it expires, or a later check finds its nights unavailable. Each happens at most
// once (only a `requested` booking can be decided), releases the nights unless confirmed, and
// commits the outbox event that tells the guest, in one transaction. Confirming makes the
// request's hold binding (the exclusion constraint decides a race of confirmations: one wins,
// the others' transactions fail) and declines the other unanswered requests for its nights. Only a request whose guest
// confirmed their e-mail address, and whose hold has not lapsed, can be confirmed. A deadlock or a
// lost connection runs a decision's transaction again; after its own unseen commit it finds the
// request decided and changes nothing.
import "server-only";
import { writeAudit, writeAudits, type TActor } from "../audit";
import { getConfig } from "../config";
import type { TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { currentRequestId } from "../log";
import { makeOutboxEvent, outboxTopic } from "../outbox";
import { createPaymentPlan } from "../payments/store";
import { fromUtcDate } from "../calendar/dates";
import { takeNightsTurn, writingHold } from "./holds";
import { isDecidable, isRequest } from "./status";

const SYSTEM: TActor = { kind: "system" };

/** `cancelled`: the nights turned out to be taken elsewhere (an imported calendar) before the owner answered. */
type TBookingOutcome = "confirmed" | "declined" | "expired" | "cancelled";

/** "decided" if this call decided it; "already" if it had been decided before, or cannot be (nothing changes). */
type TDecision = "decided" | "already";

export async function decideIn(tx: TTx, bookingId: string, outcome: TBookingOutcome, actor: TActor = SYSTEM): Promise<TDecision> {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { status: true, holdId: true, verifiedAt: true, hold: true },
  });
  if (!booking || !isRequest(booking.status)) return "already";
  const keepsNights = outcome === "confirmed";
  const hold = booking.hold;
  const range = hold ? { checkIn: fromUtcDate(hold.checkIn), checkOut: fromUtcDate(hold.checkOut) } : null;
  if (keepsNights) {
    if (!booking.verifiedAt || !range || !isDecidable(booking)) return "already";
    // In turn with every other writer of these nights; what they decided meanwhile is seen below.
    await takeNightsTurn(tx, range);
  }
  const updated = await tx.booking.updateMany({
    where: { id: bookingId, status: "requested" },
    data: { status: outcome, decidedAt: new Date(), ...(keepsNights ? {} : { holdId: null }) },
  });
  if (updated.count === 0) return "already";
  if (keepsNights && hold && range) {
    // Binding now: the exclusion constraint refuses this if a binding hold has any of the nights
    // (another confirmation, a booking or a block that came first), and the caller's transaction fails.
    await tx.hold.update({ where: { id: hold.id }, data: { expiresAt: null, binding: true } });
    await declineCompeting(tx, { bookingId, ...range }, actor);
    // A confirmed booking is paid under the owner's terms of this day, whatever they become later.
    await createPaymentPlan(tx, bookingId);
  } else if (booking.holdId) await tx.hold.delete({ where: { id: booking.holdId } });
  await tx.outboxEvent.create({ data: makeOutboxEvent("booking.decided", { bookingId }) });
  return "decided";
}

/**
 * The owner confirmed a request: the other unanswered requests for any of its nights can no
 * longer be accepted, so they are declined at once, in the same transaction, rather than left to
 * wait for an answer that can only be no. A guest who confirmed their address gets the decline
 * e-mail in their language (through the outbox); a request never confirmed ends silently, since
 * its address may not be its sender's. Each is audited as the confirming actor's decline. One
 * statement for all of them: a popular week may have many.
 */
async function declineCompeting(
  tx: TTx,
  confirmed: { bookingId: string; checkIn: string; checkOut: string },
  actor: TActor,
): Promise<void> {
  const declined = await tx.$queryRaw<{ id: string; holdId: string }[]>`
    WITH competing AS (
      SELECT b.id, b.hold_id, b.verified_at IS NOT NULL AS verified
      FROM bookings b JOIN holds h ON h.id = b.hold_id
      WHERE b.status = 'requested' AND b.id <> ${confirmed.bookingId}::uuid AND NOT h.binding
        AND daterange(h.check_in, h.check_out, '[)') && daterange(${confirmed.checkIn}::date, ${confirmed.checkOut}::date, '[)')
      ORDER BY b.id FOR UPDATE OF b
    ), declined AS (
      UPDATE bookings SET status = 'declined', hold_id = NULL, decided_at = now(), updated_at = now()
      FROM competing WHERE bookings.id = competing.id
      RETURNING bookings.id, competing.hold_id, competing.verified
    ), told AS (
      INSERT INTO outbox_events (topic, payload, request_id)
      SELECT ${outboxTopic("booking.decided")}::text, jsonb_build_object('bookingId', id), ${currentRequestId() ?? null} FROM declined WHERE verified
    )
    SELECT id, hold_id AS "holdId" FROM declined`;
  if (declined.length === 0) return;
  await tx.$executeRaw`DELETE FROM holds WHERE id = ANY(${declined.map((row) => row.holdId)}::uuid[])`;
  await writeAudits(
    tx,
    declined.map((row) => ({
      actor,
      action: "booking.decline" as const,
      bookingId: row.id,
      before: { status: "requested" },
      after: { status: "declined", competing: confirmed.bookingId },
    })),
  );
}

/**
 * With an actor, the decision's audit row is written in the same transaction. A confirmation
 * whose nights another binding hold took first changes nothing ("already": the nights were decided).
 */
export async function decideBooking(bookingId: string, outcome: TBookingOutcome, actor?: TActor): Promise<TDecision> {
  return writingHold(
    async (tx) => {
      const decision = await decideIn(tx, bookingId, outcome, actor);
      if (decision === "decided" && actor)
        await writeAudit(tx, {
          actor,
          action: `booking.${outcome}` as const,
          bookingId,
          before: { status: "requested" },
          after: { status: outcome },
        });
      return decision;
    },
    () => "already" as const,
  );
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
