// Imports one channel's feed: fetch, parse, and replace that feed's blocks in one transaction.
// The channel sold its stay those nights, and the site sells one stay a night: an imported block
// is for the feed's stay and takes the night from every stay, like a booking of ours. A failed
// fetch or an unreadable file changes nothing (the last good blocks stay). Nights the feed claims
// that a binding hold of ours already closes to its stay (a booking of any stay, a block of every
// stay or of the feed's stay) are not blocked twice (the constraints forbid it); nights only our
// unanswered requests ask for are blocked (such a request can then no longer be confirmed). Either
// kind is recorded as a conflict and the owner is e-mailed once per distinct set of nights. A block
// of another stay alone is no conflict: that stay is closed, the feed's stay was sold. A failure keeps its kind
// (feed-errors.ts) for the owner's console. A feed removed while it was being fetched imports nothing.
import "server-only";
import { createHash } from "node:crypto";
import { meetsStayWhere, releaseLapsedHolds } from "../bookings/holds";
import { fromStayEnum } from "../bookings/stay-enum";
import type { Stay } from "../db/generated/enums";
import { getConfig } from "../config";
import { getDb, type TDb, type TTx } from "../db/client";
import { makeOutboxEvent } from "../outbox";
import { addDays, fromUtcDate, getBusinessToday, listNights, toUtcDate } from "./dates";
import { feedErrorKind } from "./feed-errors";
import { fetchFeed } from "./fetch-feed";
import { mergeRanges, parseBlockedRanges, rangesFromNights, type TNightRange } from "./parse-ics";

type TSyncResult = { status: "unchanged" } | { status: "removed" } | { status: "imported"; blockedNights: number; conflictNights: number };

const MAX_FEED_BYTES = 2 * 1024 * 1024;

export async function syncFeed(feedId: string, { db = getDb(), now = new Date() }: { db?: TDb; now?: Date } = {}): Promise<TSyncResult> {
  const feed = await db.calendarFeed.findUnique({ where: { id: feedId } });
  if (!feed) return { status: "removed" };
  // updateMany: a feed the owner removes meanwhile is simply not there to update.
  await db.calendarFeed.updateMany({ where: { id: feedId }, data: { lastFetchedAt: now } });
  try {
    const fetched = await fetchFeed(feed.url, {
      etag: feed.etag,
      lastModified: feed.lastModified,
      timeoutMs: getConfig().CALENDAR_FETCH_TIMEOUT_MS,
      maxBytes: MAX_FEED_BYTES,
      allowedAddress: getConfig().CALENDAR_FEEDS_ALLOW_PRIVATE ? () => true : undefined,
    });
    if (fetched.status === "unchanged") {
      await db.calendarFeed.updateMany({ where: { id: feedId }, data: { lastSuccessAt: now, lastError: null, lastErrorKind: null } });
      return { status: "unchanged" };
    }
    const today = getBusinessToday(now);
    const window = { from: today, to: addDays(today, getConfig().BOOKING_HORIZON_DAYS + 1) };
    const ranges = mergeRanges(parseBlockedRanges(fetched.text, window));
    const result = await replaceFeedBlocks(db, feed, ranges, today);
    await db.calendarFeed.updateMany({
      where: { id: feedId },
      data: {
        etag: fetched.etag ?? null,
        lastModified: fetched.lastModified ?? null,
        lastSuccessAt: now,
        lastError: null,
        lastErrorKind: null,
      },
    });
    return result;
  } catch (error) {
    await db.calendarFeed.updateMany({
      where: { id: feedId },
      data: { lastError: String((error as Error).message ?? error).slice(0, 500), lastErrorKind: feedErrorKind(error) },
    });
    throw error;
  }
}

/**
 * Imports and removals of feeds take turns: two feeds must not both see the same night as free,
 * and a feed removed while its import was saving leaves no block behind.
 */
export async function takeFeedsTurn(tx: TTx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('calendar-import'))`;
}

async function replaceFeedBlocks(
  db: TDb,
  feed: { id: string; source: string; stay: Stay },
  ranges: TNightRange[],
  today: string,
): Promise<TSyncResult> {
  return db.$transaction(
    async (tx) => {
      await takeFeedsTurn(tx);
      if ((await tx.calendarFeed.count({ where: { id: feed.id } })) === 0) return { status: "removed" as const };
      await tx.ownerBlock.deleteMany({ where: { feedId: feed.id } });
      // Nights of holds that lapsed are free again: release them before comparing.
      await releaseLapsedHolds(tx);
      // What meets the feed's stay: holds of every stay's night, and blocks of the feed's stay alone.
      const others = await tx.hold.findMany({
        where: { checkOut: { gt: toUtcDate(today) }, ...meetsStayWhere(fromStayEnum(feed.stay)) },
        select: { checkIn: true, checkOut: true, binding: true },
      });
      const nightsOf = (holds: typeof others) =>
        new Set(holds.flatMap((hold) => listNights(fromUtcDate(hold.checkIn), fromUtcDate(hold.checkOut))));
      const bound = nightsOf(others.filter((hold) => hold.binding));
      const held = nightsOf(others);
      const wanted = ranges.flatMap((range) => listNights(range.checkIn, range.checkOut));
      // The channel sold these nights: they bind here too, unless something of ours binds them
      // already. Nights one of our requests or bookings has are the owner's to resolve.
      const free = wanted.filter((night) => !bound.has(night));
      const taken = wanted.filter((night) => held.has(night));

      for (const range of rangesFromNights(free)) {
        await tx.hold.create({
          data: {
            kind: "block",
            stay: feed.stay,
            everyStay: true,
            checkIn: toUtcDate(range.checkIn),
            checkOut: toUtcDate(range.checkOut),
            // No note: the console names the channel in the owner's language ("From Airbnb" / "Van Airbnb").
            block: { create: { source: feed.source, feedId: feed.id } },
          },
        });
      }
      if (taken.length > 0) {
        const nightsKey = createHash("sha256").update(taken.join(",")).digest("hex");
        const existing = await tx.calendarConflict.findUnique({ where: { feedId_nightsKey: { feedId: feed.id, nightsKey } } });
        if (!existing) {
          const conflict = await tx.calendarConflict.create({ data: { feedId: feed.id, nights: taken, nightsKey } });
          await tx.outboxEvent.create({ data: makeOutboxEvent("calendar.conflict", { conflictId: conflict.id }) });
        }
      }
      return { status: "imported" as const, blockedNights: free.length, conflictNights: taken.length };
    },
    { timeout: 30_000 },
  );
}
