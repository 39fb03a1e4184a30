// The owner's answers to a request (from the console or an e-mail link): confirm or decline with
// an optional message to the guest. Confirming is refused while a channel's calendar claims any
// of the request's nights and the owner has not resolved that conflict (declining or cancelling
// ours releases the nights; marking the channel's claim handled clears it). The decision, its
// audit row and its outbox event commit together. Refusals are the owner's Refusals: the owner's
// door gives them words.
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { getDb, type TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { refusedToOwner } from "./change-booking";
import { decideIn } from "./decide-booking";
import { writingHold } from "./holds";
import { isBinding, isRequest } from "@/server/bookings/status";

/** Unhandled channel conflicts whose nights this booking's hold covers. */
async function findOpenConflictIds(tx: TTx, bookingId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT c.id FROM calendar_conflicts c
    JOIN bookings b ON b.id = ${bookingId}::uuid
    JOIN holds h ON h.id = b.hold_id
    WHERE c.handled_at IS NULL
      AND EXISTS (SELECT 1 FROM unnest(c.nights) AS n WHERE n::date >= h.check_in AND n::date < h.check_out)
    ORDER BY c.created_at`;
  return rows.map((row) => row.id);
}

export async function hasOpenConflict(bookingId: string): Promise<boolean> {
  return (await findOpenConflictIds(getDb(), bookingId)).length > 0;
}

type TOwnerDecision = { bookingId: string; actor: TActor; message?: string };

/** The decision's audit row: the status before, the one after and the owner's message. */
function auditDecision(
  tx: TTx,
  { bookingId, actor, message }: TOwnerDecision,
  before: { status: string },
  status: "confirmed" | "declined",
): Promise<void> {
  const action = isBinding(status) ? "booking.confirm" : "booking.decline";
  return writeAudit(tx, { actor, action, bookingId, before, after: { status, ...(message ? { message } : {}) } });
}

export async function confirmByOwner({ bookingId, actor, message }: TOwnerDecision): Promise<void> {
  // Of two confirmations of overlapping requests (or a confirmation and a booking or block), the
  // one that commits first binds the nights; the other meets it at the exclusion constraint.
  await writingHold(
    async (tx) => {
      const before = await tx.booking.findUnique({ where: { id: bookingId }, select: { status: true } });
      if (!before) throw refusedToOwner("NOT_FOUND", "notFound");
      if (!isRequest(before.status)) throw refusedToOwner("CONFLICT", "notOpen", { reason: "DECIDED" });
      if ((await findOpenConflictIds(tx, bookingId)).length > 0)
        throw refusedToOwner("CONFLICT", "conflictOpen", { reason: "CHANNEL_CONFLICT" });
      if ((await decideIn(tx, bookingId, "confirmed", actor)) !== "decided")
        throw refusedToOwner("CONFLICT", "notConfirmable", { reason: "NOT_CONFIRMABLE" });
      await auditDecision(tx, { bookingId, actor, message }, before, "confirmed");
    },
    () => refusedToOwner("CONFLICT", "nightsTaken", { reason: "NIGHTS_TAKEN" }),
  );
}

export async function declineByOwner({ bookingId, actor, message }: TOwnerDecision): Promise<void> {
  await retryingTransaction(async (tx) => {
    const before = await tx.booking.findUnique({ where: { id: bookingId }, select: { status: true } });
    if (!before) throw refusedToOwner("NOT_FOUND", "notFound");
    if ((await decideIn(tx, bookingId, "declined")) !== "decided") throw refusedToOwner("CONFLICT", "notOpen", { reason: "DECIDED" });
    await auditDecision(tx, { bookingId, actor, message }, before, "declined");
  });
}
