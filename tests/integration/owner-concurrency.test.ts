// The owner's manual booking and a visitor's request for overlapping nights at the same moment:
// both go for the same exclusion constraint (and the same per-night locks), so in every round
// exactly one holds the nights and the other gets a clear refusal, never an error. Each round
// books two days of its own.
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { api, makeBookingRequest } from "../support/api";

const ROUNDS = 20;
const FIRST_DAY = 100;
const owner = { kind: "owner" as const, email: "owner@example.com" };

type TError = { error: { code: string; message: string } };

describe("the owner's manual booking against a visitor's request", () => {
  it(`lets exactly one of them hold the nights in each of ${ROUNDS} rounds, and refuses the other clearly`, async () => {
    const winners = { manual: 0, visitor: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      // The manual booking takes nights d and d+1; the visitor's request night d+1 on another stay.
      const first = FIRST_DAY + 2 * round;
      const checkIn = addDays(getBusinessToday(), first);
      const [manual, visitor] = await Promise.all([
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
          language: "en",
        }).then(
          (made) => ({ ok: true as const, id: made.id }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
        api<TError>("/api/bookings", {
          json: makeBookingRequest(
            { accommodationType: STAY_IDS[(round + 1) % 3], guestEmail: `visitor${round}@race.example.co.za` },
            first + 1,
            1,
          ),
        }),
      ]);

      if (manual.ok) {
        winners.manual++;
        expect(visitor.status, `round ${round}`).toBe(409);
        expect(visitor.body.error).toMatchObject({ code: "NIGHTS_TAKEN", message: expect.stringContaining("just booked") });
      } else {
        winners.visitor++;
        expect(visitor.status, `round ${round}`).toBe(201);
        expect(manual.error, `round ${round}`).toBeInstanceOf(AppError);
        expect(manual.error).toMatchObject({ code: "CONFLICT", details: { reason: "NIGHTS_TAKEN" } });
        expect((manual.error as AppError).message).toContain("already held");
      }
      // Exactly one hold covers the shared night.
      const shared = toUtcDate(addDays(checkIn, 1));
      expect(await getDb().hold.count({ where: { checkIn: { lte: shared }, checkOut: { gt: shared } } }), `round ${round}`).toBe(1);
    }
    expect(winners.manual + winners.visitor).toBe(ROUNDS);
    console.log(`[owner-concurrency] manual won ${winners.manual}, visitor won ${winners.visitor} of ${ROUNDS} rounds`);
  });
});
