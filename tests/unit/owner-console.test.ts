// The console's pure helpers: the calendar's months (year boundaries, month lengths, the query's
// limits), the time left on a hold, the WhatsApp number, the browser's first check of a
// booking's stay, dates and guests, and a booking's history written in the owner's language.
import { describe, expect, it } from "vitest";
import { checkStayFields, quoteOf, type TAllRates } from "@/components/owner/booking-actions";
import { STAY_IDS, STAYS } from "@/content/stays";
import { defaultRates } from "@/server/pricing";
import { buildMonths, parseMonth, parseMonthCount, shiftMonth } from "@/components/owner/calendar-months";
import { counted, formatMoment, formatTimeLeft, whatsappDigits } from "@/components/owner/format";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { describeHistoryEntry } from "@/components/owner/history";
import { fill } from "@/lib/fill";
import { BOOKING_AUDIT_ACTIONS } from "@/server/audit/actions";
import { MAIL_TEMPLATES } from "@/server/queue/jobs";

describe("the calendar's months", () => {
  it("shifts across year ends both ways", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", 14)).toBe("2028-01");
  });

  it("lists every night of each month, leap days included, with weekday names in the owner's language", () => {
    const [february, march] = buildMonths("2028-02", 2, "af");
    expect(february!.nights).toHaveLength(29);
    expect(february!.nights.at(-1)!.date).toBe("2028-02-29");
    expect(march!.nights[0]).toMatchObject({ date: "2028-03-01", day: 1, weekday: "W", spoken: expect.stringMatching(/\b1 Maart 2028$/) });
    expect(march!.label).toBe("Maart 2028");
    expect(buildMonths("2028-03", 1, "en")[0]!.label).toBe("March 2028");
  });

  it("keeps the query within what the owner router accepts", () => {
    expect(parseMonth("2027-13", "2026-11")).toBe("2026-11");
    expect(parseMonth("2027-07", "2026-11")).toBe("2027-07");
    expect(parseMonthCount("7", 2)).toBe(2);
    expect(parseMonthCount("0", 2)).toBe(2);
    expect(parseMonthCount("6", 2)).toBe(6);
  });
});

describe("display helpers", () => {
  const now = new Date("2026-11-23T20:00:00Z");

  it("says how long a hold has left, and nothing once it lapsed", () => {
    expect(formatTimeLeft(new Date("2026-11-23T20:45:00Z"), now)).toBe("45 min");
    expect(formatTimeLeft(new Date("2026-11-24T01:05:00Z"), now)).toBe("5 h 05 min");
    expect(formatTimeLeft(new Date("2026-11-25T23:00:00Z"), now)).toBe("2 d 3 h");
    expect(formatTimeLeft(new Date("2026-11-23T19:59:00Z"), now)).toBeNull();
  });

  it("shows moments in the business's zone", () => {
    expect(formatMoment("2026-11-23T22:30:00Z")).toBe("24/11/2026 00:30");
  });

  it("turns a phone number into WhatsApp's digits", () => {
    expect(whatsappDigits("+27 82 555-0123")).toBe("27825550123");
  });
});

describe("a booking's stay fields", () => {
  const t = getConsoleDictionary("en");

  it("refuses a check-out on or before the check-in, and more guests than the stay's rates take", () => {
    const rates = Object.fromEntries(STAY_IDS.map((stay) => [stay, defaultRates(stay)])) as TAllRates;
    expect(checkStayFields(t, { stay: "fisheagle-hut", checkIn: "2027-03-10", checkOut: "2027-03-10", guests: "5" }, rates)).toEqual({
      checkOut: t.errors.endBeforeStart,
      guests: "1–4",
    });
    expect(checkStayFields(t, { stay: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: "6" }, rates)).toEqual({});
    // The owner's rates lower the limit: the form says the rates' bound, not the beds'.
    const fewer = { ...rates, "vacation-home": { ...rates["vacation-home"], maxGuests: 3 } };
    expect(checkStayFields(t, { stay: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: "4" }, fewer)).toEqual({
      guests: "1–3",
    });
  });

  it("quotes only valid fields, with the server's pricing rule", () => {
    const rates = Object.fromEntries(STAY_IDS.map((stay) => [stay, defaultRates(stay)])) as TAllRates;
    expect(quoteOf(rates, { stay: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: "3" })?.totalPriceCents).toBe(
      (2 * 1400 + 2 * 2 * 300) * 100,
    );
    expect(quoteOf(rates, { stay: "vacation-home", checkIn: "2027-03-12", checkOut: "2027-03-10", guests: "3" })).toBeNull();
    expect(
      quoteOf(
        { ...rates, "vacation-home": { ...rates["vacation-home"], maxGuests: 2 } },
        { stay: "vacation-home", checkIn: "2027-03-10", checkOut: "2027-03-12", guests: "3" },
      ),
    ).toBeNull();
  });
});

describe("a booking's history in words", () => {
  const at = "2027-03-01T10:00:00.000Z";
  const owner = { kind: "owner" as const, email: "owner@example.com" };
  const raw = /\b(booking|review|photos|calendar|operator)[.-][a-z-]+/;

  for (const language of ["en", "af"] as const) {
    const t = getConsoleDictionary(language);
    const other = getConsoleDictionary(language === "en" ? "af" : "en");

    it(`has a sentence in ${language} for every booking audit action and mail template, with who did it and no raw key`, () => {
      for (const action of BOOKING_AUDIT_ACTIONS) {
        const line = describeHistoryEntry(t, language, { at, kind: "action", action, actor: owner, before: null, after: null });
        expect(line.sentence, action).not.toMatch(raw);
        expect(line.sentence, action).not.toBe(
          describeHistoryEntry(other, language, { at, kind: "action", action, actor: owner, before: null, after: null }).sentence,
        );
        if (action !== "booking.expired") expect(line.sentence, action).toContain("owner@example.com");
      }
      for (const template of MAIL_TEMPLATES) {
        const line = describeHistoryEntry(t, language, { at, kind: "email", template, recipient: "anna@example.com", sent: true });
        expect(line.sentence, template).toContain("anna@example.com");
        expect(line.sentence, template).not.toMatch(raw);
        expect(line.sentence, template).not.toContain(t.history.unknownMail);
      }
      // Unknown kinds (rows older than the list) still read as sentences, never as their key.
      expect(
        describeHistoryEntry(t, language, { at, kind: "action", action: "booking.future", actor: owner, before: null, after: null })
          .sentence,
      ).not.toMatch(raw);
      expect(
        describeHistoryEntry(t, language, { at, kind: "email", template: "booking-guest-future", recipient: "a@b.co", sent: false })
          .sentence,
      ).not.toMatch(raw);
    });

    it(`says in ${language} what a change changed, and the owner's reason and message`, () => {
      const change = describeHistoryEntry(t, language, {
        at,
        kind: "action",
        action: "booking.change",
        actor: owner,
        before: { stay: "fisheagle-hut", checkIn: "2027-03-01", checkOut: "2027-03-03", guests: 2, totalPriceCents: 180_000 },
        after: { stay: "vacation-home", checkIn: "2027-03-01", checkOut: "2027-03-04", guests: 2, totalPriceCents: 420_000 },
      });
      expect(change.details).toEqual([
        fill(t.history.changed, {
          what: t.common.stay,
          from: STAYS["fisheagle-hut"].name[language],
          to: STAYS["vacation-home"].name[language],
        }),
        fill(t.history.changed, { what: t.history.dates, from: "01/03/2027 – 03/03/2027", to: "01/03/2027 – 04/03/2027" }),
        fill(t.history.changed, {
          what: t.common.total,
          // The console writes money as every other amount in its language.
          from: language === "en" ? "R1,800.00" : "R1 800,00",
          to: language === "en" ? "R4,200.00" : "R4 200,00",
        }),
      ]);
      const cancel = describeHistoryEntry(t, language, {
        at,
        kind: "action",
        action: "booking.cancel",
        actor: { kind: "guest", email: null },
        before: { status: "confirmed" },
        after: { status: "cancelled", reason: "Sick" },
      });
      expect(cancel).toEqual({
        sentence: fill(t.history.actions["booking.cancel"], { who: t.history.actors.guest }),
        details: [fill(t.history.reason, { text: "Sick" })],
      });
    });
  }
});

describe("counted nights and days", () => {
  it("says one night or day in the singular and others in the plural, in both languages", () => {
    const en = getConsoleDictionary("en");
    const af = getConsoleDictionary("af");
    expect([1, 3].map((n) => counted(en.common, "nights", n))).toEqual(["1 night", "3 nights"]);
    expect([1, 3].map((n) => counted(af.common, "nights", n))).toEqual(["1 nag", "3 nagte"]);
    expect([0, 1, 14].map((n) => counted(en.common, "days", n))).toEqual(["0 days", "1 day", "14 days"]);
    expect([1, 14].map((n) => counted(af.common, "days", n))).toEqual(["1 dag", "14 dae"]);
    // The console's refund line for a cancellation on the day before check-in.
    expect(fill(en.account.refundTier, { days: counted(en.common, "days", 1), percent: 0, received: "R700.00" })).toBe(
      "Cancelled 1 day before check-in: 0% of the R700.00 received.",
    );
  });
});
