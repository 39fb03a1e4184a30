// Tax invoices and credit notes, issued only under terms that carry a VAT number. Each kind is
// numbered 1, 2, 3, … with no gap and no repeat, however many are issued at once: the number is
// taken from the kind's counter row in the issuing transaction (its row lock queues concurrent
// issuers, and a rolled-back issue gives its number back, which a sequence would not). Each is
// issued once for what it is for (its key), and never changes afterwards: what it shows is
// stored with it.
import { fromUtcDate, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import type { TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { makeOutboxEvent } from "../outbox";
import { readBookingAccount } from "./store";
import { vatIncluded } from "./rules";
import { isBinding } from "@/server/bookings/status";

export type TTaxDocumentKind = "invoice" | "credit_note";

export type TTaxDocument = {
  id: string;
  kind: TTaxDocumentKind;
  number: number;
  bookingId: string;
  issuedOn: TIsoDate;
  amountCents: number;
  vatCents: number;
  content: TTaxDocumentContent;
};

/** What a document shows, frozen when it is issued. */
export type TTaxDocumentContent = {
  vatNumber: string;
  bookingNumber: string;
  /**
   * Who it is made out to: the guest, or the name they gave for the invoice, with the address and
   * VAT number given by then (a full tax invoice, over FULL_TAX_INVOICE_ABOVE_CENTS, needs the address).
   */
  recipient: { name: string; email: string; phone: string; address?: string; vatNumber?: string };
  stay: string;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  nights: number;
  lines: { label: "accommodation" | "extra-guests" | "cleaning" | "tourism-levy" | "refund"; amountCents: number }[];
  /** For a credit note: the invoice it corrects. */
  invoiceNumber?: number;
};

/**
 * Documents are issued by background work, where many may queue on one counter row at once: an
 * issuer waits its turn for a pooled connection and for the row rather than failing after the
 * default two seconds, which a burst of issues (a busy check-out day, a catch-up after an outage)
 * would exceed.
 */
const ISSUING = { maxWait: 30_000, timeout: 30_000 };

/**
 * Above this consideration (VAT included) a tax invoice must be a full one: the recipient's name,
 * address and (when registered) VAT number; at or below it an abridged one needs none of them.
 */
export const FULL_TAX_INVOICE_ABOVE_CENTS = 500_000;

/** The invoice's recipient from the booking's own fields and the invoice details given. */
export function recipientOf(booking: {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  billingName: string | null;
  billingAddress: string | null;
  billingVatNumber: string | null;
}): TTaxDocumentContent["recipient"] {
  return {
    name: booking.billingName || booking.guestName,
    email: booking.guestEmail,
    phone: booking.guestPhone,
    ...(booking.billingAddress ? { address: booking.billingAddress } : {}),
    ...(booking.billingVatNumber ? { vatNumber: booking.billingVatNumber } : {}),
  };
}

/** The guest hears of each document issued, with its PDF; a booking without an address (a manual one) does not. */
async function tellGuest(tx: TTx, guestEmail: string, document: { bookingId: string; kind: TTaxDocumentKind; number: number }) {
  if (guestEmail) await tx.outboxEvent.create({ data: makeOutboxEvent("tax-document.issued", document) });
}

/** Takes the next number of `kind`, holding its counter until the transaction ends. */
async function takeNumber(tx: TTx, kind: TTaxDocumentKind): Promise<number> {
  const [row] = await tx.$queryRaw<{ number: number }[]>`
    UPDATE document_counters SET next = next + 1 WHERE kind = ${kind}::tax_document_kind RETURNING next - 1 AS number`;
  return row!.number;
}

function toDocument(row: {
  id: string;
  kind: TTaxDocumentKind;
  number: number;
  bookingId: string;
  issuedOn: Date;
  amountCents: number;
  vatCents: number;
  content: unknown;
}): TTaxDocument {
  return { ...row, issuedOn: fromUtcDate(row.issuedOn), content: row.content as TTaxDocumentContent };
}

/**
 * The booking's tax invoice, issued on `issuedOn` if it has none yet: for a confirmed booking
 * whose plan carries a VAT number. Undefined when no tax invoice is due (not VAT registered, not
 * confirmed).
 */
export async function issueTaxInvoice(bookingId: string, issuedOn: TIsoDate = getBusinessToday()): Promise<TTaxDocument | undefined> {
  const key = `invoice:${bookingId}`;
  return retryingTransaction(async (tx) => {
    const existing = await tx.taxDocument.findUnique({ where: { key } });
    if (existing) return toDocument(existing);
    // The lock on the booking makes a second issuer of the same invoice wait, then find it, and
    // holds the invoice details as they are while the invoice is made from them.
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
    const again = await tx.taxDocument.findUnique({ where: { key } });
    if (again) return toDocument(again);
    const booking = await tx.booking.findUnique({ where: { id: bookingId } });
    const account = await readBookingAccount(bookingId, issuedOn, tx);
    if (!booking || !account || !isBinding(booking.status) || !account.terms.vatNumber) return undefined;
    const lines: TTaxDocumentContent["lines"] = [
      { label: "accommodation" as const, amountCents: booking.basePrice * 100 },
      { label: "extra-guests" as const, amountCents: booking.additionalGuestFee * 100 },
      { label: "cleaning" as const, amountCents: booking.cleaningFee * 100 },
      { label: "tourism-levy" as const, amountCents: account.schedule.levyCents },
    ].filter((line) => line.amountCents > 0);
    // An owner's own price (a manual booking) is one accommodation line of that price.
    const linesTotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const amountCents = account.schedule.totalDueCents;
    const shown = linesTotal === amountCents ? lines : [{ label: "accommodation" as const, amountCents }];
    const number = await takeNumber(tx, "invoice");
    const row = await tx.taxDocument.create({
      data: {
        key,
        kind: "invoice",
        number,
        bookingId,
        issuedOn: toUtcDate(issuedOn),
        amountCents,
        vatCents: vatIncluded(amountCents),
        content: {
          vatNumber: account.terms.vatNumber,
          bookingNumber: booking.number,
          recipient: recipientOf(booking),
          stay: booking.stay,
          checkIn: fromUtcDate(booking.checkIn),
          checkOut: fromUtcDate(booking.checkOut),
          nights: booking.nights,
          lines: shown,
        } satisfies TTaxDocumentContent,
      },
    });
    await tellGuest(tx, booking.guestEmail, { bookingId, kind: "invoice", number });
    return toDocument(row);
  }, ISSUING);
}

/** A credit note for a refund paid after the booking's tax invoice; undefined when it has none. */
export async function issueCreditNote(refundEntryId: string, issuedOn: TIsoDate = getBusinessToday()): Promise<TTaxDocument | undefined> {
  const key = `credit_note:${refundEntryId}`;
  return retryingTransaction(async (tx) => {
    const existing = await tx.taxDocument.findUnique({ where: { key } });
    if (existing) return toDocument(existing);
    const refund = await tx.ledgerEntry.findUnique({ where: { id: BigInt(refundEntryId) } });
    if (!refund || refund.kind !== "refund") return undefined;
    const invoice = await tx.taxDocument.findUnique({ where: { key: `invoice:${refund.bookingId}` } });
    if (!invoice) return undefined;
    const content = invoice.content as TTaxDocumentContent;
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: refund.bookingId }, select: { guestEmail: true } });
    const number = await takeNumber(tx, "credit_note");
    const row = await tx.taxDocument.create({
      data: {
        key,
        kind: "credit_note",
        number,
        bookingId: refund.bookingId,
        issuedOn: toUtcDate(issuedOn),
        amountCents: refund.amountCents,
        vatCents: vatIncluded(refund.amountCents),
        content: { ...content, lines: [{ label: "refund", amountCents: refund.amountCents }], invoiceNumber: invoice.number },
      },
    });
    await tellGuest(tx, booking.guestEmail, { bookingId: refund.bookingId, kind: "credit_note", number });
    return toDocument(row);
  }, ISSUING);
}

/** The booking's tax documents, oldest first. */
export async function listTaxDocuments(tx: Pick<TTx, "taxDocument">, bookingId: string): Promise<TTaxDocument[]> {
  const rows = await tx.taxDocument.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } });
  return rows.map(toDocument);
}
