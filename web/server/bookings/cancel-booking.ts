// Cancels a request or a confirmed booking, at its guest's or the owner's wish: the status, the
// release of its hold, the audit row and the outbox event that mails the guest (with the calendar
// file's METHOD:CANCEL) and the owner happen in one transaction, at most once. A deadlock or a
// lost connection runs it again; after its own unseen commit it finds the booking cancelled and
// changes nothing.
import { writeAudit, type TActor } from "../audit";
import type { TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { makeOutboxEvent } from "../outbox";
import { isOpen } from "@/server/bookings/status";

type TCancelActor = TActor;
type TCancelOutcome = "cancelled" | "already";

export async function cancelBooking({
  bookingId,
  actor,
  reason,
}: {
  bookingId: string;
  actor: TCancelActor;
  reason?: string;
}): Promise<TCancelOutcome> {
  return retryingTransaction((tx) => cancelIn(tx, { bookingId, actor, reason }));
}

/** The cancellation inside a transaction of the caller's (which may judge the booking first, under its lock). */
export async function cancelIn(
  tx: TTx,
  { bookingId, actor, reason }: { bookingId: string; actor: TActor; reason?: string },
): Promise<TCancelOutcome> {
  const booking = await tx.booking.findUnique({ where: { id: bookingId }, select: { status: true, holdId: true, guestEmail: true } });
  if (!booking || !isOpen(booking.status)) return "already";
  const updated = await tx.booking.updateMany({
    where: { id: bookingId, status: booking.status },
    data: { status: "cancelled", holdId: null, decidedAt: new Date() },
  });
  if (updated.count === 0) return "already";
  if (booking.holdId) await tx.hold.delete({ where: { id: booking.holdId } });
  await writeAudit(tx, {
    actor,
    action: "booking.cancel",
    bookingId,
    before: { status: booking.status },
    after: { status: "cancelled", ...(reason ? { reason } : {}) },
  });
  // A manual booking taken without an e-mail address has nobody to mail.
  const by = actor.kind === "guest" ? "guest" : "owner";
  if (booking.guestEmail !== "") await tx.outboxEvent.create({ data: makeOutboxEvent("booking.cancelled", { bookingId, by }) });
  return "cancelled";
}
