// Holds that lapse by themselves. A request's hold carries its expiry (provisional until the
// guest confirms their e-mail address, then the owner's answer window); every reader ignores a
// hold past its expiry at once, and `releaseLapsedHolds` turns such holds into expired requests:
// the write path does so for the nights it wants, the worker for all of them on a schedule.
import { getDb, type TTx } from "../db/client";
import { currentRequestId } from "../log";

/** Prisma filter: holds that still count at `now` (no expiry, or one still ahead). */
export function liveHoldWhere(now: Date) {
  return { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

/**
 * Makes booking requests for these nights take turns until their transactions end: an advisory
 * lock per night, taken in date order (after the sender's locks, caps.ts). Two uncommitted
 * overlapping holds would otherwise each wait for the other's transaction at the exclusion
 * constraint, a deadlock PostgreSQL breaks only after deadlock_timeout (1 s); in a crowd such
 * deadlocks chain, a second each. In turn, the first commits its hold and the rest meet it at once
 * (409). Any two overlapping ranges share a night, and every request locks in the same order, so
 * turns cannot form a cycle. Writers that take no turns (imported calendars, the owner's blocks)
 * can still deadlock with a request, rarely; its retry answers that.
 */
export async function lockNights(tx: TTx, range: { checkIn: string; checkOut: string }): Promise<void> {
  await tx.$executeRaw`
    SELECT pg_advisory_xact_lock(hashtextextended('night:' || (${range.checkIn}::date + i), 0))
    FROM generate_series(0, ${range.checkOut}::date - ${range.checkIn}::date - 1) AS i`;
}

/** The same rule for one loaded hold: it exists and has no expiry, or one still ahead. */
export function isHoldLive(hold: { expiresAt: Date | null } | null | undefined, now = new Date()): boolean {
  return !!hold && (hold.expiresAt === null || hold.expiresAt > now);
}

type TReleased = { bookingId: string; verified: boolean }[];

/**
 * Expires the requests whose holds lapsed (within [checkIn, checkOut) when given) and deletes
 * those holds. A request the guest had confirmed tells the guest through its outbox event; one
 * never confirmed lapses silently: its e-mail address may not be the requester's own.
 */
export async function releaseLapsedHolds(tx: TTx, range?: { checkIn: string; checkOut: string }): Promise<TReleased> {
  const overlap = range
    ? tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM holds WHERE expires_at <= now()
          AND daterange(check_in, check_out, '[)') && daterange(${range.checkIn}::date, ${range.checkOut}::date, '[)')
        ORDER BY id FOR UPDATE`
    : tx.$queryRaw<{ id: string }[]>`SELECT id FROM holds WHERE expires_at <= now() ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`;
  const holdIds = (await overlap).map((row) => row.id);
  if (holdIds.length === 0) return [];
  const released = await tx.$queryRaw<{ id: string; verified: boolean }[]>`
    WITH expired AS (
      UPDATE bookings SET status = 'expired', hold_id = NULL, decided_at = now(), updated_at = now()
      WHERE hold_id = ANY(${holdIds}::uuid[]) AND status = 'requested'
      RETURNING id, verified_at IS NOT NULL AS verified
    ), told AS (
      INSERT INTO outbox_events (topic, payload, request_id)
      SELECT 'booking.decided', jsonb_build_object('bookingId', id), ${currentRequestId() ?? null} FROM expired WHERE verified
    )
    SELECT id, verified FROM expired`;
  await tx.$executeRaw`DELETE FROM holds WHERE id = ANY(${holdIds}::uuid[])`;
  return released.map((row) => ({ bookingId: row.id, verified: row.verified }));
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
