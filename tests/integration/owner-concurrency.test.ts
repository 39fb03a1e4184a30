// The owner's writes that bind nights, racing each other and visitors. Only what the owner decided
// binds (a confirmed booking, a manual booking, a block), so the database's exclusion constraint
// decides between binding writes, and a visitor's request binds nothing:
// - a manual booking and a visitor's request for the same night at the same moment: the manual
//   booking always stands; the request is refused (409) if the booking came first, else accepted
//   and then impossible to confirm;
// - a block and the owner's confirmation of a request for the same night: exactly one wins, the
//   other gets its clear refusal, never an error.
// Each round books days of its own.
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { confirmByOwner } from "@/server/bookings/owner-decisions";
import { addOwnerBlock, BlockRefused } from "@/server/calendar/blocks";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { Refusal } from "@/server/errors";
import { api, makeBookingRequest } from "../support/api";

const ROUNDS = 20;
const FIRST_DAY = 100;
const owner = { kind: "owner" as const, email: "owner@example.com" };

type TError = { error: { code: string; message: string } };

const settle = <T>(work: Promise<T>) =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** Binding holds that have this night. */
function bindingOn(night: string) {
  const date = toUtcDate(night);
  return getDb().hold.count({ where: { binding: true, checkIn: { lte: date }, checkOut: { gt: date } } });
}

/** A visitor's request whose guest confirmed their address (as the e-mailed link would). */
async function verifiedRequest(startInDays: number, email: string): Promise<string> {
  const reply = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({ guestEmail: email }, startInDays, 2) });
  expect(reply.status).toBe(201);
  await getDb().booking.update({ where: { id: reply.body.id }, data: { verifiedAt: new Date() } });
  return reply.body.id;
}

describe("the owner's manual booking against a visitor's request", () => {
  it(`lets the manual booking bind the nights in each of ${ROUNDS} rounds, and the request either meets it or can never be confirmed over it`, async () => {
    const order = { manualFirst: 0, visitorFirst: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      // The manual booking takes nights d and d+1; the visitor's request night d+1 on another stay.
      const first = FIRST_DAY + 2 * round;
      const checkIn = addDays(getBusinessToday(), first);
      const [manual, visitor] = await Promise.all([
        settle(
          createManualBooking({
            input: {
              stay: STAY_IDS[round % 3]!,
              checkIn,
              checkOut: addDays(checkIn, 2),
              guests: 1,
              name: `Phone guest ${round}`,
              language: "en",
            },
            actor: owner,
          }),
        ),
        api<TError & { id: string }>("/api/bookings", {
          json: makeBookingRequest(
            { accommodationType: STAY_IDS[(round + 1) % 3], guestEmail: `visitor${round}@race.example.co.za` },
            first + 1,
            1,
          ),
        }),
      ]);

      expect(manual.ok, `round ${round}`).toBe(true);
      if (visitor.status === 409) {
        order.manualFirst++;
        expect(visitor.body.error).toMatchObject({ code: "NIGHTS_TAKEN", message: expect.stringContaining("just booked") });
      } else {
        order.visitorFirst++;
        expect(visitor.status, `round ${round}`).toBe(201);
        await getDb().booking.update({ where: { id: visitor.body.id }, data: { verifiedAt: new Date() } });
        const refused = await settle(confirmByOwner({ bookingId: visitor.body.id, actor: owner }));
        expect(refused.ok).toBe(false);
        expect(refused.ok ? null : refused.error).toMatchObject({ code: "CONFLICT", details: { reason: "NIGHTS_TAKEN" } });
      }
      // Exactly one binding hold covers the shared night.
      expect(await bindingOn(addDays(checkIn, 1)), `round ${round}`).toBe(1);
    }
    expect(order.manualFirst + order.visitorFirst).toBe(ROUNDS);
    console.log(`[owner-concurrency] manual first ${order.manualFirst}, visitor first ${order.visitorFirst} of ${ROUNDS} rounds`);
  });
});

describe("the owner's block against the owner's confirmation of a request", () => {
  it(`lets exactly one of them bind the nights in each of ${ROUNDS} rounds, and refuses the other clearly`, async () => {
    const winners = { block: 0, confirmation: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const first = FIRST_DAY + 60 + 3 * round;
      const id = await verifiedRequest(first, `blockrace${round}@race.example.co.za`);
      const night = addDays(getBusinessToday(), first + 1);
      const [block, confirmation] = await Promise.all([
        settle(addOwnerBlock({ checkIn: night, checkOut: addDays(night, 1), note: `race ${round}`, actor: owner })),
        settle(confirmByOwner({ bookingId: id, actor: owner })),
      ]);
      expect(block.ok !== confirmation.ok, `round ${round}: exactly one wins`).toBe(true);
      if (block.ok) {
        winners.block++;
        expect(confirmation.ok ? null : confirmation.error).toBeInstanceOf(Refusal);
        expect(confirmation.ok ? null : confirmation.error).toMatchObject({ code: "CONFLICT", details: { reason: "NIGHTS_TAKEN" } });
      } else {
        winners.confirmation++;
        expect(block.error).toBeInstanceOf(BlockRefused);
        expect((block.error as BlockRefused).reason).toBe("NIGHTS_TAKEN");
      }
      expect(await bindingOn(night), `round ${round}`).toBe(1);
    }
    console.log(`[owner-concurrency] block won ${winners.block}, confirmation won ${winners.confirmation} of ${ROUNDS} rounds`);
  });
});
