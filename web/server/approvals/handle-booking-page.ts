// The guest's own booking page behind the signed link in every guest e-mail (/booking/<token>):
// the status in words, the stay, dates, guests and price, the house rules and the terms'
// cancellation rules; once confirmed, the address, directions, times and the business's contact.
// The guest can download the current .ics and cancel (GET ?cancel=1 shows the confirmation step,
// the POST from this page cancels), and read and answer the owner's messages (a POST with
// action=message; refused with the field's message in the page's language, else 303 back to the
// thread); under VAT registration they give the tax invoice's details (name, address, VAT number:
// a POST of action=billing) and download the tax invoice and credit notes. Plain server HTML like
// the other link pages: no scripts, not
// indexed, never cached, in the booking's language unless ?lang= asks for the other.
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { GUEST_MAIL } from "@/content/mail";
import { addressIn, formatRand } from "@/content/site";
import { fillHours, STAYS } from "@/content/stays";
import { resendBookingLink } from "../bookings/booking-link";
import { cancelBooking } from "../bookings/cancel-booking";
import { fromStayEnum } from "../bookings/stay-enum";
import { getBusinessDetails, makeWhatsAppUrl, type TBusinessDetails } from "../business";
import { makeBookingIcs } from "../calendar/booking-ics";
import { formatDisplayDate, formatMoment, fromUtcDate, getBusinessToday } from "../calendar/dates";
import { formatCents, GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import { bankRows } from "../payments/mail-blocks";
import { loadProformaPdf, loadTaxDocumentPdf } from "../payments/pdf/load";
import { computeRefund } from "../payments/rules";
import { readBookingAccount, type TBookingAccount } from "../payments/store";
import { listTaxDocuments, type TTaxDocument } from "../payments/tax-documents";
import {
  BILLING_FIELDS,
  billingOf,
  needsInvoiceAddress,
  parseBilling,
  saveBillingDetails,
  type TBillingDetails,
  type TBillingField,
} from "../payments/billing";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { readFormWithin } from "../contract/door";
import { isAppError } from "../errors";
import { resolveLanguage } from "../http/language";
import { escapeHtml } from "../mail/layout";
import { GUEST_MESSAGES, MESSAGE_MAX_LENGTH } from "@/content/messages";
import { listThread, postGuestMessage, zMessageBody, type TThreadMessage } from "../messages/thread";
import { GUEST_PAGE_BOOKING_FIELDS, guardLinkPage, renderPlainPage, unlessUnavailable, type TGuardRefusals } from "./page";
import { BOOKING_PAGE_ACTIONS, verifyActionToken } from "./token";
import { arrivalGuideRows, readGuestArrivalGuide, type TArrivalGuide } from "../stays/arrival-guide";
import { guestHouseRules, readStaySettings, type TStaySettings } from "../stays/texts";
import { isOpen } from "@/server/bookings/status";

type TBookingPageView = "page" | "confirm-cancel" | "ics" | "proforma" | "tax-invoice";

async function loadGuestBooking(bookingId: string) {
  return getDb().booking.findUnique({
    where: { id: bookingId },
    select: {
      ...GUEST_PAGE_BOOKING_FIELDS,
      id: true,
      checkInTime: true,
      nights: true,
      basePrice: true,
      additionalGuestFee: true,
      cleaningFee: true,
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

/** What the message form shows after a refusal: the guest's text and the field's message. */
type TMessageForm = { value: string; error?: string };

/** The thread with the owner and the form that answers it (a plain POST, no script). */
function messagesHtml(thread: TThreadMessage[], language: TLanguage, self: string, open: boolean, form: TMessageForm): string {
  const texts = GUEST_MESSAGES[language].page;
  const items = thread.map(
    (m) =>
      `<li class="msg msg-${m.author}" data-testid="message"><p class="who">${escapeHtml(m.author === "owner" ? texts.fromOwner : texts.fromGuest)} · <time datetime="${m.createdAt}">${escapeHtml(formatMoment(m.createdAt))}</time></p><p class="body">${escapeHtml(m.body)}</p></li>`,
  );
  const list = thread.length > 0 ? `<ol class="thread">${items.join("")}</ol>` : `<p>${escapeHtml(texts.empty)}</p>`;
  const error = form.error ? `<br><span id="message-error" role="alert" style="color:#9b2c2c">${escapeHtml(form.error)}</span>` : "";
  const compose = open
    ? `<form method="post" action="${self}?lang=${language}#messages"><input type="hidden" name="action" value="message">` +
      `<p><label for="message">${escapeHtml(texts.label)}</label><br><textarea id="message" name="message" rows="4" maxlength="${MESSAGE_MAX_LENGTH}" required aria-describedby="message-hint${form.error ? " message-error" : ""}"${form.error ? ' aria-invalid="true"' : ""} style="font:inherit;padding:8px;width:100%;box-sizing:border-box">${escapeHtml(form.value)}</textarea>` +
      `<span id="message-hint" class="note">${escapeHtml(texts.hint)}</span>${error}</p>` +
      `<button type="submit">${escapeHtml(texts.send)}</button></form>`
    : `<p>${escapeHtml(texts.closed)}</p>`;
  return `<section id="messages" aria-labelledby="messages-title"><h2 id="messages-title">${escapeHtml(texts.title)}</h2><p>${escapeHtml(texts.intro)}</p>${list}${compose}</section>`;
}

type TGuestBooking = NonNullable<Awaited<ReturnType<typeof loadGuestBooking>>>;

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
const section = (title: string, html: string) => `<section><h2>${escapeHtml(title)}</h2>${html}</section>`;
const dl = (rows: [string, string][]) =>
  `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;

/** Extra look of this page beside renderPlainPage's. */
const PAGE_STYLE =
  "<style>.thread{list-style:none;margin:0 0 16px;padding:0;display:flex;flex-direction:column;gap:8px}.msg{border-radius:6px;padding:8px 12px;background:#f6f4ef}.msg-guest{background:#eef4f3;margin-left:24px}.msg p{margin:0}.msg .who{font-size:14px;color:#5b6b70}.msg .body{white-space:pre-wrap}h2{font-size:18px;margin:24px 0 8px}section ul{margin:0;padding-left:20px}.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:20px 0}.actions a,.lang{color:#1d5c63;font-weight:600}.status{padding:12px;border-radius:6px;background:#eef4f3}.danger{background:#9b2c2c}</style>";

function statusText(booking: TGuestBooking, language: TLanguage): string {
  const s = GUEST_JOURNEY[language].page.status;
  if (booking.status === "requested") return booking.verifiedAt ? s.requested : s.requestedUnverified;
  return s[booking.status];
}

function contactHtml(booking: TGuestBooking, business: TBusinessDetails, language: TLanguage, full: boolean): string {
  const texts = GUEST_JOURNEY[language];
  const stay = STAYS[fromStayEnum(booking.stay)].name[language];
  const dates = `${formatDisplayDate(fromUtcDate(booking.checkIn))} - ${formatDisplayDate(fromUtcDate(booking.checkOut))}`;
  const whatsapp = makeWhatsAppUrl(business, texts.whatsappMessage(`${stay} (${booking.number})`, dates));
  const items: string[] = [];
  if (full && business.phone)
    items.push(`${escapeHtml(texts.mail.phone)}: <a href="${escapeHtml(business.phone.href)}">${escapeHtml(business.phone.display)}</a>`);
  if (whatsapp) items.push(`<a href="${escapeHtml(whatsapp)}" data-testid="whatsapp-link">${escapeHtml(texts.whatsappUs)}</a>`);
  if (full) items.push(`${escapeHtml(texts.mail.email)}: <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a>`);
  return items.length > 0 ? section(texts.page.contactTitle, `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`) : "";
}

function pageHtml(
  booking: TGuestBooking,
  business: TBusinessDetails,
  language: TLanguage,
  token: string,
  payment: TPagePayment | null,
  stayFacts: { settings: TStaySettings; guide: TArrivalGuide | null },
  thread: TThreadMessage[],
  messageForm: TMessageForm,
  notice?: string,
  billing?: TBillingForm,
): string {
  const texts = GUEST_JOURNEY[language];
  const l = GUEST_MAIL[language].labels;
  const self = `/booking/${encodeURIComponent(token)}`;
  const other: TLanguage = language === "en" ? "af" : "en";
  const confirmed = booking.status === "confirmed";
  const cancellable = isOpen(booking.status);
  const rows: [string, string][] = [
    [l.bookingNumber, booking.number],
    [texts.page.statusLabel, statusText(booking, language).split(":")[0]!],
    [l.stay, STAYS[fromStayEnum(booking.stay)].name[language]],
    [l.checkIn, formatDisplayDate(fromUtcDate(booking.checkIn))],
    [l.checkOut, formatDisplayDate(fromUtcDate(booking.checkOut))],
    [texts.page.nights, String(booking.nights)],
    [l.guests, String(booking.guests)],
    [texts.page.arrival, booking.checkInTime],
    [texts.page.price, formatRand(booking.basePrice)],
  ];
  if (booking.additionalGuestFee > 0) rows.push([texts.page.additionalGuests, formatRand(booking.additionalGuestFee)]);
  if (booking.cleaningFee > 0) rows.push([texts.page.cleaningFee, formatRand(booking.cleaningFee)]);
  rows.push([l.total, formatRand(booking.totalPrice)]);
  const parts = [
    `<p><a class="lang" href="${self}?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(texts.page.otherLanguage)}</a></p>`,
    notice ? `<p role="status" class="status">${escapeHtml(notice)}</p>` : "",
    `<p class="status" data-testid="booking-status">${escapeHtml(statusText(booking, language))}</p>`,
    dl(rows),
  ];
  if (confirmed) {
    parts.push(
      section(texts.page.addressTitle, `<p data-testid="business-address">${escapeHtml(addressIn(business.address, language))}</p>`),
      section(texts.page.directionsTitle, list([texts.directions.johannesburg, texts.directions.capeTown])),
    );
    // The stay's arrival guide (its door code among it): only from a few days before check-in, once the deposit is paid.
    if (stayFacts.guide)
      parts.push(
        `<div data-testid="arrival-guide">${section(texts.page.guide.title, dl(arrivalGuideRows(stayFacts.guide, language, texts.page.guide)))}</div>`,
      );
    parts.push(
      section(texts.page.timesTitle, `<p>${escapeHtml(fillHours(texts.page.times(booking.checkInTime), stayFacts.settings.hours))}</p>`),
    );
    if (payment) parts.push(paymentSectionHtml(payment, language, self));
    if (payment?.account.terms.vatNumber)
      parts.push(billingSectionHtml(payment, language, self, billing ?? { values: billingOf(booking), errors: {} }));
  }
  parts.push(messagesHtml(thread, language, self, booking.erasedAt === null, messageForm));
  parts.push(contactHtml(booking, business, language, confirmed));
  const actions = [`<a href="${self}/calendar.ics?lang=${language}" download>${escapeHtml(texts.page.downloadIcs)}</a>`];
  if (cancellable)
    actions.push(
      `<a href="${self}?lang=${language}&amp;cancel=1">${escapeHtml(booking.status === "confirmed" ? texts.page.cancelBooking : texts.page.cancelRequest)}</a>`,
    );
  parts.push(`<p class="actions">${actions.join("")}</p>`);
  parts.push(
    section(texts.page.houseRulesTitle, list(guestHouseRules(stayFacts.settings, language))),
    section(texts.page.cancellationTitle, list(texts.refund)),
  );
  return PAGE_STYLE + parts.join("");
}

/** A confirmed booking's money: the schedule and its states, paid, outstanding, bank details, reference, the PDFs. */
function paymentSectionHtml({ account, taxDocuments }: TPagePayment, language: TLanguage, self: string): string {
  const t = GUEST_PAYMENT_TEXTS[language];
  const bank = bankRows(account, language);
  const links = [`<a href="${self}/proforma.pdf?lang=${language}" download>${escapeHtml(t.page.downloadProforma)}</a>`];
  for (const document of taxDocuments)
    links.push(
      document.kind === "invoice"
        ? `<a href="${self}/tax-invoice.pdf?lang=${language}" download>${escapeHtml(t.page.downloadTaxInvoice)}</a>`
        : `<a href="${self}/tax-invoice.pdf?lang=${language}&amp;credit-note=${document.number}" download>${escapeHtml(t.page.downloadCreditNote(document.number))}</a>`,
    );
  return section(
    t.page.title,
    `<div data-testid="payment">` +
      `<h3>${escapeHtml(t.scheduleTitle)}</h3>` +
      list(
        account.items.map(
          (item) =>
            `${PAYMENT_TEXTS[language].scheduleKinds[item.kind]}: ${formatCents(item.amountCents, language)}, ${t.labels.dueOn.toLowerCase()} ${formatDisplayDate(item.dueOn)} (${t.states[item.state]}${item.state === "part-paid" ? `: ${formatCents(item.paidCents, language)}` : ""})`,
        ),
      ) +
      dl([
        [t.labels.total, formatCents(account.schedule.totalDueCents, language)],
        [t.page.paid, formatCents(account.totals.stayPaidCents, language)],
        [t.labels.outstanding, formatCents(account.outstandingCents, language)],
        ...(account.totals.breakageHeldCents > 0
          ? [
              [PAYMENT_TEXTS[language].scheduleKinds.breakage_deposit, formatCents(account.totals.breakageHeldCents, language)] as [
                string,
                string,
              ],
            ]
          : []),
      ]) +
      (account.terms.vatNumber ? `<p>${escapeHtml(t.vatIncluded(formatCents(account.schedule.vatCents, language)))}</p>` : "") +
      `<h3>${escapeHtml(t.bankTitle)}</h3>` +
      (bank.length > 0 ? dl(bank) : `<p>${escapeHtml(t.bankMissing)}</p>`) +
      `<p>${escapeHtml(t.referenceNote(account.number))} ${escapeHtml(t.clearedNote)}</p>` +
      `<p class="actions">${links.join("")}</p></div>`,
  );
}

type TPagePayment = { account: TBookingAccount; taxDocuments: TTaxDocument[] };
type TBillingForm = { values: TBillingDetails; errors: Record<string, string> };

/**
 * The invoice details form (a plain POST that works without scripts; refused fields keep what was
 * typed, with their messages tied to them); once the tax invoice is issued, what it was issued with.
 */
function billingSectionHtml({ account, taxDocuments }: TPagePayment, language: TLanguage, self: string, form: TBillingForm): string {
  const t = GUEST_PAYMENT_TEXTS[language].billing;
  if (taxDocuments.some((document) => document.kind === "invoice")) {
    const rows = BILLING_FIELDS.filter((field) => form.values[field]).map((field): [string, string] => [
      { billingName: t.name, billingAddress: t.address, billingVatNumber: t.vatNumber }[field],
      form.values[field],
    ]);
    return section(t.title, `<div data-testid="billing">${rows.length > 0 ? dl(rows) : ""}<p>${escapeHtml(t.issued)}</p></div>`);
  }
  const field = (name: TBillingField, label: string, hint: string, multiline = false) => {
    const id = `billing-${name}`;
    const error = form.errors[name];
    const described = [error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ");
    const attributes = `id="${id}" name="${name}" aria-describedby="${described}"${error ? ' aria-invalid="true"' : ""} style="font:inherit;padding:8px;width:100%;box-sizing:border-box"`;
    const control = multiline
      ? `<textarea ${attributes} rows="3" maxlength="300" autocomplete="street-address">${escapeHtml(form.values[name])}</textarea>`
      : `<input ${attributes} type="text" maxlength="${name === "billingVatNumber" ? 14 : 120}"${name === "billingName" ? ' autocomplete="organization"' : ""} value="${escapeHtml(form.values[name])}">`;
    return (
      `<p><label for="${id}">${escapeHtml(label)}</label><br>${control}<br><small id="${id}-hint">${escapeHtml(hint)}</small>` +
      (error ? `<br><span id="${id}-error" style="color:#9b2c2c">${escapeHtml(error)}</span>` : "") +
      `</p>`
    );
  };
  const needed = needsInvoiceAddress(account, form.values.billingAddress || null);
  return section(
    t.title,
    `<div data-testid="billing">` +
      (needed ? `<p class="status" data-testid="billing-needed">${escapeHtml(t.needed)}</p>` : "") +
      `<p>${escapeHtml(t.intro)}</p>` +
      `<form method="post" action="${self}?lang=${language}" novalidate><input type="hidden" name="action" value="billing">` +
      field("billingName", t.name, t.nameHint) +
      field("billingAddress", t.address, t.addressHint, true) +
      field("billingVatNumber", t.vatNumber, t.vatNumberHint) +
      `<button type="submit">${escapeHtml(t.save)}</button></form></div>`,
  );
}

/** What cancelling today repays by the policy, from what the ledger holds. */
function refundHtml(account: TBookingAccount | null, language: TLanguage): string {
  if (!account || account.status !== "confirmed") return "";
  const t = GUEST_PAYMENT_TEXTS[language].page;
  const refund = computeRefund(account.terms.cancellationTiers, account.checkIn, getBusinessToday(), account.totals);
  const paidAnything = account.totals.stayPaidCents > 0 || account.totals.breakageHeldCents > 0;
  const text = paidAnything
    ? t.refundIfCancelled(formatCents(refund.toRepayCents, language), refund.tier.refundPercent, refund.daysBefore) +
      (refund.breakageRefundCents > 0 ? ` ${t.breakageRepaid(formatCents(refund.breakageRefundCents, language))}` : "")
    : t.nothingPaid;
  return `<p class="status" data-testid="refund">${escapeHtml(text)}</p>`;
}

function confirmCancelHtml(booking: TGuestBooking, language: TLanguage, token: string, account: TBookingAccount | null): string {
  const texts = GUEST_JOURNEY[language];
  const self = `/booking/${encodeURIComponent(token)}`;
  return (
    PAGE_STYLE +
    `<p>${escapeHtml(texts.page.cancelConfirmNote)}</p>` +
    refundHtml(account, language) +
    section(texts.page.cancellationTitle, list(texts.refund)) +
    `<form method="post" action="${self}?lang=${language}" class="actions"><input type="hidden" name="action" value="cancel">` +
    `<button type="submit" class="danger">${escapeHtml(texts.page.cancelConfirm)}</button>` +
    `<a href="${self}?lang=${language}">${escapeHtml(texts.page.keep)}</a></form>` +
    dl([[GUEST_MAIL[language].labels.bookingNumber, booking.number]])
  );
}

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

export async function handleBookingPage(
  request: Request,
  token: string,
  method: "GET" | "POST",
  view: TBookingPageView,
): Promise<Response> {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const visitorLanguage: TLanguage = asked === "af" || asked === "en" ? asked : resolveLanguage(request.headers);
  return unlessUnavailable(
    visitorLanguage,
    () => bookingPage(request, token, method, view, url, visitorLanguage),
    unavailablePage(visitorLanguage, messagePage),
  );
}

async function bookingPage(
  request: Request,
  token: string,
  method: "GET" | "POST",
  view: TBookingPageView,
  url: URL,
  visitorLanguage: TLanguage,
): Promise<Response> {
  const t = getDictionary(visitorLanguage);
  const texts = GUEST_JOURNEY[visitorLanguage].page;
  const refused = await guardLinkPage(request, method, { bucket: "booking-pages" }, t, guestRefusals(visitorLanguage, messagePage));
  if (refused) return refused;
  const check = verifyActionToken(token, Date.now(), undefined, BOOKING_PAGE_ACTIONS);
  if (!check.ok) return messagePage(visitorLanguage, texts.invalidTitle, texts.invalid, check.reason === "expired" ? 410 : 403);
  const found = await loadGuestBooking(check.claim.subjectId);
  if (!found) return messagePage(visitorLanguage, texts.invalidTitle, texts.invalid, 404);
  const asked = url.searchParams.get("lang");
  const language: TLanguage = asked === "af" || asked === "en" ? asked : found.language;
  const business = await getBusinessDetails();

  if (view === "ics") {
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

  if (view === "proforma" || view === "tax-invoice") {
    const file =
      found.status === "confirmed" || view === "tax-invoice"
        ? view === "proforma"
          ? await loadProformaPdf(found.id, getBusinessToday(), language)
          : await loadTaxDocumentPdf(found.id, language, creditNoteAsked(url))
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

  let booking = found;
  let notice: string | undefined = url.searchParams.get("saved") === "billing" ? GUEST_PAYMENT_TEXTS[language].billing.saved : undefined;
  let billing: TBillingForm | undefined;
  let messageForm: TMessageForm = { value: "" };
  let status = 200;
  if (method === "GET" && url.searchParams.get("sent") === "1") notice = GUEST_MESSAGES[language].page.sent;
  if (method === "POST") {
    const body = await readPostedForm(request, t);
    if (!body) return messagePage(language, texts.invalidTitle, t.api.payloadTooLarge, 413);
    if (body.get("action") === "message") {
      const parsed = zMessageBody(language).safeParse(body.get("message") ?? "");
      if (!parsed.success) {
        messageForm = {
          value: body.get("message") ?? "",
          error: parsed.error.issues[0]?.message ?? GUEST_MESSAGES[language].page.required,
        };
        status = 400;
      } else if ((await postGuestMessage(booking.id, parsed.data)) === "closed") {
        notice = GUEST_MESSAGES[language].page.closed;
        status = 409;
      } else {
        // Back to the thread with a GET, so that reloading the page does not send the message again.
        return new Response(null, {
          status: 303,
          headers: { location: `/booking/${encodeURIComponent(token)}?lang=${language}&sent=1#messages`, "cache-control": "no-store" },
        });
      }
    } else if (body.get("action") === "billing") {
      // Only the fields the form has; anything else sent along is ignored.
      const posted = Object.fromEntries(BILLING_FIELDS.map((name) => [name, body.get(name) ?? ""]));
      try {
        const details = parseBilling(posted, language);
        const outcome = await saveBillingDetails({ bookingId: booking.id, details, actor: { kind: "guest" } });
        // Saved: back to the page by GET, so that reloading it does not send the form again.
        if (outcome === "saved")
          return new Response(null, {
            status: 303,
            headers: { location: `/booking/${encodeURIComponent(token)}?lang=${language}&saved=billing`, "cache-control": "no-store" },
          });
        notice = GUEST_PAYMENT_TEXTS[language].billing.refusals.closed;
        status = 409;
      } catch (error) {
        if (!isAppError(error) || error.code !== "BAD_REQUEST") throw error;
        billing = { values: posted as TBillingDetails, errors: error.details.fields ?? {} };
        notice = error.message;
        status = 400;
      }
    } else {
      const outcome = await cancelBooking({ bookingId: booking.id, actor: { kind: "guest" } });
      notice = outcome === "cancelled" ? GUEST_JOURNEY[language].page.cancelledDone : GUEST_JOURNEY[language].page.alreadyFinal;
    }
    booking = (await loadGuestBooking(booking.id)) ?? booking;
  }
  const title = GUEST_JOURNEY[language].page.title(booking.number);
  const cancellable = isOpen(booking.status);
  if (method === "GET" && view === "confirm-cancel" && cancellable) {
    return renderPlainPage({
      language,
      title: GUEST_JOURNEY[language].page.cancelConfirmTitle,
      html: confirmCancelHtml(booking, language, token, await readBookingAccount(booking.id)),
      status: 200,
    });
  }
  const account = booking.status === "confirmed" ? await readBookingAccount(booking.id) : null;
  const payment = account ? { account, taxDocuments: await listTaxDocuments(getDb(), booking.id) } : null;
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
  const stayFacts = { settings: await readStaySettings(), guide };
  const thread = await listThread(booking.id);
  return renderPlainPage({
    language,
    title,
    html: pageHtml(booking, business, language, token, payment, stayFacts, thread, messageForm, notice, billing),
    status,
  });
}

/** The page's form fields, or null when the body is over the form limit. */
async function readPostedForm(request: Request, t: ReturnType<typeof getDictionary>): Promise<URLSearchParams | null> {
  try {
    return await readFormWithin(request, t);
  } catch (error) {
    if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") return null;
    throw error;
  }
}

/** Which tax document a tax-invoice.pdf address asks for: the invoice, or `?credit-note=<number>`. */
function creditNoteAsked(url: URL): { kind: "invoice" } | { kind: "credit_note"; number: number } {
  const asked = url.searchParams.get("credit-note");
  return asked !== null && /^[1-9]\d{0,8}$/.test(asked) ? { kind: "credit_note", number: Number(asked) } : { kind: "invoice" };
}

/** The form that e-mails a lost booking link again (GET), and its answer (POST): the same whether or not the details match. */
export async function handleBookingLinkResend(request: Request, method: "GET" | "POST"): Promise<Response> {
  const asked = new URL(request.url).searchParams.get("lang");
  const language: TLanguage = asked === "af" || asked === "en" ? asked : resolveLanguage(request.headers);
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
        await resendBookingLink({ body, language });
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
