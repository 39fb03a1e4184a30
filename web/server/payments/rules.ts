// The rules of getting paid, as pure functions of a booking's payment terms (the copy it was
// confirmed under), its total and its dates: the schedule (deposit, balance, breakage deposit),
// the VAT and tourism levy parts, what the ledger says was paid, and the refund a cancellation
// gives. Money is integer cents; every split is rounded once and its parts add up exactly.
// No database, no language: the pages, mails, PDFs, console and worker all read these.
import "server-only";
import { z } from "zod";
import { addDays, diffDays, type TIsoDate } from "../calendar/dates";
import { isBinding, isCancelled, type TBookingStatus } from "../bookings/status";

/** VAT in South Africa, included in the prices of a registered owner. */
export const VAT_PERCENT = 15;
/**
 * The voluntary tourism levy: 1% of the accommodation before VAT, with VAT on it like on the stay,
 * which comes to 1% of the accommodation as priced (VAT included). Shown as a line of its own.
 * So a booking's VAT is 15/115 of everything the guest pays for it, levy included: the schedule,
 * mails, pro-forma, guest page and tax invoice all show that one figure.
 */
export const TOURISM_LEVY_PERCENT = 1;
/** The breakage deposit is repaid within this many days of departure, less any damage. */
export const BREAKAGE_REPAY_DAYS = 7;
/** A refund is paid within this many business days. */
export const REFUND_BUSINESS_DAYS = 10;

export const ZCancellationTier = z.object({
  daysBefore: z.number().int().min(0).max(365),
  refundPercent: z.number().int().min(0).max(100),
});
export type TCancellationTier = z.infer<typeof ZCancellationTier>;

/** The terms as stored and as copied into each confirmed booking's plan. */
export const ZPaymentTerms = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  branchCode: z.string(),
  accountType: z.string(),
  depositPercent: z.number().int().min(0).max(100),
  depositDays: z.number().int().min(0).max(60),
  balanceDaysBefore: z.number().int().min(0).max(180),
  breakageDepositCents: z.number().int().min(0).max(10_000_000),
  cancellationTiers: z.array(ZCancellationTier).min(1).max(8),
  vatNumber: z.string().nullable(),
  tourismLevy: z.boolean(),
  autoReleaseDays: z.number().int().min(0).max(30).nullable(),
});
export type TPaymentTerms = z.infer<typeof ZPaymentTerms>;

/**
 * Whether the terms name an account a guest can pay into: its holder, bank and number. Without
 * one no guest is told "the account below": their e-mails and documents say the details follow.
 */
export function hasBankAccount(terms: Pick<TPaymentTerms, "accountHolder" | "bankName" | "accountNumber">): boolean {
  return [terms.accountHolder, terms.bankName, terms.accountNumber].every((field) => field.trim() !== "");
}

/** A fresh install's terms: half as deposit within 3 days, the rest 14 days before arrival. */
export const DEFAULT_PAYMENT_TERMS: TPaymentTerms = {
  accountHolder: "",
  bankName: "",
  accountNumber: "",
  branchCode: "",
  accountType: "",
  depositPercent: 50,
  depositDays: 3,
  balanceDaysBefore: 14,
  breakageDepositCents: 0,
  cancellationTiers: [
    { daysBefore: 30, refundPercent: 100 },
    { daysBefore: 14, refundPercent: 50 },
    { daysBefore: 0, refundPercent: 0 },
  ],
  vatNumber: null,
  tourismLevy: false,
  autoReleaseDays: null,
};

/** `amount × percent / 100`, rounded half up, in whole cents. */
export function percentOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

/** The VAT inside a VAT-inclusive amount: amount × 15/115, rounded half up. */
export function vatIncluded(amountCents: number): number {
  return Math.floor((amountCents * VAT_PERCENT * 2 + (100 + VAT_PERCENT)) / ((100 + VAT_PERCENT) * 2));
}

/** A booking's money as the plan sees it, in cents like the booking's prices. */
export type TPlanBooking = {
  checkIn: TIsoDate;
  /** The booking's total (accommodation, extra guests, cleaning), in cents. */
  totalCents: number;
  /** The accommodation part of it (nights and extra guests, without cleaning), for the levy. */
  accommodationCents: number;
};

export type TPlanInput = {
  terms: TPaymentTerms;
  confirmedOn: TIsoDate;
  depositDueOverride?: TIsoDate | null;
  booking: TPlanBooking;
};

export type TScheduleKind = "deposit" | "balance" | "full" | "breakage_deposit";
export type TScheduleItem = { kind: TScheduleKind; amountCents: number; dueOn: TIsoDate };

export type TPaymentSchedule = {
  /** The stay's payments in due order (a deposit and a balance, or the whole amount once). */
  payments: TScheduleItem[];
  /** The refundable breakage deposit, when the terms ask one. */
  breakage: TScheduleItem | null;
  /** The booking's total plus the levy: what the payments add up to. */
  totalDueCents: number;
  levyCents: number;
  /** The VAT inside the total (0 unless the owner is VAT registered). */
  vatCents: number;
};

/**
 * The schedule: the deposit `depositPercent` of the total due `depositDays` after confirmation,
 * the balance `balanceDaysBefore` days before check-in; a booking confirmed on or after the
 * balance's day (or with no deposit asked) pays the whole amount at once, due like the deposit.
 * No payment falls due after check-in day. The breakage deposit is due with the last payment.
 */
export function computeSchedule({ terms, confirmedOn, depositDueOverride, booking }: TPlanInput): TPaymentSchedule {
  const levyCents = terms.tourismLevy ? percentOf(booking.accommodationCents, TOURISM_LEVY_PERCENT) : 0;
  const totalDueCents = booking.totalCents + levyCents;
  const vatCents = terms.vatNumber ? vatIncluded(totalDueCents) : 0;
  const latest = (date: TIsoDate) => (date > booking.checkIn ? booking.checkIn : date);
  const termsFirstDue = latest(addDays(confirmedOn, terms.depositDays));
  const termsBalanceDue = latest(addDays(booking.checkIn, -terms.balanceDaysBefore));
  const chosenDue = depositDueOverride ? latest(depositDueOverride) : null;
  const depositCents = percentOf(totalDueCents, terms.depositPercent);
  const whole =
    terms.depositPercent === 0 ||
    terms.depositPercent === 100 ||
    termsBalanceDue <= confirmedOn ||
    depositCents === 0 ||
    depositCents >= totalDueCents;
  // By the terms the deposit is never due after the balance. A day the owner chose stands as
  // chosen, and the balance moves with it when it would otherwise fall before it.
  const depositDue = chosenDue ?? (termsFirstDue < termsBalanceDue ? termsFirstDue : termsBalanceDue);
  const payments: TScheduleItem[] = whole
    ? [{ kind: "full", amountCents: totalDueCents, dueOn: chosenDue ?? termsFirstDue }]
    : [
        { kind: "deposit", amountCents: depositCents, dueOn: depositDue },
        { kind: "balance", amountCents: totalDueCents - depositCents, dueOn: depositDue > termsBalanceDue ? depositDue : termsBalanceDue },
      ];
  const breakage: TScheduleItem | null =
    terms.breakageDepositCents > 0
      ? { kind: "breakage_deposit", amountCents: terms.breakageDepositCents, dueOn: payments.at(-1)!.dueOn }
      : null;
  return { payments, breakage, totalDueCents, levyCents, vatCents };
}

export type TLedgerKind = "payment" | "breakage_deposit" | "refund" | "breakage_repaid" | "breakage_kept" | "reversal";
export type TLedgerLine = { id: string; kind: TLedgerKind; amountCents: number; reversesId: string | null };

export type TLedgerTotals = {
  /** Paid toward the stay, less refunds of it. */
  stayPaidCents: number;
  /** Paid toward the stay, before refunds. */
  stayReceivedCents: number;
  refundedCents: number;
  /** Breakage deposit received and not yet repaid or kept. */
  breakageHeldCents: number;
  breakageReceivedCents: number;
  breakageRepaidCents: number;
  breakageKeptCents: number;
};

/** The ledger's sums, each reversal taking out the entry it undoes. */
export function sumLedger(lines: TLedgerLine[]): TLedgerTotals {
  const reversed = new Set(lines.filter((line) => line.kind === "reversal").map((line) => line.reversesId));
  const sum = (kind: TLedgerKind) =>
    lines.filter((line) => line.kind === kind && !reversed.has(line.id)).reduce((total, line) => total + line.amountCents, 0);
  const received = sum("payment");
  const refunded = sum("refund");
  const breakageReceived = sum("breakage_deposit");
  const breakageRepaid = sum("breakage_repaid");
  const breakageKept = sum("breakage_kept");
  return {
    stayPaidCents: received - refunded,
    stayReceivedCents: received,
    refundedCents: refunded,
    breakageHeldCents: breakageReceived - breakageRepaid - breakageKept,
    breakageReceivedCents: breakageReceived,
    breakageRepaidCents: breakageRepaid,
    breakageKeptCents: breakageKept,
  };
}

export type TItemState = "paid" | "part-paid" | "due" | "overdue";
export type TScheduleItemState = TScheduleItem & { paidCents: number; state: TItemState };

/**
 * Each scheduled payment with what of it is paid: stay money fills the payments in due order;
 * the breakage deposit is paid by breakage money only. Overdue: due before `today` and not paid.
 */
export function settleSchedule(schedule: TPaymentSchedule, totals: TLedgerTotals, today: TIsoDate): TScheduleItemState[] {
  let left = totals.stayReceivedCents;
  const state = (item: TScheduleItem, paid: number): TScheduleItemState => ({
    ...item,
    paidCents: paid,
    state: paid >= item.amountCents ? "paid" : item.dueOn < today ? "overdue" : paid > 0 ? "part-paid" : "due",
  });
  const items = schedule.payments.map((item) => {
    const paid = Math.min(left, item.amountCents);
    left -= paid;
    return state(item, paid);
  });
  if (schedule.breakage) items.push(state(schedule.breakage, Math.min(totals.breakageReceivedCents, schedule.breakage.amountCents)));
  return items;
}

/** What is still owed toward the stay (never below 0). */
export function outstandingCents(schedule: TPaymentSchedule, totals: TLedgerTotals): number {
  return Math.max(0, schedule.totalDueCents - totals.stayReceivedCents);
}

/** The tier that applies `daysBefore` check-in: the one with the most days not above it. */
export function tierFor(tiers: TCancellationTier[], daysBefore: number): TCancellationTier {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.find((tier) => daysBefore >= tier.daysBefore) ?? { daysBefore: 0, refundPercent: 0 };
}

/**
 * The cooling-off promise of the terms: a guest who cancels within `COOLING_OFF_DAYS` of our
 * confirmation, for a stay that begins more than `COOLING_OFF_NOTICE_DAYS` after the day they
 * cancel, gets back everything they paid, whatever the tiers say.
 */
export const COOLING_OFF_DAYS = 7;
export const COOLING_OFF_NOTICE_DAYS = 14;

/** True when a cancellation on `cancelledOn` falls under the cooling-off promise. */
export function isCoolingOff(confirmedOn: TIsoDate, checkIn: TIsoDate, cancelledOn: TIsoDate): boolean {
  const sinceConfirmed = diffDays(cancelledOn, confirmedOn);
  return sinceConfirmed >= 0 && sinceConfirmed <= COOLING_OFF_DAYS && diffDays(checkIn, cancelledOn) > COOLING_OFF_NOTICE_DAYS;
}

export type TRefund = {
  /** Days from the cancellation's day to check-in. */
  daysBefore: number;
  /** The tier applied (100% under the cooling-off promise). */
  tier: TCancellationTier;
  /** True when the cooling-off promise repays everything. */
  coolingOff: boolean;
  /** True when we cancelled the booking (not the guest, and not a release for non-payment): everything paid is repaid. */
  cancelledByUs: boolean;
  /** The stay money to repay by the policy (before what has been repaid already). */
  stayRefundCents: number;
  /** Of it, what was paid beyond the stay's total: always repaid in full. */
  overpaidCents: number;
  /** The breakage deposit held: repaid in full when a stay is cancelled. */
  breakageRefundCents: number;
  /** Everything still to repay now: stay refund not yet repaid, and the breakage deposit held. */
  toRepayCents: number;
};

export type TRefundInput = {
  tiers: TCancellationTier[];
  confirmedOn: TIsoDate;
  checkIn: TIsoDate;
  cancelledOn: TIsoDate;
  /** What the stay costs, levy included (the schedule's `totalDueCents`). */
  totalDueCents: number;
  totals: TLedgerTotals;
  /** Of the stay money received, what arrived after the booking was cancelled: repaid in full. */
  receivedAfterCents?: number;
  /** Who cancelled: the policy is the guest's; when we cancel, everything paid is repaid. */
  cancelledBy?: "guest" | "us";
};

/**
 * The refund a cancellation on `cancelledOn` gives. When we cancel a booking (not a release for
 * non-payment), everything paid. When the guest does, in the order the terms state it: under the
 * cooling-off promise everything paid; otherwise the tier's percentage of the stay money received
 * up to the stay's total, and anything paid beyond the total in full. Money that arrived after the
 * booking was cancelled (a deposit paid after a release) is repaid in full, and so is the
 * breakage deposit held. Less what has been refunded already.
 */
export function computeRefund({
  tiers,
  confirmedOn,
  checkIn,
  cancelledOn,
  totalDueCents,
  totals,
  receivedAfterCents = 0,
  cancelledBy = "guest",
}: TRefundInput): TRefund {
  const daysBefore = Math.max(0, diffDays(checkIn, cancelledOn));
  const cancelledByUs = cancelledBy === "us";
  const coolingOff = !cancelledByUs && isCoolingOff(confirmedOn, checkIn, cancelledOn);
  const tier = coolingOff || cancelledByUs ? { daysBefore, refundPercent: 100 } : tierFor(tiers, daysBefore);
  const late = Math.min(receivedAfterCents, totals.stayReceivedCents);
  const beforeCancelled = totals.stayReceivedCents - late;
  const towardStay = Math.min(beforeCancelled, totalDueCents);
  const overpaidCents = beforeCancelled - towardStay;
  const stayRefundCents = percentOf(towardStay, tier.refundPercent) + overpaidCents + late;
  const toRepayCents = Math.max(0, stayRefundCents - totals.refundedCents) + totals.breakageHeldCents;
  return {
    daysBefore,
    tier,
    coolingOff,
    cancelledByUs,
    stayRefundCents,
    overpaidCents,
    breakageRefundCents: totals.breakageHeldCents,
    toRepayCents,
  };
}

/**
 * The consideration for the stay, VAT included: what the booking's tax invoice, with its credit and
 * debit notes, must add up to. For a booking that stands, its total, less any refund of the price
 * itself (money returned beyond what was paid over the total lowers the price; an overpayment
 * returned does not, since it was never charged). For a cancelled one, what the owner keeps: what
 * was received less the larger of what was refunded and what the cancellation repays, never above
 * the total. Any other booking was never supplied.
 */
export function considerationCents({
  status,
  totalDueCents,
  totals,
  refund,
}: {
  status: TBookingStatus;
  totalDueCents: number;
  totals: Pick<TLedgerTotals, "stayReceivedCents" | "refundedCents">;
  refund: Pick<TRefund, "stayRefundCents"> | null;
}): number {
  if (isBinding(status)) {
    const overpaid = Math.max(0, totals.stayReceivedCents - totalDueCents);
    return Math.max(0, totalDueCents - Math.max(0, totals.refundedCents - overpaid));
  }
  if (isCancelled(status)) {
    const returned = Math.max(totals.refundedCents, refund?.stayRefundCents ?? 0);
    return Math.min(totalDueCents, Math.max(0, totals.stayReceivedCents - returned));
  }
  return 0;
}

/**
 * The time of supply (VAT Act s9(1)): the earlier of an invoice and the first payment received.
 * No tax invoice goes before it, so the first payment received fixes it; a stay never paid for is
 * supplied by its check-out day at the latest. The tax invoice follows within TAX_INVOICE_DAYS (s20(1)).
 */
export function isTaxPointReached({
  status,
  stayReceivedCents,
  checkOut,
  today,
}: {
  status: TBookingStatus;
  stayReceivedCents: number;
  checkOut: TIsoDate;
  today: TIsoDate;
}): boolean {
  return stayReceivedCents > 0 || (isBinding(status) && checkOut <= today);
}

/** A tax invoice is issued within this many days of the time of supply. */
export const TAX_INVOICE_DAYS = 21;

/**
 * The VAT a document carries when it takes the invoiced consideration from `beforeCents` to
 * `afterCents` (an invoice from 0): the change in the VAT of the whole, so that an invoice and its
 * notes always add up to the VAT of what is left, however the corrections are split.
 */
export function documentVatCents(beforeCents: number, afterCents: number): number {
  return Math.abs(vatIncluded(afterCents) - vatIncluded(beforeCents));
}

/**
 * Terms with `autoReleaseDays` release a booking when nothing of its first payment (the deposit,
 * or the whole amount asked at once) has been received this many days after its due date: the
 * setting, but never less than a day, so a guest always has the whole due day to pay.
 */
export function autoReleaseDelay(autoReleaseDays: number): number {
  return Math.max(1, autoReleaseDays);
}

/** A booking's money as the plan sees it, from its price parts. */
export function planBookingOf(booking: {
  checkIn: TIsoDate;
  totalPriceCents: number;
  basePriceCents: number;
  additionalGuestFeeCents: number;
}): TPlanBooking {
  return {
    checkIn: booking.checkIn,
    totalCents: booking.totalPriceCents,
    // An owner's own price below the quote (a manual booking) caps the accommodation at the total.
    accommodationCents: Math.min(booking.totalPriceCents, booking.basePriceCents + booking.additionalGuestFeeCents),
  };
}
