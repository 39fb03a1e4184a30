// Holds: the nights a request asks for, a booking has or a block closes. Only what the owner
// decided binds the calendar (a confirmed booking, the owner's or a channel's block: `binding`).
// The site sells one stay a night: a booking (ours or a channel's) and a block of every stay take
// the night from every stay (`everyStay`), and no two of them share a night; an owner's block of
// one stay closes that stay alone, so no binding hold for that stay (nor one of every stay) shares
// its nights, while the other stays stay for sale (the two exclusion constraints, among binding
// rows only). A night is closed to a stay when a binding hold takes it from every stay or is for
// that stay (`closesStayWhere`, `hasBindingOverlap`).
// An unanswered request's hold binds nothing: other visitors may ask for the same nights, and the
// owner's confirmation makes it binding, in the same transaction that declines its competitors.
// A request's hold lapses by itself (provisional until the guest confirms their e-mail address,
// then the owner's answer window); every reader ignores a hold past its expiry at once, and
// `releaseLapsedHolds` turns such holds into expired requests: the writers of binding holds do so
// for the nights they want, the worker for all of them on a schedule (a new request binds
// nothing, so it leaves them to the worker).
import "server-only";
import { getConfig } from "../config";
import { getDb, getSqlState, SQLSTATE, type TTx } from "../db/client";
import { makeMailKey } from "../queue/jobs";
import { retryingTransaction } from "../db/transient";
import { currentRequestId } from "../log";
import { outboxTopic } from "../outbox";
import type { TStayId } from "@/content/stays";
import { REQUEST_WHERE } from "./status";
import { toStayEnum } from "./stay-enum";
import { addDays, diffDays } from "../calendar/dates";

type TRange = { checkIn: string; checkOut: string };
/** Nights wanted for one stay. */
type TStayRange = TRange & { stay: TStayId };

/** Writers of the same nights wait for each other's turn: allow for a queue of them (the owner's confirmations of a popular week). */
const TURN_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

/** Prisma filter: holds that still count at `now` (no expiry, or one still ahead). */
export function liveHoldWhere(now: Date) {
  return { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

/** Prisma filter: requests that wait for the owner's answer at `now` (confirmed by the guest, the hold still live). */
export function awaitingOwnerWhere(now: Date) {
  return { ...REQUEST_WHERE, verifiedAt: { not: null }, hold: liveHoldWhere(now) };
}

/**
 * Makes writers of holds for these nights take turns until their transactions end: an advisory
 * lock per night, taken in date order (after the sender's locks, caps.ts). Two uncommitted
 * overlapping binding holds would otherwise each wait for the other's transaction at the exclusion
 * constraint, a deadlock PostgreSQL breaks only after deadlock_timeout (1 s); in a crowd such
 * deadlocks chain, a second each. In turn, the first commits and the rest see it at once: a
 * request sees the binding nights (409) or the requests ahead of it, a confirmation or block meets
 * the binding hold at the constraint. Any two overlapping ranges share a night, and every writer
 * locks in the same order, so turns cannot form a cycle. The one writer that takes no turns (an
 * imported calendar) can still deadlock with another, rarely; the retry answers that.
 */
export async function lockNights(tx: TTx, range: TRange): Promise<void> {
  await lockKeys(tx, nightLockKeys(range));
}

/** The advisory lock keys of these nights, in date order. */
export function nightLockKeys(range: TRange): string[] {
  return Array.from({ length: diffDays(range.checkOut, range.checkIn) }, (_, i) => `night:${addDays(range.checkIn, i)}`);
}

/** Takes the advisory locks of `keys`, in their order, until the transaction ends: one statement. */
export async function lockKeys(tx: TTx, keys: readonly string[]): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(${keys}::text[]) AS k`;
}

/** The same rule for one loaded hold (written with the status rules, which pages in the browser read too). */
export { isHoldLive } from "./status";

type TReleased = { bookingId: string; verified: boolean }[];

/** How long a request may wait for its first confirmation e-mail to leave before it lapses all the same. */
const FIRST_MAIL_WAIT_HOURS = 24;

/**
 * What the database's functions that release lapsed holds take: a request's provisional window
 * starts when its first confirmation e-mail leaves (`startProvisionalWindow`), so a request whose
 * e-mail has not left yet (SMTP away longer than the window) is kept, up to FIRST_MAIL_WAIT_HOURS:
 * its guest can still confirm once the e-mail arrives. Its hold binds nothing meanwhile. A released
 * request its guest had confirmed gets a booking.decided event.
 */
export function releaseArguments() {
  return {
    verifyKeyPrefix: makeMailKey("booking-guest-verify", ""),
    firstMailWaitHours: FIRST_MAIL_WAIT_HOURS,
    decidedTopic: outboxTopic("booking.decided"),
    requestId: currentRequestId() ?? null,
  };
}

/**
 * Starts a request's provisional window now, as its first confirmation e-mail is about to leave:
 * its hold lasts PROVISIONAL_HOLD_MINUTES from now (never less than it had). Only while the
 * request is unanswered, unconfirmed and that e-mail never left: a link asked for again does not
 * extend it. Returns the hold's expiry, or undefined when the request has none.
 */
export async function startProvisionalWindow(bookingId: string): Promise<Date | undefined> {
  const rows = await getDb().$queryRaw<{ expires_at: Date }[]>`
    UPDATE holds h SET expires_at = greatest(h.expires_at, now() + make_interval(secs => ${getConfig().PROVISIONAL_HOLD_MINUTES * 60}))
    FROM bookings b
    WHERE b.hold_id = h.id AND b.id = ${bookingId}::uuid AND b.status = 'requested' AND b.verified_at IS NULL AND NOT h.binding
      AND NOT EXISTS (SELECT 1 FROM email_sends s WHERE s.key = ${makeMailKey("booking-guest-verify", bookingId)} AND s.sent_at IS NOT NULL)
    RETURNING h.expires_at`;
  if (rows[0]) return rows[0].expires_at;
  const hold = await getDb().hold.findFirst({ where: { booking: { id: bookingId } }, select: { expiresAt: true } });
  return hold?.expiresAt ?? undefined;
}

/**
 * Expires the requests whose holds lapsed (within [checkIn, checkOut) when given) and deletes
 * those holds. A request the guest had confirmed tells the guest through its outbox event; one
 * never confirmed lapses silently: its e-mail address may not be the requester's own.
 */
export async function releaseLapsedHolds(tx: TTx, range?: TRange): Promise<TReleased> {
  const a = releaseArguments();
  const released = range
    ? await tx.$queryRaw<{ booking_id: string; verified: boolean }[]>`
        SELECT booking_id, verified FROM release_lapsed_holds(${range.checkIn}::date, ${range.checkOut}::date, ${a.verifyKeyPrefix},
          ${a.firstMailWaitHours}::int, ${a.decidedTopic}, ${a.requestId}::text)`
    : await tx.$queryRaw<{ booking_id: string; verified: boolean }[]>`
        SELECT booking_id, verified FROM expire_holds(ARRAY(
          SELECT id FROM holds h WHERE expires_at <= now() AND hold_may_be_released(h.id, h.binding, ${a.verifyKeyPrefix}, ${a.firstMailWaitHours}::int)
          ORDER BY id LIMIT 500 FOR UPDATE OF h SKIP LOCKED), ${a.decidedTopic}, ${a.requestId}::text)`;
  return released.map((row) => ({ bookingId: row.booking_id, verified: row.verified }));
}

/** The worker's sweep: releases every lapsed hold, a batch at a time. */
export async function sweepLapsedHolds(): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await getDb().$transaction((tx) => releaseLapsedHolds(tx));
    total += released.length;
    if (released.length < 500) return total;
  }
}

/** Takes these nights' turn and frees their lapsed holds: what every writer of a hold does first. */
export async function takeNightsTurn(tx: TTx, range: TRange): Promise<void> {
  await lockNights(tx, range);
  await releaseLapsedHolds(tx, range);
}

/**
 * Runs a transaction that writes a binding hold (a confirmation, a manual booking, a change, a
 * block). The database decides: if a binding hold it may not share a night with has any of them
 * (one taking the night from every stay, or one for the same stay), an exclusion constraint refuses the write, and `taken()` answers instead: an error
 * it gives is thrown, anything else returned (the single winner of a race is whoever committed first).
 */
export async function writingHold<T>(work: (tx: TTx, attempt: number) => Promise<T>, taken: () => Error | NoInfer<T>): Promise<T> {
  try {
    return await retryingTransaction(work, TURN_OPTIONS);
  } catch (error) {
    if (getSqlState(error) !== SQLSTATE.EXCLUSION_VIOLATION) throw error;
    const answer = taken();
    if (answer instanceof Error) throw answer;
    return answer;
  }
}

/**
 * Prisma filter: the binding holds that close a night to `stay`: those that take it from every
 * stay (a booking of any stay, ours or a channel's, or a block of every stay) and the owner's
 * blocks of this stay alone. Another stay's one-stay block leaves the night for sale here.
 */
export function closesStayWhere(stay: TStayId) {
  return { binding: true, ...meetsStayWhere(stay) };
}

/** Prisma filter: the holds a stay's nights meet, binding or not: those of every stay's night, and blocks of this stay alone. */
export function meetsStayWhere(stay: TStayId) {
  return { OR: [{ everyStay: true }, { stay: toStayEnum(stay) }] };
}

/** Whether a binding hold (other than `exceptHoldId`) closes any of these nights to the stay (the database's binding_overlap: `closesStayWhere`). */
export async function hasBindingOverlap(tx: TTx, range: TStayRange, exceptHoldId?: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ taken: boolean }[]>`
    SELECT binding_overlap(${range.stay}::stay, ${range.checkIn}::date, ${range.checkOut}::date, ${exceptHoldId ?? null}::uuid) AS taken`;
  return rows[0]?.taken ?? false;
}
