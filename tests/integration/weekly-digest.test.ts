// The owner's weekly digest through the whole pipeline (site, worker, PostgreSQL, Redis, SMTP
// inbox): on Monday at 07:00 in Africa/Johannesburg the owner gets exactly one e-mail for the
// week, with its arrivals, departures and turnover, the requests and reviews waiting, and last
// week's occupancy and revenue; the worker killed and Redis wiped (at rest and while it runs) send
// it no second time; the next Monday's comes in the owner's language (Afrikaans here); a week
// whose Monday comes while the owner has it turned off is decided as not sent. The worker's digest
// clock is set by the test (DIGEST_CLOCK_START, the instant it starts at), never waited for.
// test-site: none
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, formatDisplayDate, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { dueDigestWeek, mondayOf } from "@/server/digest/weekly";
import { findMail, startStack, waitFor, type TStack } from "../support/stack";
import { seedBooking, seedChannelStay } from "../support/seed-stays";

const today = getBusinessToday();
/** The digest's week: a Monday at least two weeks ahead, so that the sentinels' nights stay apart from it. */
const W = addDays(mondayOf(addDays(today, 14)), 7);
const at = (monday: string, time: string) => `${monday}T${time}Z`;
const SUBJECT = (language: "en" | "af", monday: string) =>
  `${language === "en" ? "Your week ahead" : "Jou week vorentoe"}: ${formatDisplayDate(monday)} ${language === "en" ? "to" : "tot"} ${formatDisplayDate(addDays(monday, 6))}`;

let stack: TStack;

beforeAll(async () => {
  // 02:00 UTC is 04:00 in Johannesburg: three hours before the digest's time.
  stack = await startStack("weekly-digest", 16, {
    HOLD_SWEEP_SECONDS: "1",
    RECONCILE_SECONDS: "2",
    PRE_ARRIVAL_DAYS: "7",
    DIGEST_CLOCK_START: at(W, "02:00:00"),
  });
});

afterAll(async () => {
  await stack?.stop();
});

const OWNER = () => stack.env.OWNER_EMAIL!;

/** Restarts the worker with its digest clock at `start`, after `between` (Redis wiped, say). */
async function restartWorker(start: string, { kill = false, between = async () => {} } = {}) {
  if (kill) await stack.worker.killProcessTree("SIGKILL");
  else await stack.worker.kill("SIGTERM");
  await between();
  stack.env.DIGEST_CLOCK_START = start;
  await stack.worker.start();
}

/**
 * A confirmed stay of one night in the coming days (within PRE_ARRIVAL_DAYS): its pre-arrival e-mail is claimed by the
 * worker's beat right after that beat's digest scan, so once it arrives a digest scan has run
 * in the running worker.
 */
let sentinels = 0;
async function scanned(label: string) {
  const n = ++sentinels;
  const email = `sentinel-${n}@example.co.za`;
  const checkIn = addDays(today, n);
  await seedBooking(stack.db, {
    stay: "african-darter-hut",
    checkIn,
    checkOut: addDays(checkIn, 1),
    guestName: `Sentinel ${n}`,
    guestEmail: email,
  });
  await waitFor(`${label}: the worker's next beat`, () => stack.inbox.messages.find((m) => m.to.includes(email)), 60_000);
}

describe("the weekly digest", () => {
  it("knows its time: Monday 07:00 in Johannesburg, until a day later", () => {
    expect(dueDigestWeek(new Date(at(W, "04:59:59")))).toBeUndefined();
    expect(dueDigestWeek(new Date(at(W, "05:00:00")))).toBe(W);
    expect(dueDigestWeek(new Date(`${addDays(W, 1)}T04:59:59Z`))).toBe(W);
    expect(dueDigestWeek(new Date(`${addDays(W, 1)}T05:00:00Z`))).toBeUndefined();
    // Sunday 23:30 in Johannesburg is still the week before.
    expect(dueDigestWeek(new Date(`${addDays(W, -1)}T21:30:00Z`))).toBeUndefined();
    expect(mondayOf(addDays(W, 6))).toBe(W);
  });

  it("is sent once on Monday at 07:00 with the week ahead, what waits, and last week's figures", async () => {
    // Last week (W-7 … W-1): a channel's stay on two nights and three nights of a five-night booking.
    await seedChannelStay(stack.db, "vacation-home", "airbnb", addDays(W, -7), addDays(W, -5));
    await seedBooking(stack.db, {
      stay: "vacation-home",
      checkIn: addDays(W, -3),
      checkOut: addDays(W, 2),
      guestName: "Anneke Leaving",
      guestEmail: "anneke@example.co.za",
      totalPriceCents: 500_000,
    });
    // Wednesday: Anneke leaves and Beatrix arrives, a turnover.
    await seedBooking(stack.db, {
      stay: "fisheagle-hut",
      checkIn: addDays(W, 2),
      checkOut: addDays(W, 4),
      guests: 3,
      checkInTime: "16:30",
      guestName: "Beatrix Arriving",
      guestEmail: "beatrix@example.co.za",
    });
    await seedBooking(stack.db, {
      stay: "fisheagle-hut",
      checkIn: addDays(W, 30),
      checkOut: addDays(W, 32),
      guestName: "Carel Waiting",
      guestEmail: "carel@example.co.za",
      status: "requested",
    });
    await stack.db.review.create({
      data: { guestName: "Dina", accommodationType: "fisheagle_hut", rating: 5, comment: "Lovely", language: "en" },
    });
    // Before 07:00 the worker's beats decide nothing.
    await scanned("Monday before seven");
    expect(await stack.db.weeklyDigest.count()).toBe(0);
    expect(findMail(stack, OWNER(), SUBJECT("en", W))).toHaveLength(0);

    // 04:59:58 UTC is 06:59:58 in Johannesburg: two seconds before the digest's time.
    await restartWorker(at(W, "04:59:58"));

    const mail = await waitFor("the Monday digest", () => findMail(stack, OWNER(), SUBJECT("en", W))[0], 60_000);
    const text = mail.text ?? "";
    expect(text).toContain(`${formatDisplayDate(addDays(W, 2))} (turnover)`);
    expect(text).toContain("Leaving: Vacation Home");
    expect(text).toContain("Anneke Leaving");
    expect(text).toMatch(/Arriving: Fish Eagle Hut \S+ \(Beatrix Arriving\), 3 guests, arriving 16:30/);
    expect(text).toContain("Carel Waiting");
    expect(text).toContain("1 reviews and 0 sets of guest photos");
    // 3 + 2 of 7 nights; R5,000 over five nights, three of them last week.
    expect(text).toContain("5 of 7 nights (71%)");
    expect(text).toContain("R3,000.00");
    expect(await stack.db.weeklyDigest.count()).toBe(1);
  });

  it("is not sent again after the worker is killed and Redis wiped, at rest or while it runs", async () => {
    await restartWorker(at(W, "05:10:00"), { kill: true, between: () => stack.redis.flushAll() });
    await scanned("after the restart");
    await stack.redis.flushAll();
    await scanned("after the wipe while running");
    expect(findMail(stack, OWNER(), SUBJECT("en", W))).toHaveLength(1);
    const rows = await stack.db.weeklyDigest.findMany();
    expect(rows.map((row) => [row.weekStart.toISOString().slice(0, 10), row.sent])).toEqual([[W, true]]);
    const sends = await stack.db.emailSend.findMany({ where: { key: { startsWith: "owner-weekly-digest:" } } });
    expect(sends).toHaveLength(1);
    expect(sends[0]!.sentAt).not.toBeNull();
  });

  it("comes the next Monday once more, in the owner's language", async () => {
    await stack.db.user.create({ data: { id: "digest-owner", name: "Owner", email: OWNER(), language: "af" } });
    const next = addDays(W, 7);
    await restartWorker(at(next, "05:00:01"));
    const mail = await waitFor("the next Monday's digest", () => findMail(stack, OWNER(), SUBJECT("af", next))[0], 60_000);
    expect(mail.text ?? "").toContain("Die week vorentoe");
    await scanned("after the second digest");
    expect(findMail(stack, OWNER(), SUBJECT("af", next))).toHaveLength(1);
    expect(findMail(stack, OWNER(), SUBJECT("en", W))).toHaveLength(1);
  });

  it("is decided as not sent for a week whose Monday comes while the owner has it off", async () => {
    await stack.db.ownerSettings.upsert({ where: { id: 1 }, create: { weeklyDigest: false }, update: { weeklyDigest: false } });
    const off = addDays(W, 14);
    await restartWorker(at(off, "05:00:01"));
    const row = await waitFor(
      "the week decided",
      async () => (await stack.db.weeklyDigest.findUnique({ where: { weekStart: toUtcDate(off) } })) ?? undefined,
      60_000,
    );
    expect(row.sent).toBe(false);
    await scanned("after the week off");
    expect(findMail(stack, OWNER(), SUBJECT("af", off))).toHaveLength(0);
    expect(await stack.db.emailSend.count({ where: { key: `owner-weekly-digest:${row.id}` } })).toBe(0);
  });
});
