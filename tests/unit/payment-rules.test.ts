// The payment rules on their own: the schedule's amounts add up to the total to the cent, its
// dates follow the terms, a late booking pays at once, the ledger's reversals undo entries, and a
// cancellation's refund follows the policy's tiers.
import { describe, expect, it } from "vitest";
import {
  computeRefund,
  computeSchedule,
  DEFAULT_PAYMENT_TERMS,
  outstandingCents,
  percentOf,
  settleSchedule,
  sumLedger,
  tierFor,
  vatIncluded,
  type TLedgerLine,
  type TPaymentTerms,
} from "@/server/payments/rules";

const terms: TPaymentTerms = { ...DEFAULT_PAYMENT_TERMS, breakageDepositCents: 100_000, vatNumber: "4123456789" };
const booking = { checkIn: "2027-03-20", totalCents: 600_050, accommodationCents: 540_050 };

describe("the payment schedule", () => {
  it("splits the total into a deposit due days after confirmation and a balance due before arrival, adding up exactly", () => {
    const schedule = computeSchedule({ terms, confirmedOn: "2027-01-10", booking });
    expect(schedule.payments).toEqual([
      { kind: "deposit", amountCents: 300_025, dueOn: "2027-01-13" },
      { kind: "balance", amountCents: 300_025, dueOn: "2027-03-06" },
    ]);
    expect(schedule.breakage).toEqual({ kind: "breakage_deposit", amountCents: 100_000, dueOn: "2027-03-06" });
    expect(schedule.payments.reduce((sum, item) => sum + item.amountCents, 0)).toBe(schedule.totalDueCents);
    expect(schedule.vatCents).toBe(78_267); // 6,000.50 × 15/115 = 782.67
  });

  it("rounds once: odd cents and odd percentages still add up to the total", () => {
    for (const depositPercent of [1, 30, 33, 49, 50, 67, 99]) {
      for (const totalCents of [1, 99, 100_001, 123_457, 999_999]) {
        const schedule = computeSchedule({
          terms: { ...terms, depositPercent },
          confirmedOn: "2027-01-01",
          booking: { ...booking, totalCents, accommodationCents: totalCents },
        });
        expect(schedule.payments.reduce((sum, item) => sum + item.amountCents, 0)).toBe(totalCents);
        for (const item of schedule.payments) expect(Number.isInteger(item.amountCents) && item.amountCents > 0).toBe(true);
      }
    }
  });

  it("asks the whole amount at once for a stay inside the balance window, and never after check-in", () => {
    const late = computeSchedule({ terms, confirmedOn: "2027-03-10", booking });
    expect(late.payments).toEqual([{ kind: "full", amountCents: 600_050, dueOn: "2027-03-13" }]);
    const tomorrow = computeSchedule({ terms, confirmedOn: "2027-03-19", booking });
    expect(tomorrow.payments[0]!.dueOn).toBe("2027-03-20");
    expect(computeSchedule({ terms: { ...terms, depositPercent: 0 }, confirmedOn: "2027-01-10", booking }).payments).toHaveLength(1);
  });

  it("adds the tourism levy on the accommodation only, and moves the deposit's day when the owner gives more time", () => {
    const schedule = computeSchedule({
      terms: { ...terms, tourismLevy: true },
      confirmedOn: "2027-01-10",
      depositDueOverride: "2027-01-15",
      booking,
    });
    expect(schedule.levyCents).toBe(5_401);
    expect(schedule.totalDueCents).toBe(605_451);
    expect(schedule.payments[0]!.dueOn).toBe("2027-01-15");
  });

  it("computes VAT inside a price, rounded half up", () => {
    expect(vatIncluded(11_500)).toBe(1_500);
    expect(vatIncluded(100)).toBe(13);
    expect(percentOf(5, 50)).toBe(3);
  });
});

const line = (id: number, kind: TLedgerLine["kind"], amountCents: number, reverses?: number): TLedgerLine => ({
  id: String(id),
  kind,
  amountCents,
  reversesId: reverses === undefined ? null : String(reverses),
});

describe("the ledger's sums", () => {
  it("fills the payments in due order, and a reversal undoes the entry it names", () => {
    const schedule = computeSchedule({ terms, confirmedOn: "2027-01-10", booking });
    const lines = [
      line(1, "payment", 100_000),
      line(2, "payment", 50_000),
      line(3, "reversal", 50_000, 2),
      line(4, "breakage_deposit", 100_000),
    ];
    const totals = sumLedger(lines);
    expect(totals).toMatchObject({ stayPaidCents: 100_000, breakageHeldCents: 100_000 });
    const settled = settleSchedule(schedule, totals, "2027-01-14");
    expect(settled.map((item) => [item.kind, item.paidCents, item.state])).toEqual([
      ["deposit", 100_000, "overdue"],
      ["balance", 0, "due"],
      ["breakage_deposit", 100_000, "paid"],
    ]);
    expect(outstandingCents(schedule, totals)).toBe(500_050);
    const paidUp = sumLedger([...lines, line(5, "payment", 500_050)]);
    expect(settleSchedule(schedule, paidUp, "2027-03-30").every((item) => item.state === "paid")).toBe(true);
    expect(outstandingCents(schedule, paidUp)).toBe(0);
  });
});

describe("a cancellation's refund", () => {
  // Confirmed long before: the cooling-off promise does not apply unless a test says so.
  const refund = (
    checkIn: string,
    cancelledOn: string,
    totals: ReturnType<typeof sumLedger>,
    confirmedOn = "2026-10-01",
    totalDueCents = 600_050,
  ) => computeRefund({ tiers: terms.cancellationTiers, confirmedOn, checkIn, cancelledOn, totalDueCents, totals });
  const paid = sumLedger([line(1, "payment", 300_025), line(2, "breakage_deposit", 100_000)]);

  it("follows the tier for the days before check-in, and repays the breakage deposit held", () => {
    expect(tierFor(terms.cancellationTiers, 45).refundPercent).toBe(100);
    expect(tierFor(terms.cancellationTiers, 30).refundPercent).toBe(100);
    expect(tierFor(terms.cancellationTiers, 29).refundPercent).toBe(50);
    expect(tierFor(terms.cancellationTiers, 13).refundPercent).toBe(0);
    expect(refund("2027-03-20", "2027-01-10", paid)).toMatchObject({
      daysBefore: 69,
      stayRefundCents: 300_025,
      toRepayCents: 400_025,
    });
    expect(refund("2027-03-20", "2027-03-01", paid)).toMatchObject({
      stayRefundCents: 150_013,
      toRepayCents: 250_013,
    });
    expect(refund("2027-03-20", "2027-03-19", paid)).toMatchObject({
      stayRefundCents: 0,
      toRepayCents: 100_000,
    });
  });

  it("counts what was refunded already", () => {
    const partly = sumLedger([line(1, "payment", 300_025), line(2, "refund", 100_000)]);
    expect(refund("2027-03-20", "2027-01-10", partly).toRepayCents).toBe(200_025);
  });

  it("repays everything paid under the cooling-off promise: cancelled within 7 days of confirmation, more than 14 days ahead", () => {
    // Confirmed on the 10th, cancelled on the 12th for a stay 20 days later, the R1,400 deposit paid.
    const deposit = sumLedger([line(1, "payment", 140_000)]);
    const inside = refund("2027-02-01", "2027-01-12", deposit, "2027-01-10", 280_000);
    expect(inside).toMatchObject({ coolingOff: true, stayRefundCents: 140_000, toRepayCents: 140_000 });
    expect(inside.tier.refundPercent).toBe(100);
    // Day 7 after confirmation still counts; day 8 does not.
    expect(refund("2027-03-01", "2027-01-17", deposit, "2027-01-10", 280_000).coolingOff).toBe(true);
    expect(refund("2027-03-01", "2027-01-18", deposit, "2027-01-10", 280_000).coolingOff).toBe(false);
    // Exactly 14 days ahead is not "more than 14": the tiers apply (50% at 14 days by the defaults).
    const fourteen = refund("2027-01-26", "2027-01-12", deposit, "2027-01-10", 280_000);
    expect(fourteen).toMatchObject({ coolingOff: false, stayRefundCents: 70_000 });
  });

  it("repays money paid beyond the stay's total in full, whatever the tier", () => {
    // Paid R3,000 on a R2,800 stay, cancelled the day before: the tier repays 0%, the R200 beyond is the guest's.
    const over = sumLedger([line(1, "payment", 300_000)]);
    expect(refund("2027-03-20", "2027-03-19", over, "2026-10-01", 280_000)).toMatchObject({
      stayRefundCents: 20_000,
      overpaidCents: 20_000,
      toRepayCents: 20_000,
    });
    // At 50%: half of the R2,800, plus the R200.
    expect(refund("2027-03-20", "2027-03-01", over, "2026-10-01", 280_000).stayRefundCents).toBe(160_000);
  });
});

describe("VAT with the tourism levy", () => {
  it("is one figure: 15/115 of everything the guest pays, levy included", () => {
    const schedule = computeSchedule({ terms: { ...terms, tourismLevy: true }, confirmedOn: "2027-01-10", booking });
    expect(schedule.totalDueCents).toBe(605_451);
    expect(schedule.vatCents).toBe(vatIncluded(605_451));
    expect(schedule.vatCents).toBe(78_972); // 6,054.51 × 15/115 = 789.72
  });
});

describe("a due date the owner moves", () => {
  it("stands as chosen after the balance's day, and the balance moves with it", () => {
    // The balance falls due on 6 March; the owner gives the deposit until 10 March.
    const schedule = computeSchedule({ terms, confirmedOn: "2027-01-10", depositDueOverride: "2027-03-10", booking });
    expect(schedule.payments.map((item) => [item.kind, item.dueOn])).toEqual([
      ["deposit", "2027-03-10"],
      ["balance", "2027-03-10"],
    ]);
    expect(schedule.breakage?.dueOn).toBe("2027-03-10");
    // Before the balance's day the balance keeps its own day.
    const early = computeSchedule({ terms, confirmedOn: "2027-01-10", depositDueOverride: "2027-01-20", booking });
    expect(early.payments.map((item) => item.dueOn)).toEqual(["2027-01-20", "2027-03-06"]);
  });
});
