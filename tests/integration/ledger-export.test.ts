// The ledger's CSV for the accountant through the built site (/owner/payments/export): refused to
// anyone without a live owner session and to another site's link, a bad period refused with 400 in
// the owner's words, and for the owner every entry of the month (or year) once, its amounts and
// totals agreeing to the cent with the ledger's own sums.
import { describe, expect, it } from "vitest";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { DEFAULT_PAYMENT_TERMS } from "@/server/payments/rules";
import { readBookingAccount, recordLedgerEntry, reverseLedgerEntry, writePaymentTerms } from "@/server/payments/store";
import { api } from "../support/api";
import { parseCsv, signInOwner as signIn } from "../support/owner-http";
import { owner } from "../support/owner";

const today = getBusinessToday();
const actor = owner().actor;
const VISITOR_COOKIE = "lang=en; better-auth.session_token=visitor-made-this-up.c2lnbmF0dXJl";

const cents = (rand: string) => Math.round(Number(rand) * 100);

async function book(inDays: number, name: string) {
  const { id } = await createManualBooking({
    input: {
      stay: "vacation-home",
      checkIn: addDays(today, inDays),
      checkOut: addDays(today, inDays + 2),
      guests: 2,
      name,
      language: "en",
    },
    actor,
  });
  return id;
}

describe("the ledger's CSV export", () => {
  it("is refused to a visitor, to another site's link and for a bad period", async () => {
    const path = `/owner/payments/export?month=${today.slice(0, 7)}`;
    for (const headers of [{}, { cookie: VISITOR_COOKIE }] as Record<string, string>[]) {
      const refused = await api(path, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("content-type")).toContain("application/json");
      expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const cookie = await signIn();
    expect((await api(path, { headers: { cookie, "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await api(path, { headers: { cookie, origin: "https://evil.example" } })).status).toBe(403);
    for (const query of ["", "?month=2026-13", "?year=26", "?month=2026-01&year=2026"]) {
      const bad = await api<{ error: { message: string } }>(`/owner/payments/export${query}`, { headers: { cookie } });
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.message).toBe("Choose a month (yyyy-MM) or a year (yyyy).");
    }
  });

  it("lists every entry of the month once, and its rows and totals agree with the ledger to the cent", async () => {
    await writePaymentTerms(actor, { ...DEFAULT_PAYMENT_TERMS, breakageDepositCents: 100_050 });
    const first = await book(40, "=Anri Venter, Jr");
    const second = await book(50, 'Jan "Smit"');
    const record = (bookingId: string, kind: "payment" | "breakage_deposit" | "refund" | "breakage_kept", amountCents: number, note = "") =>
      recordLedgerEntry(actor, { bookingId, kind, amountCents, occurredOn: today, method: "eft", note });
    await record(first, "payment", 140_033);
    const mistaken = await record(first, "payment", 99_999);
    await reverseLedgerEntry(actor, mistaken, "Typed twice");
    await record(first, "breakage_deposit", 100_050);
    await record(first, "breakage_kept", 25_025, 'Broken glass, "crystal"');
    await record(second, "payment", 70_001);
    await record(second, "refund", 10_001, "Goodwill");

    const cookie = await signIn();
    const reply = await api(`/owner/payments/export?month=${today.slice(0, 7)}`, { headers: { cookie } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toBe(`attachment; filename="ledger-${today.slice(0, 7)}.csv"`);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");

    const [header, ...rest] = parseCsv(reply.text);
    expect(header).toEqual(["Date", "Booking", "Guest", "Kind", "Method", "In/out", "Amount (R)", "Note", "Reversal of"]);
    const totals = rest.slice(-3);
    const rows = rest.slice(0, -3);
    const entries = await getDb().ledgerEntry.findMany({ orderBy: { id: "asc" }, include: { booking: true } });
    expect(rows).toHaveLength(entries.length);
    entries.forEach((entry, index) => {
      const row = rows[index]!;
      expect(row[0]).toBe(today);
      expect(row[1]).toBe(entry.booking.number);
      expect(Math.abs(cents(row[6]!))).toBe(entry.amountCents);
      expect(row[8]).toBe(entry.reversesId === null ? "" : String(entry.reversesId));
    });
    // A guest's name that a spreadsheet would run as a formula is written as text.
    expect(rows[0]![2]).toBe("'=Anri Venter, Jr");
    expect(rows.find((row) => row[3] === "Breakage deposit kept")![7]).toBe('Broken glass, "crystal"');

    const sum = (direction: string) => rows.filter((row) => row[5] === direction).reduce((total, row) => total + cents(row[6]!), 0);
    expect(totals.map((row) => [row[3], cents(row[6]!)])).toEqual([
      ["Total in", sum("in")],
      ["Total out", sum("out")],
      ["Net", sum("in") + sum("out")],
    ]);
    // The ledger's own sums: money in less money out, each reversal taking out what it undoes.
    const accounts = await Promise.all([first, second].map((id) => readBookingAccount(id)));
    const net = accounts.reduce(
      (total, account) =>
        total +
        account!.totals.stayReceivedCents -
        account!.totals.refundedCents +
        account!.totals.breakageReceivedCents -
        account!.totals.breakageRepaidCents,
      0,
    );
    expect(net).toBe(140_033 + 100_050 + 70_001 - 10_001);
    expect(cents(totals[2]![6]!)).toBe(net);

    // The year holds the same entries; another year none.
    const year = parseCsv((await api(`/owner/payments/export?year=${today.slice(0, 4)}`, { headers: { cookie } })).text);
    expect(year).toEqual([header, ...rest]);
    const empty = parseCsv((await api(`/owner/payments/export?year=${Number(today.slice(0, 4)) - 5}`, { headers: { cookie } })).text);
    expect(empty.slice(1).map((row) => row[6])).toEqual(["0.00", "0.00", "0.00"]);
  });
});
