// The owner's payments from the console: the terms (checked field by field, in the owner's
// words), a booking's account, money recorded in and out, reversals, more time for a deposit, and
// the Payments overview (due today, overdue, received this month, money to repay).
import "server-only";
import { addDays, getBusinessToday, type TIsoDate } from "../calendar/dates";
import type { TPaymentTerms } from "../payments/rules";
import {
  checkPaymentTerms,
  extendDepositDue,
  listAccounts,
  readBookingAccount,
  readPaymentTerms,
  recordLedgerEntry,
  reverseLedgerEntry,
  writePaymentTerms,
  type TBookingAccount,
} from "../payments/store";
import { listTaxDocuments, type TTaxDocument } from "../payments/tax-documents";
import { getDb } from "../db/client";
import { listMissingInvoiceAddresses } from "../payments/billing";
import type { TOwnerCall } from "./actions";
import type * as C from "./contract";
import { refusedToOwner } from "./messages";
import { isBinding } from "@/server/bookings/status";

export function getPaymentTerms(_call: TOwnerCall): Promise<TPaymentTerms> {
  return readPaymentTerms();
}

export async function savePaymentTerms(call: TOwnerCall, input: C.TPaymentTermsInput): Promise<TPaymentTerms> {
  checkPaymentTerms(input);
  return writePaymentTerms(call.actor, {
    ...input,
    vatNumber: input.vatNumber === "" ? null : input.vatNumber,
    cancellationTiers: [...input.cancellationTiers].sort((a, b) => b.daysBefore - a.daysBefore),
  });
}

export type TAccountDetail = TBookingAccount & { taxDocuments: TTaxDocument[] };

export async function getAccount(call: TOwnerCall, { id }: C.TBookingIdInput): Promise<TAccountDetail | null> {
  const exists = await getDb().booking.count({ where: { id } });
  if (!exists) throw refusedToOwner("NOT_FOUND", "notFound");
  const account = await readBookingAccount(id);
  return account && { ...account, taxDocuments: await listTaxDocuments(getDb(), id) };
}

export async function recordPayment(call: TOwnerCall, input: C.TLedgerRecordInput): Promise<TAccountDetail | null> {
  await recordLedgerEntry(call.actor, input);
  return getAccount(call, { id: input.bookingId });
}

export async function reversePayment(call: TOwnerCall, input: C.TLedgerReverseInput): Promise<TAccountDetail | null> {
  await reverseLedgerEntry(call.actor, input.entryId, input.note);
  const { bookingId } = await getDb().ledgerEntry.findUniqueOrThrow({ where: { id: BigInt(input.entryId) }, select: { bookingId: true } });
  return getAccount(call, { id: bookingId });
}

export async function extendDeposit(call: TOwnerCall, input: C.TExtendDepositInput): Promise<TAccountDetail | null> {
  await extendDepositDue(call.actor, input.bookingId, input.until);
  return getAccount(call, { id: input.bookingId });
}

export type TPaymentsOverview = {
  today: TIsoDate;
  /** Confirmed bookings with a payment due today. */
  dueToday: TBookingAccount[];
  /** Confirmed bookings with a payment past its day and not paid. */
  overdue: TBookingAccount[];
  /** Money in this month (by the day it cleared), in cents, and how many entries. */
  receivedThisMonth: { cents: number; entries: number };
  /** Cancelled bookings with a refund still to pay, and stays over with a breakage deposit still held. */
  toRepay: TBookingAccount[];
  /** Confirmed bookings whose coming full tax invoice (over R5,000) still lacks the guest's address. */
  invoiceAddressMissing: TBookingAccount[];
  /** Payments falling due after today, within COMING_DUE_DAYS, soonest first (on one day, the sooner stay's first). */
  comingDue: TComingDue[];
  /** Confirmed bookings with money still to pay, by check-in: the ones a payment can be recorded against here. */
  owing: { bookingId: string; number: string; guestName: string; outstandingCents: number }[];
};

/** One payment still to come: its booking and the schedule's item (what is left of it). */
export type TComingDue = {
  bookingId: string;
  number: string;
  guestName: string;
  checkIn: TIsoDate;
  item: TBookingAccount["items"][number];
};

/** How far ahead the Payments screen lists what falls due. */
export const COMING_DUE_DAYS = 30;

export async function getPaymentsOverview(_call: TOwnerCall, today: TIsoDate = getBusinessToday()): Promise<TPaymentsOverview> {
  // Bookings that can still owe or be owed: not over more than a season ago.
  const accounts = await listAccounts({ checkOut: { gte: new Date(`${addDays(today, -120)}T00:00:00Z`) } }, today);
  const confirmed = accounts.filter((account) => isBinding(account.status));
  const monthStart = `${today.slice(0, 7)}-01`;
  const received = await getDb().ledgerEntry.findMany({
    where: { kind: { in: ["payment", "breakage_deposit"] }, occurredOn: { gte: new Date(`${monthStart}T00:00:00Z`) }, reversedBy: null },
    select: { amountCents: true },
  });
  return {
    today,
    dueToday: confirmed.filter((account) => account.items.some((item) => item.dueOn === today && item.state !== "paid")),
    overdue: confirmed.filter((account) => account.items.some((item) => item.state === "overdue")),
    receivedThisMonth: { cents: received.reduce((sum, entry) => sum + entry.amountCents, 0), entries: received.length },
    toRepay: accounts.filter(
      (account) =>
        (account.refund !== null && account.refund.toRepayCents > 0) ||
        (isBinding(account.status) && account.checkOut < today && account.totals.breakageHeldCents > 0),
    ),
    // A full tax invoice waits for the address however long it takes, so the list keeps it after check-out too.
    invoiceAddressMissing: await listMissingInvoiceAddresses(confirmed),
    comingDue: confirmed
      .flatMap((account) =>
        account.items
          .filter((item) => item.state !== "paid" && item.dueOn > today && item.dueOn <= addDays(today, COMING_DUE_DAYS))
          .map((item) => ({
            bookingId: account.bookingId,
            number: account.number,
            guestName: account.guestName,
            checkIn: account.checkIn,
            item,
          })),
      )
      .sort((a, b) => a.item.dueOn.localeCompare(b.item.dueOn) || a.checkIn.localeCompare(b.checkIn)),
    owing: confirmed
      .filter((account) => account.outstandingCents > 0)
      .sort((a, b) => a.checkIn.localeCompare(b.checkIn))
      .map(({ bookingId, number, guestName, outstandingCents }) => ({ bookingId, number, guestName, outstandingCents })),
  };
}
