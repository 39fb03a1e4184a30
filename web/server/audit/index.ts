// The audit trail: `writeAudit` records who did what to a booking, a block or a conflict, with
// the record before and after, inside the transaction that makes the change (so a change and its
// audit row commit together or not at all).
import "server-only";
import type { TTx } from "../db/client";
import type { TActor } from "./actor";
import type { TBookingAuditAction } from "./actions";

export type { TActor } from "./actor";
export { describeActor } from "./actor";
export { BOOKING_AUDIT_ACTIONS, isBookingAuditAction, type TBookingAuditAction } from "./actions";

/** A booking's row names one of the actions its history can say in words. */
type TAuditInput = {
  actor: TActor;
  blockId?: string;
  conflictId?: string;
  before?: unknown;
  after?: unknown;
} & ({ action: TBookingAuditAction; bookingId: string } | { action: string; bookingId?: undefined });

/** JSON-safe copy (dates as ISO strings, bigints as strings). */
function toJson(value: unknown): object | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v))) as object;
}

function toRow(entry: TAuditInput) {
  return {
    actorKind: entry.actor.kind,
    actorEmail: entry.actor.kind === "owner" ? entry.actor.email : null,
    action: entry.action,
    bookingId: entry.bookingId ?? null,
    blockId: entry.blockId ?? null,
    conflictId: entry.conflictId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
  };
}

export async function writeAudit(tx: TTx, entry: TAuditInput): Promise<void> {
  await tx.auditEntry.create({ data: toRow(entry) });
}

/** Several rows in one statement (a decision that changes many bookings at once). */
export async function writeAudits(tx: TTx, entries: TAuditInput[]): Promise<void> {
  if (entries.length > 0) await tx.auditEntry.createMany({ data: entries.map(toRow) });
}
