// The channel feeds we import (kept in the database, seeded from CALENDAR_FEEDS) and the feeds we
// export, one per stay, behind a token derived from the secret so that only those given the
// address can read it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { toStayEnum } from "../bookings/stay-enum";
import { getConfig } from "../config";
import { getDb, type TDb } from "../db/client";
import { getSecret } from "../secrets";

const ZFeedList = z.array(z.object({ stay: z.enum(STAY_IDS), source: z.string().min(1).max(40), url: z.url({ protocol: /^https?$/ }) }));

/** Adds the feeds named in CALENDAR_FEEDS (JSON: [{ stay, source, url }]) that are not there yet. */
export async function seedFeeds(db: TDb = getDb()): Promise<number> {
  const feeds = ZFeedList.parse(JSON.parse(getConfig().CALENDAR_FEEDS));
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
