// npm run bench:api [concurrency] – the public API as visitors use it, next to a trivial route doing
// SELECT 1 through Prisma (GET /api/health/db) in the same run. The site runs on its default
// settings (the request caps, the rate limits, TRUST_PROXY 0: the client is the connection's peer).
// Each simulated visitor is a client of its own: its own network (a local address 127.X.Y.1 of a
// /24 of its own: Linux routes all of 127/8 to the loopback), e-mail address and phone number. A
// visit asks for the stay's unavailable dates, a price quote, and books with an Idempotency-Key,
// as the booking dialog does; every 8th visitor asks for nights an earlier visitor asked for (201,
// a request ahead) and every 16th for nights the owner blocked (409); its connection opens
// (untimed) before these calls, as a browser's does with the page. Batches of the mix alternate
// with batches of SELECT 1 so that both see the same machine conditions, after a warm-up. In each
// batch the sixteen loops start one after another, spread over one iteration as the warm-up timed
// it: visitors arrive independently, and sixteen bookings sent in the same millisecond at every
// batch's start made the booking's p99 a measure of that burst alone.
// Targets: booking POST p99 within 1.5x the SELECT 1 route's p99; the quote and unavailable dates
// within 1.5x too. Then the same-sender case, on its own line: one visitor sends `concurrency`
// bookings at once and exactly REQUEST_CAP_UNVERIFIED of them may pass (the per-sender caps).
// Exits non-zero when a target is missed.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { TEST_PORT } from "../../scripts/test-env.mjs";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { STAY_IDS } from "@/content/stays";
import { formatStats, measure, prepareDatabase, startSite, ensureBuilt, statsOf, visitor, type TStats, type TVisitor } from "./support";

/** Its own port (TEST_PORT + 9: scripts/test-env.mjs) and database per TEST_INSTANCE, so that checkouts side by side do not meet. */
const INSTANCE = Number(process.env.TEST_INSTANCE ?? 0);
const PORT = TEST_PORT + 9;
const CONCURRENCY = Number(process.argv[2] ?? 16);
const ROUNDS = 5;
/** Visits per mix batch (each three requests) and SELECT 1 requests per baseline batch. */
const VISITS_PER_ROUND = 160;
const SELECTS_PER_ROUND = 250;
const TARGET_RATIO = 1.5;
const DATABASE_URL = `postgresql://postgres@127.0.0.1:5432/orania_stays_bench${INSTANCE === 0 ? "" : `_${INSTANCE}`}`;
/** The site's defaults (web/server/config.ts), over the test settings that startSite applies. */
const SITE_DEFAULTS = {
  TRUST_PROXY: "0",
  REQUEST_CAP_UNVERIFIED: "2",
  REQUEST_CAP_OPEN: "3",
  REQUEST_CAP_NIGHTS: "30",
  RATE_LIMIT_POSTS: "20",
  RATE_LIMIT_QUOTES: "120",
  DATABASE_POOL_SIZE: "10",
};
const CAP_UNVERIFIED = Number(SITE_DEFAULTS.REQUEST_CAP_UNVERIFIED);
/** Every BLOCK_EVERY-th night from tomorrow is closed by an owner's block of every stay. */
const BLOCK_EVERY = 37;

type TCallName = "unavailable" | "quote" | "booking";

async function blockNights(today: string): Promise<string[]> {
  const nights = Array.from({ length: 18 }, (_, i) => addDays(today, 5 + i * BLOCK_EVERY));
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(
    `INSERT INTO holds (id, kind, check_in, check_out, binding, every_stay)
     SELECT gen_random_uuid(), 'block', d, d + 1, true, true FROM unnest($1::date[]) AS d`,
    [nights],
  );
  await db.end();
  return nights;
}

async function main(): Promise<void> {
  await prepareDatabase(DATABASE_URL);
  ensureBuilt();
  const today = getBusinessToday();
  const blocked = await blockNights(today);
  const site = await startSite(PORT, { DATABASE_URL, ...SITE_DEFAULTS, REDIS_PREFIX: `orania-bench-${Date.now()}` });
  const target = new URL(`http://127.0.0.1:${PORT}`);
  let visitors = 0;
  const newVisitor = () => visitor(target, visitors++);
  /** `checkIn`, or the next day whose two nights no block closes. */
  const clear = (checkIn: string): string =>
    blocked.some((night) => night >= checkIn && night < addDays(checkIn, 2)) ? clear(addDays(checkIn, 1)) : checkIn;
  /** Check-in of visit `n`: spread over the first year, two nights each, never on a blocked night. */
  const nightsOf = (n: number) => clear(addDays(today, 1 + ((n * 7) % 360)));
  let visits = 0;
  const asked: string[] = [];

  const booking = (who: TVisitor, checkIn: string, stay: string) => ({
    accommodationType: stay,
    checkIn,
    checkOut: addDays(checkIn, 2),
    checkInTime: "15:00",
    guests: 2,
    guestName: "Bench Guest",
    guestEmail: who.email,
    guestPhone: who.phone,
  });

  /** One visit: the calendar, a quote, the booking. Records each call's latency under its name. */
  const visit = async (samples: Record<TCallName, number[]>, statuses: Record<TCallName, Record<number, number>>) => {
    const n = visits++;
    const who = newVisitor();
    const stay = STAY_IDS[n % STAY_IDS.length]!;
    let checkIn = nightsOf(n);
    if (n % 16 === 15) checkIn = blocked[n % blocked.length]!;
    else if (n % 8 === 7 && asked.length > 0) checkIn = asked[asked.length - 1]!;
    else asked.push(checkIn);
    const timed = async (name: TCallName, send: () => Promise<number>) => {
      const started = performance.now();
      const status = await send();
      samples[name].push(performance.now() - started);
      statuses[name][status] = (statuses[name][status] ?? 0) + 1;
    };
    const body = booking(who, checkIn, stay);
    // Its connection opens untimed, as a browser's does with the page before any of these calls.
    await who.get("/api/health/db");
    await timed("unavailable", () => who.get(`/api/unavailable-dates?accommodationType=${stay}`));
    await timed("quote", () =>
      who.post("/api/calculate-price", { accommodationType: stay, checkIn, checkOut: body.checkOut, guests: body.guests }),
    );
    await timed("booking", () => who.post("/api/bookings", body, { "idempotency-key": randomUUID() }));
    return 200;
  };
  const selectOne = async (who: TVisitor) => who.get("/api/health/db");

  // Each batch's loops start spread over one iteration (a visit, a SELECT 1) as the warm-up timed
  // it, so that visitors come one after another, not sixteen in the same millisecond.
  let visitRamp = 0;
  let selectRamp = 0;
  const runMix = async (count: number) => {
    const samples: Record<TCallName, number[]> = { unavailable: [], quote: [], booking: [] };
    const statuses: Record<TCallName, Record<number, number>> = { unavailable: {}, quote: {}, booking: {} };
    const visits = await measure(count, CONCURRENCY, () => visit(samples, statuses), visitRamp);
    return { samples, statuses, visits };
  };
  const selectors = Array.from({ length: CONCURRENCY }, newVisitor);
  const runSelects = async (count: number) => measure(count, CONCURRENCY, (i) => selectOne(selectors[i % CONCURRENCY]!), selectRamp);

  try {
    selectRamp = (await runSelects(100)).p50; // warm-up
    visitRamp = (await runMix(CONCURRENCY * 2)).visits.p50;
    const baseline: TStats[] = [];
    const mix: Awaited<ReturnType<typeof runMix>>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await runSelects(SELECTS_PER_ROUND));
      mix.push(await runMix(VISITS_PER_ROUND));
    }
    // The same sender: one visitor, `CONCURRENCY` bookings of distinct nights at once, per round.
    const sameSender: number[] = [];
    const sameStatuses: Record<number, number> = {};
    const accepted: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const who = newVisitor();
      let passed = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, i) => {
          const started = performance.now();
          const status = await who.post("/api/bookings", booking(who, clear(addDays(today, 400 + round * 40 + i * 3)), "vacation-home"));
          sameSender.push(performance.now() - started);
          sameStatuses[status] = (sameStatuses[status] ?? 0) + 1;
          if (status === 201) passed++;
        }),
      );
      accepted.push(passed);
    }

    const b = statsOf(
      baseline.flatMap((s) => s.samples ?? []),
      mergeStatuses(baseline.map((s) => s.statuses)),
    );
    const lines: { name: string; stats: TStats; target?: boolean }[] = [];
    const missed: string[] = [];
    console.log(
      `\nbench:api  concurrency ${CONCURRENCY}, ${ROUNDS} alternating rounds of ${SELECTS_PER_ROUND} SELECT 1 and ${VISITS_PER_ROUND} visits (3 calls each); site defaults, one client per visitor`,
    );
    console.log(formatStats("GET /api/health/db (SELECT 1)", b));
    for (const [name, label] of [
      ["unavailable", "GET /api/unavailable-dates"],
      ["quote", "POST /api/calculate-price"],
      ["booking", "POST /api/bookings (visitors)"],
    ] as const) {
      const stats = statsOf(
        mix.flatMap((m) => m.samples[name]),
        mergeStatuses(mix.map((m) => m.statuses[name])),
      );
      lines.push({ name: label, stats });
      const ratio = stats.p99 / b.p99;
      const met = ratio <= TARGET_RATIO;
      if (!met) missed.push(label);
      console.log(
        `${formatStats(label, stats)}\n${"".padEnd(36)}ratio p50 ${(stats.p50 / b.p50).toFixed(2)}x  p99 ${ratio.toFixed(2)}x  (target: p99 <= ${TARGET_RATIO}x) ${met ? "met" : "MISSED"}`,
      );
    }
    const same = statsOf(sameSender, sameStatuses);
    const capsHeld = accepted.every((n) => n === CAP_UNVERIFIED);
    if (!capsHeld) missed.push("same sender: caps");
    console.log(
      `${formatStats("POST /api/bookings (one sender)", same)}\n${"".padEnd(36)}ratio p50 ${(same.p50 / b.p50).toFixed(2)}x  p99 ${(same.p99 / b.p99).toFixed(2)}x  accepted per burst ${accepted.join(", ")} (target: exactly ${CAP_UNVERIFIED} of ${CONCURRENCY}, the cap) ${capsHeld ? "met" : "MISSED"}`,
    );
    const serverErrors = [b, ...lines.map((l) => l.stats), same].some((s) => Object.keys(s.statuses).some((code) => Number(code) >= 500));
    if (serverErrors) missed.push("no 5xx");
    console.log(missed.length === 0 ? "all targets met" : `targets missed: ${missed.join("; ")}`);
    process.exitCode = missed.length === 0 ? 0 : 1;
  } finally {
    site.kill("SIGTERM");
  }
}

function mergeStatuses(parts: Record<number, number>[]): Record<number, number> {
  const statuses: Record<number, number> = {};
  for (const part of parts) for (const [status, n] of Object.entries(part)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
  return statuses;
}

await main();
