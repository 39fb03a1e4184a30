// The guest's confirmation link, the domain side (the page: web/app/(links)/verify/[token]): GET
// shows the request and one button, POST (from that page only) confirms it. A link scanner that opens every link in an incoming e-mail therefore
// confirms nothing: the request is confirmed only by a person pressing the button, which matters
// because the address was typed by whoever sent the request. Pages are in the booking's language;
// a database that stays busy or away through the retries gets a 503 page in the visitor's.
// `?lang=` asks for the other language.
import "server-only";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { GUEST_MAIL } from "@/content/mail";
import { formatCents } from "@/content/payments";
import { STAYS } from "@/content/stays";
import { fromStayEnum } from "../bookings/stay-enum";
import { verifyBooking, type TVerification } from "../bookings/verify-booking";
import { formatDisplayDate, fromUtcDate } from "../calendar/dates";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { guardLinkPage, unlessUnavailable } from "../http/link-guard";
import type { TDoorAnswer } from "../http/link-page";
import { pageLanguage } from "../http/page-language";
import { GUEST_PAGE_BOOKING_FIELDS } from "./guest-door";
import { GUEST_ACTIONS, verifyActionToken } from "./token";
import { isDecidable } from "../bookings/status";

type TPageKind = TVerification | "invalid" | "limited" | "crossOrigin" | "unavailable";

const STATUS: Record<TPageKind, number> = {
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

/** The views of the confirmation page: the button, a result beside the request's facts, or only words. */
export type TVerifyView = "confirm" | "result" | "message";

async function loadRequest(bookingId: string) {
  return getDb().booking.findUnique({
    where: { id: bookingId },
    select: { ...GUEST_PAGE_BOOKING_FIELDS, hold: { select: { expiresAt: true } } },
  });
}

/** The request a confirmation page lists: the door reads it and hands it to the page, which reads nothing. */
export type TRequest = NonNullable<Awaited<ReturnType<typeof loadRequest>>>;

/** The request's facts the page lists, in its language. */
export function requestRows(booking: TRequest, language: TLanguage): [string, string][] {
  const l = GUEST_MAIL[language].labels;
  return [
    [l.bookingNumber, booking.number],
    [l.stay, STAYS[fromStayEnum(booking.stay)].name[language]],
    [l.checkIn, formatDisplayDate(fromUtcDate(booking.checkIn))],
    [l.checkOut, formatDisplayDate(fromUtcDate(booking.checkOut))],
    [l.guests, String(booking.guests)],
    [l.total, formatCents(booking.totalPriceCents, language)],
  ];
}

function answer(
  kind: TPageKind,
  base: { language: TLanguage; path: string },
  request: TRequest | null,
  retryAfterSeconds?: number,
): TDoorAnswer<TRequest> {
  const v = GUEST_MAIL[base.language].verify;
  const texts: Record<TPageKind, [string, string]> = {
    verified: [v.doneTitle, v.done(getConfig().HOLD_HOURS)],
    already: [v.alreadyTitle, v.already],
    lapsed: [v.lapsedTitle, v.lapsed],
    "over-cap": [v.overCapTitle, v.overCap],
    missing: [v.lapsedTitle, v.lapsed],
    invalid: [v.invalidTitle, v.invalid],
    limited: [v.limitedTitle, v.limited],
    crossOrigin: [v.crossOriginTitle, v.crossOrigin],
    unavailable: [v.limitedTitle, getDictionary(base.language).api.unavailable],
  };
  const [title, text] = texts[kind];
  return {
    kind: "page",
    status: STATUS[kind],
    state: { ...base, view: request ? "result" : "message", message: { title, text }, ...(request ? { facts: request } : {}) },
    headers: retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {},
  };
}

/** What a request's link shows when opened: the button while it can still be confirmed. */
function stateOf(booking: TRequest, now: Date): TPageKind | "confirm" {
  if (booking.verifiedAt) return "already";
  return isDecidable(booking, now) ? "confirm" : "lapsed";
}

/** The door of the guest's confirmation link (/verify/<token>), run by web/proxy.ts before the page renders. */
export async function verifyLinkDoor(request: Request, token: string): Promise<TDoorAnswer<TRequest>> {
  const url = new URL(request.url);
  const base = { language: pageLanguage(url, request.headers), path: `/verify/${encodeURIComponent(token)}` };
  return unlessUnavailable(
    base.language,
    () => verifyLink(request, token, url, base),
    (_message, retryAfterSeconds) => answer("unavailable", base, null, retryAfterSeconds),
  );
}

async function verifyLink(
  request: Request,
  token: string,
  url: URL,
  base: { language: TLanguage; path: string },
): Promise<TDoorAnswer<TRequest>> {
  const method = request.method === "POST" ? "POST" : "GET";
  const refused = await guardLinkPage(request, base.language, [{ bucket: "verify-links" }], {
    limited: (retryAfterSeconds) => answer("limited", base, null, retryAfterSeconds),
    crossOrigin: () => answer("crossOrigin", base, null),
  });
  if (refused) return refused;
  // An expired link still names its request: the page then says whether it lapsed or was confirmed.
  const check = verifyActionToken(token, 0, undefined, GUEST_ACTIONS);
  if (!check.ok) return answer("invalid", base, null);
  const booking = await loadRequest(check.claim.subjectId);
  if (!booking) return answer("missing", base, null);
  // In the booking's language unless ?lang= asks for the other.
  const page = { ...base, language: pageLanguage(url, request.headers, booking.language) };
  const now = new Date();
  const linkExpired = check.claim.expiresAt < now.getTime();
  const state = stateOf(booking, now);
  if (state !== "confirm" || linkExpired) return answer(state === "confirm" ? "lapsed" : state, page, booking);
  if (method === "GET") return { kind: "page", status: 200, state: { ...page, view: "confirm", facts: booking } };
  return answer(await verifyBooking(check.claim.subjectId, now), page, booking);
}
