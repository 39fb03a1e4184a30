// Mixed traffic at a fixed rate for a fixed time (an open loop: requests start on schedule,
// whatever earlier ones are doing): page views, unavailable-dates reads, booking attempts for
// overlapping nights and reviews. Zero double bookings, zero 5xx; p99 latencies printed.
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

const RATE_PER_SECOND = 30;
const DURATION_SECONDS = 20;
const PAGES = ["/", "/verblyf", "/experienceorania", "/terms", "/vakansie-huis"];

type TKind = "page" | "dates" | "booking" | "review";
const MIX: TKind[] = ["page", "page", "page", "dates", "dates", "dates", "booking", "booking", "booking", "review"];

function p(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? NaN;
}

describe("load", () => {
  it(`serves ${RATE_PER_SECOND} mixed requests a second for ${DURATION_SECONDS} s with no 5xx and no double booking`, async () => {
    const results: { kind: TKind; status: number; ms: number }[] = [];
    const inFlight: Promise<void>[] = [];
    const total = RATE_PER_SECOND * DURATION_SECONDS;
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const kind = MIX[i % MIX.length]!;
      const sent = performance.now();
      const request =
        kind === "page"
          ? api(PAGES[i % PAGES.length]!)
          : kind === "dates"
            ? api(`/api/unavailable-dates?accommodationType=${STAY_IDS[i % 3]}`)
            : kind === "booking"
              ? // Every attempt wants some of nights 700-709: only non-overlapping ones can succeed.
                api("/api/bookings", {
                  json: makeBookingRequest({ accommodationType: STAY_IDS[i % 3], guests: 1 }, 700 + (i % 8), 1 + (i % 3)),
                })
              : api("/api/reviews", {
                  json: { guestName: `Load ${i}`, accommodationType: "general", rating: 5, comment: "Under load.", source: "website" },
                });
      inFlight.push(request.then((response) => void results.push({ kind, status: response.status, ms: performance.now() - sent })));
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;

    const overlapping = await getDb().$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM holds a JOIN holds b ON a.id < b.id
      AND daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')`;
    const doubleBookings = Number(overlapping[0]?.n ?? 0);
    const serverErrors = results.filter((r) => r.status >= 500).length;

    console.log(
      `\nload: ${results.length} requests served in ${elapsed.toFixed(1)} s (${RATE_PER_SECOND}/s scheduled), double bookings: ${doubleBookings}, 5xx: ${serverErrors}`,
    );
    for (const kind of ["page", "dates", "booking", "review"] as const) {
      const of = results.filter((r) => r.kind === kind);
      const latencies = of.map((r) => r.ms).sort((a, b) => a - b);
      const statuses = of.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
      console.log(
        `  ${kind.padEnd(8)} n=${String(of.length).padEnd(4)} p50 ${p(latencies, 50).toFixed(0)} ms  p99 ${p(latencies, 99).toFixed(0)} ms  ${JSON.stringify(statuses)}`,
      );
    }

    expect(results).toHaveLength(total);
    expect(serverErrors).toBe(0);
    expect(doubleBookings).toBe(0);
    expect(results.filter((r) => r.kind === "booking" && r.status === 201).length).toBeGreaterThan(0);
    expect(results.filter((r) => r.kind === "booking").every((r) => r.status === 201 || r.status === 409)).toBe(true);
  }, 120_000);
});
