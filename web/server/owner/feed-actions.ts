// The channel feeds screen: per stay, our export address to paste into each channel and the
// channels' feeds we import (last import, the last error's kind, the nights they hold); add one,
// import one now, remove one. Refused as the feeds' rules say (calendar/feeds.ts); the owner's door words it.
import "server-only";
import { STAY_IDS } from "@/content/stays";
import { fromStayEnum } from "../bookings/stay-enum";
import { fromUtcDate, getBusinessToday, listNights, toUtcDate } from "../calendar/dates";
import { shownErrorKind } from "../calendar/feed-errors";
import { addFeed as addChannelFeed, configuredFeeds, feedRefusal, makeExportUrl, queueFeedImport, removeFeed } from "../calendar/feeds";
import { getDb } from "../db/client";
import type { TOwnerCall } from "./actions";
import type * as C from "./contract";
import { refusedToOwner } from "./messages";

export async function listFeeds(_call: TOwnerCall): Promise<C.TFeeds> {
  const db = getDb();
  const today = getBusinessToday();
  const [feeds, blocks] = await Promise.all([
    db.calendarFeed.findMany({ orderBy: { createdAt: "asc" } }),
    db.ownerBlock.findMany({
      where: { feedId: { not: null }, hold: { checkOut: { gt: toUtcDate(today) } } },
      select: { feedId: true, hold: { select: { checkIn: true, checkOut: true } } },
      orderBy: { hold: { checkIn: "asc" } },
    }),
  ]);
  const configured = configuredFeeds();
  const views: C.TFeedView[] = feeds.map((feed) => {
    const own = blocks.filter((block) => block.feedId === feed.id).map((block) => block.hold);
    const stay = fromStayEnum(feed.stay);
    return {
      id: feed.id,
      stay,
      source: feed.source,
      url: feed.url,
      createdAt: feed.createdAt.toISOString(),
      lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
      lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
      lastErrorKind: shownErrorKind(feed),
      blockedNights: own.flatMap((hold) => listNights(fromUtcDate(hold.checkIn), fromUtcDate(hold.checkOut))).filter((n) => n >= today)
        .length,
      next: own[0] ? { checkIn: fromUtcDate(own[0].checkIn), checkOut: fromUtcDate(own[0].checkOut) } : null,
      configured: configured.some((c) => c.stay === stay && c.url === feed.url),
    };
  });
  return { stays: STAY_IDS.map((stay) => ({ stay, exportUrl: makeExportUrl(stay), feeds: views.filter((view) => view.stay === stay) })) };
}

export async function addFeed(call: TOwnerCall, input: C.TFeedAddInput): Promise<{ id: string; queued: boolean }> {
  return addChannelFeed({ ...input, actor: call.actor });
}

export async function removeChannelFeed(call: TOwnerCall, input: C.TFeedIdInput): Promise<{ removed: true }> {
  await removeFeed({ id: input.id, actor: call.actor });
  return { removed: true };
}

/** Queues an import of the feed now; a Redis that is away answers 503 (the scheduled sync still runs). */
export async function syncNow(call: TOwnerCall, input: C.TFeedIdInput): Promise<{ queued: true }> {
  if (!(await getDb().calendarFeed.findUnique({ where: { id: input.id }, select: { id: true } }))) throw feedRefusal("NO_SUCH_FEED");
  if (!(await queueFeedImport(input.id))) throw refusedToOwner("UNAVAILABLE", "console.channels.notQueued");
  return { queued: true };
}
