// Mixed traffic at a fixed rate for a fixed time (an open loop: requests start on schedule,
// whatever earlier ones are doing) from a fixed pool of visitors: page views, unavailable-dates
// reads, booking attempts for overlapping nights, reviews, and a `SELECT 1` route
// (GET /api/health/db) in the same stream as the yardstick of what this machine gives a trivial
// database request right now. Asserted: zero 5xx, zero double bookings, the expected statuses,
// and no deadlock in the database (a writer that takes its locks out of order waits a
// deadlock_timeout, a second each). Latencies are printed, booking p99 beside SELECT 1's, but not
// asserted: a timed assertion fails on a busy shared machine; `npm run bench:api` holds the targets.
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

const RATE_PER_SECOND = 30;
const DURATION_SECONDS = 20;
const PAGES = ["/", "/verblyf", "/experienceorania", "/terms", "/vakansie-huis"];

type TKind = "page" | "dates" | "booking" | "review" | "select1";
/** One visit: ten requests in a row from one visitor. */
const VISIT: TKind[] = ["page", "select1", "dates", "booking", "page", "booking", "dates", "select1", "booking", "review"];
const EXPECTED: Record<TKind, number[]> = { page: [200], dates: [200], select1: [200], booking: [201, 409], review: [201] };

/**
 * Each visitor keeps one address (X-Forwarded-For, as the one proxy the test site trusts would
 * set it), each in a network of its own (the limits count per /24), e-mail address and phone
 * across its visits, so the rate limits count it as one client: 600 requests are 60 visits by 40
 * visitors, at most 8 POSTs each (the limit is 30).
 */
const VISITORS = Array.from({ length: 40 }, (_, v) => ({
  address: `10.200.${v + 1}.1`,
  email: `visitor${v}@example.co.za`,
  phone: `+2784${String(v).padStart(7, "0")}`,
}));

/**
 * PostgreSQL's count of deadlocks in this file's database. A backend reports its counts when it
 * has been idle a while or when it exits: the site's sessions are ended first (waiting until each
 * has exited, so its counts are in), and the site's pool opens new ones when it next needs them.
 */
async function deadlocks(): Promise<number> {
  await getDb().$queryRaw`SELECT pg_terminate_backend(pid, 30000) FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`;
  const rows = await getDb().$queryRaw<{ n: bigint }[]>`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`;
  return Number(rows[0]?.n ?? 0);
}

function p(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? NaN;
}

describe("load", () => {
  it(`serves ${RATE_PER_SECOND} mixed requests a second for ${DURATION_SECONDS} s: no 5xx, no double booking, no deadlock`, async () => {
    // Warm-up, not measured: the first request of each route loads its code into the fresh site.
    for (const path of [...PAGES, "/api/health/db", "/api/unavailable-dates?accommodationType=vacation-home"]) await api(path);
    await api("/api/bookings", { json: makeBookingRequest({ guestEmail: "warm@example.co.za" }, 720, 1) });
    const deadlocksBefore = await deadlocks();
    const results: { kind: TKind; status: number; ms: number }[] = [];
    const inFlight: Promise<void>[] = [];
    const total = RATE_PER_SECOND * DURATION_SECONDS;
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const kind = VISIT[i % VISIT.length]!;
      const visitor = VISITORS[Math.floor(i / VISIT.length) % VISITORS.length]!;
      const client = visitor.address;
      const sent = performance.now();
      const request =
        kind === "page"
          ? api(PAGES[i % PAGES.length]!, { client })
          : kind === "select1"
            ? api("/api/health/db", { client })
            : kind === "dates"
              ? api(`/api/unavailable-dates?accommodationType=${STAY_IDS[i % 3]}`, { client })
              : kind === "booking"
                ? // Every attempt wants some of nights 700-709: requests bind nothing, so each is accepted.
                  api("/api/bookings", {
                    client,
                    json: makeBookingRequest(
                      { accommodationType: STAY_IDS[i % 3], guests: 1, guestEmail: visitor.email, guestPhone: visitor.phone },
                      700 + (i % 8),
                      1 + (i % 3),
                    ),
                  })
                : api("/api/reviews", {
                    client,
                    json: { guestName: `Load ${i}`, accommodationType: "general", rating: 5, comment: "Under load.", source: "website" },
                  });
      inFlight.push(request.then((response) => void results.push({ kind, status: response.status, ms: performance.now() - sent })));
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;

    const overlapping = await getDb().$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM holds a JOIN holds b ON a.id < b.id AND a.binding AND b.binding
      AND daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')`;
    const doubleBookings = Number(overlapping[0]?.n ?? 0);
    const serverErrors = results.filter((r) => r.status >= 500).length;
    const p99 = (kind: TKind) =>
      p(
        results
          .filter((r) => r.kind === kind)
          .map((r) => r.ms)
          .sort((a, b) => a - b),
        99,
      );

    console.log(
      `\nload: ${results.length} requests from ${VISITORS.length} visitors in ${elapsed.toFixed(1)} s (${RATE_PER_SECOND}/s scheduled), double bookings: ${doubleBookings}, 5xx: ${serverErrors}`,
    );
    for (const kind of ["select1", "page", "dates", "booking", "review"] as const) {
      const of = results.filter((r) => r.kind === kind);
      const latencies = of.map((r) => r.ms).sort((a, b) => a - b);
      const statuses = of.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
      console.log(
        `  ${kind.padEnd(8)} n=${String(of.length).padEnd(4)} p50 ${p(latencies, 50).toFixed(0)} ms  p99 ${p(latencies, 99).toFixed(0)} ms  ${JSON.stringify(statuses)}`,
      );
    }
    console.log(`  booking p99 ${p99("booking").toFixed(0)} ms = ${(p99("booking") / p99("select1")).toFixed(2)}x SELECT-1 p99`);
    const deadlocked = (await deadlocks()) - deadlocksBefore;
    console.log(`  deadlocks: ${deadlocked}`);

    expect(results).toHaveLength(total);
    expect(serverErrors).toBe(0);
    expect(doubleBookings).toBe(0);
    expect(results.filter((r) => !EXPECTED[r.kind].includes(r.status)).map((r) => `${r.kind} ${r.status}`)).toEqual([]);
    expect(results.filter((r) => r.kind === "booking" && r.status === 201).length).toBeGreaterThan(0);
    expect(deadlocked, "deadlocks while serving").toBe(0);
  }, 150_000);
});
