import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { BOOKING_MESSAGES, withStayWindow, zBookingFields } from "@/server/bookings/schema";
import { parseWithMessages } from "@/server/contract/messages";
import { AppError } from "@/server/errors";

const TODAY = "2027-03-01";
const zRequest = withStayWindow(zBookingFields, () => ({ today: TODAY, maxNights: 30, horizonDays: 730 }));
const valid = {
  accommodationType: "fisheagle-hut",
  checkIn: "2027-03-10",
  checkOut: "2027-03-12",
  checkInTime: "14:30",
  guests: 2,
  guestName: "  Pieter  ",
  guestEmail: "pieter@example.co.za",
  guestPhone: "+27 (82) 123-4567",
  totalPrice: 1,
};

function fieldErrors(body: unknown, language: "en" | "af" = "en"): Record<string, string> {
  const t = getDictionary(language);
  try {
    parseWithMessages(zRequest, BOOKING_MESSAGES, body, t);
    return {};
  } catch (error) {
    if (error instanceof AppError) return error.details.fields ?? {};
    throw error;
  }
}

describe("booking request validation", () => {
  it("accepts a valid request, trimming the name and normalising the phone", () => {
    const t = getDictionary("en");
    const parsed = parseWithMessages(zRequest, BOOKING_MESSAGES, valid, t);
    expect(parsed.guestName).toBe("Pieter");
    expect(parsed.guestPhone).toBe("+27821234567");
  });

  it.each([
    [{ checkIn: "2027-02-28" }, "checkIn"],
    [{ checkIn: "2027-3-10" }, "checkIn"],
    [{ checkIn: "2027-02-30" }, "checkIn"],
    [{ checkOut: "2027-03-10" }, "checkOut"],
    [{ checkOut: "2027-03-09" }, "checkOut"],
    [{ checkOut: "2027-04-10" }, "checkOut"],
    [{ guests: 5 }, "guests"],
    [{ guests: 0 }, "guests"],
    [{ guests: 2.5 }, "guests"],
    // Not a time of day (whether a time is in the owner's window is the request's check: stay-texts.test.ts).
    [{ checkInTime: "25:00" }, "checkInTime"],
    [{ checkInTime: "2pm" }, "checkInTime"],
    [{ guestName: " A " }, "guestName"],
    [{ guestName: "\u200B\u200B\u200B" }, "guestName"],
    [{ guestName: "A\u200D\u2060\uFEFF" }, "guestName"],
    [{ guestEmail: "not-an-email" }, "guestEmail"],
    [{ guestPhone: "+27 1234567" }, "guestPhone"],
    [{ guestPhone: "082 123 456a" }, "guestPhone"],
    [{ accommodationType: "castle" }, "accommodationType"],
  ])("refuses %j with a message on %s", (override, field) => {
    expect(Object.keys(fieldErrors({ ...valid, ...override }))).toContain(field);
  });

  it("words a guests value that is no whole number with the range of the stay asked for", () => {
    expect(fieldErrors({ ...valid, guests: 2.5 }).guests).toBe("This stay takes 1 to 4 guests.");
    expect(fieldErrors({ ...valid, guests: "two" }, "af").guests).toBe("Hierdie verblyf neem 1 tot 4 gaste.");
    expect(fieldErrors({ ...valid, accommodationType: "vacation-home", guests: null }).guests).toBe("This stay takes 1 to 6 guests.");
    // No stay named: the widest range of all.
    expect(fieldErrors({ ...valid, accommodationType: "castle", guests: 2.5 }).guests).toBe("This stay takes 1 to 6 guests.");
  });

  it("allows six guests in the vacation home but not seven", () => {
    expect(fieldErrors({ ...valid, accommodationType: "vacation-home", guests: 6 })).toEqual({});
    expect(Object.keys(fieldErrors({ ...valid, accommodationType: "vacation-home", guests: 7 }))).toEqual(["guests"]);
  });

  it("gives the spec's Afrikaans messages under each contact field", () => {
    expect(fieldErrors({ ...valid, guestName: "A", guestEmail: "x", guestPhone: "+27 123" }, "af")).toEqual({
      guestName: "Naam moet minstens 2 karakters wees",
      guestEmail: "Gee asseblief 'n geldige e-pos adres in",
      guestPhone: "Telefoonnommer moet minstens 8 syfers wees",
    });
  });

  it("refuses a country code no country has, under the phone field", () => {
    expect(fieldErrors({ ...valid, guestPhone: "+999 123456789" }, "af")).toEqual({
      guestPhone: "Begin die nommer met 'n landkode wat ons ken, soos +27 vir Suid-Afrika",
    });
  });

  it("ignores the client's totalPrice whatever it holds", () => {
    expect(fieldErrors({ ...valid, totalPrice: "free" })).toEqual({});
  });
});

describe("the one date schema", () => {
  it("takes real dates only, in the owner's calls as in the visitors'", async () => {
    const { zIsoDate } = await import("@/server/validation");
    const { zBlockAddInput, zChangeoverSheetInput } = await import("@/server/owner/contract");
    for (const date of ["2028-02-29", "2027-12-31", "2027-01-01"]) expect(zIsoDate.safeParse(date).success, date).toBe(true);
    for (const date of ["2027-02-29", "2027-02-30", "2027-13-01", "2027-04-31", "27-01-01", "2027-1-1", ""])
      expect(zIsoDate.safeParse(date).success, date).toBe(false);
    expect(zBlockAddInput.safeParse({ from: "2027-02-30", to: "2027-03-02" }).success).toBe(false);
    expect(zChangeoverSheetInput.safeParse({ from: "2027-03-01", to: "2027-02-31" }).success).toBe(false);
    expect(zChangeoverSheetInput.safeParse({ from: "2027-03-01", to: "2027-03-14" }).success).toBe(true);
  });
});
