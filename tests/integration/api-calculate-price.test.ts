// POST /api/calculate-price: the server's quote, under the same rules as a booking.
import { describe, expect, it } from "vitest";
import { api, makeBookingRequest } from "../support/api";

describe("POST /api/calculate-price", () => {
  it("quotes the vacation home with the additional-guest fee", async () => {
    const { accommodationType, checkIn, checkOut } = makeBookingRequest({}, 60, 3);
    const response = await api("/api/calculate-price", { json: { accommodationType, checkIn, checkOut, guests: 4 } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      nights: 3,
      basePrice: 4200,
      additionalGuestFee: 2700,
      cleaningFee: 0,
      totalPrice: 6900,
      // The same amounts in cents, as the server keeps them.
      basePriceCents: 420_000,
      additionalGuestFeeCents: 270_000,
      cleaningFeeCents: 0,
      totalPriceCents: 690_000,
      lines: [{ price: 1400, priceCents: 140_000, nights: 3, season: null }],
    });
  });

  it("quotes a hut without surcharge", async () => {
    const { checkIn, checkOut } = makeBookingRequest({}, 60, 2);
    const response = await api("/api/calculate-price", { json: { accommodationType: "fisheagle-hut", checkIn, checkOut, guests: 4 } });
    expect(response.body).toMatchObject({ nights: 2, basePrice: 2800, additionalGuestFee: 0, cleaningFee: 0, totalPrice: 2800 });
  });

  it("refuses reversed dates and too many guests with per-field messages", async () => {
    const { checkIn } = makeBookingRequest({}, 60);
    const response = await api<{ error: { fields: Record<string, string> } }>("/api/calculate-price", {
      json: { accommodationType: "vacation-home", checkIn, checkOut: checkIn, guests: 7 },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(["checkOut", "guests"]);
  });

  it("refuses a wrong content type with 415", async () => {
    expect((await api("/api/calculate-price", { body: "{}", headers: { "content-type": "text/plain" } })).status).toBe(415);
  });
});
