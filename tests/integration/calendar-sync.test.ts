// Calendar sync with other channels: real-world-shaped feeds served over HTTP become blocks for
// the feed's stay that take the night from every stay; a failed fetch keeps the last good blocks;
// our own feed round-trips.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import ICAL from "ical.js";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { addDays, fromUtcDate, getBusinessToday, listNights, toUtcDate } from "@/server/calendar/dates";
import { decideBooking } from "@/server/bookings/decide-booking";
import { addOwnerBlock, removeOwnerBlock } from "@/server/calendar/blocks";
import { makeExportToken } from "@/server/calendar/feeds";
import { syncFeed } from "@/server/calendar/import-feed";
import { getDb } from "@/server/db/client";
import { PrismaClient } from "@/server/db/generated/client";
import { TEMPLATE_DATABASE_URL, TEST_DATABASE_PREFIX } from "../../scripts/test-env.mjs";
import { api, BASE_URL, confirmRequest, makeBookingRequest } from "../support/api";
import { expectWellFormedCalendar } from "../support/ics";

const today = getBusinessToday();
const day = (n: number) => addDays(today, n);
const fixtures = path.resolve(import.meta.dirname, "../fixtures/ics");

/** A feed's bytes as a writer may give them: UTF-8 (the default), or with a byte-order mark (`?encoding=`). */
function encode(text: string, encoding: string | null): Buffer {
  const utf16be = (value: string) => Buffer.from(value, "utf16le").swap16();
  const bom = "\uFEFF";
  if (encoding === "utf8-bom") return Buffer.from(bom + text, "utf8");
  if (encoding === "blank-lines-utf8-bom") return Buffer.from(`\r\n \r\n${bom}${text}`, "utf8");
  if (encoding === "utf16le-bom") return Buffer.from(bom + text, "utf16le");
  if (encoding === "utf16be-bom") return utf16be(bom + text);
  return Buffer.from(text, "utf8");
}

/** Serves the fixtures with {{D+n}} turned into real dates; `behaviour` changes what a path answers. */
// A feed that does not answer counts as failed after this long here (CALENDAR_FETCH_TIMEOUT_MS,
// 10 s unless set): the "slow" feed below answers only after 15 s. Read when the first feed is fetched.
process.env.CALENDAR_FETCH_TIMEOUT_MS = "3000";
const behaviour = new Map<string, "ok" | "500" | "malformed" | "oversized" | "slow">();
const requests: { path: string; ifNoneMatch?: string }[] = [];
const server = http.createServer((request, response) => {
  const name = (request.url ?? "/").slice(1);
  requests.push({ path: name, ifNoneMatch: request.headers["if-none-match"] });
  const mode = behaviour.get(name) ?? "ok";
  if (mode === "500") return void response.writeHead(500).end("upstream error");
  if (mode === "slow") return void setTimeout(() => response.writeHead(200).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"), 15_000);
  if (mode === "oversized") {
    response.writeHead(200, { "content-type": "text/calendar" });
    const line = `DESCRIPTION:${"x".repeat(1000)}\r\n`;
    for (let i = 0; i < 3000; i++) response.write(line);
    return void response.end();
  }
  const file = mode === "malformed" ? "malformed.ics" : name.split("?")[0]!;
  const text = readFileSync(path.join(fixtures, file), "utf8").replace(/\{\{D\+(\d+)\}\}/g, (_, n) => day(Number(n)).replaceAll("-", ""));
  const bytes = encode(text, new URL(name, "http://feed").searchParams.get("encoding"));
  const etag = `"${bytes.length}-${file}"`;
  if (request.headers["if-none-match"] === etag) return void response.writeHead(304).end();
  response.writeHead(200, { "content-type": "text/calendar; charset=utf-8", etag }).end(bytes);
});
let feedBase = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

const ROUNDTRIP_DATABASE = `${TEST_DATABASE_PREFIX}_s_roundtrip`;
const adminClient = () => new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });

// Drops what this file made: the feeds it added (their blocks and holds with them) and the
// database of the round trip, so the shared test database is left as it was found.
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  const feeds = await getDb().calendarFeed.findMany({ where: { url: { startsWith: feedBase } }, select: { id: true } });
  const feedIds = feeds.map((feed) => feed.id);
  await getDb().hold.deleteMany({ where: { block: { feedId: { in: feedIds } } } });
  await getDb().calendarFeed.deleteMany({ where: { id: { in: feedIds } } });
  const admin = adminClient();
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${ROUNDTRIP_DATABASE}" WITH (FORCE)`);
  await admin.end();
});

async function addFeed(file: string, stay: "vacation_home" | "fisheagle_hut" | "african_darter_hut" = "fisheagle_hut", source = "airbnb") {
  return getDb().calendarFeed.create({ data: { stay, source, url: `${feedBase}/${file}` } });
}

async function feedNights(feedId: string): Promise<string[]> {
  const blocks = await getDb().ownerBlock.findMany({ where: { feedId }, include: { hold: true } });
  return blocks.flatMap((b) => listNights(fromUtcDate(b.hold.checkIn), fromUtcDate(b.hold.checkOut))).sort();
}

async function unavailable(stay: string): Promise<string[]> {
  return (await api<{ date: string }[]>(`/api/unavailable-dates?accommodationType=${stay}`)).body.map((d) => d.date);
}

describe("importing channel feeds", () => {
  it("blocks an Airbnb feed's all-day reservations, for every stay", async () => {
    const feed = await addFeed("airbnb-all-day.ics");
    expect(await syncFeed(feed.id)).toEqual({ status: "imported", blockedNights: 4, conflictNights: 0 });
    expect(await feedNights(feed.id)).toEqual([day(400), day(401), day(402), day(410)]);
    for (const stay of STAY_IDS) {
      const dates = await unavailable(stay);
      expect(dates).toEqual(expect.arrayContaining([day(400), day(401), day(402), day(410)]));
      expect(dates).not.toContain(day(403));
    }
  });

  it("reads timed events written in another time zone by the business's nights", async () => {
    const feed = await addFeed("timed-other-zone.ics", "vacation_home", "booking");
    await syncFeed(feed.id);
    // 20:00 in New York is 03:00 the next morning here; 02:00 is 09:00. 13:00Z-08:00Z is 15:00-10:00 here.
    expect(await feedNights(feed.id)).toEqual([day(420), day(421), day(425), day(426)]);
  });

  it("expands recurring events, honours EXDATE and skips cancelled events", async () => {
    const feed = await addFeed("recurring.ics", "african_darter_hut", "other");
    await syncFeed(feed.id);
    expect(await feedNights(feed.id)).toEqual([day(430), day(444)]);
  });

  it("unfolds folded lines", async () => {
    const feed = await addFeed("folded.ics");
    await syncFeed(feed.id);
    expect(await feedNights(feed.id)).toEqual([day(450), day(451)]);
  });

  it.each(["utf8-bom", "blank-lines-utf8-bom", "utf16le-bom", "utf16be-bom"])(
    "reads a feed that starts with a byte-order mark (%s) as it reads the same feed without one",
    async (encoding) => {
      const feed = await addFeed(`bom.ics?encoding=${encoding}`, "vacation_home", "other");
      try {
        expect(await syncFeed(feed.id)).toEqual({ status: "imported", blockedNights: 2, conflictNights: 0 });
        expect(await feedNights(feed.id)).toEqual([day(520), day(521)]);
        expect((await getDb().calendarFeed.findUniqueOrThrow({ where: { id: feed.id } })).lastError).toBeNull();
        expect(await unavailable("fisheagle-hut")).toEqual(expect.arrayContaining([day(520), day(521)]));
      } finally {
        // The nights are free again for the next encoding.
        await getDb().hold.deleteMany({ where: { block: { feedId: feed.id } } });
        await getDb().calendarFeed.delete({ where: { id: feed.id } });
      }
    },
  );

  it("replaces a feed's blocks atomically: an empty calendar releases them", async () => {
    const feed = await addFeed("folded.ics", "vacation_home");
    await getDb().calendarFeed.update({ where: { id: feed.id }, data: { url: `${feedBase}/empty.ics` } });
    await getDb().hold.create({
      data: {
        kind: "block",
        checkIn: toUtcDate(day(470)),
        checkOut: toUtcDate(day(472)),
        block: { create: { source: "airbnb", feedId: feed.id } },
      },
    });
    expect(await syncFeed(feed.id)).toEqual({ status: "imported", blockedNights: 0, conflictNights: 0 });
    expect(await feedNights(feed.id)).toEqual([]);
    expect(await unavailable("vacation-home")).not.toContain(day(470));
  });

  it.each(["malformed", "500", "oversized", "slow"] as const)(
    "keeps the last good blocks when the fetch fails (%s)",
    async (mode) => {
      const file = `airbnb-all-day.ics?${mode}`;
      const feed = await getDb().calendarFeed.create({ data: { stay: "vacation_home", source: "airbnb", url: `${feedBase}/${file}` } });
      // The first, good fetch is what must survive; the same nights as the first feed are already held.
      behaviour.set(file, "ok");
      await getDb().ownerBlock.deleteMany({ where: { feed: { url: `${feedBase}/airbnb-all-day.ics` } } });
      await syncFeed(feed.id);
      const good = await feedNights(feed.id);
      expect(good).toEqual([day(400), day(401), day(402), day(410)]);
      behaviour.set(file, mode);
      await expect(syncFeed(feed.id)).rejects.toThrow();
      expect(await feedNights(feed.id)).toEqual(good);
      const stored = await getDb().calendarFeed.findUniqueOrThrow({ where: { id: feed.id } });
      expect(stored.lastError).toBeTruthy();
      await getDb().calendarFeed.delete({ where: { id: feed.id } });
      expect(await unavailable("fisheagle-hut")).not.toContain(day(400));
    },
    30_000,
  );

  it("asks the channel only for changes (ETag), and keeps the blocks when nothing changed", async () => {
    const feed = await addFeed("recurring.ics", "fisheagle_hut", "other");
    await syncFeed(feed.id);
    expect(await syncFeed(feed.id)).toEqual({ status: "unchanged" });
    expect(requests.filter((r) => r.path === "recurring.ics").at(-1)?.ifNoneMatch).toMatch(/^"/);
    await getDb().calendarFeed.delete({ where: { id: feed.id } });
  });

  it("flags nights a feed claims that a request here asks for, and blocks them all", async () => {
    const booking = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({}, 480, 2) });
    expect(booking.status).toBe(201);
    const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:c@x\r\nDTSTART;VALUE=DATE:{{D+479}}\r\nDTEND;VALUE=DATE:{{D+484}}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const { writeFileSync, rmSync } = await import("node:fs");
    writeFileSync(path.join(fixtures, "conflict.tmp.ics"), text);
    try {
      const feed = await addFeed("conflict.tmp.ics", "african_darter_hut", "booking");
      // The channel sold all five nights: they bind here too (an unanswered request binds nothing),
      // and the two our request asks for are the owner's conflict to resolve.
      expect(await syncFeed(feed.id)).toEqual({ status: "imported", blockedNights: 5, conflictNights: 2 });
      expect(await feedNights(feed.id)).toEqual([day(479), day(480), day(481), day(482), day(483)]);
      const conflict = await getDb().calendarConflict.findFirstOrThrow({ where: { feedId: feed.id } });
      expect(conflict.nights).toEqual([day(480), day(481)]);
      expect(
        await getDb().outboxEvent.count({ where: { topic: "calendar.conflict", payload: { equals: { conflictId: conflict.id } } } }),
      ).toBe(1);
      // The same conflict on the next import is not reported again.
      behaviour.set("conflict.tmp.ics", "ok");
      await getDb().calendarFeed.update({ where: { id: feed.id }, data: { etag: null } });
      await syncFeed(feed.id);
      expect(await getDb().calendarConflict.count({ where: { feedId: feed.id } })).toBe(1);
      expect((await getDb().booking.findUniqueOrThrow({ where: { id: booking.body.id } })).holdId).not.toBeNull();
    } finally {
      rmSync(path.join(fixtures, "conflict.tmp.ics"), { force: true });
    }
  });
});

describe("importing over the owner's blocks of one stay", () => {
  it("imports a channel's nights over another stay's block without conflict, and reports those over its own stay's block", async () => {
    const { writeFileSync, rmSync } = await import("node:fs");
    const hutBlock = await addOwnerBlock({ checkIn: day(560), checkOut: day(563), stay: "fisheagle-hut", actor: { kind: "system" } });
    const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:s@x\r\nDTSTART;VALUE=DATE:{{D+561}}\r\nDTEND;VALUE=DATE:{{D+565}}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    writeFileSync(path.join(fixtures, "one-stay.tmp.ics"), text);
    try {
      // The vacation home sold on the channel while the hut is closed: one stay sold, no clash.
      const home = await addFeed("one-stay.tmp.ics", "vacation_home", "airbnb");
      expect(await syncFeed(home.id)).toEqual({ status: "imported", blockedNights: 4, conflictNights: 0 });
      const imported = await getDb().ownerBlock.findFirstOrThrow({ where: { feedId: home.id }, include: { hold: true } });
      expect(imported.hold).toMatchObject({ stay: "vacation_home", everyStay: true });
      // No English note: the console names the channel in the owner's language.
      expect(imported.note).toBeNull();
      // Sold on the channel, the night is gone for every stay here.
      for (const stay of STAY_IDS) expect(await unavailable(stay)).toEqual(expect.arrayContaining([day(561), day(564)]));
      await getDb().calendarFeed.delete({ where: { id: home.id } });

      // The hut itself sold on the channel over its own block: the owner's conflict, not imported twice.
      const hut = await addFeed("one-stay.tmp.ics?hut", "fisheagle_hut", "booking");
      expect(await syncFeed(hut.id)).toEqual({ status: "imported", blockedNights: 2, conflictNights: 2 });
      expect(await feedNights(hut.id)).toEqual([day(563), day(564)]);
      expect((await getDb().calendarConflict.findFirstOrThrow({ where: { feedId: hut.id } })).nights).toEqual([day(561), day(562)]);
      await getDb().calendarFeed.delete({ where: { id: hut.id } });
    } finally {
      rmSync(path.join(fixtures, "one-stay.tmp.ics"), { force: true });
      await removeOwnerBlock({ id: hutBlock.id, actor: { kind: "system" } });
    }
  });
});

describe("our exported feed", () => {
  it("needs the stay's token", async () => {
    expect((await api("/calendar/fisheagle-hut.ics")).status).toBe(404);
    expect((await api(`/calendar/fisheagle-hut.ics?token=${makeExportToken("vacation-home")}`)).status).toBe(404);
    expect((await api(`/calendar/castle.ics?token=x`)).status).toBe(404);
  });

  it("is valid iCalendar with all-day events, stable UIDs and no guest data, and round-trips into a fresh database", async () => {
    const requested = await api<{ id: string }>("/api/bookings", {
      json: makeBookingRequest({ guestName: "Hanlie Secret", guestEmail: "hanlie.secret@example.co.za" }, 490, 2),
    });
    expect((await confirmRequest(requested.body.id)).status).toBe(200);
    expect(await decideBooking(requested.body.id, "confirmed")).toBe("decided");
    // A request its guest confirmed but the owner has not answered binds nothing, and is not exported.
    const unanswered = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({}, 494, 3) });
    expect((await confirmRequest(unanswered.body.id)).status).toBe(200);
    const url = `${BASE_URL}/calendar/vacation-home.ics?token=${makeExportToken("vacation-home")}`;
    const served = Buffer.from(await (await fetch(url)).arrayBuffer());
    expectWellFormedCalendar(served, "the exported feed");
    const first = served.toString("utf8");
    const second = await (await fetch(url)).text();
    expect(first).not.toMatch(/Hanlie|hanlie|@example|\+27/);
    const events = new ICAL.Component(ICAL.parse(first)).getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.getFirstPropertyValue("dtstart")).toHaveProperty("isDate", true);
      expect(event.getFirstProperty("dtend")).toBeTruthy();
    }
    const uids = (text: string) =>
      new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((e) => e.getFirstPropertyValue("uid"));
    expect(uids(second)).toEqual(uids(first));
    const uidOf = async (bookingId: string) =>
      `hold-${(await getDb().booking.findUniqueOrThrow({ where: { id: bookingId } })).holdId}@orania-stays`;
    expect(uids(first)).toContain(await uidOf(requested.body.id));
    expect(uids(first)).not.toContain(await uidOf(unanswered.body.id));

    const name = ROUNDTRIP_DATABASE;
    const admin = adminClient();
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${new URL(TEMPLATE_DATABASE_URL).pathname.slice(1)}"`);
    await admin.end();
    const fresh = new PrismaClient({ adapter: new PrismaPg({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, `/${name}`) }) });
    try {
      const feed = await fresh.calendarFeed.create({ data: { stay: "vacation_home", source: "orania-stays", url } });
      await syncFeed(feed.id, { db: fresh });
      const heldIn = async (db: PrismaClient) =>
        // What binds us: confirmed bookings and blocks.
        (await db.hold.findMany({ where: { checkOut: { gt: toUtcDate(today) }, binding: true } }))
          .flatMap((h) => listNights(fromUtcDate(h.checkIn), fromUtcDate(h.checkOut)))
          .filter((night) => night >= today)
          .sort();
      expect(await heldIn(fresh)).toEqual(await heldIn(getDb()));
    } finally {
      await fresh.$disconnect();
    }
  });
});
