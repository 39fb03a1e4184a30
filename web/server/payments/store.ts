// Getting paid, in the database: the owner's terms (one row, defaults until saved), each
// confirmed booking's plan (a copy of the terms it was confirmed under), the append-only ledger
// and the tax documents. Every write locks the booking's row first, so two entries for one
// booking (two phones, a double tap) are judged one after the other against the same ledger.
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { fromUtcDate, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import type { TStayId } from "@/content/stays";
import { readCancellation, readCancellations, refundCancelledBy, type TCancellation } from "../bookings/cancel-booking";
import { fromStayEnum } from "../bookings/stay-enum";
import { isBinding, isCancelled, type TBookingStatus } from "../bookings/status";
import { getDb, type Prisma, type TTx } from "../db/client";
import type { TPaymentTexts } from "@/content/payments";
import { refusedFields, type Refusal, type TAppErrorCode } from "../errors";
import { refusedToOwner, type TOwnerRefusalKey } from "../owner/messages";
import { retryingTransaction } from "../db/transient";
import {
  computeRefund,
  computeSchedule,
  DEFAULT_PAYMENT_TERMS,
  outstandingCents,
  planBookingOf,
  settleSchedule,
  sumLedger,
  ZPaymentTerms,
  type TLedgerKind,
  type TLedgerTotals,
  type TPaymentSchedule,
  type TPaymentTerms,
  type TRefund,
  type TScheduleItemState,
} from "./rules";
import { writeReceiptEvent } from "./receipt-event";

/** The owner's current terms (a fresh install's until they are saved). */
export async function readPaymentTerms(db: Pick<TTx, "paymentTerms"> = getDb()): Promise<TPaymentTerms> {
  return (await readSavedPaymentTerms(db)) ?? DEFAULT_PAYMENT_TERMS;
}

/** The terms the owner has saved, or null while none are (the install's defaults apply). */
export async function readSavedPaymentTerms(db: Pick<TTx, "paymentTerms"> = getDb()): Promise<TPaymentTerms | null> {
  const row = await db.paymentTerms.findUnique({ where: { id: 1 } });
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...terms } = row;
  return ZPaymentTerms.parse(terms);
}

/** Saves the terms (checked by the door) with an audit row of before and after. Confirmed bookings keep their own copy. */
export async function writePaymentTerms(actor: TActor, terms: TPaymentTerms): Promise<TPaymentTerms> {
  const parsed = ZPaymentTerms.parse(terms);
  return retryingTransaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('payment_terms'))`;
    const before = await readPaymentTerms(tx);
    await tx.paymentTerms.upsert({ where: { id: 1 }, create: { id: 1, ...parsed }, update: parsed });
    // Bank details are the owner's, kept in the audit like any other change of terms.
    await writeAudit(tx, { actor, action: "payments.terms", before, after: parsed });
    return parsed;
  });
}

/**
 * Gives a booking just confirmed its plan: the current terms, as of `confirmedOn`. Called in the
 * transaction that confirms it; a booking that has one keeps it (a retried transaction).
 */
export async function createPaymentPlan(tx: TTx, bookingId: string, confirmedOn: TIsoDate = getBusinessToday()): Promise<void> {
  const terms = await readPaymentTerms(tx);
  await tx.paymentPlan.upsert({
    where: { bookingId },
    create: { bookingId, terms, confirmedOn: toUtcDate(confirmedOn) },
    update: {},
  });
}

export type TLedgerEntryView = {
  id: string;
  kind: TLedgerKind;
  amountCents: number;
  occurredOn: TIsoDate;
  method: "eft" | "cash" | "card" | "other";
  source: string;
  note: string;
  reversesId: string | null;
  reversed: boolean;
  createdAt: string;
};

export type TBookingAccount = {
  bookingId: string;
  number: string;
  status: TBookingStatus;
  guestName: string;
  stay: TStayId;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  terms: TPaymentTerms;
  confirmedOn: TIsoDate;
  /** The day the owner moved the deposit to, if they gave more time. */
  depositDueOverride: TIsoDate | null;
  schedule: TPaymentSchedule;
  items: TScheduleItemState[];
  totals: TLedgerTotals;
  outstandingCents: number;
  entries: TLedgerEntryView[];
  /** For a cancelled booking: what the policy repays, as of the day it was cancelled. */
  refund: TRefund | null;
};

const ACCOUNT_BOOKING = {
  id: true,
  number: true,
  status: true,
  guestName: true,
  stay: true,
  checkIn: true,
  checkOut: true,
  totalPriceCents: true,
  basePriceCents: true,
  additionalGuestFeeCents: true,
  decidedAt: true,
  paymentPlan: true,
  ledgerEntries: { orderBy: { id: "asc" } },
} as const;

type TAccountRow = Prisma.BookingGetPayload<{ select: typeof ACCOUNT_BOOKING }>;

/** A booking's money from its row (with plan and ledger): its schedule and what of it is paid; null without a plan. */
export function accountOf(booking: TAccountRow, today: TIsoDate, cancellation: TCancellation | null = null): TBookingAccount | null {
  if (!booking.paymentPlan) return null;
  const terms = ZPaymentTerms.parse(booking.paymentPlan.terms);
  const checkIn = fromUtcDate(booking.checkIn);
  const schedule = computeSchedule({
    terms,
    confirmedOn: fromUtcDate(booking.paymentPlan.confirmedOn),
    depositDueOverride: booking.paymentPlan.depositDueOverride ? fromUtcDate(booking.paymentPlan.depositDueOverride) : null,
    booking: planBookingOf({ ...booking, checkIn }),
  });
  const reversed = new Set(booking.ledgerEntries.flatMap((entry) => (entry.reversesId === null ? [] : [String(entry.reversesId)])));
  const entries: TLedgerEntryView[] = booking.ledgerEntries.map((entry) => ({
    id: String(entry.id),
    kind: entry.kind,
    amountCents: entry.amountCents,
    occurredOn: fromUtcDate(entry.occurredOn),
    method: entry.method,
    source: entry.source,
    note: entry.note,
    reversesId: entry.reversesId === null ? null : String(entry.reversesId),
    reversed: reversed.has(String(entry.id)),
    createdAt: entry.createdAt.toISOString(),
  }));
  const totals = sumLedger(entries);
  const cancelledAt = isCancelled(booking.status) ? booking.decidedAt : null;
  const cancelledOn = cancelledAt ? getBusinessToday(cancelledAt) : null;
  // Stay money that cleared on or after the day of cancellation and was recorded after it.
  const receivedAfterCents = cancelledAt
    ? entries
        .filter(
          (entry) =>
            entry.kind === "payment" && !entry.reversed && entry.occurredOn >= cancelledOn! && new Date(entry.createdAt) > cancelledAt,
        )
        .reduce((sum, entry) => sum + entry.amountCents, 0)
    : 0;
  return {
    bookingId: booking.id,
    number: booking.number,
    status: booking.status,
    guestName: booking.guestName,
    stay: fromStayEnum(booking.stay),
    checkIn,
    checkOut: fromUtcDate(booking.checkOut),
    terms,
    confirmedOn: fromUtcDate(booking.paymentPlan.confirmedOn),
    depositDueOverride: booking.paymentPlan.depositDueOverride ? fromUtcDate(booking.paymentPlan.depositDueOverride) : null,
    schedule,
    items: settleSchedule(schedule, totals, today),
    totals,
    outstandingCents: isBinding(booking.status) ? outstandingCents(schedule, totals) : 0,
    entries,
    refund: cancelledOn
      ? refundOn({ terms, confirmedOn: fromUtcDate(booking.paymentPlan.confirmedOn), checkIn, schedule, totals }, cancelledOn, {
          receivedAfterCents,
          cancelledBy: refundCancelledBy(cancellation),
        })
      : null,
  };
}

/** What cancelling the booking on `cancelledOn` repays by its terms and its ledger. */
export function refundOn(
  account: Pick<TBookingAccount, "terms" | "confirmedOn" | "checkIn" | "schedule" | "totals">,
  cancelledOn: TIsoDate,
  { receivedAfterCents = 0, cancelledBy = "guest" }: { receivedAfterCents?: number; cancelledBy?: "guest" | "us" } = {},
): TRefund {
  return computeRefund({
    receivedAfterCents,
    cancelledBy,
    tiers: account.terms.cancellationTiers,
    confirmedOn: account.confirmedOn,
    checkIn: account.checkIn,
    cancelledOn,
    totalDueCents: account.schedule.totalDueCents,
    totals: account.totals,
  });
}

/**
 * What cancelling a confirmed booking on `today` would repay, whether the guest has paid anything,
 * and whether the policy keeps part of what they paid toward the stay (then the terms' hardship
 * rule is worth telling them); null for a booking that is not binding.
 */
export function cancellingOn(
  account: TBookingAccount,
  today: TIsoDate,
): { refund: TRefund; paidAnything: boolean; keepsPart: boolean } | null {
  if (!isBinding(account.status)) return null;
  const refund = refundOn(account, today);
  const { stayPaidCents, stayReceivedCents, breakageHeldCents } = account.totals;
  return {
    refund,
    paidAnything: stayPaidCents > 0 || breakageHeldCents > 0,
    keepsPart: stayPaidCents > 0 && refund.stayRefundCents < stayReceivedCents,
  };
}

/** One booking's account; null without a plan (a request, or a booking confirmed before payments were kept). */
export async function readBookingAccount(
  bookingId: string,
  today: TIsoDate = getBusinessToday(),
  db: Pick<TTx, "booking" | "auditEntry"> = getDb(),
): Promise<TBookingAccount | null> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: ACCOUNT_BOOKING });
  if (!booking) return null;
  const cancellation = isCancelled(booking.status) ? await readCancellation(bookingId, db) : null;
  return accountOf(booking, today, cancellation);
}

/** The accounts of every booking with a plan that matches `where`, in one query. */
export async function listAccounts(where: Prisma.BookingWhereInput, today: TIsoDate = getBusinessToday()): Promise<TBookingAccount[]> {
  const rows = await getDb().booking.findMany({
    where: { ...where, paymentPlan: { isNot: null } },
    select: ACCOUNT_BOOKING,
    orderBy: { checkIn: "asc" },
  });
  const cancellations = await readCancellations(rows.filter((row) => isCancelled(row.status)).map((row) => row.id));
  return rows.flatMap((row) => accountOf(row, today, cancellations.get(row.id)) ?? []);
}

/** Why an entry is refused: the door says it in the owner's words. */
export type TLedgerRefusal =
  | "no-plan"
  | "future-date"
  | "refund-exceeds-paid"
  | "due-after-check-in"
  | "breakage-exceeds-held"
  | "reason-required"
  | "no-such-entry"
  | "already-reversed"
  | "reversal-of-reversal";

/** Each refusal's status, and the field of the console's forms it is about. */
const LEDGER_REFUSALS: Record<TLedgerRefusal, { code: TAppErrorCode; field?: string }> = {
  "no-plan": { code: "CONFLICT" },
  "future-date": { code: "BAD_REQUEST", field: "occurredOn" },
  "refund-exceeds-paid": { code: "BAD_REQUEST", field: "amount" },
  "due-after-check-in": { code: "BAD_REQUEST", field: "until" },
  "breakage-exceeds-held": { code: "BAD_REQUEST", field: "amount" },
  "reason-required": { code: "BAD_REQUEST", field: "note" },
  "no-such-entry": { code: "NOT_FOUND" },
  "already-reversed": { code: "BAD_REQUEST" },
  "reversal-of-reversal": { code: "BAD_REQUEST" },
};

/** A refused ledger write: the owner's door words it by its key (`payments.refusals.<reason>`). */
export function ledgerRefusal(reason: TLedgerRefusal): Refusal<TOwnerRefusalKey> {
  const { code, field } = LEDGER_REFUSALS[reason];
  return refusedToOwner(code, `payments.refusals.${reason}`, field ? { field } : {});
}

/**
 * The payment terms' rules a schema cannot say, each under its field: bank details given whole or
 * not at all, South African account, branch and VAT numbers, and refunds that never grow as
 * check-in nears. Refused with every field's own key at once.
 */
export function checkPaymentTerms(input: {
  accountHolder: string;
  bankName: string;
  accountNumber: string;
  branchCode: string;
  vatNumber: string;
  cancellationTiers: readonly { daysBefore: number; refundPercent: number }[];
}): void {
  const fields: Record<string, `payments.terms.${keyof TPaymentTexts["terms"]}`> = {};
  const bank = [input.accountHolder, input.bankName, input.accountNumber];
  if (bank.some((value) => value !== "") && bank.some((value) => value === "")) {
    for (const [name, value] of [
      ["accountHolder", input.accountHolder],
      ["bankName", input.bankName],
      ["accountNumber", input.accountNumber],
    ] as const)
      if (value === "") fields[name] = "payments.terms.bankIncomplete";
  }
  if (input.accountNumber !== "" && !/^\d{6,16}$/.test(input.accountNumber)) fields.accountNumber = "payments.terms.accountNumber";
  if (input.branchCode !== "" && !/^\d{6}$/.test(input.branchCode)) fields.branchCode = "payments.terms.branchCode";
  if (input.vatNumber !== "" && !/^4\d{9}$/.test(input.vatNumber)) fields.vatNumber = "payments.terms.vatNumber";
  const days = input.cancellationTiers.map((tier) => tier.daysBefore);
  if (new Set(days).size !== days.length) fields.cancellationTiers = "payments.terms.tiersDuplicate";
  else {
    const sorted = [...input.cancellationTiers].sort((a, b) => b.daysBefore - a.daysBefore);
    if (sorted.some((tier, i) => i > 0 && tier.refundPercent > sorted[i - 1]!.refundPercent))
      fields.cancellationTiers = "payments.terms.tiersOrder";
  }
  const refused = refusedFields(fields);
  if (refused) throw refused;
}

export type TLedgerInput = {
  bookingId: string;
  kind: Exclude<TLedgerKind, "reversal">;
  amountCents: number;
  occurredOn: TIsoDate;
  method: "eft" | "cash" | "card" | "other";
  note: string;
  source?: string;
};

/**
 * Records one entry: money in on a booking with a plan (confirmed, checked out, or cancelled:
 * money that arrives after a release or a cancellation is still the guest's, recorded so that it
 * is in the ledger and the export and can be repaid), money out never above what is held.
 * Returns the new entry's id.
 */
export async function recordLedgerEntry(actor: TActor, input: TLedgerInput, today: TIsoDate = getBusinessToday()): Promise<string> {
  if (input.occurredOn > today) throw ledgerRefusal("future-date");
  if (input.kind === "breakage_kept" && input.note.trim() === "") throw ledgerRefusal("reason-required");
  return retryingTransaction(async (tx) => {
    await lockBooking(tx, input.bookingId);
    const account = await readBookingAccount(input.bookingId, today, tx);
    if (!account) throw ledgerRefusal("no-plan");
    if (input.kind === "refund" && input.amountCents > account.totals.stayPaidCents) throw ledgerRefusal("refund-exceeds-paid");
    if ((input.kind === "breakage_repaid" || input.kind === "breakage_kept") && input.amountCents > account.totals.breakageHeldCents)
      throw ledgerRefusal("breakage-exceeds-held");
    const entry = await tx.ledgerEntry.create({
      data: {
        bookingId: input.bookingId,
        kind: input.kind,
        amountCents: input.amountCents,
        occurredOn: toUtcDate(input.occurredOn),
        method: input.method,
        source: input.source ?? "owner",
        note: input.note.trim(),
        actorEmail: actor.kind === "owner" ? actor.email : null,
      },
      select: { id: true },
    });
    await writeAudit(tx, {
      actor,
      action: `ledger.${input.kind}` as const,
      bookingId: input.bookingId,
      after: { ...input, entryId: entry.id },
    });
    await writeReceiptEvent(tx, input.bookingId, input.kind, String(entry.id));
    return String(entry.id);
  });
}

/** Undoes one entry by a reversal entry of the same amount (each entry once; a reversal itself cannot be reversed). */
export async function reverseLedgerEntry(
  actor: TActor,
  entryId: string,
  note: string,
  today: TIsoDate = getBusinessToday(),
): Promise<string> {
  if (note.trim() === "") throw ledgerRefusal("reason-required");
  return retryingTransaction(async (tx) => {
    const target = await tx.ledgerEntry.findUnique({ where: { id: BigInt(entryId) }, select: { bookingId: true } });
    if (!target) throw ledgerRefusal("no-such-entry");
    await lockBooking(tx, target.bookingId);
    const entry = await tx.ledgerEntry.findUniqueOrThrow({
      where: { id: BigInt(entryId) },
      include: { reversedBy: { select: { id: true } } },
    });
    if (entry.kind === "reversal") throw ledgerRefusal("reversal-of-reversal");
    if (entry.reversedBy) throw ledgerRefusal("already-reversed");
    // Undoing money in may not leave more repaid than was received.
    const account = (await readBookingAccount(entry.bookingId, today, tx))!;
    if (entry.kind === "payment" && account.totals.stayPaidCents - entry.amountCents < 0) throw ledgerRefusal("refund-exceeds-paid");
    if (entry.kind === "breakage_deposit" && account.totals.breakageHeldCents - entry.amountCents < 0)
      throw ledgerRefusal("breakage-exceeds-held");
    const reversal = await tx.ledgerEntry.create({
      data: {
        bookingId: entry.bookingId,
        kind: "reversal",
        amountCents: entry.amountCents,
        occurredOn: toUtcDate(today),
        method: entry.method,
        source: "owner",
        note: note.trim(),
        reversesId: entry.id,
        actorEmail: actor.kind === "owner" ? actor.email : null,
      },
      select: { id: true },
    });
    await writeAudit(tx, {
      actor,
      action: "ledger.reversal",
      bookingId: entry.bookingId,
      after: { entryId, reversalId: reversal.id, note },
    });
    return String(reversal.id);
  });
}

/** The owner gives a booking more time for its deposit: due on `until` instead (not a day already past). */
export async function extendDepositDue(
  actor: TActor,
  bookingId: string,
  until: TIsoDate,
  today: TIsoDate = getBusinessToday(),
): Promise<void> {
  if (until < today) throw refusedToOwner("BAD_REQUEST", "payments.terms.extendPast", { field: "until" });
  await retryingTransaction(async (tx) => {
    await lockBooking(tx, bookingId);
    await extendDepositDueIn(tx, actor, bookingId, until);
  });
}

/** The same, inside a transaction that has locked the booking (lockBooking) and judged it first. */
export async function extendDepositDueIn(tx: TTx, actor: TActor, bookingId: string, until: TIsoDate): Promise<void> {
  const plan = await tx.paymentPlan.findUnique({ where: { bookingId }, include: { booking: { select: { checkIn: true } } } });
  if (!plan) throw ledgerRefusal("no-plan");
  // No payment falls due after check-in day: a later day is refused, never quietly moved.
  if (until > fromUtcDate(plan.booking.checkIn)) throw ledgerRefusal("due-after-check-in");
  await tx.paymentPlan.update({ where: { bookingId }, data: { depositDueOverride: toUtcDate(until) } });
  await writeAudit(tx, {
    actor,
    action: "payments.extend",
    bookingId,
    before: { depositDueOverride: plan.depositDueOverride ? fromUtcDate(plan.depositDueOverride) : null },
    after: { depositDueOverride: until },
  });
}

/** Locks the booking's row until the transaction ends: every payment write on one booking takes turns. */
export async function lockBooking(tx: TTx, bookingId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw ledgerRefusal("no-plan");
}
