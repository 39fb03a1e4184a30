// The decisions a booking request can meet: the owner confirms or declines it, nobody answers
// in time and it expires, or a later check finds its nights unavailable. Each happens at most
// once (only a `requested` booking can be decided), releases the nights unless confirmed, and
// commits the outbox event that tells the guest, in one transaction.
import { getDb } from "../db/client";
import { makeOutboxEvent } from "../outbox";

/** `cancelled`: the nights turned out to be taken elsewhere (an imported calendar) before the owner answered. */
export type TBookingOutcome = "confirmed" | "declined" | "expired" | "cancelled";

/** "decided" if this call decided it; "already" if it had been decided before (nothing changes). */
export async function decideBooking(bookingId: string, outcome: TBookingOutcome): Promise<"decided" | "already"> {
  return getDb().$transaction(async (tx) => {
    const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: { status: true, holdId: true } });
    if (!booking || booking.status !== "requested") return "already";
    const keepsNights = outcome === "confirmed";
    const updated = await tx.booking.updateMany({
      where: { id: bookingId, status: "requested" },
      data: { status: outcome, decidedAt: new Date(), ...(keepsNights ? {} : { holdId: null }) },
    });
    if (updated.count === 0) return "already";
    if (!keepsNights && booking.holdId) await tx.hold.delete({ where: { id: booking.holdId } });
    await tx.outboxEvent.create({ data: makeOutboxEvent("booking.decided", { bookingId }) });
    return "decided";
  });
}

/** Other holds sharing a night with this booking's; the constraint makes this empty unless a hold was imported around it. */
export async function countConflictingHolds(bookingId: string): Promise<number> {
  const rows = await getDb().$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count
    FROM bookings b JOIN holds mine ON mine.id = b.hold_id
    JOIN holds other ON other.id <> mine.id
      AND daterange(other.check_in, other.check_out, '[)') && daterange(mine.check_in, mine.check_out, '[)')
    WHERE b.id = ${bookingId}::uuid`;
  return Number(rows[0]?.count ?? 0);
}
