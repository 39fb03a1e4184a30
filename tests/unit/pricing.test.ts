import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { STAYS } from "@/content/stays";
import { visitorRefusal } from "@/server/contract/refusals";
import { Refusal } from "@/server/errors";
import { defaultRates, guestLimit, isWithinGuestLimit, minimumNights, priceRangeOf, quoteStay, type TStayRates } from "@/server/pricing";
import { checkStayRules } from "@/server/pricing/rates";

const home = defaultRates("vacation-home");
const hut = defaultRates("fisheagle-hut");
const withSeason: TStayRates = {
  ...home,
  cleaningFeeCents: 25_000,
  minNights: 2,
  seasons: [{ name: "Festive", startsOn: "2027-12-20", endsOn: "2027-12-31", pricePerNightCents: 180_000, minNights: 3 }],
};

describe("quoteStay", () => {
  it("charges R1,400 a night for one guest in the vacation home (a fresh install's rates)", () => {
    expect(quoteStay(home, { accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-13", guests: 1 })).toEqual({
      nights: 3,
      basePriceCents: 420_000,
      additionalGuestFeeCents: 0,
      cleaningFeeCents: 0,
      totalPriceCents: 420_000,
      lines: [{ priceCents: 140_000, nights: 3, season: null }],
    });
  });

  it("adds R300 per additional guest per night in the vacation home", () => {
    expect(quoteStay(home, { accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: 6 })).toMatchObject(
      {
        nights: 2,
        basePriceCents: 280_000,
        additionalGuestFeeCents: 300_000,
        totalPriceCents: 580_000,
      },
    );
  });

  it.each(["fisheagle-hut", "african-darter-hut"] as const)("charges no guest surcharge in the %s", (stay) => {
    expect(
      quoteStay(defaultRates(stay), { accommodationType: stay, checkIn: "2027-03-10", checkOut: "2027-03-14", guests: 4 }),
    ).toMatchObject({
      nights: 4,
      basePriceCents: 560_000,
      additionalGuestFeeCents: 0,
      totalPriceCents: 560_000,
    });
  });

  it("counts nights as days between the dates, across a month end and a leap day", () => {
    expect(quoteStay(hut, { accommodationType: "fisheagle-hut", checkIn: "2028-02-27", checkOut: "2028-03-02", guests: 1 }).nights).toBe(4);
  });

  it("prices each night in a season at the season's price, the rest at the stay's, and adds the cleaning fee once", () => {
    const quote = quoteStay(withSeason, { accommodationType: "vacation-home", checkIn: "2027-12-18", checkOut: "2028-01-02", guests: 2 });
    expect(quote.lines).toEqual([
      { priceCents: 140_000, nights: 2, season: null },
      { priceCents: 180_000, nights: 12, season: "Festive" },
      { priceCents: 140_000, nights: 1, season: null },
    ]);
    expect(quote).toMatchObject({
      nights: 15,
      basePriceCents: (3 * 1400 + 12 * 1800) * 100,
      additionalGuestFeeCents: 15 * 300 * 100,
      cleaningFeeCents: 25_000,
    });
    expect(quote.totalPriceCents).toBe(quote.basePriceCents + quote.additionalGuestFeeCents + 25_000);
  });

  it("charges the extra-guest fee from the guest the rates name", () => {
    const fromThird = { ...home, extraGuestFrom: 3 };
    expect(
      quoteStay(fromThird, { accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-11", guests: 2 })
        .additionalGuestFeeCents,
    ).toBe(0);
    expect(
      quoteStay(fromThird, { accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-11", guests: 4 })
        .additionalGuestFeeCents,
    ).toBe(60_000);
  });
});

describe("the stay's rules", () => {
  it("takes the minimum of the season the stay arrives in, else the stay's", () => {
    expect(minimumNights(withSeason, "2027-12-20")).toBe(3);
    expect(minimumNights(withSeason, "2027-12-19")).toBe(2);
    expect(minimumNights(home, "2027-12-20")).toBe(1);
  });

  it("refuses a stay shorter than its minimum, under the check-out field, in the visitor's language at the door", () => {
    let refusal: unknown;
    try {
      checkStayRules(withSeason, { accommodationType: "vacation-home", checkIn: "2027-12-21", checkOut: "2027-12-23", guests: 1 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    for (const language of ["en", "af"] as const) {
      const said = visitorRefusal(refusal as Refusal, language);
      expect(said?.status).toBe(400);
      expect(said?.details.fields).toEqual({ checkOut: getDictionary(language).validation.minNights(3) });
    }
    expect(getDictionary("af").validation.minNights(3)).toContain("minstens 3 nagte");
    expect(() =>
      checkStayRules(withSeason, { accommodationType: "vacation-home", checkIn: "2027-12-21", checkOut: "2027-12-24", guests: 1 }),
    ).not.toThrow();
  });

  it("refuses more guests than the owner's rates allow", () => {
    let refusal: unknown;
    try {
      checkStayRules(
        { ...home, maxGuests: 3 },
        { accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: 4 },
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ key: "guestsRange", details: { field: "guests", params: [1, 3] } });
    expect(visitorRefusal(refusal as Refusal, "en")?.message).toBe(getDictionary("en").validation.guestsRange(1, 3));
  });

  it("limits guests to the stay's fixed minimum and the lower of its rates' maximum and its beds", () => {
    expect(guestLimit("vacation-home", home)).toEqual({ min: 1, max: 6 });
    expect(guestLimit("vacation-home", { maxGuests: 3 })).toEqual({ min: 1, max: 3 });
    // Rates never raise a stay above its beds.
    expect(guestLimit("fisheagle-hut", { maxGuests: 9 })).toEqual({ min: 1, max: STAYS["fisheagle-hut"].maxGuests });
    expect([0, 1, 3, 4].map((guests) => isWithinGuestLimit({ min: 1, max: 3 }, guests))).toEqual([false, true, true, false]);
    expect(isWithinGuestLimit({ min: 1, max: 3 }, 2.5)).toBe(false);
  });

  it("states the price range from the cheapest night to the dearest, every guest's fee included", () => {
    // The house: R1,400 for one guest, R300 a night for each of five more; the huts include their four guests.
    expect(priceRangeOf([home, hut])).toBe("R1400-R2900");
    expect(priceRangeOf([hut])).toBe("R1400");
    expect(priceRangeOf([withSeason, hut])).toBe("R1400-R3300");
    expect(priceRangeOf([{ ...hut, seasons: withSeason.seasons }])).toBe("R1400-R1800");
  });

  it("starts a fresh install from the stays' defaults", () => {
    expect([home.pricePerNightCents, home.extraGuestFeeCents, home.extraGuestFrom, home.maxGuests]).toEqual([140_000, 30_000, 2, 6]);
    expect([hut.maxGuests, STAYS["african-darter-hut"].maxGuests, hut.extraGuestFeeCents]).toEqual([4, 4, 0]);
  });
});
