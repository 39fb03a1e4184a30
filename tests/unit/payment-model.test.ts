// The payment rules against an independent model of them, on thousands of generated bookings.
// The model below is written from the published terms and the business's practice (the deposit
// and balance, the levy and VAT, how money fills the payments, the cooling-off promise, the
// tiers and money paid beyond the total), not from the code: its dates are Date.UTC arithmetic
// and its rounding exact rational arithmetic in BigInt. Any disagreement prints the case.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeRefund,
  computeSchedule,
  settleSchedule,
  sumLedger,
  type TCancellationTier,
  type TLedgerLine,
  type TPaymentTerms,
} from "@/server/payments/rules";

const RUNS = 5_000;

// ---- The model -------------------------------------------------------------------------------

const DAY = 86_400_000;
const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY;
const fromDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** numerator / denominator rounded to the nearest cent, halves up (exact, in BigInt). */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}

type TModelCase = {
  terms: TPaymentTerms;
  confirmedOn: string;
  checkIn: string;
  totalCents: number;
  accommodationCents: number;
  depositDueOverride: string | null;
};

function modelSchedule(c: TModelCase) {
  const levy = c.terms.tourismLevy ? roundHalfUp(BigInt(c.accommodationCents), 100n) : 0;
  const totalDue = c.totalCents + levy;
  // Prices include VAT at 15%: the VAT in an amount is 15/115 of it, levy included.
  const vat = c.terms.vatNumber ? roundHalfUp(BigInt(totalDue) * 15n, 115n) : 0;
  const confirmed = toDay(c.confirmedOn);
  const checkIn = toDay(c.checkIn);
  const notAfterCheckIn = (day: number) => Math.min(day, checkIn);
  const depositByTerms = notAfterCheckIn(confirmed + c.terms.depositDays);
  const balanceByTerms = notAfterCheckIn(checkIn - c.terms.balanceDaysBefore);
  const chosen = c.depositDueOverride === null ? null : notAfterCheckIn(toDay(c.depositDueOverride));
  const deposit = roundHalfUp(BigInt(totalDue) * BigInt(c.terms.depositPercent), 100n);
  // A booking made on or after the balance's day, or terms that ask no split, pay at once.
  const atOnce =
    c.terms.depositPercent === 0 || c.terms.depositPercent === 100 || balanceByTerms <= confirmed || deposit === 0 || deposit >= totalDue;
  const payments = atOnce
    ? [{ kind: "full", amountCents: totalDue, dueOn: fromDay(chosen ?? depositByTerms) }]
    : (() => {
        const depositDay = chosen ?? Math.min(depositByTerms, balanceByTerms);
        return [
          { kind: "deposit", amountCents: deposit, dueOn: fromDay(depositDay) },
          { kind: "balance", amountCents: totalDue - deposit, dueOn: fromDay(Math.max(depositDay, balanceByTerms)) },
        ];
      })();
  return { payments, totalDueCents: totalDue, levyCents: levy, vatCents: vat };
}

type TModelLedger = { received: number; refunded: number; breakageIn: number; breakageOut: number };

function modelStates(payments: { amountCents: number; dueOn: string }[], received: number, today: string) {
  let money = received;
  return payments.map((payment) => {
    const paid = Math.min(money, payment.amountCents);
    money -= paid;
    if (paid === payment.amountCents) return "paid";
    if (payment.dueOn < today) return "overdue";
    return paid > 0 ? "part-paid" : "due";
  });
}

function modelRefund(c: TModelCase, ledger: TModelLedger, cancelledOn: string, totalDue: number, byUs: boolean): number {
  const breakageHeld = ledger.breakageIn - ledger.breakageOut;
  // When we cancel, the guest gets back everything they paid.
  if (byUs) return Math.max(0, ledger.received - ledger.refunded) + breakageHeld;
  const cancelled = toDay(cancelledOn);
  const daysAhead = Math.max(0, toDay(c.checkIn) - cancelled);
  const sinceConfirmed = cancelled - toDay(c.confirmedOn);
  // "If you cancel within 7 days of our booking confirmation and your stay begins more than 14
  // days later, we refund what you have paid."
  const coolingOff = sinceConfirmed >= 0 && sinceConfirmed <= 7 && toDay(c.checkIn) - cancelled > 14;
  let stay: number;
  if (coolingOff) stay = ledger.received;
  else {
    // "Otherwise ... refunded by how many days before check-in you cancel"; beyond the total, in full.
    let percent = 0;
    let best = -1;
    for (const tier of c.terms.cancellationTiers)
      if (tier.daysBefore <= daysAhead && tier.daysBefore > best) {
        best = tier.daysBefore;
        percent = tier.refundPercent;
      }
    const toward = Math.min(ledger.received, totalDue);
    stay = roundHalfUp(BigInt(toward) * BigInt(percent), 100n) + (ledger.received - toward);
  }
  return Math.max(0, stay - ledger.refunded) + breakageHeld;
}

// ---- Generated cases ------------------------------------------------------------------------

const isoDay = (from: string, span: number) => fc.integer({ min: 0, max: span }).map((offset) => fromDay(toDay(from) + offset));

const tiersArb: fc.Arbitrary<TCancellationTier[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 5 })
  .chain((days) =>
    fc.array(fc.integer({ min: 0, max: 100 }), { minLength: days.length, maxLength: days.length }).map((percents) => {
      // More notice never refunds less: pair the most days with the highest percentage.
      const sortedDays = [...days].sort((a, b) => b - a);
      const sortedPercents = [...percents].sort((a, b) => b - a);
      return sortedDays.map((daysBefore, i) => ({ daysBefore, refundPercent: sortedPercents[i]! }));
    }),
  );

const termsArb: fc.Arbitrary<TPaymentTerms> = fc.record({
  accountHolder: fc.constant("A Owner"),
  bankName: fc.constant("Bank"),
  accountNumber: fc.constant("123456789"),
  branchCode: fc.constant("250655"),
  accountType: fc.constant("cheque"),
  depositPercent: fc.oneof(fc.constantFrom(0, 30, 50, 100), fc.integer({ min: 0, max: 100 })),
  depositDays: fc.integer({ min: 0, max: 60 }),
  balanceDaysBefore: fc.integer({ min: 0, max: 180 }),
  breakageDepositCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000 })),
  cancellationTiers: tiersArb,
  vatNumber: fc.option(fc.constant("4123456789"), { nil: null }),
  tourismLevy: fc.boolean(),
  autoReleaseDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
});

const caseArb = fc
  .record({
    terms: termsArb,
    confirmedOn: isoDay("2026-12-01", 400),
    ahead: fc.integer({ min: 0, max: 400 }),
    totalCents: fc.integer({ min: 1, max: 5_000_000 }),
    accommodationShare: fc.integer({ min: 0, max: 100 }),
    overrideIn: fc.option(fc.integer({ min: 0, max: 420 }), { nil: null }),
    payments: fc.array(fc.integer({ min: 1, max: 3_000_000 }), { maxLength: 4 }),
    refundShare: fc.integer({ min: 0, max: 100 }),
    breakagePaid: fc.boolean(),
    breakageBackShare: fc.integer({ min: 0, max: 100 }),
    todayIn: fc.integer({ min: 0, max: 420 }),
    cancelIn: fc.integer({ min: 0, max: 420 }),
    byUs: fc.boolean(),
  })
  .map((raw) => {
    const checkIn = fromDay(toDay(raw.confirmedOn) + raw.ahead);
    const c: TModelCase = {
      terms: raw.terms,
      confirmedOn: raw.confirmedOn,
      checkIn,
      totalCents: raw.totalCents,
      accommodationCents: Math.floor((raw.totalCents * raw.accommodationShare) / 100),
      depositDueOverride: raw.overrideIn === null ? null : fromDay(toDay(raw.confirmedOn) + raw.overrideIn),
    };
    const received = raw.payments.reduce((sum, amount) => sum + amount, 0);
    const refunded = Math.floor((received * raw.refundShare) / 100);
    const breakageIn = raw.breakagePaid ? raw.terms.breakageDepositCents : 0;
    const breakageOut = Math.floor((breakageIn * raw.breakageBackShare) / 100);
    const lines: TLedgerLine[] = [];
    let id = 0;
    const add = (kind: TLedgerLine["kind"], amountCents: number) => {
      if (amountCents > 0) lines.push({ id: String(++id), kind, amountCents, reversesId: null });
    };
    for (const amount of raw.payments) add("payment", amount);
    // A payment recorded by mistake and reversed counts for nothing.
    add("payment", 12_345);
    lines.push({ id: String(++id), kind: "reversal", amountCents: 12_345, reversesId: String(id - 1) });
    add("refund", refunded);
    add("breakage_deposit", breakageIn);
    add("breakage_repaid", breakageOut);
    return {
      c,
      lines,
      ledger: { received, refunded, breakageIn, breakageOut },
      today: fromDay(toDay(raw.confirmedOn) + raw.todayIn),
      cancelledOn: fromDay(toDay(raw.confirmedOn) + raw.cancelIn),
      byUs: raw.byUs,
    };
  });

describe("the payment rules against an independent model", () => {
  it(`agree on the schedule, the VAT, what is paid and the refund of ${RUNS} generated bookings`, () => {
    let compared = 0;
    fc.assert(
      fc.property(caseArb, ({ c, lines, ledger, today, cancelledOn, byUs }) => {
        const schedule = computeSchedule({
          terms: c.terms,
          confirmedOn: c.confirmedOn,
          depositDueOverride: c.depositDueOverride,
          booking: { checkIn: c.checkIn, totalCents: c.totalCents, accommodationCents: c.accommodationCents },
        });
        const model = modelSchedule(c);
        expect(schedule.payments).toEqual(model.payments);
        expect([schedule.totalDueCents, schedule.levyCents, schedule.vatCents]).toEqual([
          model.totalDueCents,
          model.levyCents,
          model.vatCents,
        ]);

        const totals = sumLedger(lines);
        const states = settleSchedule(schedule, totals, today);
        expect(states.slice(0, schedule.payments.length).map((item) => item.state)).toEqual(
          modelStates(model.payments, ledger.received, today),
        );

        const refund = computeRefund({
          tiers: c.terms.cancellationTiers,
          confirmedOn: c.confirmedOn,
          checkIn: c.checkIn,
          cancelledOn,
          totalDueCents: schedule.totalDueCents,
          totals,
          cancelledBy: byUs ? "us" : "guest",
        });
        expect(refund.toRepayCents).toBe(modelRefund(c, ledger, cancelledOn, model.totalDueCents, byUs));
        compared++;
      }),
      { numRuns: RUNS },
    );
    console.log(`payment model: ${compared} generated bookings and settlements compared, 0 disagreements`);
    expect(compared).toBe(RUNS);
  });
});
