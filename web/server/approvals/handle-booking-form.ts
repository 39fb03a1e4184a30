// The booking form that needs no script (/book?stay=<stay>&lang=<en|af>), for a phone with
// JavaScript off or a browser that failed to run the stay page's panel: the stay's free and taken
// nights as months, and a plain form that posts here. Its POST is the booking call itself, under
// the rules of /api/bookings (calls.ts createBooking: the same Origin check and rate limit, form
// signals, schema and messages in the visitor's language, then createBooking with its caps,
// verification e-mail and idempotency); a refusal shows the form again with what was typed, each
// field's message under it and the months read again (a 409: the nights were taken meanwhile).
// The stay page is static, so its availability would be stale: it links here instead. The door
// reads everything the page (web/app/(links)/book) shows.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { getDictionary } from "@/content/dictionaries";
import { isStayId, STAYS, checkInTimes, type TStayId } from "@/content/stays";
import { listUnavailableDates } from "../availability";
import { addDays, getBusinessToday, getEarliestCheckIn, isIsoDate } from "../calendar/dates";
import { formRefusal, guestLinkDoor, type TGuestPageRequest } from "./guest-door";
import { CALLS } from "../contract/calls";
import { admitCall, parseCallInput } from "../contract/door";
import { visitorErrorOf } from "../contract/refusals";
import { getConfig } from "../config";
import { readPostedForm } from "../http/link-guard";
import { messageAnswer, type TDoorAnswer, type TLinkPageForm } from "../http/link-page";
import { getClientAddress } from "../http/rate-limit";
import { hashRequest } from "../idempotency";
import { readStayRates } from "../pricing/rates";
import { readStaySettings } from "../stays/texts";
import { createBooking } from "../bookings/create-booking";
import { holdMinutesOf } from "../bookings/hold-minutes";

export const BOOKING_FORM_PATH = "/book";

/** The page's views besides "message": the form with the months, and the request made. */
export type TBookingFormView = "form" | "sent";

/** The fields the form posts, in the order it shows them. */
export const BOOKING_FORM_FIELDS = ["checkIn", "checkOut", "guests", "checkInTime", "guestName", "guestEmail", "guestPhone"] as const;
type TBookingFormField = (typeof BOOKING_FORM_FIELDS)[number];

/** How many months the page shows at once. */
export const MONTHS_SHOWN = 2;

/** A request just made, as the page confirms it (the guest's contact details are never shown back). */
export type TBookingFormSent = {
  bookingNumber: string;
  checkIn: string;
  checkOut: string;
  totalPriceCents: number;
  /** Whole minutes until the request lapses unless confirmed from the e-mail; null when the reply does not say. */
  holdMinutes: number | null;
  /** Another request for some of these nights came first (in the visitor's words). */
  notice?: string;
};

/** What the door read for the page. */
export type TBookingFormFacts = {
  stay: TStayId;
  /** The business's today and the first day a stay may start (today until its last check-in time). */
  today: string;
  earliest: string;
  /** The last day a stay may start. */
  horizon: string;
  /** The first month shown, yyyy-MM. */
  month: string;
  /** The nights closed to the stay from the day before the first month shown to the end of the last. */
  taken: string[];
  times: string[];
  guests: { min: number; max: number };
  sent?: TBookingFormSent;
};

/** The door of /book: the form (GET), or the booking request (POST). */
export async function bookingFormDoor(request: Request): Promise<TDoorAnswer<TBookingFormFacts>> {
  // Showing the form counts against nothing; a request counts against the booking call's limit.
  return guestLinkDoor(request, BOOKING_FORM_PATH, bookingForm, []);
}

async function bookingForm({ request, url, method, base }: TGuestPageRequest): Promise<TDoorAnswer<TBookingFormFacts>> {
  const t = getDictionary(base.language);
  const texts = t.booking.noScript;
  const stay = url.searchParams.get("stay") ?? "";
  if (!isStayId(stay)) return messageAnswer(base, 404, { title: texts.noStayTitle, text: texts.noStay });
  const keep = { stay };
  const page = async (status: number, month: string | null, form?: TLinkPageForm, notice?: string) => {
    const facts = await readFormFacts(stay, month);
    return { kind: "page", status, state: { ...base, keep, view: "form", form, notice, facts } } as const;
  };
  if (method === "GET") return page(200, url.searchParams.get("month"));

  const body = await readPostedForm(request, t);
  if (!body) return messageAnswer(base, 413, { title: texts.title, text: t.api.payloadTooLarge, alert: true });
  const typed = Object.fromEntries(BOOKING_FORM_FIELDS.map((name) => [name, body.get(name) ?? ""])) as Record<TBookingFormField, string>;
  const raw = {
    ...typed,
    accommodationType: stay,
    // A number when the field holds one; otherwise as typed, and the schema says what is wrong.
    guests: /^\d{1,3}$/.test(typed.guests) ? Number(typed.guests) : typed.guests,
    company: body.get("company") ?? "",
    language: base.language,
  };
  const client = getClientAddress(request.headers);
  try {
    await admitCall(CALLS.createBooking, request.headers, client);
    const input = parseCallInput(CALLS.createBooking, raw, t) as Parameters<typeof createBooking>[0]["input"];
    // The same form sent twice (a second tap, a reload of the answer) is the same request.
    const idempotencyKey = `form-${hashRequest(input).slice(0, 40)}`;
    const { body: reply } = await createBooking({ input, language: base.language, idempotencyKey, client });
    const facts = await readFormFacts(stay, reply.checkIn.slice(0, 7));
    const sent: TBookingFormSent = {
      bookingNumber: reply.bookingNumber,
      checkIn: reply.checkIn,
      checkOut: reply.checkOut,
      totalPriceCents: reply.totalPriceCents,
      holdMinutes: holdMinutesOf(reply),
      ...(reply.notice ? { notice: reply.notice } : {}),
    };
    return { kind: "page", status: 201, state: { ...base, keep, view: "sent", facts: { ...facts, sent } } };
  } catch (error) {
    const refused = visitorErrorOf(error, base.language);
    if (!refused) throw error;
    const { errors, notice, headers } = formRefusal(refused, BOOKING_FORM_FIELDS);
    const month = isIsoDate(typed.checkIn) ? typed.checkIn.slice(0, 7) : null;
    const answer = await page(refused.status, month, { name: "booking", values: typed, errors }, notice);
    return headers ? { ...answer, headers } : answer;
  }
}

/** The months from `month` (yyyy-MM; this month when missing, malformed or out of range), and what the form offers. */
async function readFormFacts(stay: TStayId, month: string | null, now = new Date()): Promise<TBookingFormFacts> {
  const config = getConfig();
  const [settings, rates, unavailable] = await Promise.all([
    readStaySettings(),
    readStayRates(stay),
    listUnavailableDates({ accommodationType: stay }, now),
  ]);
  const today = getBusinessToday(now);
  const horizon = addDays(today, config.BOOKING_HORIZON_DAYS);
  const first =
    month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month >= today.slice(0, 7) && month <= horizon.slice(0, 7)
      ? month
      : today.slice(0, 7);
  const from = addDays(`${first}-01`, -1);
  const until = addDays(`${first}-01`, 31 * MONTHS_SHOWN + 1);
  return {
    stay,
    today,
    earliest: getEarliestCheckIn(now, settings.hours.checkInUntil),
    horizon,
    month: first,
    taken: unavailable.map((night) => night.date).filter((date) => date >= from && date <= until),
    times: checkInTimes(settings.hours),
    guests: { min: STAYS[stay].minGuests, max: rates.maxGuests },
  };
}

/** The page's address for `stay` in `language`, at `month` when given. */
export function bookingFormHref(stay: TStayId, language: TLanguage, month?: string): string {
  return `${BOOKING_FORM_PATH}?${new URLSearchParams({ stay, lang: language, ...(month ? { month } : {}) }).toString()}`;
}
