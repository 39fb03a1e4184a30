// The guest's confirmation link: GET shows the request and one button, POST (from that page
// only) confirms it. A link scanner that opens every link in an incoming e-mail therefore
// confirms nothing: the request is confirmed only by a person pressing the button, which matters
// because the address was typed by whoever sent the request. Pages are in the booking's language;
// a database that stays busy or away through the retries gets a 503 page in the visitor's.
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { GUEST_MAIL } from "@/content/mail";
import { formatRand } from "@/content/site";
import { STAYS } from "@/content/stays";
import { fromStayEnum } from "../bookings/stay-enum";
import { verifyBooking, type TVerification } from "../bookings/verify-booking";
import { formatDisplayDate, fromUtcDate } from "../calendar/dates";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { resolveLanguage } from "../http/language";
import { escapeHtml } from "../mail/layout";
import { GUEST_PAGE_BOOKING_FIELDS, guardLinkPage, renderPlainPage, unlessUnavailable } from "./page";
import { GUEST_ACTIONS, verifyActionToken } from "./token";
import { isDecidable } from "../bookings/status";

type TPageKind = "confirm" | TVerification | "invalid" | "limited" | "crossOrigin" | "unavailable";

const STATUS: Record<TPageKind, number> = {
  confirm: 200,
  verified: 200,
  already: 200,
  lapsed: 410,
  "over-cap": 409,
  missing: 404,
  invalid: 403,
  limited: 429,
  crossOrigin: 403,
  unavailable: 503,
};

async function loadRequest(bookingId: string) {
  return getDb().booking.findUnique({
    where: { id: bookingId },
    select: { ...GUEST_PAGE_BOOKING_FIELDS, hold: { select: { expiresAt: true } } },
  });
}

type TRequest = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;

function detailsHtml(booking: TRequest): string {
  const l = GUEST_MAIL[booking.language].labels;
  const rows: [string, string][] = [
    [l.bookingNumber, booking.number],
    [l.stay, STAYS[fromStayEnum(booking.stay)].name[booking.language]],
    [l.checkIn, formatDisplayDate(fromUtcDate(booking.checkIn))],
    [l.checkOut, formatDisplayDate(fromUtcDate(booking.checkOut))],
    [l.guests, String(booking.guests)],
    [l.total, formatRand(booking.totalPrice)],
  ];
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;
}

function page(kind: TPageKind, language: TLanguage, booking?: TRequest, postUrl?: string, retryAfterSeconds?: number): Response {
  const v = GUEST_MAIL[language].verify;
  const texts: Record<Exclude<TPageKind, "confirm">, [string, string]> = {
    verified: [v.doneTitle, v.done(getConfig().HOLD_HOURS)],
    already: [v.alreadyTitle, v.already],
    lapsed: [v.lapsedTitle, v.lapsed],
    "over-cap": [v.overCapTitle, v.overCap],
    missing: [v.lapsedTitle, v.lapsed],
    invalid: [v.invalidTitle, v.invalid],
    limited: [v.limitedTitle, v.limited],
    crossOrigin: [v.crossOriginTitle, v.crossOrigin],
    unavailable: [v.limitedTitle, getDictionary(language).api.unavailable],
  };
  const details = booking ? detailsHtml(booking) : "";
  if (kind === "confirm") {
    const form = `<form method="post" action="${escapeHtml(postUrl ?? "")}"><button type="submit">${escapeHtml(v.button)}</button></form>`;
    return renderPlainPage({
      language,
      title: v.pageTitle,
      html: `${details}${form}<p class="note">${escapeHtml(v.pageNote)}</p>`,
      status: STATUS.confirm,
    });
  }
  const [title, text] = texts[kind];
  return renderPlainPage({
    language,
    title,
    html: `<p role="status">${escapeHtml(text)}</p>${details}`,
    status: STATUS[kind],
    headers: retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {},
  });
}

/** What a request's link shows when opened: the button while it can still be confirmed. */
function stateOf(booking: TRequest, now: Date): TPageKind {
  if (booking.verifiedAt) return "already";
  return isDecidable(booking, now) ? "confirm" : "lapsed";
}

export async function handleVerifyLink(request: Request, token: string, method: "GET" | "POST"): Promise<Response> {
  const visitorLanguage = resolveLanguage(request.headers);
  return unlessUnavailable(
    visitorLanguage,
    () => verifyLink(request, token, method, visitorLanguage),
    (_message, retryAfterSeconds) => page("unavailable", visitorLanguage, undefined, undefined, retryAfterSeconds),
  );
}

async function verifyLink(request: Request, token: string, method: "GET" | "POST", visitorLanguage: TLanguage): Promise<Response> {
  const t = getDictionary(visitorLanguage);
  const refused = await guardLinkPage(request, method, { bucket: "verify-links" }, t, {
    limited: (retryAfterSeconds) => page("limited", visitorLanguage, undefined, undefined, retryAfterSeconds),
    crossOrigin: () => page("crossOrigin", visitorLanguage),
  });
  if (refused) return refused;
  // An expired link still names its request: the page then says whether it lapsed or was confirmed.
  const check = verifyActionToken(token, 0, undefined, GUEST_ACTIONS);
  if (!check.ok) return page("invalid", visitorLanguage);
  const booking = await loadRequest(check.claim.subjectId);
  if (!booking) return page("missing", visitorLanguage);
  const now = new Date();
  const linkExpired = check.claim.expiresAt < now.getTime();
  const state = stateOf(booking, now);
  if (state !== "confirm" || linkExpired) return page(state === "confirm" ? "lapsed" : state, booking.language, booking);
  if (method === "GET") return page("confirm", booking.language, booking, `/verify/${encodeURIComponent(token)}`);
  const outcome = await verifyBooking(check.claim.subjectId, now);
  return page(outcome, booking.language, (await loadRequest(check.claim.subjectId)) ?? booking);
}
