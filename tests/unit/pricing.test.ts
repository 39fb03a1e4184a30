import { describe, expect, it } from "vitest";
import { STAYS } from "@/content/stays";
import { quoteStay } from "@/server/pricing";

describe("quoteStay", () => {
  it("charges R1,400 a night for one guest in the vacation home", () => {
    expect(quoteStay({ accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-13", guests: 1 })).toEqual({
      nights: 3,
      basePrice: 4200,
      additionalGuestFee: 0,
      totalPrice: 4200,
    });
  });

  it("adds R300 per additional guest per night in the vacation home", () => {
    expect(quoteStay({ accommodationType: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: 6 })).toEqual({
      nights: 2,
      basePrice: 2800,
      additionalGuestFee: 3000,
      totalPrice: 5800,
    });
  });

  it.each(["fisheagle-hut", "african-darter-hut"] as const)("charges no guest surcharge in the %s", (stay) => {
    expect(quoteStay({ accommodationType: stay, checkIn: "2027-03-10", checkOut: "2027-03-14", guests: 4 })).toEqual({
      nights: 4,
      basePrice: 5600,
      additionalGuestFee: 0,
      totalPrice: 5600,
    });
  });

  it("counts nights as days between the dates, across a month end and a leap day", () => {
    expect(quoteStay({ accommodationType: "fisheagle-hut", checkIn: "2028-02-27", checkOut: "2028-03-02", guests: 1 }).nights).toBe(4);
  });

  it("reads every figure from the stay config", () => {
    const home = STAYS["vacation-home"];
    expect([home.pricePerNight, home.additionalGuestFee, home.maxGuests]).toEqual([1400, 300, 6]);
    expect([STAYS["fisheagle-hut"].maxGuests, STAYS["african-darter-hut"].maxGuests]).toEqual([4, 4]);
  });
});
