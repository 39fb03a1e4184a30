// The one-stay guarantee under a crowd: rounds of 200 simultaneous requests for overlapping
// nights, spread over the three stays, from 200 visitors, each with its own address, e-mail and
// phone (with one shared e-mail the caps' advisory locks queue all 200 behind one sender: 4.6 s a
// round instead of 1.4). Each round must end in exactly one 201 and 199 409s, never a 5xx: the
// requests take turns at their nights' locks instead of deadlocking at the exclusion constraint,
// and whatever transient failure remains is retried (db/transient.ts).
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

const ROUNDS = 20;
const PER_ROUND = 200;
/** Each round books within six days of its own (check-out up to its seventh). */
const FIRST_DAYS = Array.from({ length: ROUNDS }, (_, k) => 100 + 6 * k);
const DOMAIN = "crowd.example.co.za";

function roundRequests(round: number) {
  // Check-in on one of days 0-3 and check-out on day 4-6 of the round: every request holds night 3.
  const first = FIRST_DAYS[round]!;
  return Array.from({ length: PER_ROUND }, (_, i) => {
    const startOffset = i % 4;
    const nights = 4 - startOffset + (i % 3);
    const visitor = `r${round}v${i}`;
    return makeBookingRequest(
      {
        accommodationType: STAY_IDS[i % 3],
        guests: 1,
        guestName: `Guest ${visitor}`,
        guestEmail: `${visitor}@${DOMAIN}`,
        guestPhone: `+2783${String(round * PER_ROUND + i).padStart(7, "0")}`,
      },
      first + startOffset,
      nights,
    );
  });
}

describe("POST /api/bookings under concurrency", () => {
  it(`gives exactly one 201 and ${PER_ROUND - 1} 409s in each of ${ROUNDS} rounds of ${PER_ROUND} overlapping requests, and no 5xx`, async () => {
    const seconds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const replies = await Promise.all(roundRequests(round).map((json) => api("/api/bookings", { json })));
      seconds.push((performance.now() - started) / 1000);
      const statuses = replies.map((reply) => reply.status);
      const counts = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
      expect(counts, `round ${round}`).toEqual({ 201: 1, 409: PER_ROUND - 1 });
    }
    const sorted = [...seconds].sort((a, b) => a - b);
    const total = seconds.reduce((a, b) => a + b, 0);
    console.log(
      `\nbooking-concurrency: ${ROUNDS} rounds of ${PER_ROUND} in ${total.toFixed(1)} s; per round median ${sorted[ROUNDS >> 1]!.toFixed(2)} s, max ${sorted.at(-1)!.toFixed(2)} s (${seconds.map((s) => s.toFixed(1)).join(" ")})`,
    );

    const held = await getDb().booking.findMany({ where: { holdId: { not: null }, guestEmail: { endsWith: `@${DOMAIN}` } } });
    expect(held.map((booking) => Number(booking.guestEmail.slice(1, booking.guestEmail.indexOf("v")))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: ROUNDS }, (_, round) => round),
    );
  }, 300_000);
});
