// The owner's channel calendars through the console's tRPC calls, over real PostgreSQL and Redis,
// with channels served over HTTP by the test: an address is refused under its field in the
// owner's language; an added calendar is queued for import at once, and once imported its nights
// are closed to visitors; each way a channel fails is kept as a kind the console says in words;
// removing a calendar frees its nights, even while its import is in flight; every change audited.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { STAY_IDS } from "@/content/stays";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { addDays, getBusinessToday, listNights } from "@/server/calendar/dates";
import { syncFeed } from "@/server/calendar/import-feed";
import { getDb } from "@/server/db/client";
import { closeQueues, getQueue } from "@/server/queue";
import { api, newClientAddress } from "../support/api";
import { signInOwner } from "../support/owner-http";

const day = (n: number) => addDays(getBusinessToday(), n);
const compact = (date: string) => date.replaceAll("-", "");

/** A channel's calendar selling the nights of `ranges` (days from today, check-out day exclusive). */
function calendarOf(ranges: [number, number][]): string {
  const events = ranges.map(
    ([from, to], i) =>
      `BEGIN:VEVENT\r\nUID:feed-test-${i}@channel.example\r\nDTSTART;VALUE=DATE:${compact(day(from))}\r\nDTEND;VALUE=DATE:${compact(day(to))}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`,
  );
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Channel//EN\r\n${events.join("")}END:VCALENDAR\r\n`;
}

/** What each path of the channel answers; with `heldUntil`, not before that promise settles (`onRequest` is told when the request is in). */
const answers = new Map<string, { status: number; body: string; heldUntil?: Promise<void>; onRequest?: () => void }>();
const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? "/") ?? { status: 404, body: "no such calendar" };
  answer.onRequest?.();
  void (answer.heldUntil ?? Promise.resolve()).then(() =>
    response.writeHead(answer.status, { "content-type": "text/calendar" }).end(answer.body),
  );
});
let channel = "";

let cookie = "";
function owner() {
  return createCaller(createTRPCContext({ headers: new Headers({ cookie, "x-forwarded-for": newClientAddress() }) })).owner;
}

/** The refusal of a call: its tRPC code and its per-field messages. */
async function refusalOf(call: Promise<unknown>): Promise<{ code: string; message: string; fields: Record<string, string> }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const cause = (error as TRPCError).cause as { details?: { fields?: Record<string, string> } } | undefined;
  return { code: (error as TRPCError).code, message: (error as TRPCError).message, fields: cause?.details?.fields ?? {} };
}

/** The nights the public calendar call says a stay cannot have. */
async function unavailable(stay: string): Promise<Set<string>> {
  const reply = await api<{ date: string }[]>(`/api/unavailable-dates?accommodationType=${stay}`);
  expect(reply.status).toBe(200);
  return new Set(reply.body.map((item) => item.date));
}

async function feedView(id: string) {
  const { stays } = await owner().feeds.list();
  return stays.flatMap((s) => s.feeds).find((feed) => feed.id === id);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  channel = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cookie = await signInOwner();
});

afterAll(async () => {
  await closeQueues();
  await new Promise((resolve) => server.close(resolve));
});

describe("the owner's channel calendars", () => {
  it("lists every stay with its export address, and refuses an address that is not a web address under its field", async () => {
    const { stays } = await owner().feeds.list();
    expect(stays.map((s) => s.stay)).toEqual([...STAY_IDS]);
    for (const { stay, exportUrl } of stays) expect(exportUrl).toMatch(new RegExp(`/calendar/${stay}\\.ics\\?token=[\\w-]{32}$`));

    const t = getConsoleDictionary("en").channels;
    for (const url of ["www.airbnb.com/calendar/ical/1.ics", "ftp://channel.example/cal.ics", "javascript:alert(1)", ""]) {
      const refused = await refusalOf(owner().feeds.add({ stay: "fisheagle-hut", source: "airbnb", url }));
      expect(refused.code, url).toBe("BAD_REQUEST");
      expect(refused.fields.url, url).toBe(t.badUrl);
    }
    // In Afrikaans for an owner whose console is in Afrikaans.
    await owner().account.setLanguage({ language: "af" });
    try {
      const refused = await refusalOf(owner().feeds.add({ stay: "fisheagle-hut", source: "airbnb", url: "not an address" }));
      expect(refused.fields.url).toBe(getConsoleDictionary("af").channels.badUrl);
    } finally {
      await owner().account.setLanguage({ language: "en" });
    }
    expect(await getDb().calendarFeed.count()).toBe(0);
  });

  it("a calendar added is queued for import at once; imported, its nights close every stay; a second add of it is refused", async () => {
    answers.set("/airbnb.ics", {
      status: 200,
      body: calendarOf([
        [640, 643],
        [650, 651],
      ]),
    });
    const added = await owner().feeds.add({ stay: "fisheagle-hut", source: "airbnb", url: `${channel}/airbnb.ics` });
    expect(added.queued).toBe(true);
    const jobs = await getQueue("calendars").getJobs(["waiting", "delayed", "prioritized"]);
    expect(jobs.some((job) => job.name === "sync-calendar" && (job.data as { feedId?: string }).feedId === added.id)).toBe(true);

    const before = await feedView(added.id);
    expect(before).toMatchObject({
      stay: "fisheagle-hut",
      source: "airbnb",
      lastSuccessAt: null,
      lastErrorKind: null,
      blockedNights: 0,
      next: null,
    });

    expect(await syncFeed(added.id)).toMatchObject({ status: "imported", blockedNights: 4 });
    const after = await feedView(added.id);
    expect(after).toMatchObject({ blockedNights: 4, next: { checkIn: day(640), checkOut: day(643) }, lastErrorKind: null });
    expect(after!.lastSuccessAt).not.toBeNull();
    for (const stay of STAY_IDS) {
      const closed = await unavailable(stay);
      for (const night of [...listNights(day(640), day(643)), day(650)]) expect(closed.has(night), `${stay} ${night}`).toBe(true);
    }

    const again = await refusalOf(owner().feeds.add({ stay: "fisheagle-hut", source: "booking", url: `${channel}/airbnb.ics` }));
    expect(again.code).toBe("CONFLICT");
    expect(again.fields.url).toBe(getConsoleDictionary("en").channels.duplicate);

    const audit = await getDb().auditEntry.findMany({ where: { action: "feed.add" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorKind).toBe("owner");
  });

  it("each way a channel fails is kept as a kind the console says in words, and the last good nights stay", async () => {
    const t = getConsoleDictionary("en").channels;
    const cases = [
      { path: "/gone.ics", answer: { status: 404, body: "Not found" }, kind: "gone" },
      { path: "/denied.ics", answer: { status: 403, body: "Forbidden" }, kind: "denied" },
      { path: "/down.ics", answer: { status: 503, body: "Try later" }, kind: "refused" },
      { path: "/page.ics", answer: { status: 200, body: "<!doctype html><title>Sign in</title>" }, kind: "not-a-calendar" },
    ] as const;
    for (const { path, answer, kind } of cases) {
      answers.set(path, answer);
      const { id } = await owner().feeds.add({ stay: "african-darter-hut", source: "other", url: `${channel}${path}` });
      await expect(syncFeed(id)).rejects.toThrow();
      const view = await feedView(id);
      expect(view!.lastErrorKind, path).toBe(kind);
      expect(t.errors[view!.lastErrorKind!]).toBeTruthy();
    }
    // Nobody listens on this port: the channel cannot be reached.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { id: unreachable } = await owner().feeds.add({
      stay: "african-darter-hut",
      source: "other",
      url: `http://127.0.0.1:${port}/cal.ics`,
    });
    await expect(syncFeed(unreachable)).rejects.toThrow();
    expect((await feedView(unreachable))!.lastErrorKind).toBe("unreachable");
    // Today names the failing ones with the same kinds.
    const today = await owner().today();
    expect(today.failingFeeds.map((f) => f.lastErrorKind).sort()).toEqual(["denied", "gone", "not-a-calendar", "refused", "unreachable"]);

    // A calendar that worked and then fails keeps its nights until it works again.
    answers.set("/flaky.ics", { status: 200, body: calendarOf([[660, 662]]) });
    const { id: flaky } = await owner().feeds.add({ stay: "vacation-home", source: "booking", url: `${channel}/flaky.ics` });
    await syncFeed(flaky);
    answers.set("/flaky.ics", { status: 500, body: "upstream error" });
    await expect(syncFeed(flaky)).rejects.toThrow();
    expect(await feedView(flaky)).toMatchObject({ lastErrorKind: "refused", blockedNights: 2 });
    answers.set("/flaky.ics", { status: 200, body: calendarOf([[660, 662]]) });
    await syncFeed(flaky);
    expect(await feedView(flaky)).toMatchObject({ lastErrorKind: null, blockedNights: 2 });
  });

  it("import now queues the calendar's import; an unknown calendar is 404", async () => {
    const [feed] = await getDb().calendarFeed.findMany({ take: 1 });
    const queued = await getQueue("calendars").count();
    expect(await owner().feeds.syncNow({ id: feed!.id })).toEqual({ queued: true });
    expect(await getQueue("calendars").count()).toBeGreaterThan(queued);
    const missing = await refusalOf(owner().feeds.syncNow({ id: "3f1c2b9e-4a7d-4c1e-9a0b-5d6e7f809a1b" }));
    expect(missing.code).toBe("NOT_FOUND");
  });

  it("removing a calendar frees its nights on every stay at once, and its audit says what it was", async () => {
    answers.set("/leaving.ics", { status: 200, body: calendarOf([[680, 683]]) });
    const { id } = await owner().feeds.add({ stay: "vacation-home", source: "airbnb", url: `${channel}/leaving.ics` });
    await syncFeed(id);
    const nights = listNights(day(680), day(683));
    for (const night of nights) expect((await unavailable("african-darter-hut")).has(night)).toBe(true);

    expect(await owner().feeds.remove({ id })).toEqual({ removed: true });
    const open = await unavailable("african-darter-hut");
    for (const night of nights) expect(open.has(night), night).toBe(false);
    expect(await getDb().ownerBlock.count({ where: { feedId: id } })).toBe(0);
    // No hold is left behind without its block.
    expect(await getDb().hold.count({ where: { kind: "block", block: null } })).toBe(0);
    const [audit] = await getDb().auditEntry.findMany({ where: { action: "feed.remove" } });
    expect(audit!.before).toMatchObject({ url: `${channel}/leaving.ics` });

    const gone = await refusalOf(owner().feeds.remove({ id }));
    expect(gone.code).toBe("NOT_FOUND");
  });

  it("a calendar removed while its import is in flight leaves no night held", async () => {
    let release = () => {};
    let requested = () => {};
    const inFlight = new Promise<void>((resolve) => (requested = resolve));
    const heldUntil = new Promise<void>((resolve) => (release = resolve));
    answers.set("/slow.ics", { status: 200, body: calendarOf([[690, 694]]), heldUntil, onRequest: requested });
    const { id } = await owner().feeds.add({ stay: "fisheagle-hut", source: "airbnb", url: `${channel}/slow.ics` });
    const importing = syncFeed(id);
    // The channel has the import's request and has not answered yet when the owner removes the calendar.
    await inFlight;
    await owner().feeds.remove({ id });
    release();
    expect(await importing).toEqual({ status: "removed" });
    const open = await unavailable("fisheagle-hut");
    for (const night of listNights(day(690), day(694))) expect(open.has(night), night).toBe(false);
    expect(await getDb().hold.count({ where: { kind: "block", block: null } })).toBe(0);
  });
});
