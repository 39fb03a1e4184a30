// A booking's status rules, written once: every door, page, mail and calendar file asks these
// rather than comparing statuses itself (a test reads the source tree for such comparisons).
//   request      an unanswered request: neither the owner nor time has decided it yet.
//   open         the request or booking still stands: requested or confirmed. It holds nights,
//                can be changed or cancelled, and its calendar file is a PUBLISH, not a CANCEL.
//   decidable    the owner (or the guest's confirmation) can still decide it: an unanswered
//                request whose hold has not lapsed.
//   binding      the owner confirmed it: it binds its nights and money is owed on it.
//   cancelled    it was binding and was cancelled: what was paid may be owed back.
//   once bound   binding now or cancelled after it bound: money was owed on it once, so the
//                reports, the bookings export and the tax documents count it.
//   declined     the owner said no, or confirmed another request for the same nights.
//   lapsed       its hold ran out before it was decided (its status is "expired").
// Queries ask the same rules through the `…_WHERE` filters below, never a status written by hand.
// No import of the database here: the console's components in the browser read these rules too.

export const BOOKING_STATUSES = ["requested", "confirmed", "declined", "expired", "cancelled"] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses of a request or booking that still stands (for a database `where`). */
export const OPEN_STATUSES = ["requested", "confirmed"] as const satisfies readonly TBookingStatus[];
/** The statuses that end a request or booking. */
export const CLOSED_STATUSES = ["declined", "expired", "cancelled"] as const satisfies readonly TBookingStatus[];

export function isOpen(status: TBookingStatus): status is (typeof OPEN_STATUSES)[number] {
  return isRequest(status) || isBinding(status);
}

/** An unanswered request: it binds no nights and no money until the owner confirms it. */
export function isRequest(status: TBookingStatus): status is "requested" {
  return status === "requested";
}

export function isBinding(status: TBookingStatus): status is "confirmed" {
  return status === "confirmed";
}

/** Cancelled after it was confirmed (by the guest or the owner): what was paid may be owed back. */
export function isCancelled(status: TBookingStatus): status is "cancelled" {
  return status === "cancelled";
}

/** Binding now, or cancelled after it bound: money was owed on it once. */
export const ONCE_BOUND_STATUSES = ["confirmed", "cancelled"] as const satisfies readonly TBookingStatus[];
export type TOnceBoundStatus = (typeof ONCE_BOUND_STATUSES)[number];

export function wasBound(status: TBookingStatus): status is TOnceBoundStatus {
  return isBinding(status) || isCancelled(status);
}

export function isDeclined(status: TBookingStatus): status is "declined" {
  return status === "declined";
}

/** Its hold ran out before the owner (or, for a request not yet confirmed, its guest) decided it. */
export function isLapsed(status: TBookingStatus): status is "expired" {
  return status === "expired";
}

/** The rules above as a database filter's part (a Prisma `where`), for queries. */
export const REQUEST_WHERE = { status: "requested" } as const satisfies { status: TBookingStatus };
export const BINDING_WHERE = { status: "confirmed" } as const satisfies { status: TBookingStatus };
export const ONCE_BOUND_WHERE = { status: { in: [...ONCE_BOUND_STATUSES] } };

/** A hold counts while it exists and has no expiry, or one still ahead (liveHoldWhere in SQL). */
export function isHoldLive(hold: { expiresAt: Date | null } | null | undefined, now = new Date()): boolean {
  return !!hold && (hold.expiresAt === null || hold.expiresAt > now);
}

/** An unanswered request whose hold has not lapsed (so it has one). */
export function isDecidable<TBooking extends { status: TBookingStatus; hold: { expiresAt: Date | null } | null }>(
  booking: TBooking,
  now = new Date(),
): booking is TBooking & { status: "requested"; hold: NonNullable<TBooking["hold"]> } {
  return isRequest(booking.status) && isHoldLive(booking.hold, now);
}
