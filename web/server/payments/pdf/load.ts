// The guest's payment documents read from the database and drawn, ready to attach to an e-mail
// or to send from the guest's booking page: each with its file name and type.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { GUEST_PAYMENT_TEXTS } from "@/content/payments";
import { fromStayEnum } from "../../bookings/stay-enum";
import { getBusinessDetails } from "../../business";
import { fromUtcDate, getBusinessToday, type TIsoDate } from "../../calendar/dates";
import { getDb } from "../../db/client";
import { readBookingAccount, type TBookingAccount } from "../store";
import { listTaxDocuments, type TTaxDocument, type TTaxDocumentChoice } from "../tax-documents";
import { renderProformaPdf, renderReceiptPdf, renderTaxDocumentPdf, TAX_DOCUMENT_TITLE, type TDocumentBooking } from "./documents";

export type TPdfFile = { filename: string; content: Buffer; contentType: "application/pdf" };

async function loadDocumentBooking(bookingId: string): Promise<TDocumentBooking | null> {
  const row = await getDb().booking.findUnique({
    where: { id: bookingId },
    select: {
      number: true,
      language: true,
      guestName: true,
      guestEmail: true,
      guestPhone: true,
      stay: true,
      checkIn: true,
      checkOut: true,
      nights: true,
      guests: true,
      basePriceCents: true,
      additionalGuestFeeCents: true,
      cleaningFeeCents: true,
    },
  });
  if (!row) return null;
  return { ...row, stay: fromStayEnum(row.stay), checkIn: fromUtcDate(row.checkIn), checkOut: fromUtcDate(row.checkOut) };
}

/** A file name of the document's name and number, in letters every mail program keeps. */
function fileName(title: string, number: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\(.*\)/, "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  return `${slug}-${number}.pdf`;
}

/** The booking's pro-forma invoice as of `today`; null for a booking without a payment plan. */
export async function loadProformaPdf(
  bookingId: string,
  today: TIsoDate = getBusinessToday(),
  language?: TLanguage,
  known?: TBookingAccount,
): Promise<TPdfFile | null> {
  const [booking, account] = await Promise.all([loadDocumentBooking(bookingId), known ?? readBookingAccount(bookingId, today)]);
  if (!booking || !account) return null;
  const shown = { ...booking, language: language ?? booking.language };
  const content = await renderProformaPdf(shown, account, await getBusinessDetails(), today);
  return {
    filename: fileName(GUEST_PAYMENT_TEXTS[shown.language].documents.proforma, booking.number),
    content,
    contentType: "application/pdf",
  };
}

/** The receipt (or note of money returned) for one ledger entry of the booking; null when there is no such entry. */
export async function loadReceiptPdf(bookingId: string, entryId: string): Promise<{ file: TPdfFile; account: TBookingAccount } | null> {
  const [booking, account] = await Promise.all([loadDocumentBooking(bookingId), readBookingAccount(bookingId)]);
  const entry = account?.entries.find((e) => e.id === entryId);
  if (!booking || !account || !entry) return null;
  const content = await renderReceiptPdf(booking, account, entry, await getBusinessDetails());
  const t = GUEST_PAYMENT_TEXTS[booking.language].documents;
  const title = entry.kind === "refund" || entry.kind === "breakage_repaid" ? t.moneyReturned : t.receipt;
  return { file: { filename: fileName(title, `${booking.number}-${entryId}`), content, contentType: "application/pdf" }, account };
}

/**
 * One of the booking's tax documents: its tax invoice, or the credit or debit note of that number, once
 * issued; null otherwise. Named in English, the law's words.
 */
export async function loadTaxDocumentPdf(
  bookingId: string,
  language: TLanguage,
  which: TTaxDocumentChoice = { kind: "invoice" },
): Promise<(TPdfFile & { document: TTaxDocument }) | null> {
  const document = (await listTaxDocuments(getDb(), bookingId)).find(
    (candidate) => candidate.kind === which.kind && (which.kind === "invoice" || candidate.number === which.number),
  );
  if (!document) return null;
  const content = await renderTaxDocumentPdf(document, await getBusinessDetails(), language);
  const title = GUEST_PAYMENT_TEXTS.en.documents[TAX_DOCUMENT_TITLE[document.kind]];
  return { filename: fileName(title, String(document.number)), content, contentType: "application/pdf", document };
}
