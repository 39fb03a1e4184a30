// Prices and rules per stay as the owner sets them (web/server/owner/price-actions.ts) over real
// PostgreSQL and the site's own doors: a seasonal rate and a minimum stay change the API's quote,
// the tRPC quote and the stored booking alike; a shorter stay is refused 400 in both languages;
// a booking made before a change keeps its price; seasons never share a night; audit rows.
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { changeBooking } from "@/server/bookings/change-booking";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { getOwnerMessages } from "@/server/owner/messages";
import { addStaySeason, removeStaySeason, saveRates } from "@/server/owner/price-actions";
import { readStayRates } from "@/server/pricing/rates";
import { api, makeBookingRequest } from "../support/api";
import { owner, refusal } from "../support/owner";

const day = (n: number) => addDays(getBusinessToday(), n);

type TQuoteBody = {
  nights: number;
  basePrice: number;
  additionalGuestFee: number;
  cleaningFee: number;
  totalPrice: number;
  basePriceCents: number;
  totalPriceCents: number;
  lines: unknown[];
};

describe("the owner's prices and rules", () => {
  it("a season and a minimum stay: the API quote, the tRPC quote and the stored booking agree", async () => {
    await saveRates(owner(), {
      stay: "fisheagle-hut",
      pricePerNightCents: 150000,
      extraGuestFeeCents: 10000,
      extraGuestFrom: 3,
      maxGuests: 4,
      minNights: 2,
      cleaningFeeCents: 35000,
    });
    await addStaySeason(owner(), {
      stay: "fisheagle-hut",
      name: "Easter",
      startsOn: day(40),
      endsOn: day(44),
      pricePerNightCents: 210000,
      minNights: 3,
    });

    const stay = { accommodationType: "fisheagle-hut", checkIn: day(39), checkOut: day(43), guests: 3 };
    const quote = await api<TQuoteBody>("/api/calculate-price", { json: stay });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({
      nights: 4,
      basePrice: 1500 + 3 * 2100,
      additionalGuestFee: 4 * 100,
      cleaningFee: 350,
      totalPrice: 1500 + 3 * 2100 + 400 + 350,
      // The same prices in cents, as the server keeps them.
      basePriceCents: (1500 + 3 * 2100) * 100,
      additionalGuestFeeCents: 4 * 100 * 100,
      cleaningFeeCents: 350 * 100,
      totalPriceCents: (1500 + 3 * 2100 + 400 + 350) * 100,
      lines: [
        { price: 1500, priceCents: 150_000, nights: 1, season: null },
        { price: 2100, priceCents: 210_000, nights: 3, season: "Easter" },
      ],
    });

    const viaTrpc = await api<{ result: { data: { json: TQuoteBody } } }>("/api/trpc/bookings.quote", {
      json: { json: stay },
    });
    expect(viaTrpc.body.result?.data.json).toEqual(quote.body);

    const booked = await api<{ id: string; totalPrice: number; cleaningFee: number }>("/api/bookings", {
      json: makeBookingRequest({ ...stay, guestEmail: "season@example.co.za" }),
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ totalPrice: quote.body.totalPrice, cleaningFee: 350 });
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: booked.body.id } });
    expect(row).toMatchObject({
      basePriceCents: quote.body.basePriceCents,
      additionalGuestFeeCents: 40_000,
      cleaningFeeCents: 35_000,
      totalPriceCents: quote.body.totalPriceCents,
    });
  });

  it("a stay shorter than its minimum gets a clear 400 under check-out, in both languages, at both doors", async () => {
    const short = { accommodationType: "fisheagle-hut", checkIn: day(41), checkOut: day(43), guests: 1 };
    for (const language of ["en", "af"] as const) {
      const message = getDictionary(language).validation.minNights(3);
      const headers = { cookie: `lang=${language}` };
      const quote = await api<{ error: { message: string; fields: Record<string, string> } }>("/api/calculate-price", {
        json: short,
        headers,
      });
      expect(quote.status).toBe(400);
      expect(quote.body.error.fields).toEqual({ checkOut: message });
      const booking = await api<{ error: { fields: Record<string, string> } }>("/api/bookings", {
        json: makeBookingRequest({ ...short, guestEmail: `short-${language}@example.co.za` }),
        headers,
      });
      expect(booking.status).toBe(400);
      expect(booking.body.error.fields).toEqual({ checkOut: message });
    }
    // Outside the season the stay's own minimum (2) applies.
    const outside = await api("/api/calculate-price", { json: { ...short, checkIn: day(50), checkOut: day(51) } });
    expect(outside.status).toBe(400);
    expect((await api("/api/calculate-price", { json: { ...short, checkIn: day(50), checkOut: day(52) } })).status).toBe(200);
  });

  it("a booking made before a change keeps its price; quotes after it use the new rates", async () => {
    const stay = { accommodationType: "african-darter-hut", checkIn: day(70), checkOut: day(72), guests: 2 };
    const before = await api<{ id: string; totalPrice: number }>("/api/bookings", {
      json: makeBookingRequest({ ...stay, guestEmail: "early@example.co.za" }),
    });
    expect(before.status).toBe(201);
    expect(before.body.totalPrice).toBe(2 * 1400);

    await saveRates(owner(), {
      stay: "african-darter-hut",
      pricePerNightCents: 190000,
      extraGuestFeeCents: 0,
      extraGuestFrom: 5,
      maxGuests: 4,
      minNights: 1,
      cleaningFeeCents: 20000,
    });
    const after = await api<TQuoteBody>("/api/calculate-price", { json: { ...stay, checkIn: day(80), checkOut: day(82) } });
    expect(after.body.totalPrice).toBe(2 * 1900 + 200);
    const kept = await getDb().booking.findUniqueOrThrow({ where: { id: before.body.id } });
    expect(kept).toMatchObject({ basePriceCents: 280_000, cleaningFeeCents: 0, totalPriceCents: 280_000 });
  });

  it("refuses overlapping seasons, reversed dates and more guests than the stay's beds, in the owner's language", async () => {
    for (const language of ["en", "af"] as const) {
      const m = getOwnerMessages(language);
      const overlap = await refusal(
        addStaySeason(owner(language), {
          stay: "fisheagle-hut",
          name: "Overlap",
          startsOn: day(44),
          endsOn: day(46),
          pricePerNightCents: 160000,
          minNights: 1,
        }),
        language,
      );
      expect([overlap.status, overlap.details.fields]).toEqual([409, { startsOn: m.seasonOverlap }]);
      const reversed = await refusal(
        addStaySeason(owner(language), {
          stay: "fisheagle-hut",
          name: "Back",
          startsOn: day(90),
          endsOn: day(89),
          pricePerNightCents: 160000,
          minNights: 1,
        }),
        language,
      );
      expect(reversed.details.fields).toEqual({ endsOn: m.seasonOrder });
      const beds = await refusal(
        saveRates(owner(language), {
          stay: "fisheagle-hut",
          pricePerNightCents: 150000,
          extraGuestFeeCents: 0,
          extraGuestFrom: 5,
          maxGuests: 9,
          minNights: 1,
          cleaningFeeCents: 0,
        }),
        language,
      );
      expect(beds.details.fields).toEqual({ maxGuests: m.tooManyGuests(4) });
    }
    // Another stay's season may share those nights.
    await addStaySeason(owner(), {
      stay: "vacation-home",
      name: "Easter",
      startsOn: day(40),
      endsOn: day(44),
      pricePerNightCents: 170000,
      minNights: 1,
    });
  });

  it("removing a season returns its nights to the stay's price, with audit rows for each change", async () => {
    const [season] = (await readStayRates("fisheagle-hut")).seasons;
    expect(season?.name).toBe("Easter");
    await removeStaySeason(owner(), season!.id!);
    const quote = await api<TQuoteBody>("/api/calculate-price", {
      json: { accommodationType: "fisheagle-hut", checkIn: day(40), checkOut: day(43), guests: 1 },
    });
    expect(quote.body.basePrice).toBe(3 * 1500);
    const actions = (await getDb().auditEntry.findMany({ where: { action: { in: ["rates.update", "season.add", "season.remove"] } } })).map(
      (entry) => entry.action,
    );
    expect(actions.filter((action) => action === "rates.update")).toHaveLength(2);
    expect(actions).toContain("season.add");
    expect(actions).toContain("season.remove");
  });

  it("the owner's lower guest limit binds every door, each saying the stay's real bounds", async () => {
    const stay = "african-darter-hut" as const;
    await saveRates(owner(), {
      stay,
      pricePerNightCents: 140000,
      extraGuestFeeCents: 0,
      extraGuestFrom: 5,
      maxGuests: 2,
      minNights: 1,
      cleaningFeeCents: 0,
    });
    for (const language of ["en", "af"] as const) {
      const t = getDictionary(language);
      const headers = { "accept-language": language };
      const asked = { accommodationType: stay, checkIn: day(60), checkOut: day(61), guests: 3 };
      const quote = await api<{ error: { fields: Record<string, string> } }>("/api/calculate-price", { json: asked, headers });
      expect([quote.status, quote.body.error.fields]).toEqual([400, { guests: t.validation.guestsRange(1, 2) }]);
      const request = await api<{ error: { fields: Record<string, string> } }>("/api/bookings", {
        json: makeBookingRequest({ accommodationType: stay, guests: 3 }, 60, 1),
        headers,
      });
      expect([request.status, request.body.error.fields]).toEqual([400, { guests: t.validation.guestsRange(1, 2) }]);

      const m = getOwnerMessages(language);
      const walkIn = { stay, checkIn: day(62), checkOut: day(63), name: "Walk-in", language };
      const manual = await refusal(createManualBooking({ input: { ...walkIn, guests: 3 }, actor: owner().actor }), language);
      expect([manual.status, manual.details.fields]).toEqual([400, { guests: m.tooManyGuests(2) }]);
      const { id } = await createManualBooking({ input: { ...walkIn, guests: 2 }, actor: owner().actor });
      const change = await refusal(
        changeBooking({ bookingId: id, actor: owner().actor, change: { stay, checkIn: day(62), checkOut: day(63), guests: 3 } }),
        language,
      );
      expect([change.status, change.details.fields]).toEqual([400, { guests: m.tooManyGuests(2) }]);
      await cancelBooking({ bookingId: id, actor: owner().actor, reason: "test" });
    }
  });
});
