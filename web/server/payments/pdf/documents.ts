// The guest's payment documents as PDFs (pdfkit), in the booking's language: the pro-forma
// invoice (what to pay, when, and to which account, with the booking number as the reference),
// a receipt for one ledger entry (or a note of money returned), and the tax invoice and credit
// note drawn from what a TaxDocument froze when it was issued. Headings in the site's own serif
// (Lora 600, cut to Latin-1 as TrueType: fonts/, made by scripts/subset-heading-font.py), text in
// Helvetica (the PDF standard sans-serif, whose encoding holds ê, ë, ô and the other Afrikaans letters).
import "server-only";
import { addressIn } from "@/content/site";
import { existsSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { TLanguage } from "@/content/dictionaries";
import { formatCents, GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import { STAYS, type TStayId } from "@/content/stays";
import { fromStayEnum } from "../../bookings/stay-enum";
import { toSupplier, type TBusinessDetails, type TSupplier } from "../../business";
import { formatDisplayDate, type TIsoDate } from "../../calendar/dates";
import type { Stay } from "../../db/generated/enums";
import { hasBankAccount, settleSchedule, sumLedger, type TScheduleItemState } from "../rules";
import { bankRows } from "../mail-blocks";
import type { TBookingAccount, TLedgerEntryView } from "../store";
import { invoiceLinesOf, type TTaxDocument, type TTaxDocumentContent } from "../tax-documents";
import { isBinding } from "@/server/bookings/status";

const FONT_FILE = "orania-serif-600.ttf";
const FONT_DIR = ["web", "server", "payments", "pdf", "fonts"];

/** The headings' font file: found from the process's folder (the repository's root, or web/ under Next.js). */
function headingFontPath(): string {
  const candidates = [path.join(process.cwd(), ...FONT_DIR, FONT_FILE), path.join(process.cwd(), ...FONT_DIR.slice(1), FONT_FILE)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`the PDFs' heading font is missing: ${candidates[0]}`);
  return found;
}

/** A booking as its documents show it. */
export type TDocumentBooking = {
  number: string;
  language: TLanguage;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  stay: TStayId;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  nights: number;
  guests: number;
  basePriceCents: number;
  additionalGuestFeeCents: number;
  cleaningFeeCents: number;
};

export type TInvoiceLine = TTaxDocumentContent["lines"][number];

const PAGE_MARGIN = 50;
const INK = "#1f2933";
const MUTED = "#52606d";
const ACCENT = "#1d5c63";

type TDoc = InstanceType<typeof PDFDocument>;

/** A new A4 document and the promise of its bytes. */
function openDocument(title: string, language: TLanguage): { doc: TDoc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: "A4", margin: PAGE_MARGIN, lang: language === "af" ? "af-ZA" : "en-ZA", info: { Title: title } });
  doc.registerFont("Heading", headingFontPath());
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fillColor(INK);
  return { doc, bytes };
}

const contentWidth = (doc: TDoc) => doc.page.width - PAGE_MARGIN * 2;

function heading(doc: TDoc, text: string, size = 20): void {
  doc.moveDown(size > 14 ? 0 : 0.8);
  doc
    .font("Heading")
    .fontSize(size)
    .fillColor(ACCENT)
    .text(text, PAGE_MARGIN, undefined, { width: contentWidth(doc) });
  doc.fillColor(INK).font("Helvetica").fontSize(10).moveDown(0.3);
}

function paragraph(doc: TDoc, text: string, color = INK): void {
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(color)
    .text(text, PAGE_MARGIN, undefined, { width: contentWidth(doc) });
  doc.fillColor(INK).moveDown(0.3);
}

/** Rows of cells at fixed fractions of the width; cells in `right` are right-aligned (amounts). */
function table(
  doc: TDoc,
  rows: string[][],
  fractions: number[],
  options: { header?: boolean; right?: number[]; bold?: number[] } = {},
): void {
  const width = contentWidth(doc);
  rows.forEach((row, index) => {
    if (doc.y > doc.page.height - PAGE_MARGIN - 40) doc.addPage();
    const top = doc.y;
    const bold = (options.header && index === 0) || options.bold?.includes(index);
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    let x = PAGE_MARGIN;
    let bottom = top;
    row.forEach((cell, column) => {
      const cellWidth = width * fractions[column]! - 6;
      doc.text(cell, x, top, { width: cellWidth, align: options.right?.includes(column) ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
      x += width * fractions[column]!;
    });
    doc.y = bottom + 3;
    if (options.header && index === 0) {
      doc
        .moveTo(PAGE_MARGIN, doc.y - 1)
        .lineTo(PAGE_MARGIN + width, doc.y - 1)
        .strokeColor(MUTED)
        .lineWidth(0.5)
        .stroke();
      doc.y += 2;
    }
  });
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}

const pairs = (doc: TDoc, rows: [string, string][]) => table(doc, rows, [0.35, 0.65]);

/** The business's block: name, address, e-mail, phone and (registered) VAT number. */
function supplierBlock(doc: TDoc, supplier: TSupplier, language: TLanguage, vatNumber: string | null): void {
  const l = GUEST_PAYMENT_TEXTS[language].labels;
  doc
    .font("Heading")
    .fontSize(13)
    .fillColor(INK)
    .text(supplier.name, PAGE_MARGIN, undefined, { width: contentWidth(doc) });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  const lines = [addressIn(supplier.address, language), `${l.email}: ${supplier.email}`];
  if (supplier.phone) lines.push(`${l.phone}: ${supplier.phone}`);
  if (vatNumber) lines.push(`${l.vatNumber}: ${vatNumber}`);
  doc.text(lines.join("\n"), { width: contentWidth(doc) });
  doc.fillColor(INK).moveDown(0.8);
}

function stayRows(booking: Pick<TDocumentBooking, "stay" | "checkIn" | "checkOut" | "nights">, language: TLanguage): [string, string][] {
  const l = GUEST_PAYMENT_TEXTS[language].labels;
  return [
    [l.stay, STAYS[booking.stay].name[language]],
    [l.checkIn, formatDisplayDate(booking.checkIn)],
    [l.checkOut, formatDisplayDate(booking.checkOut)],
    [l.nights, String(booking.nights)],
  ];
}

/** Who a document is for: the name, the invoice address and VAT number when given, the e-mail and phone. */
function recipientRows(recipient: TTaxDocumentContent["recipient"], language: TLanguage): [string, string][] {
  const l = GUEST_PAYMENT_TEXTS[language].labels;
  const rows: [string, string][] = [[l.to, recipient.name]];
  if (recipient.address) rows.push([l.recipientAddress, recipient.address]);
  if (recipient.vatNumber) rows.push([l.recipientVatNumber, recipient.vatNumber]);
  if (recipient.email) rows.push([l.email, recipient.email]);
  if (recipient.phone) rows.push([l.phone, recipient.phone]);
  return rows;
}

/** The schedule as a table: what, how much, due by, and (with payments) paid and its state. */
export function scheduleRows(items: TScheduleItemState[], language: TLanguage): string[][] {
  const t = GUEST_PAYMENT_TEXTS[language];
  return [
    [t.labels.description, t.labels.amount, t.labels.dueOn, t.labels.state],
    ...items.map((item) => [
      PAYMENT_TEXTS[language].scheduleKinds[item.kind],
      formatCents(item.amountCents, language),
      formatDisplayDate(item.dueOn),
      item.state === "part-paid" ? `${t.states["part-paid"]} (${formatCents(item.paidCents, language)})` : t.states[item.state],
    ]),
  ];
}

function bankBlock(doc: TDoc, account: TBookingAccount, language: TLanguage): void {
  const t = GUEST_PAYMENT_TEXTS[language];
  heading(doc, t.bankTitle, 13);
  const terms = account.terms;
  if (!hasBankAccount(terms)) {
    paragraph(doc, t.bankMissing);
  } else {
    pairs(doc, bankRows(account, language));
  }
  paragraph(doc, t.referenceNote(account.number));
  paragraph(doc, t.clearedNote, MUTED);
}

/** The pro-forma invoice: the stay, its lines, VAT, the schedule, the bank details and the reference. */
export async function renderProformaPdf(
  booking: TDocumentBooking,
  account: TBookingAccount,
  business: TBusinessDetails,
  issuedOn: TIsoDate,
): Promise<Buffer> {
  const language = booking.language;
  const t = GUEST_PAYMENT_TEXTS[language];
  const { doc, bytes } = openDocument(`${t.documents.proforma} ${booking.number}`, language);
  supplierBlock(doc, toSupplier(business), language, account.terms.vatNumber);
  heading(doc, t.documents.proforma);
  pairs(doc, [
    [t.labels.bookingNumber, booking.number],
    [t.labels.reference, booking.number],
    [t.labels.date, formatDisplayDate(issuedOn)],
    ...recipientRows({ name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone }, language),
    ...stayRows(booking, language),
    [t.labels.guests, String(booking.guests)],
  ]);
  const lines = invoiceLinesOf(booking, account.schedule.levyCents, account.schedule.totalDueCents);
  table(
    doc,
    [
      [t.labels.description, t.labels.amount],
      ...lines.map((line) => [t.lines[line.label], formatCents(line.amountCents, language)]),
      [t.labels.total, formatCents(account.schedule.totalDueCents, language)],
    ],
    [0.7, 0.3],
    { header: true, right: [1], bold: [lines.length + 1] },
  );
  if (account.terms.vatNumber) paragraph(doc, t.vatIncluded(formatCents(account.schedule.vatCents, language)));
  heading(doc, t.scheduleTitle, 13);
  table(doc, scheduleRows(account.items, language), [0.4, 0.2, 0.18, 0.22], { header: true, right: [1] });
  if (account.schedule.breakage) paragraph(doc, t.breakageNote, MUTED);
  bankBlock(doc, account, language);
  paragraph(doc, t.documents.notTaxInvoice, MUTED);
  doc.end();
  return bytes;
}

const MONEY_OUT = new Set(["refund", "breakage_repaid"]);

/** Whether an entry's note to the guest is a receipt (money in) or a note of money returned. */
export const isMoneyReturned = (entry: Pick<TLedgerEntryView, "kind">) => MONEY_OUT.has(entry.kind);

/** The account as it stood right after `entry`: what it paid toward, paid so far, outstanding. */
export function standingAfter(account: TBookingAccount, entry: TLedgerEntryView) {
  const upTo = (inclusive: boolean) =>
    sumLedger(account.entries.filter((e) => (inclusive ? BigInt(e.id) <= BigInt(entry.id) : BigInt(e.id) < BigInt(entry.id))));
  const before = settleSchedule(account.schedule, upTo(false), entry.occurredOn);
  const totals = upTo(true);
  const after = settleSchedule(account.schedule, totals, entry.occurredOn);
  const toward = after.filter((item, index) => item.paidCents > before[index]!.paidCents).map((item) => item.kind);
  return {
    toward,
    totals,
    outstandingCents: Math.max(0, account.schedule.totalDueCents - totals.stayReceivedCents),
  };
}

/** A receipt for money received, or a note of money returned (a refund, a breakage deposit repaid). */
export async function renderReceiptPdf(
  booking: TDocumentBooking,
  account: TBookingAccount,
  entry: TLedgerEntryView,
  business: TBusinessDetails,
): Promise<Buffer> {
  const language = booking.language;
  const t = GUEST_PAYMENT_TEXTS[language];
  const p = PAYMENT_TEXTS[language];
  const returned = isMoneyReturned(entry);
  const title = returned ? t.documents.moneyReturned : t.documents.receipt;
  const { doc, bytes } = openDocument(`${title} ${booking.number}-${entry.id}`, language);
  supplierBlock(doc, toSupplier(business), language, account.terms.vatNumber);
  heading(doc, title);
  const standing = standingAfter(account, entry);
  const toward = standing.toward.length > 0 ? standing.toward.map((kind) => p.scheduleKinds[kind]).join(", ") : p.ledgerKinds[entry.kind];
  const rows: [string, string][] = [
    [t.labels.number, `${booking.number}-${entry.id}`],
    [t.labels.bookingNumber, booking.number],
    ...recipientRows({ name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone }, language),
    [returned ? t.labels.amountReturned : t.labels.amountReceived, formatCents(entry.amountCents, language)],
    [returned ? t.labels.dateReturned : t.labels.dateReceived, formatDisplayDate(entry.occurredOn)],
    [t.labels.method, p.methods[entry.method]],
    [t.labels.toward, returned ? p.ledgerKinds[entry.kind] : toward],
    ...stayRows(booking, language),
    [t.labels.total, formatCents(account.schedule.totalDueCents, language)],
    [t.labels.paidSoFar, formatCents(standing.totals.stayPaidCents, language)],
    [t.labels.outstanding, formatCents(isBinding(account.status) ? standing.outstandingCents : 0, language)],
  ];
  if (standing.totals.breakageHeldCents > 0 || entry.kind.startsWith("breakage"))
    rows.push([p.scheduleKinds.breakage_deposit, formatCents(standing.totals.breakageHeldCents, language)]);
  pairs(doc, rows);
  paragraph(doc, t.documents.notTaxInvoice, MUTED);
  doc.end();
  return bytes;
}

/** Each tax document's title among the documents' names (the law's own words, also in English in Afrikaans). */
export const TAX_DOCUMENT_TITLE = { invoice: "taxInvoice", credit_note: "creditNote", debit_note: "debitNote" } as const;

/**
 * A tax invoice, credit note or debit note: the words the law asks for always also in English,
 * from the frozen content. The supplier is the one frozen at issue; only a document issued before
 * that was frozen shows the business's details of today.
 */
export async function renderTaxDocumentPdf(document: TTaxDocument, business: TBusinessDetails, language: TLanguage): Promise<Buffer> {
  const t = GUEST_PAYMENT_TEXTS[language];
  const content = document.content;
  const title = t.documents[TAX_DOCUMENT_TITLE[document.kind]];
  const { doc, bytes } = openDocument(`${title} ${document.number}`, language);
  supplierBlock(doc, content.supplier ?? toSupplier(business), language, content.vatNumber);
  heading(doc, title);
  const rows: [string, string][] = [
    [t.labels.number, String(document.number)],
    [t.labels.date, formatDisplayDate(document.issuedOn)],
    [t.labels.vatNumber, content.vatNumber],
  ];
  if (content.invoiceNumber !== undefined) rows.push([t.labels.correctsInvoice, String(content.invoiceNumber)]);
  if (content.invoiceIssuedOn) rows.push([t.labels.invoiceDate, formatDisplayDate(content.invoiceIssuedOn)]);
  if (content.reason) rows.push([t.labels.reason, t.lines[content.reason]]);
  rows.push(
    [t.labels.bookingNumber, content.bookingNumber],
    ...recipientRows(content.recipient, language),
    // A tax document keeps the stay as the database names it.
    ...stayRows({ ...content, stay: fromStayEnum(content.stay as Stay) }, language),
  );
  if (content.beforeCents !== undefined && content.afterCents !== undefined)
    rows.push(
      [t.labels.invoicedBefore, formatCents(content.beforeCents, language)],
      [t.labels.invoicedAfter, formatCents(content.afterCents, language)],
    );
  pairs(doc, rows);
  table(
    doc,
    [
      [t.labels.description, t.labels.amount],
      ...content.lines.map((line) => [t.lines[line.label], formatCents(line.amountCents, language)]),
      [t.labels.total, formatCents(document.amountCents, language)],
      [t.labels.vat, formatCents(document.vatCents, language)],
    ],
    [0.7, 0.3],
    { header: true, right: [1], bold: [content.lines.length + 1] },
  );
  paragraph(doc, t.vatIncluded(formatCents(document.vatCents, language)));
  doc.end();
  return bytes;
}
