// The one-stay guarantee under a crowd. Rounds of 200 simultaneous requests for overlapping
// nights, spread over the three stays, from 200 visitors, each with its own address, e-mail and
// phone (with one shared e-mail the caps' advisory locks queue all 200 behind one sender). An
// unanswered request binds nothing, so every one of them is accepted (201, never a 5xx), each but
// the first told that a request is ahead of it: they take turns at their nights' locks, so exactly
// one saw none. The race moves to the owner: 20 simultaneous confirmations of that round's
// requests (over HTTP, the console's own tRPC call) end in exactly one confirmed booking, whose
// hold alone binds the nights; the other confirmations get 409, never a 5xx, and every other
// request of the round is declined in the winner's transaction. A request for those nights is
// then refused (409).
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { getDb } from "@/server/db/client";
import { api, BASE_URL, makeBookingRequest } from "../support/api";
import { signInOwner } from "../support/owner-http";

const ROUNDS = 10;
const PER_ROUND = 200;
/** Each round books within six days of its own (check-out up to its seventh). */
const FIRST_DAYS = Array.from({ length: ROUNDS }, (_, k) => 100 + 6 * k);
const DOMAIN = "crowd.example.co.za";
/** How many of a round's requests the owner tries to confirm at once. */
const CONFIRMING = 20;

type TReply = { requestAhead?: boolean; id?: string };

/** The console's confirm call, as the booking page's button sends it. */
function confirm(cookie: string, id: string) {
  return api("/api/trpc/owner.bookings.confirm", {
    method: "POST",
    body: JSON.stringify({ json: { id } }),
    headers: { cookie, origin: BASE_URL, "content-type": "application/json" },
  });
}

/** The guests confirm their e-mail addresses (as their links would): only such requests can be confirmed. */
async function verifyAll(ids: string[]) {
  await getDb().$executeRaw`UPDATE bookings SET verified_at = now() WHERE id = ANY(${ids}::uuid[])`;
  await getDb()
    .$executeRaw`UPDATE holds SET expires_at = now() + interval '48 hours' WHERE id IN (SELECT hold_id FROM bookings WHERE id = ANY(${ids}::uuid[]))`;
}

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

describe("POST /api/bookings under concurrency, and the owner's confirmations", () => {
  it(`accepts all ${PER_ROUND} overlapping requests of each of ${ROUNDS} rounds, then lets exactly one of ${CONFIRMING} simultaneous confirmations bind the nights, and no 5xx`, async () => {
    const cookie = await signInOwner();
    const seconds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const replies = await Promise.all(roundRequests(round).map((json) => api<TReply>("/api/bookings", { json })));
      seconds.push((performance.now() - started) / 1000);
      const statuses = replies.map((reply) => reply.status);
      const counts = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
      expect(counts, `round ${round}`).toEqual({ 201: PER_ROUND });
      expect(
        replies.filter((reply) => reply.body.requestAhead === false),
        `round ${round}`,
      ).toHaveLength(1);

      const ids = replies.map((reply) => reply.body.id!);
      await verifyAll(ids);
      const confirmations = await Promise.all(ids.slice(0, CONFIRMING).map((id) => confirm(cookie, id)));
      const outcomes = confirmations.reduce<Record<number, number>>((all, r) => ({ ...all, [r.status]: (all[r.status] ?? 0) + 1 }), {});
      expect(outcomes, `round ${round}`).toEqual({ 200: 1, 409: CONFIRMING - 1 });

      const bookings = await getDb().booking.findMany({ where: { id: { in: ids } }, select: { status: true, holdId: true } });
      expect(
        bookings.filter((b) => b.status === "confirmed"),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        bookings.filter((b) => b.status === "declined"),
        `round ${round}`,
      ).toHaveLength(PER_ROUND - 1);
      expect(
        bookings.filter((b) => b.holdId !== null),
        `round ${round}`,
      ).toHaveLength(1);
      // The shared night is bound now: a visitor asking for it is refused.
      const late = await api<{ error: { code: string } }>("/api/bookings", {
        json: makeBookingRequest({ guestEmail: `late${round}@${DOMAIN}` }, FIRST_DAYS[round]! + 3, 1),
      });
      expect(late.status, `round ${round}`).toBe(409);
      expect(late.body.error.code).toBe("NIGHTS_TAKEN");
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
    // One stay at a time, counted from the database: no two binding holds share a night.
    const overlapping = await getDb().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM holds a JOIN holds b ON a.id < b.id
      WHERE a.binding AND b.binding AND daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')`;
    expect(overlapping[0]!.n).toBe(0);
  }, 600_000);
});
