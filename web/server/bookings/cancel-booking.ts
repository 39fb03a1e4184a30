// Cancels a request or a confirmed booking, at its guest's or the owner's wish: the status, the
// release of its hold, the audit row and the outbox event that mails the guest (with the calendar
// file's METHOD:CANCEL) and the owner happen in one transaction, at most once. A deadlock or a
// lost connection runs it again; after its own unseen commit it finds the booking cancelled and
// changes nothing.
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { getDb, type TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { makeOutboxEvent } from "../outbox";
import { isOpen } from "@/server/bookings/status";

type TCancelActor = TActor;
type TCancelOutcome = "cancelled" | "already";

/** Who asked for a cancellation the owner makes: the guest (by phone, say), or we ourselves. */
export type TRequestedBy = "guest" | "us";

export async function cancelBooking({
  bookingId,
  actor,
  reason,
  requestedBy,
}: {
  bookingId: string;
  actor: TCancelActor;
  reason?: string;
  requestedBy?: TRequestedBy;
}): Promise<TCancelOutcome> {
  return retryingTransaction((tx) => cancelIn(tx, { bookingId, actor, reason, requestedBy }));
}

/** The cancellation inside a transaction of the caller's (which may judge the booking first, under its lock). */
export async function cancelIn(
  tx: TTx,
  { bookingId, actor, reason, requestedBy }: { bookingId: string; actor: TActor; reason?: string; requestedBy?: TRequestedBy },
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
    after: { status: "cancelled", ...(reason ? { reason } : {}), ...(requestedBy ? { requestedBy } : {}) },
  });
  // A manual booking taken without an e-mail address has nobody to mail.
  const by = actor.kind === "guest" || requestedBy === "guest" ? "guest" : "owner";
  if (booking.guestEmail !== "") await tx.outboxEvent.create({ data: makeOutboxEvent("booking.cancelled", { bookingId, by }) });
  return "cancelled";
}

/** The reason a cancellation for non-payment is recorded with (the audit row), read by its e-mails. */
export const NON_PAYMENT_REASON = "non-payment";

/** Who cancelled a booking (the guest, also through the owner; we; or a release for non-payment), and our reason when we did. */
export type TCancellation = { by: "guest" } | { by: "owner"; reason: string | null } | { by: "non-payment" };

function cancellationOf(entry: { actorKind: string; after: unknown }): TCancellation {
  const { reason, requestedBy } = (entry.after as { reason?: unknown; requestedBy?: unknown } | null) ?? {};
  if (reason === NON_PAYMENT_REASON) return { by: "non-payment" };
  if (entry.actorKind === "guest" || requestedBy === "guest") return { by: "guest" };
  return { by: "owner", reason: typeof reason === "string" && reason.trim() !== "" ? reason.trim() : null };
}

/** The booking's latest cancellation as its audit row records it; null if it was never cancelled. */
export async function readCancellation(bookingId: string, db: Pick<TTx, "auditEntry"> = getDb()): Promise<TCancellation | null> {
  return (await readCancellations([bookingId], db)).get(bookingId) ?? null;
}

/** The latest cancellation of each of these bookings that was cancelled, in one query. */
export async function readCancellations(bookingIds: string[], db: Pick<TTx, "auditEntry"> = getDb()): Promise<Map<string, TCancellation>> {
  if (bookingIds.length === 0) return new Map();
  const entries = await db.auditEntry.findMany({
    where: { bookingId: { in: bookingIds }, action: "booking.cancel" },
    orderBy: { id: "desc" },
    select: { bookingId: true, actorKind: true, after: true },
  });
  const latest = new Map<string, TCancellation>();
  for (const entry of entries) if (entry.bookingId && !latest.has(entry.bookingId)) latest.set(entry.bookingId, cancellationOf(entry));
  return latest;
}

/** Who a cancellation's refund is judged for: the guest's policy, unless we cancelled (a release for non-payment is the guest's). */
export function refundCancelledBy(cancellation: TCancellation | null | undefined): "guest" | "us" {
  return cancellation?.by === "owner" ? "us" : "guest";
}
