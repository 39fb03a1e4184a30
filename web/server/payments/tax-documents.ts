// Tax invoices, and the credit and debit notes that correct them, issued only under terms that
// carry a VAT number. Each kind is numbered 1, 2, 3, … with no gap and no repeat, however many are
// issued at once: the number is taken from the kind's counter row in the issuing transaction (its
// row lock queues concurrent issuers, and a rolled-back issue gives its number back, which a
// sequence would not). A document never changes once issued: what it shows (supplier, recipient,
// lines) is frozen into it.
//
// One function settles a booking's documents against its money (settleTaxDocuments), so every
// event reaches them the same way:
//   - the tax invoice is issued at the time of supply (VAT Act s9(1): the first payment received,
//     or the stay's check-out if nothing was paid), for the consideration then (the stay's total,
//     or what the owner kept of a booking already cancelled);
//   - it waits while the owner has saved no business name and address (the supplier's, s20(4)),
//     and while a full tax invoice (over FULL_TAX_INVOICE_ABOVE_CENTS) has no recipient address;
//     the guest is asked for it and the owner sees it missing;
//   - afterwards, each change of the consideration is a credit note (down: a cancellation, a
//     refund of the price, a lower price) or a debit note (up: a refund reversed, a higher price),
//     naming the invoice and the reason. An overpayment returned changes nothing, for it was never
//     charged. Each document's VAT is the change in the VAT of the whole, so the invoice and its
//     notes always add up to the VAT of what the guest was finally charged.
import "server-only";
import { readSupplier, type TSupplier } from "../business";
import { fromUtcDate, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import type { TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { makeOutboxEvent } from "../outbox";
import { lockBooking, readBookingAccount, type TBookingAccount } from "./store";
import { considerationCents, documentVatCents, isTaxPointReached } from "./rules";
import { isCancelled } from "@/server/bookings/status";

export type TTaxDocumentKind = "invoice" | "credit_note" | "debit_note";

/** Why a note corrects the invoice. */
export type TCorrectionReason = "cancelled" | "price-refunded" | "price-lowered" | "price-raised" | "refund-reversed";

export type TTaxDocument = {
  id: string;
  kind: TTaxDocumentKind;
  number: number;
  bookingId: string;
  issuedOn: TIsoDate;
  /** Including VAT: the invoice's consideration, or the note's correction of it. */
  amountCents: number;
  vatCents: number;
  content: TTaxDocumentContent;
};

export type TTaxDocumentLineLabel =
  "accommodation" | "extra-guests" | "cleaning" | "tourism-levy" | "cancellation-charge" | "refund" | TCorrectionReason;

/** What a document shows, frozen when it is issued. */
export type TTaxDocumentContent = {
  /** The supplier's name and address as they were at issue (absent on documents issued before they were frozen). */
  supplier?: TSupplier;
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
  lines: { label: TTaxDocumentLineLabel; amountCents: number }[];
  /** For a note: the invoice it corrects. */
  invoiceNumber?: number;
  invoiceIssuedOn?: TIsoDate;
  /** For a note: the consideration invoiced before it and after it. */
  beforeCents?: number;
  afterCents?: number;
  reason?: TCorrectionReason;
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

/** Takes the next number of `kind`, holding its counter until the transaction ends (the row is made by the kind's first issue). */
async function takeNumber(tx: TTx, kind: TTaxDocumentKind): Promise<number> {
  const [row] = await tx.$queryRaw<{ number: number }[]>`
    INSERT INTO document_counters (kind, next) VALUES (${kind}::tax_document_kind, 2)
    ON CONFLICT (kind) DO UPDATE SET next = document_counters.next + 1
    RETURNING next - 1 AS number`;
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

/** The consideration the booking's documents invoice now: the invoice, plus its debit notes, less its credit notes. */
export function invoicedCents(documents: Pick<TTaxDocument, "kind" | "amountCents">[]): number {
  const sign = { invoice: 1, debit_note: 1, credit_note: -1 } as const;
  return documents.reduce((sum, document) => sum + sign[document.kind] * document.amountCents, 0);
}

/** What the booking's documents must add up to now (0 while nothing was supplied). */
export function considerationOf(account: TBookingAccount): number {
  return considerationCents({
    status: account.status,
    totalDueCents: account.schedule.totalDueCents,
    totals: account.totals,
    refund: account.refund,
  });
}

/** Why the consideration moved from `before` to `after`. */
function correctionReason(account: TBookingAccount, invoice: TTaxDocument, before: number, after: number): TCorrectionReason {
  if (after < before) {
    if (isCancelled(account.status)) return "cancelled";
    return account.schedule.totalDueCents < before ? "price-lowered" : "price-refunded";
  }
  return account.schedule.totalDueCents > Math.max(before, invoice.amountCents) ? "price-raised" : "refund-reversed";
}

/**
 * What an invoice lists: accommodation, additional guests, cleaning and the tourism levy (each when
 * above 0); one line of the whole amount, named `whole`, when the parts do not add up to it (an
 * owner's own price on a manual booking, or what the owner kept of a cancelled one).
 */
export function invoiceLinesOf(
  booking: { basePriceCents: number; additionalGuestFeeCents: number; cleaningFeeCents: number },
  levyCents: number,
  totalDueCents: number,
  whole: TTaxDocumentLineLabel = "accommodation",
): TTaxDocumentContent["lines"] {
  const lines: TTaxDocumentContent["lines"] = [
    { label: "accommodation" as const, amountCents: booking.basePriceCents },
    { label: "extra-guests" as const, amountCents: booking.additionalGuestFeeCents },
    { label: "cleaning" as const, amountCents: booking.cleaningFeeCents },
    { label: "tourism-levy" as const, amountCents: levyCents },
  ].filter((line) => line.amountCents > 0);
  const linesTotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return linesTotal === totalDueCents ? lines : [{ label: whole, amountCents: totalDueCents }];
}

/**
 * The tax invoice's lines: the stay's parts when they make up the consideration; else one line of
 * it (a price partly refunded before the invoice), named a cancellation charge when it is what the
 * owner kept of a cancelled booking.
 */
function invoiceLines(
  booking: { basePriceCents: number; additionalGuestFeeCents: number; cleaningFeeCents: number },
  account: TBookingAccount,
  amountCents: number,
): TTaxDocumentContent["lines"] {
  return invoiceLinesOf(
    booking,
    account.schedule.levyCents,
    amountCents,
    isCancelled(account.status) ? "cancellation-charge" : "accommodation",
  );
}

export type TTaxSettlement = {
  issued: TTaxDocument[];
  /** Why a tax invoice that is due is not issued yet. */
  waiting?: "supplier" | "recipient-address";
};

/**
 * Brings the booking's tax documents in line with its money as of `today`: issues the tax invoice
 * once it is due, or the credit or debit note that takes the invoiced consideration to what it is
 * now. Safe to call any number of times: it issues only what is missing, under the booking's lock.
 */
export async function settleTaxDocuments(bookingId: string, today: TIsoDate = getBusinessToday()): Promise<TTaxSettlement> {
  const supplier = await readSupplier();
  return retryingTransaction(async (tx) => {
    await lockBooking(tx, bookingId);
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const account = await readBookingAccount(bookingId, today, tx);
    if (!account?.terms.vatNumber) return { issued: [] };
    const checked = () => tx.paymentPlan.update({ where: { bookingId }, data: { taxCheckedAt: new Date() } });
    const documents = (await tx.taxDocument.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } })).map(toDocument);
    const invoice = documents.find((document) => document.kind === "invoice");
    const consideration = considerationOf(account);
    const before = invoicedCents(documents);

    if (!invoice) {
      const due =
        consideration > 0 &&
        isTaxPointReached({
          status: account.status,
          stayReceivedCents: account.totals.stayReceivedCents,
          checkOut: account.checkOut,
          today,
        });
      const waiting = !due
        ? undefined
        : !supplier
          ? ("supplier" as const)
          : consideration > FULL_TAX_INVOICE_ABOVE_CENTS && !booking.billingAddress
            ? ("recipient-address" as const)
            : undefined;
      if (!due || waiting || !supplier) {
        await checked();
        return { issued: [], waiting };
      }
      const number = await takeNumber(tx, "invoice");
      const row = await tx.taxDocument.create({
        data: {
          key: `invoice:${bookingId}`,
          kind: "invoice",
          number,
          bookingId,
          issuedOn: toUtcDate(today),
          amountCents: consideration,
          vatCents: documentVatCents(0, consideration),
          content: {
            supplier,
            vatNumber: account.terms.vatNumber,
            bookingNumber: booking.number,
            recipient: recipientOf(booking),
            stay: booking.stay,
            checkIn: fromUtcDate(booking.checkIn),
            checkOut: fromUtcDate(booking.checkOut),
            nights: booking.nights,
            lines: invoiceLines(booking, account, consideration),
          } satisfies TTaxDocumentContent,
        },
      });
      await tellGuest(tx, booking.guestEmail, { bookingId, kind: "invoice", number });
      await checked();
      return { issued: [toDocument(row)] };
    }

    if (consideration === before || !supplier) {
      await checked();
      return { issued: [], ...(consideration === before ? {} : { waiting: "supplier" as const }) };
    }
    const kind = consideration < before ? "credit_note" : "debit_note";
    const reason = correctionReason(account, invoice, before, consideration);
    const amountCents = Math.abs(consideration - before);
    const corrections = documents.filter((document) => document.kind !== "invoice").length;
    const number = await takeNumber(tx, kind);
    const row = await tx.taxDocument.create({
      data: {
        key: `adjustment:${bookingId}:${corrections + 1}`,
        kind,
        number,
        bookingId,
        issuedOn: toUtcDate(today),
        amountCents,
        vatCents: documentVatCents(before, consideration),
        content: {
          ...invoice.content,
          supplier,
          lines: [{ label: reason, amountCents }],
          invoiceNumber: invoice.number,
          invoiceIssuedOn: invoice.issuedOn,
          beforeCents: before,
          afterCents: consideration,
          reason,
        } satisfies TTaxDocumentContent,
      },
    });
    await tellGuest(tx, booking.guestEmail, { bookingId, kind, number });
    await checked();
    return { issued: [toDocument(row)] };
  }, ISSUING);
}

/** The query parameter of a tax-invoice.pdf address that asks for a note by its number. */
export const TAX_DOCUMENT_PARAMETER = { credit_note: "credit-note", debit_note: "debit-note" } as const;

/** Which of a booking's tax documents: its invoice, or a note by kind and number. */
export type TTaxDocumentChoice = { kind: "invoice" } | { kind: "credit_note" | "debit_note"; number: number };

/** Which document a tax-invoice.pdf address asks for: the invoice, or `?credit-note=<n>` / `?debit-note=<n>`. */
export function taxDocumentAsked(search: URLSearchParams): TTaxDocumentChoice {
  for (const kind of ["credit_note", "debit_note"] as const) {
    const asked = search.get(TAX_DOCUMENT_PARAMETER[kind]);
    if (asked !== null && /^[1-9]\d{0,8}$/.test(asked)) return { kind, number: Number(asked) };
  }
  return { kind: "invoice" };
}

/** The booking's tax documents, oldest first. */
export async function listTaxDocuments(tx: Pick<TTx, "taxDocument">, bookingId: string): Promise<TTaxDocument[]> {
  const rows = await tx.taxDocument.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } });
  return rows.map(toDocument);
}
