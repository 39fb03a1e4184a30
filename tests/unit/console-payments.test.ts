// The console's payment pieces that need no database: rand amounts as the owner types them, the
// terms page's settings-driven parts in both languages (a fresh install's prices read as the
// page always said), and the ledger's CSV (periods, signs, totals, cells a spreadsheet must not run).
import { describe, expect, it, vi } from "vitest";
import { centsToInput, parseRandToCents } from "@/components/owner/money";
import { STAY_IDS } from "@/content/stays";
import { loadArticle } from "@/content/articles";
import { fillTermsHtml, paymentRules, pricesText, refundRules } from "@/server/content/terms-sections";
import { ledgerCsv, ledgerExportTotals, ledgerPeriodOf, type TLedgerExportRow } from "@/server/payments/ledger-export";
import { autoReleaseDelay, DEFAULT_PAYMENT_TERMS } from "@/server/payments/rules";
import { defaultRates, type TStayRates } from "@/server/pricing";

// The articles module refuses the browser; these tests are its server.
vi.mock("server-only", () => ({}));

const freshRates = () =>
  Object.fromEntries(STAY_IDS.map((stay) => [stay, defaultRates(stay)])) as Record<(typeof STAY_IDS)[number], TStayRates>;

describe("rand typed in the console", () => {
  it("reads either language's decimal sign and grouping, and refuses anything else", () => {
    expect(parseRandToCents("1000")).toBe(100_000);
    expect(parseRandToCents("1 000,50")).toBe(100_050);
    expect(parseRandToCents("1,000.5")).toBe(100_050);
    expect(parseRandToCents("R 250,05")).toBe(25_005);
    for (const bad of ["", "abc", "1.234", "-5", "1,2,3", "10.999"]) expect(parseRandToCents(bad), bad).toBeUndefined();
    expect(centsToInput(100_050, "af")).toBe("1000,50");
    expect(centsToInput(100_000, "en")).toBe("1000");
  });
});

describe("the terms page's settings", () => {
  it("state a fresh install's prices in the words the page has always used", () => {
    expect(pricesText(freshRates(), "en")).toBe("R1,400.00 per night, plus R300.00 per additional guest per night at the vacation home.");
    // Written as every other amount on the page, in each language's way.
    expect(pricesText(freshRates(), "af")).toBe("R1 400,00 per nag, plus R300,00 per bykomende gas per nag by die vakansiehuis.");
  });

  it("follow the owner's rates per stay, cleaning fees and seasons", () => {
    const rates = freshRates();
    rates["fisheagle-hut"] = { ...rates["fisheagle-hut"], pricePerNightCents: 125_000, cleaningFeeCents: 20_000 };
    rates["african-darter-hut"] = {
      ...rates["african-darter-hut"],
      seasons: [{ name: "Festive", startsOn: "2026-12-15", endsOn: "2027-01-05", pricePerNightCents: 180_000, minNights: 3 }],
    };
    const en = pricesText(rates, "en");
    expect(en).toContain(
      "R1,400.00 per night at the vacation home, R1,250.00 per night at the Fish Eagle Hut and R1,400.00 per night at the African Darter Hut",
    );
    expect(en).toContain("a cleaning fee of R200.00 per booking at the Fish Eagle Hut");
    expect(en).toContain("Festive (15/12/2026 to 05/01/2027): R1,800.00 per night at the African Darter Hut");
    expect(pricesText(rates, "af")).toContain("R1 250,00 per nag by die Visarend Hut");
  });

  it("state the deposit, balance, breakage deposit, VAT and refund tiers from the payment terms", () => {
    const terms = { ...DEFAULT_PAYMENT_TERMS, breakageDepositCents: 100_000, vatNumber: "4123456789" };
    expect(paymentRules(terms, "en")).toEqual([
      "A deposit of 50% of the total is due within 3 days of our confirmation, and the balance 14 days before check-in. A booking made within 14 days of check-in pays the full amount at once.",
      expect.stringContaining("EFT"),
      "A refundable breakage deposit of R1,000.00 is paid with the last payment and repaid within 7 days of departure, less the cost of any damage, with the reason stated.",
      "Prices include VAT at 15% (VAT number 4123456789).",
    ]);
    expect(paymentRules(terms, "af")[2]).toContain("R1 000,00");
    expect(paymentRules({ ...terms, depositPercent: 100 }, "en")[0]).toBe("The full amount is due within 3 days of our confirmation.");
    expect(refundRules(terms, "en").slice(0, 2)).toEqual([
      "If you cancel within 7 days of our booking confirmation and your stay begins more than 14 days later, we refund what you have paid.",
      "Otherwise, what you have paid toward the stay is refunded by how many days before check-in you cancel: 30 days or more, 100%; 14 days or more, 50%; less than 14 days, none. Anything paid beyond the stay's total is always refunded in full.",
    ]);
    expect(
      refundRules(
        {
          ...terms,
          cancellationTiers: [
            { daysBefore: 21, refundPercent: 80 },
            { daysBefore: 1, refundPercent: 10 },
          ],
        },
        "af",
      )[1],
    ).toContain("21 dae of meer, 80%; 1 dag of meer, 10%; minder as 1 dag, geen");
    // The release sentence says what the worker does: at a setting of 0 it waits a day, it applies to
    // a whole amount asked at once too, and any part payment stops it.
    const released = (overrides: Partial<typeof terms>, language: "en" | "af" = "en") =>
      paymentRules({ ...terms, ...overrides }, language).find((rule) => /released|vrygestel/.test(rule));
    expect(released({ autoReleaseDays: 0 })).toBe(
      "If nothing of the first payment (the deposit, or the full amount when it is asked at once) has been received 1 day after its due date, the booking is released.",
    );
    expect(released({ autoReleaseDays: 3, depositPercent: 100 })).toContain("3 days after its due date");
    expect(released({ autoReleaseDays: 0 }, "af")).toContain("1 dag ná die betaaldatum");
    expect(released({ autoReleaseDays: null })).toBeUndefined();
    expect(autoReleaseDelay(0)).toBe(1);
    // No blanket "no refund" clause: a guest kept away by death or hospital is charged nothing.
    for (const language of ["en", "af"] as const) {
      const rules = refundRules(terms, language).join(" ");
      expect(rules).not.toMatch(/promotional|promosie/);
      expect(rules).toContain(language === "en" ? "in hospital" : "in die hospitaal");
    }
  });

  it("fill every marker of both languages' Markdown, keep the fixed words, and escape what the owner typed", () => {
    for (const language of ["en", "af"] as const) {
      const html = fillTermsHtml(
        loadArticle("legal", "terms", language).html,
        { rates: freshRates(), terms: { ...DEFAULT_PAYMENT_TERMS, vatNumber: "<b>4</b>" } },
        language,
      );
      expect(html).not.toContain("[[");
      expect(html).toContain(
        language === "en" ? "Refunds are paid within 10 business days." : "Terugbetalings word binne 10 werksdae gedoen.",
      );
      expect(html).toContain(language === "en" ? "number of guests: R1,400.00 per night" : "getal gaste: R1 400,00 per nag");
      expect(html).toContain("&lt;b&gt;4&lt;/b&gt;");
    }
  });
});

describe("the ledger's CSV", () => {
  const row = (overrides: Partial<TLedgerExportRow>): TLedgerExportRow => ({
    id: "1",
    occurredOn: "2026-11-03",
    bookingNumber: "OR-1",
    guestName: "Anri Venter",
    kind: "payment",
    method: "eft",
    direction: "in",
    signedCents: 70_050,
    note: "",
    reversesId: null,
    ...overrides,
  });

  it("takes a month or a year, nothing else", () => {
    expect(ledgerPeriodOf({ month: "2026-12" })).toEqual({ label: "2026-12", from: "2026-12-01", until: "2027-01-01" });
    expect(ledgerPeriodOf({ year: "2026" })).toEqual({ label: "2026", from: "2026-01-01", until: "2027-01-01" });
    for (const query of [
      {},
      { month: "2026-13" },
      { month: "26-1" },
      { year: "x" },
      { month: "2026-01'--" },
      { month: "2026-01", year: "2026" },
    ])
      expect(ledgerPeriodOf(query)).toBeNull();
  });

  it("writes signed amounts in rand, totals that add up, and no formula", () => {
    const rows = [
      row({}),
      row({ id: "2", kind: "refund", direction: "out", signedCents: -20_000, note: '=HYPERLINK("x")' }),
      row({ id: "3", kind: "breakage_kept", direction: "none", signedCents: 5_000, guestName: "Smit, Jan" }),
    ];
    expect(ledgerExportTotals(rows)).toEqual({ in: 70_050, out: -20_000, net: 50_050 });
    const lines = ledgerCsv(rows, "en")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Date,Booking,Guest,Kind,Method,In/out,Amount (R),Note,Reversal of");
    expect(lines[1]).toBe("2026-11-03,OR-1,Anri Venter,Payment received,EFT,in,700.50,,");
    expect(lines[2]).toBe(`2026-11-03,OR-1,Anri Venter,Refund paid,EFT,out,-200.00,"'=HYPERLINK(""x"")",`);
    expect(lines[3]).toContain('"Smit, Jan",Breakage deposit kept,EFT,none,50.00');
    expect(lines.slice(4)).toEqual([",,,Total in,,,700.50,,", ",,,Total out,,,-200.00,,", ",,,Net,,,500.50,,"]);
  });
});
