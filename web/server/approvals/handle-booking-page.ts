// The guest's own booking page behind the signed link in every guest e-mail (/booking/<token>),
// the domain side: its door (bookingPageDoor: rate limit, token, and a POST's action: cancel,
// action=message answers the owner, action=billing gives the tax invoice's details; refused with
// the field's message in the page's language, else 303 back to the page), what the page shows
// (readBookingPage; web/app/(links)/booking/[token] renders it) and its downloads (the .ics, the
// proforma, the tax invoice and credit notes). GET never changes anything: ?cancel=1 only shows
// the step that confirms a cancellation, whose button POSTs.
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { GUEST_MAIL } from "@/content/mail";
import { LINK_REQUEST_MESSAGES, resendBookingLink, zLinkRequest } from "../bookings/booking-link";
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
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { readFormWithin } from "../contract/door";
import { parseWithMessages } from "../contract/messages";
import { isAppError } from "../errors";
import { pageLanguage } from "../http/page-language";
import { messageAnswer, seeOther, type TDoorAnswer } from "../http/link-page";
import { escapeHtml } from "../mail/layout";
import { GUEST_MESSAGES } from "@/content/messages";
import { listThread, postGuestMessage, zMessageBody } from "../messages/thread";
import { GUEST_PAGE_BOOKING_FIELDS, guardLinkPage, renderPlainPage, unlessUnavailable, type TGuardRefusals } from "./page";
import { BOOKING_PAGE_ACTIONS, verifyActionToken } from "./token";
import { readGuestArrivalGuide } from "../stays/arrival-guide";
import { readStaySettings } from "../stays/texts";
import { isBinding, isCancelled, isOpen } from "@/server/bookings/status";

type TBookingFileView = "ics" | "proforma" | "tax-invoice";

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

/** The 503 page of a guest link page, as `messagePage` shows it. */
export function unavailablePage(language: TLanguage, messagePage: TMessagePage) {
  return (message: string, retryAfterSeconds: number) =>
    messagePage(language, GUEST_MAIL[language].verify.limitedTitle, message, 503, { "retry-after": String(retryAfterSeconds) });
}

type TMessagePage = (language: TLanguage, title: string, text: string, status: number, headers?: Record<string, string>) => Response;

/** A guest link page's refusals (too many requests, another site's form) as `messagePage` shows them, in `language`. */
export function guestRefusals(language: TLanguage, messagePage: TMessagePage): TGuardRefusals {
  const titles = GUEST_MAIL[language].verify;
  const texts = GUEST_JOURNEY[language].page;
  return {
    limited: (retryAfterSeconds) =>
      messagePage(language, titles.limitedTitle, texts.limited, 429, { "retry-after": String(retryAfterSeconds) }),
    crossOrigin: () => messagePage(language, titles.crossOriginTitle, texts.crossOrigin, 403),
  };
}

function messagePage(language: TLanguage, title: string, text: string, status: number, headers: Record<string, string> = {}): Response {
  const resend = GUEST_JOURNEY[language].resend.title;
  return renderPlainPage({
    language,
    title,
    html: `<p role="status">${escapeHtml(text)}</p><p><a href="/booking?lang=${language}">${escapeHtml(resend)}</a></p>`,
    status,
    headers,
  });
}

/** The downloads behind the guest's link: the calendar file, the proforma and the tax documents. */
export async function handleBookingPage(request: Request, token: string, view: TBookingFileView): Promise<Response> {
  const url = new URL(request.url);
  const visitorLanguage = pageLanguage(url, request.headers);
  return unlessUnavailable(
    visitorLanguage,
    () => bookingFile(request, token, view, url, visitorLanguage),
    unavailablePage(visitorLanguage, messagePage),
  );
}

async function bookingFile(
  request: Request,
  token: string,
  view: TBookingFileView,
  url: URL,
  visitorLanguage: TLanguage,
): Promise<Response> {
  const t = getDictionary(visitorLanguage);
  const texts = GUEST_JOURNEY[visitorLanguage].page;
  const refused = await guardLinkPage(request, "GET", { bucket: "booking-pages" }, t, guestRefusals(visitorLanguage, messagePage));
  if (refused) return refused;
  const check = verifyActionToken(token, Date.now(), undefined, BOOKING_PAGE_ACTIONS);
  if (!check.ok) return messagePage(visitorLanguage, texts.invalidTitle, texts.invalid, check.reason === "expired" ? 410 : 403);
  const found = await loadGuestBooking(check.claim.subjectId);
  if (!found) return messagePage(visitorLanguage, texts.invalidTitle, texts.invalid, 404);
  const language = pageLanguage(url, request.headers, found.language);

  if (view === "ics") {
    const business = await getBusinessDetails();
    const ics = makeBookingIcs(
      { ...found, stay: fromStayEnum(found.stay), checkIn: fromUtcDate(found.checkIn), checkOut: fromUtcDate(found.checkOut), language },
      business,
    );
    return new Response(ics.content, {
      headers: {
        "content-type": ics.contentType,
        "content-disposition": `attachment; filename="${ics.filename}"`,
        "cache-control": "no-store",
        "x-robots-tag": "noindex",
      },
    });
  }

  const file =
    isBinding(found.status) || view === "tax-invoice"
      ? view === "proforma"
        ? await loadProformaPdf(found.id, getBusinessToday(), language)
        : await loadTaxDocumentPdf(found.id, language, taxDocumentAsked(url.searchParams))
      : null;
  if (!file) return messagePage(language, texts.invalidTitle, GUEST_PAYMENT_TEXTS[language].page.noDocument, 404);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}

/**
 * The door of the guest's booking page (/booking/<token>): its rate limit, the signed token and,
 * for a POST, the action (cancel, a message, the invoice details). Answers the page's status and
 * view, or a 303 back to the page after an action.
 */
export async function bookingPageDoor(request: Request, token: string): Promise<TDoorAnswer> {
  return guestLinkDoor(request, `/booking/${encodeURIComponent(token)}`, (asked) => bookingPageAnswer(asked, token));
}

/** A request to a guest link page, past its door's guard: its address, method and the visitor's language. */
export type TGuestPageRequest = { request: Request; url: URL; method: "GET" | "POST"; base: { language: TLanguage; path: string } };

/**
 * The frame of every guest link page's door at `path`: the visitor's language (`?lang=` first),
 * the 503 answer when the database is busy or away, the rate limit the guest's pages share and a
 * POST's Origin check; then the page's own `answer`.
 */
export async function guestLinkDoor(
  request: Request,
  path: string,
  answer: (asked: TGuestPageRequest) => Promise<TDoorAnswer>,
): Promise<TDoorAnswer> {
  const url = new URL(request.url);
  const base = { language: pageLanguage(url, request.headers), path };
  const method = request.method === "POST" ? "POST" : "GET";
  return unlessUnavailable(
    base.language,
    async () =>
      (await guardLinkPage(request, method, { bucket: "booking-pages" }, getDictionary(base.language), guestPageRefusals(base))) ??
      answer({ request, url, method, base }),
    unavailableAnswer(base),
  );
}

/** A guest link page's 503 answer when the database is busy or away: the message and when to retry. */
export function unavailableAnswer(base: { language: TLanguage; path: string }) {
  return (message: string, retryAfterSeconds: number): TDoorAnswer =>
    messageAnswer(
      base,
      503,
      { title: GUEST_MAIL[base.language].verify.limitedTitle, text: message },
      { "retry-after": String(retryAfterSeconds) },
    );
}

/** A guest link page's refusals (too many requests, another site's form) as page answers. */
export function guestPageRefusals(base: { language: TLanguage; path: string }): TGuardRefusals<TDoorAnswer> {
  const titles = GUEST_MAIL[base.language].verify;
  const texts = GUEST_JOURNEY[base.language].page;
  return {
    limited: (retryAfterSeconds) =>
      messageAnswer(base, 429, { title: titles.limitedTitle, text: texts.limited }, { "retry-after": String(retryAfterSeconds) }),
    crossOrigin: () => messageAnswer(base, 403, { title: titles.crossOriginTitle, text: texts.crossOrigin }),
  };
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

async function bookingPageAnswer({ request, url, method, base }: TGuestPageRequest, token: string): Promise<TDoorAnswer> {
  const t = getDictionary(base.language);
  const texts = GUEST_JOURNEY[base.language].page;
  const check = verifyActionToken(token, Date.now(), undefined, BOOKING_PAGE_ACTIONS);
  if (!check.ok) return messageAnswer(base, check.reason === "expired" ? 410 : 403, { title: texts.invalidTitle, text: texts.invalid });
  const booking = await getDb().booking.findUnique({
    where: { id: check.claim.subjectId },
    select: { id: true, language: true, status: true },
  });
  if (!booking) return messageAnswer(base, 404, { title: texts.invalidTitle, text: texts.invalid });
  const language = pageLanguage(url, request.headers, booking.language);
  const page = { language, path: base.path };
  const self = `${base.path}?lang=${language}`;

  if (method === "GET") {
    const view = url.searchParams.has("cancel") && isOpen(booking.status) ? "confirm-cancel" : "page";
    return { kind: "page", status: 200, state: { ...page, view, notice: noticeAfter(url, language) } };
  }
  const body = await readPostedForm(request, t);
  if (!body) return messageAnswer(page, 413, { title: texts.invalidTitle, text: t.api.payloadTooLarge });
  if (body.get("action") === "message") {
    const typed = body.get("message") ?? "";
    const parsed = zMessageBody(language).safeParse(typed);
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? GUEST_MESSAGES[language].page.required;
      return {
        kind: "page",
        status: 400,
        state: { ...page, view: "page", form: { name: "message", values: { message: typed }, errors: { message: error } } },
      };
    }
    if ((await postGuestMessage(booking.id, parsed.data)) === "closed")
      return { kind: "page", status: 409, state: { ...page, view: "page", notice: GUEST_MESSAGES[language].page.closed } };
    return seeOther(`${self}&sent=1#messages`);
  }
  if (body.get("action") === "billing") {
    // Only the fields the form has; anything else sent along is ignored.
    const posted = Object.fromEntries(BILLING_FIELDS.map((name) => [name, body.get(name) ?? ""]));
    try {
      const details = parseBilling(posted, language);
      const outcome = await saveBillingDetails({ bookingId: booking.id, details, actor: { kind: "guest" } });
      if (outcome === "saved") return seeOther(`${self}&saved=billing`);
      return { kind: "page", status: 409, state: { ...page, view: "page", notice: GUEST_PAYMENT_TEXTS[language].billing.refusals.closed } };
    } catch (error) {
      if (!isAppError(error) || error.code !== "BAD_REQUEST") throw error;
      return {
        kind: "page",
        status: 400,
        state: {
          ...page,
          view: "page",
          notice: error.message,
          form: { name: "billing", values: posted, errors: error.details.fields ?? {} },
        },
      };
    }
  }
  const outcome = await cancelBooking({ bookingId: booking.id, actor: { kind: "guest" } });
  return seeOther(`${self}&done=${outcome === "cancelled" ? "cancelled" : "final"}`);
}

/** What the guest's booking page shows, read for the booking its token names; null when the token or the booking is not (any more) valid. */
export async function readBookingPage(token: string) {
  const check = verifyActionToken(token, Date.now(), undefined, BOOKING_PAGE_ACTIONS);
  if (!check.ok) return null;
  const booking = await loadGuestBooking(check.claim.subjectId);
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

/** A link page's posted form fields, or null when the body is over the form limit. */
export async function readPostedForm(request: Request, t: ReturnType<typeof getDictionary>): Promise<URLSearchParams | null> {
  try {
    return await readFormWithin(request, t);
  } catch (error) {
    if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") return null;
    throw error;
  }
}

/** The form that e-mails a lost booking link again (GET), and its answer (POST): the same whether or not the details match. */
export async function handleBookingLinkResend(request: Request, method: "GET" | "POST"): Promise<Response> {
  const language = pageLanguage(new URL(request.url), request.headers);
  const t = getDictionary(language);
  const texts = GUEST_JOURNEY[language];
  const form = (values: { bookingNumber?: string; guestEmail?: string }, errors: Record<string, string> = {}) => {
    const field = (name: "bookingNumber" | "guestEmail", label: string, type: string) =>
      `<p><label for="${name}">${escapeHtml(label)}</label><br><input id="${name}" name="${name}" type="${type}" required value="${escapeHtml(values[name] ?? "")}"${
        errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ""
      } style="font:inherit;padding:8px;width:100%;box-sizing:border-box">${errors[name] ? `<br><span id="${name}-error" style="color:#9b2c2c">${escapeHtml(errors[name])}</span>` : ""}</p>`;
    return `<p>${escapeHtml(texts.resend.intro)}</p><form method="post" action="/booking?lang=${language}">${field("bookingNumber", texts.resend.number, "text")}${field(
      "guestEmail",
      texts.resend.email,
      "email",
    )}<button type="submit">${escapeHtml(texts.resend.submit)}</button></form>`;
  };
  return unlessUnavailable(
    language,
    async () => {
      if (method === "GET") return renderPlainPage({ language, title: texts.resend.title, html: form({}), status: 200 });
      const refused = await guardLinkPage(
        request,
        method,
        { bucket: "booking-link-resend", points: getConfig().RATE_LIMIT_POSTS },
        t,
        guestRefusals(language, messagePage),
      );
      if (refused) return refused;
      let body: Record<string, string>;
      try {
        body = Object.fromEntries(await readFormWithin(request, t));
      } catch (error) {
        if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE")
          return renderPlainPage({
            language,
            title: texts.resend.title,
            html: `<p role="alert">${escapeHtml(error.message)}</p>`,
            status: 413,
          });
        throw error;
      }
      try {
        await resendBookingLink({ input: parseWithMessages(zLinkRequest, LINK_REQUEST_MESSAGES, body, t) });
      } catch (error) {
        if (isAppError(error) && error.code === "BAD_REQUEST")
          return renderPlainPage({ language, title: texts.resend.title, html: form(body, error.details.fields ?? {}), status: 400 });
        throw error;
      }
      return renderPlainPage({
        language,
        title: texts.resend.title,
        html: `<p role="status">${escapeHtml(texts.resend.sent)}</p>`,
        status: 200,
      });
    },
    unavailablePage(language, messagePage),
  );
}
