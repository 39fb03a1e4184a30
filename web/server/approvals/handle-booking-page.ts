// The guest's own booking page behind the signed link in every guest e-mail (/booking/<token>),
// the domain side: its door (bookingPageDoor: rate limit, token, and a POST's action: cancel,
// action=message answers the owner, action=billing gives the tax invoice's details; refused with
// the field's message in the page's language, else 303 back to the page), what the page shows
// (readBookingPage; web/app/(links)/booking/[token] renders it) and the door of its downloads
// (bookingFileDoor: the .ics, the proforma, the tax invoice and credit notes). GET never changes
// anything: ?cancel=1 only shows the step that confirms a cancellation, whose button POSTs.
import "server-only";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { cancelBooking } from "../bookings/cancel-booking";
import { fromStayEnum } from "../bookings/stay-enum";
import { getBusinessDetails } from "../business";
import { makeBookingIcs } from "../calendar/booking-ics";
import { fromUtcDate, getBusinessToday } from "../calendar/dates";
import { formatCents, GUEST_PAYMENT_TEXTS } from "@/content/payments";
import { loadProformaPdf, loadTaxDocumentPdf } from "../payments/pdf/load";
import { COOLING_OFF_DAYS, COOLING_OFF_NOTICE_DAYS, REFUND_BUSINESS_DAYS } from "../payments/rules";
import { cancellingOn, readBookingAccount, readPaymentTerms, type TBookingAccount } from "../payments/store";
import { listTaxDocuments, taxDocumentAsked, type TTaxDocument } from "../payments/tax-documents";
import { BILLING_FIELDS, parseBilling, saveBillingDetails } from "../payments/billing";
import { getDb } from "../db/client";
import { visitorErrorOf } from "../contract/refusals";
import { readPostedForm } from "../http/link-guard";
import { pageLanguage } from "../http/page-language";
import { messageAnswer, seeOther, type TDoorAnswer, type TLinkPageState } from "../http/link-page";
import { GUEST_MESSAGES } from "@/content/messages";
import { listThread, parseGuestMessage, postGuestMessage } from "../messages/thread";
import { GUEST_PAGE_BOOKING_FIELDS, guestLinkDoor, type TGuestPageRequest } from "./guest-door";
import { BOOKING_PAGE_ACTIONS, verifyActionToken } from "./token";
import { readGuestArrivalGuide } from "../stays/arrival-guide";
import { readStaySettings } from "../stays/texts";
import { isBinding, isCancelled, isOpen } from "@/server/bookings/status";
import { DROP_OFFLINE_COPY, OFFLINE_COPY_HEADER, offlineCopyOf } from "../offline/copy";

async function loadGuestBooking(bookingId: string) {
  return getDb().booking.findUnique({
    where: { id: bookingId },
    select: {
      ...GUEST_PAGE_BOOKING_FIELDS,
      id: true,
      checkInTime: true,
      nights: true,
      basePriceCents: true,
      additionalGuestFeeCents: true,
      cleaningFeeCents: true,
      calendarSequence: true,
      guestName: true,
      guestEmail: true,
      erasedAt: true,
      billingName: true,
      billingAddress: true,
      billingVatNumber: true,
    },
  });
}

/** What cancelling today repays by the policy, from what the ledger holds; null before it is confirmed. */
export function refundText(account: TBookingAccount | null, language: TLanguage): string | null {
  const cancelling = account && cancellingOn(account, getBusinessToday());
  if (!cancelling) return null;
  const t = GUEST_PAYMENT_TEXTS[language].page;
  const { refund } = cancelling;
  return cancelling.paidAnything
    ? t.refundIfCancelled(formatCents(refund.toRepayCents, language), {
        percent: refund.tier.refundPercent,
        daysBefore: refund.daysBefore,
        coolingOff: refund.coolingOff ? { withinDays: COOLING_OFF_DAYS, noticeDays: COOLING_OFF_NOTICE_DAYS } : null,
      }) + (refund.breakageRefundCents > 0 ? ` ${t.breakageRepaid(formatCents(refund.breakageRefundCents, language))}` : "")
    : t.nothingPaid;
}

/** True when cancelling today would keep part of what the guest paid toward the stay. */
export function refundKeepsPart(account: TBookingAccount | null): boolean {
  return (account && cancellingOn(account, getBusinessToday())?.keepsPart) ?? false;
}

/** After a cancellation: what is still owed back, and by when, or that it has been repaid; null when nothing was paid. */
export function refundAfterText(account: TBookingAccount | null, language: TLanguage): string | null {
  const refund = account?.refund;
  if (!account || !refund || (account.totals.stayReceivedCents === 0 && account.totals.breakageReceivedCents === 0)) return null;
  const t = GUEST_PAYMENT_TEXTS[language].page;
  const repaid = account.totals.refundedCents + account.totals.breakageRepaidCents;
  return refund.toRepayCents > 0
    ? t.refundOwed(formatCents(refund.toRepayCents, language), REFUND_BUSINESS_DAYS, repaid > 0 ? formatCents(repaid, language) : null)
    : t.refundDone(formatCents(repaid, language));
}

export type TGuestBooking = NonNullable<Awaited<ReturnType<typeof loadGuestBooking>>>;
export type TPagePayment = { account: TBookingAccount; taxDocuments: TTaxDocument[] };

/** The files behind the guest's link, by the last segment of their address. */
export const BOOKING_FILES = ["calendar.ics", "proforma.pdf", "tax-invoice.pdf"] as const;
export type TBookingFile = (typeof BOOKING_FILES)[number];

/**
 * The door of the downloads beside the guest's booking page (/booking/<token>/calendar.ics,
 * proforma.pdf, tax-invoice.pdf[?credit-note=N]): the same guard and token as the page. Answers the
 * file itself, or a refusal as the booking page's message (web/proxy.ts renders it there).
 */
export async function bookingFileDoor(request: Request, token: string, file: TBookingFile): Promise<TDoorAnswer> {
  return guestLinkDoor(request, `/booking/${encodeURIComponent(token)}/${file}`, (asked) => bookingFile(asked, token, file));
}

async function bookingFile({ request, url, base }: TGuestPageRequest, token: string, file: TBookingFile): Promise<TDoorAnswer> {
  const texts = GUEST_JOURNEY[base.language].page;
  const check = verifyActionToken(token, Date.now(), undefined, BOOKING_PAGE_ACTIONS);
  if (!check.ok) return messageAnswer(base, check.reason === "expired" ? 410 : 403, { title: texts.invalidTitle, text: texts.invalid });
  const found = await loadGuestBooking(check.claim.subjectId);
  if (!found) return messageAnswer(base, 404, { title: texts.invalidTitle, text: texts.invalid });
  const language = pageLanguage(url, request.headers, found.language);

  if (file === "calendar.ics") {
    const business = await getBusinessDetails();
    const ics = makeBookingIcs(
      { ...found, stay: fromStayEnum(found.stay), checkIn: fromUtcDate(found.checkIn), checkOut: fromUtcDate(found.checkOut), language },
      business,
    );
    return download(ics.content, ics.contentType, ics.filename);
  }

  const document =
    isBinding(found.status) || file === "tax-invoice.pdf"
      ? file === "proforma.pdf"
        ? await loadProformaPdf(found.id, getBusinessToday(), language)
        : await loadTaxDocumentPdf(found.id, language, taxDocumentAsked(url.searchParams))
      : null;
  if (!document)
    return messageAnswer({ ...base, language }, 404, {
      title: GUEST_JOURNEY[language].page.invalidTitle,
      text: GUEST_PAYMENT_TEXTS[language].page.noDocument,
    });
  return download(new Uint8Array(document.content), document.contentType, document.filename);
}

/** A file sent as an attachment: never cached, never indexed. */
function download(content: BodyInit, contentType: string, filename: string): TDoorAnswer {
  return {
    kind: "reply",
    response: new Response(content, {
      headers: {
        "content-type": contentType,
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-robots-tag": "noindex",
      },
    }),
  };
}

/**
 * The door of the guest's booking page (/booking/<token>): its rate limit, the signed token and,
 * for a POST, the action (cancel, a message, the invoice details). Answers the page's status and
 * view, or a 303 back to the page after an action.
 */
export async function bookingPageDoor(request: Request, token: string): Promise<TDoorAnswer<TBookingPage>> {
  return guestLinkDoor<TBookingPage>(request, `/booking/${encodeURIComponent(token)}`, (asked) => bookingPageAnswer(asked, token));
}

/** The notices a GET of the page shows after the 303 of an action (`?sent=1`, `?saved=billing`, `?done=`). */
function noticeAfter(url: URL, language: TLanguage): string | undefined {
  if (url.searchParams.get("sent") === "1") return GUEST_MESSAGES[language].page.sent;
  if (url.searchParams.get("saved") === "billing") return GUEST_PAYMENT_TEXTS[language].billing.saved;
  const done = url.searchParams.get("done");
  if (done === "cancelled") return GUEST_JOURNEY[language].page.cancelledDone;
  if (done === "final") return GUEST_JOURNEY[language].page.alreadyFinal;
  return undefined;
}

async function bookingPageAnswer({ request, url, method, base }: TGuestPageRequest, token: string): Promise<TDoorAnswer<TBookingPage>> {
  const t = getDictionary(base.language);
  const texts = GUEST_JOURNEY[base.language].page;
  const check = verifyActionToken(token, Date.now(), undefined, BOOKING_PAGE_ACTIONS);
  const invalid = { title: texts.invalidTitle, text: texts.invalid };
  if (!check.ok) return messageAnswer(base, check.reason === "expired" ? 410 : 403, invalid, DROP_OFFLINE_COPY);
  const booking = await getDb().booking.findUnique({
    where: { id: check.claim.subjectId },
    select: { id: true, language: true, status: true },
  });
  if (!booking) return messageAnswer(base, 404, invalid, DROP_OFFLINE_COPY);
  const language = pageLanguage(url, request.headers, booking.language);
  const page = { language, path: base.path };
  const self = `${base.path}?lang=${language}`;
  /** The page, with all it shows read now (the page itself reads nothing), and what the phone keeps of it. */
  const pageAnswer = async (
    status: number,
    state: Omit<TLinkPageState<TBookingPage>, "language" | "path">,
    keep = false,
  ): Promise<TDoorAnswer<TBookingPage>> => {
    const facts = await readBookingPage(booking.id);
    if (!facts) return messageAnswer(base, 404, invalid, DROP_OFFLINE_COPY);
    const offline = keep
      ? offlineCopyOf({ status: facts.booking.status, checkOut: fromUtcDate(facts.booking.checkOut) }, getBusinessToday())
      : null;
    return {
      kind: "page",
      status,
      state: { ...page, ...state, facts },
      ...(offline ? { headers: { [OFFLINE_COPY_HEADER]: offline } } : {}),
    };
  };

  /**
   * A form's refusal, on the page in the guest's words: a refused field's words under it, the form
   * kept as sent (a form of several fields with the first one's words as a summary on top); a
   * refusal of the whole (closed, erased) as the page's notice. Anything else is thrown on.
   */
  const refusedPage = (error: unknown, form: { name: "message" | "billing"; values: Record<string, string> }) => {
    const refused = visitorErrorOf(error, language);
    if (!refused || refused.status >= 500) throw error;
    const errors = refused.details.fields;
    if (!errors) return pageAnswer(refused.status, { view: "page", notice: refused.message });
    const summary = Object.keys(form.values).length > 1 ? { notice: refused.message } : {};
    return pageAnswer(refused.status, { view: "page", ...summary, form: { ...form, errors } });
  };

  if (method === "GET") {
    const view = url.searchParams.has("cancel") && isOpen(booking.status) ? "confirm-cancel" : "page";
    // The page itself (not its cancel step) says whether the guest's phone keeps a copy of it.
    return pageAnswer(200, { view, notice: noticeAfter(url, language) }, view === "page");
  }
  const body = await readPostedForm(request, t);
  if (!body) return messageAnswer(page, 413, { title: texts.invalidTitle, text: t.api.payloadTooLarge });
  if (body.get("action") === "message") {
    const typed = body.get("message") ?? "";
    try {
      await postGuestMessage(booking.id, parseGuestMessage(typed));
    } catch (error) {
      return refusedPage(error, { name: "message", values: { message: typed } });
    }
    return seeOther(`${self}&sent=1#messages`);
  }
  if (body.get("action") === "billing") {
    // Only the fields the form has; anything else sent along is ignored.
    const posted = Object.fromEntries(BILLING_FIELDS.map((name) => [name, body.get(name) ?? ""]));
    try {
      await saveBillingDetails({ bookingId: booking.id, details: parseBilling(posted), actor: { kind: "guest" } });
    } catch (error) {
      return refusedPage(error, { name: "billing", values: posted });
    }
    return seeOther(`${self}&saved=billing`);
  }
  const outcome = await cancelBooking({ bookingId: booking.id, actor: { kind: "guest" } });
  return seeOther(`${self}&done=${outcome === "cancelled" ? "cancelled" : "final"}`);
}

/** What the guest's booking page shows, read by its door for the booking its token names. */
async function readBookingPage(bookingId: string) {
  const booking = await loadGuestBooking(bookingId);
  if (!booking) return null;
  const business = await getBusinessDetails();
  // A cancelled booking's account says what is repaid; only a confirmed one's shows what to pay.
  const account = isBinding(booking.status) || isCancelled(booking.status) ? await readBookingAccount(booking.id) : null;
  const taxDocuments = account ? await listTaxDocuments(getDb(), booking.id) : [];
  const payment: TPagePayment | null = account && isBinding(booking.status) ? { account, taxDocuments } : null;
  const guide = await readGuestArrivalGuide(
    {
      id: booking.id,
      status: booking.status,
      stay: fromStayEnum(booking.stay),
      checkIn: fromUtcDate(booking.checkIn),
      checkOut: fromUtcDate(booking.checkOut),
    },
    getBusinessToday(),
    account,
  );
  // The refund policy shown is the one the booking was confirmed under, or today's for a request.
  const policyTerms = account?.terms ?? (await readPaymentTerms());
  return {
    booking,
    business,
    account,
    payment,
    taxDocuments,
    guide,
    policyTerms,
    settings: await readStaySettings(),
    thread: await listThread(booking.id),
  };
}

export type TBookingPage = NonNullable<Awaited<ReturnType<typeof readBookingPage>>>;
