// sync-calendars / sync-calendar: import the channels' feeds. The first fans out one job per feed
// (seeding any new ones from CALENDAR_FEEDS); the second imports one feed, and its failures show
// on the dashboard and are retried with backoff while the last good blocks stay.
import { seedFeeds } from "@/server/calendar/feeds";
import { syncFeed } from "@/server/calendar/import-feed";
import { getDb } from "@/server/db/client";
import { enqueue } from "@/server/queue";
import type { TJobPayload } from "@/server/queue/jobs";

export async function handleSyncCalendars(_payload: TJobPayload<"sync-calendars">): Promise<string> {
  await seedFeeds();
  // Scheduled runs share one payload; the time of this run keeps each feed job's id new.
  const requestedAt = Date.now();
  const feeds = await getDb().calendarFeed.findMany({ select: { id: true } });
  for (const feed of feeds) await enqueue("sync-calendar", { feedId: feed.id, requestedAt });
  return `${feeds.length} feeds queued`;
}

export async function handleSyncCalendar({ feedId }: TJobPayload<"sync-calendar">): Promise<string> {
  const result = await syncFeed(feedId);
  if (result.status !== "imported") return result.status === "removed" ? "the feed was removed" : "unchanged";
  return `${result.blockedNights} nights blocked, ${result.conflictNights} in conflict`;
}
