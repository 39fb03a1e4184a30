// The channel feeds we import (kept in the database, seeded from CALENDAR_FEEDS) and the feeds we
// export, one per stay, behind a token derived from the secret so that only those given the
// address can read it.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { writeAudit, type TActor } from "../audit";
import { toStayEnum } from "../bookings/stay-enum";
import { getConfig } from "../config";
import { getDb, type TDb } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { logger } from "../log";
import { enqueue } from "../queue";
import { getSecret } from "../secrets";
import { assertFeedUrlAllowed, FeedAddressRefused } from "./feed-address";
import { takeFeedsTurn } from "./import-feed";
import type { Refusal, TAppErrorCode } from "../errors";
import { refusedToOwner, type TOwnerRefusalKey } from "../owner/messages";

/**
 * A channel feed's address, wherever it is given (the console, the calendar command, the
 * CALENDAR_FEEDS setting): a web address (http or https) of at most 2,000 characters. Its host must
 * also be on the public internet when it is fetched (feed-address.ts).
 */
export const zFeedUrl = z.url({ protocol: /^https?$/ }).max(2000);
/** The channel a feed comes from: a name of at most 40 characters ("airbnb", "booking", ...). */
export const zFeedSource = z.string().trim().min(1).max(40);

const ZFeedList = z.array(z.object({ stay: z.enum(STAY_IDS), source: zFeedSource, url: zFeedUrl }));

/** The feeds CALENDAR_FEEDS names (JSON: [{ stay, source, url }]). */
export function configuredFeeds() {
  return ZFeedList.parse(JSON.parse(getConfig().CALENDAR_FEEDS));
}

/** Adds the feeds named in CALENDAR_FEEDS that are not there yet. */
export async function seedFeeds(db: TDb = getDb()): Promise<number> {
  const feeds = configuredFeeds();
  for (const feed of feeds) {
    await db.calendarFeed.upsert({
      where: { stay_url: { stay: toStayEnum(feed.stay), url: feed.url } },
      create: { stay: toStayEnum(feed.stay), source: feed.source, url: feed.url },
      update: { source: feed.source },
    });
  }
  return feeds.length;
}

export function makeExportToken(stay: TStayId, secret = getSecret("FEED_TOKEN_SECRET")): string {
  return createHmac("sha256", secret).update(`calendar-export:${stay}`).digest("base64url").slice(0, 32);
}

export function isExportToken(stay: TStayId, token: string | null): boolean {
  if (!token) return false;
  const expected = Buffer.from(makeExportToken(stay));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The address to give a channel for importing this stay's unavailable nights. */
export function makeExportUrl(stay: TStayId): string {
  return `${getConfig().APP_URL.replace(/\/+$/, "")}/calendar/${stay}.ics?token=${makeExportToken(stay)}`;
}

export type TFeedRefusal = "BAD_URL" | "PRIVATE_ADDRESS" | "DUPLICATE" | "NO_SUCH_FEED" | "CONFIGURED";
/** Each refusal's status, the console's words for it, and the field it shows under. */
const FEED_REFUSALS = {
  BAD_URL: { code: "BAD_REQUEST", key: "console.channels.badUrl", field: "url" },
  PRIVATE_ADDRESS: { code: "BAD_REQUEST", key: "console.channels.privateUrl", field: "url" },
  DUPLICATE: { code: "CONFLICT", key: "console.channels.duplicate", field: "url" },
  CONFIGURED: { code: "CONFLICT", key: "console.channels.configured" },
  NO_SUCH_FEED: { code: "NOT_FOUND", key: "console.channels.noSuchFeed" },
} as const satisfies Record<TFeedRefusal, { code: TAppErrorCode; key: TOwnerRefusalKey; field?: string }>;

/** A refused change to the imported feeds, by its reason (`details.reason`); the owner's door words it. */
export function feedRefusal(reason: TFeedRefusal): Refusal<TOwnerRefusalKey> {
  const refused: { code: TAppErrorCode; key: TOwnerRefusalKey; field?: string } = FEED_REFUSALS[reason];
  return refusedToOwner(refused.code, refused.key, { reason, ...(refused.field ? { field: refused.field } : {}) });
}

/**
 * Asks the worker to import one feed now. A Redis that is away only delays it: every feed is
 * imported again each CALENDAR_SYNC_MINUTES, from the database's list. True when queued.
 */
export async function queueFeedImport(feedId: string): Promise<boolean> {
  try {
    await enqueue("sync-calendar", { feedId, requestedAt: Date.now() });
    return true;
  } catch (error) {
    logger.warn({ err: error, feedId }, "a feed's import could not be queued now; the next scheduled sync imports it");
    return false;
  }
}

/**
 * Adds a channel's feed for a stay (refused: an address that is not a web address, one on a
 * private network, one the stay already imports) and queues its first import. Audited.
 */
export async function addFeed(
  { stay, source, url, actor }: { stay: TStayId; source: string; url: string; actor: TActor },
  db: TDb = getDb(),
): Promise<{ id: string; queued: boolean }> {
  const parsed = zFeedUrl.safeParse(url.trim());
  if (!parsed.success || !zFeedSource.safeParse(source).success) throw feedRefusal("BAD_URL");
  try {
    await assertFeedUrlAllowed(new URL(parsed.data), getConfig().CALENDAR_FEEDS_ALLOW_PRIVATE ? () => true : undefined);
  } catch (error) {
    // A host that does not resolve now may be a typo or a passing outage: the first import says which.
    if (error instanceof FeedAddressRefused) throw feedRefusal("PRIVATE_ADDRESS");
  }
  const feed = await db
    .$transaction(async (tx) => {
      const created = await tx.calendarFeed.create({ data: { stay: toStayEnum(stay), source: source.trim(), url: parsed.data } });
      await writeAudit(tx, { actor, action: "feed.add", after: { stay, source: created.source, url: created.url } });
      return created;
    })
    .catch((error: unknown) => {
      throw (error as { code?: string }).code === "P2002" ? feedRefusal("DUPLICATE") : error;
    });
  return { id: feed.id, queued: await queueFeedImport(feed.id) };
}

/**
 * Removes a feed: its blocks go with it (their holds too, by the blocks' trigger), so its nights
 * are free at once, and its conflicts. A feed CALENDAR_FEEDS names is refused: the next sync would
 * add it again. Audited.
 */
export async function removeFeed({ id, actor }: { id: string; actor: TActor }): Promise<void> {
  const configured = configuredFeeds();
  await retryingTransaction(async (tx) => {
    await takeFeedsTurn(tx);
    const feed = await tx.calendarFeed.findUnique({ where: { id } });
    if (!feed) throw feedRefusal("NO_SUCH_FEED");
    if (configured.some((c) => toStayEnum(c.stay) === feed.stay && c.url === feed.url)) throw feedRefusal("CONFIGURED");
    await tx.calendarFeed.delete({ where: { id } });
    await writeAudit(tx, { actor, action: "feed.remove", before: { stay: feed.stay, source: feed.source, url: feed.url } });
  });
}
