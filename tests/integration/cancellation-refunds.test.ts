// A cancellation at three distances from check-in, and one in the cooling-off period after
// confirmation, as each party sees it: the refund the policy gives is the same to the cent on the guest's cancel step (before they cancel), in the
// owner's console (its account call over HTTP), in the ledger once the owner repays it, and in the
// accountant's CSV.
import { describe, expect, it } from "vitest";
import { formatCents } from "@/content/payments";
import { makeBookingPageUrl } from "@/server/approvals/token";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { DEFAULT_PAYMENT_TERMS, percentOf } from "@/server/payments/rules";
import { readBookingAccount, recordLedgerEntry, writePaymentTerms } from "@/server/payments/store";
import { api, BASE_URL } from "../support/api";
import { owner } from "../support/owner";
import { parseCsv, signInOwner } from "../support/owner-http";

const today = getBusinessToday();
const actor = owner().actor;
const BREAKAGE = 100_000;

/** The console's account of a booking, through the same tRPC call its page makes. */
async function consoleAccount(cookie: string, id: string) {
  const input = encodeURIComponent(JSON.stringify({ json: { id } }));
  const reply = await api<{ result: { data: { json: { refund: { toRepayCents: number; stayRefundCents: number } | null } } } }>(
    `/api/trpc/owner.payments.account?input=${input}`,
    { headers: { cookie } },
  );
  expect(reply.status).toBe(200);
  return reply.body.result.data.json;
}

describe("a cancellation's refund", () => {
  it("at three distances agrees to the cent on the guest's page, in the console, in the ledger and in the CSV", async () => {
    await writePaymentTerms(actor, { ...DEFAULT_PAYMENT_TERMS, breakageDepositCents: BREAKAGE });
    const cookie = await signInOwner();
    // Confirmed a month ago the tiers apply; confirmed two days ago, for a stay more than 14 days
    // away, the cooling-off promise repays everything paid.
    const cases = [
      { inDays: 45, percent: 100, confirmedDaysAgo: 30 },
      { inDays: 20, percent: 50, confirmedDaysAgo: 30 },
      { inDays: 6, percent: 0, confirmedDaysAgo: 0 },
      { inDays: 20, percent: 100, confirmedDaysAgo: 2 },
    ];
    const expectedRefunds: { number: string; stay: number }[] = [];
    for (const { inDays, percent, confirmedDaysAgo } of cases) {
      const checkIn = addDays(today, inDays);
      const { id, number } = await createManualBooking({
        input: {
          stay: "fisheagle-hut",
          checkIn,
          checkOut: addDays(checkIn, 1),
          guests: 2,
          name: "Elmarie Steyn",
          email: "elmarie@example.co.za",
          language: "en",
        },
        actor,
      });
      await getDb().paymentPlan.update({ where: { bookingId: id }, data: { confirmedOn: toUtcDate(addDays(today, -confirmedDaysAgo)) } });
      const first = (await readBookingAccount(id))!.schedule.payments[0]!.amountCents;
      // An odd amount, so rounding shows: part of the first payment, and the breakage deposit.
      const paid = first - 1_001;
      for (const [kind, amountCents] of [
        ["payment", paid],
        ["breakage_deposit", BREAKAGE],
      ] as const)
        await recordLedgerEntry(actor, { bookingId: id, kind, amountCents, occurredOn: today, method: "eft", note: "" });
      const stayRefund = percentOf(paid, percent);
      const toRepay = stayRefund + BREAKAGE;

      // The guest's cancel step states it before they cancel.
      const page = new URL(makeBookingPageUrl(id, toUtcDate(addDays(checkIn, 1)))).pathname;
      const step = await api(`${page}?lang=en&cancel=1`);
      expect(step.status).toBe(200);
      expect(/data-testid="refund">([^<]*)</.exec(step.text)?.[1], `${inDays} days`).toContain(formatCents(toRepay, "en"));

      const cancelled = await api(page, {
        method: "POST",
        body: "action=cancel",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL },
      });
      expect(cancelled.status).toBe(200);

      // The console, and the ledger, say the same.
      expect((await consoleAccount(cookie, id)).refund).toMatchObject({ stayRefundCents: stayRefund, toRepayCents: toRepay });
      expect((await readBookingAccount(id))!.refund).toMatchObject({ stayRefundCents: stayRefund, toRepayCents: toRepay });

      // The owner repays it: nothing is left to repay, and no more can be recorded.
      if (stayRefund > 0)
        await recordLedgerEntry(actor, {
          bookingId: id,
          kind: "refund",
          amountCents: stayRefund,
          occurredOn: today,
          method: "eft",
          note: "",
        });
      await recordLedgerEntry(actor, {
        bookingId: id,
        kind: "breakage_repaid",
        amountCents: BREAKAGE,
        occurredOn: today,
        method: "eft",
        note: "",
      });
      expect((await consoleAccount(cookie, id)).refund?.toRepayCents).toBe(0);
      expectedRefunds.push({ number, stay: stayRefund });
    }

    // The accountant's CSV: each booking's money out equals what the policy repaid, to the cent.
    const csv = parseCsv((await api(`/owner/payments/export?month=${today.slice(0, 7)}`, { headers: { cookie } })).text);
    const header = csv[0]!;
    const column = (name: string) => header.findIndex((cell) => cell.startsWith(name));
    const [booking, kind, amount] = [column("Booking"), column("Kind"), column("Amount")];
    for (const { number, stay } of expectedRefunds) {
      const refunds = csv.filter((row) => row[booking] === number && row[kind] === "Refund paid");
      expect(
        refunds.reduce((sum, row) => sum + Math.round(Math.abs(Number(row[amount])) * 100), 0),
        number,
      ).toBe(stay);
    }
  });
});
