// The rules a booking request and a price quote must meet. Static schemas, shared by both doors
// and the OpenAPI document (the contact details, which the booking dialog checks too, are in contact.ts); each field's message in the visitor's language
// comes from the messages below, chosen when the input is parsed.
import "server-only";
import { z } from "zod";
import { STAY_IDS, STAYS, checkInTimes } from "@/content/stays";
import { addDays, diffDays, getBusinessToday } from "../calendar/dates";
import { getConfig } from "../config";
import { CONTACT_MESSAGES } from "../contract/contact-texts";
import { always, say, type TMessages } from "../contract/messages";
import { zIsoDate } from "../validation";
import { zContact } from "./contact";

type TStayWindow = {
  /** The business's today, yyyy-MM-dd. */
  today: string;
  maxNights: number;
  horizonDays: number;
};

/**
 * The window as the settings and the clock give it now: from the business's calendar day. Whether
 * today can still be booked depends on the owner's saved last check-in time, which the domain
 * reads (checkArrivalDay), so the schema never refuses a day the owner's hours allow.
 */
export function currentStayWindow(now = new Date()): TStayWindow {
  const config = getConfig();
  return { today: getBusinessToday(now), maxNights: config.MAX_NIGHTS, horizonDays: config.BOOKING_HORIZON_DAYS };
}

type TStayFields = { accommodationType: (typeof STAY_IDS)[number]; checkIn: string; checkOut: string; guests: number };

/** The rules between fields: guests per stay, check-in from today to the horizon, 1 to maxNights nights. */
function checkStayWindow(value: TStayFields, ctx: z.RefinementCtx, { today, maxNights, horizonDays }: TStayWindow): void {
  const stay = STAYS[value.accommodationType];
  if (value.guests < stay.minGuests || value.guests > stay.maxGuests) {
    ctx.addIssue({ code: "custom", path: ["guests"], params: say((t) => t.validation.guestsRange(stay.minGuests, stay.maxGuests)) });
  }
  if (value.checkIn < today) {
    ctx.addIssue({ code: "custom", path: ["checkIn"], params: say((t) => t.validation.checkInPast) });
  } else if (value.checkIn > addDays(today, horizonDays)) {
    ctx.addIssue({ code: "custom", path: ["checkIn"], params: say((t) => t.validation.checkInTooFar) });
  }
  if (value.checkOut <= value.checkIn) {
    ctx.addIssue({ code: "custom", path: ["checkOut"], params: say((t) => t.validation.checkOutBeforeCheckIn) });
  } else if (diffDays(value.checkOut, value.checkIn) > maxNights) {
    ctx.addIssue({ code: "custom", path: ["checkOut"], params: say((t) => t.validation.tooManyNights(maxNights)) });
  }
}

/**
 * Each stay's guest range as JSON Schema states it (the window's rules check it): the widest
 * range on the field, and one condition per stay, for the OpenAPI document.
 */
const GUEST_RANGES = STAY_IDS.map((id) => ({ id, min: STAYS[id].minGuests, max: STAYS[id].maxGuests }));
const WIDEST_GUESTS = { min: Math.min(...GUEST_RANGES.map((r) => r.min)), max: Math.max(...GUEST_RANGES.map((r) => r.max)) };

/** The guest range of the stay an input names (a hut's 1 to 4), or the widest of all when it names none. */
function guestRangeOf(input: unknown): { min: number; max: number } {
  const stay = (input as { accommodationType?: unknown } | null | undefined)?.accommodationType;
  return GUEST_RANGES.find((range) => range.id === stay) ?? WIDEST_GUESTS;
}
const guestsPerStay = {
  allOf: GUEST_RANGES.map(({ id, min, max }) => ({
    if: { properties: { accommodationType: { const: id } }, required: ["accommodationType"] },
    then: { properties: { guests: { minimum: min, maximum: max } } },
  })),
};

const stayFields = {
  accommodationType: z.enum(STAY_IDS),
  checkIn: zIsoDate,
  checkOut: zIsoDate,
  guests: z.number().int().meta({ minimum: WIDEST_GUESTS.min, maximum: WIDEST_GUESTS.max }),
};

/** Adds the window's rules, read when the input is parsed (the settings and today, unless a test gives its own). */
export function withStayWindow<T extends z.ZodType<TStayFields>>(schema: T, window: () => TStayWindow = currentStayWindow): T {
  return schema.superRefine((value, ctx) => checkStayWindow(value, ctx, window()));
}

/** Dates, stay and guests: what a quote needs, and the first half of a booking. */
/** A quote's fields, before the window's rules. */
export const zStayFields = z.object(stayFields);

export const zStayRequest = withStayWindow(zStayFields).meta({
  ...guestsPerStay,
  example: { accommodationType: "vacation-home", checkIn: "2027-03-14", checkOut: "2027-03-16", guests: 2 },
});

export const STAY_MESSAGES: TMessages = {
  accommodationType: always((t) => t.validation.unknownStay),
  checkIn: always((t) => t.validation.invalidDate),
  checkOut: always((t) => t.validation.invalidDate),
  // Not a whole number of guests: the range of the stay asked for, as its own check words it.
  guests: (t, _issue, input) => {
    const { min, max } = guestRangeOf(input);
    return t.validation.guestsRange(min, max);
  },
};

/** A booking request's fields, before the window's rules. */
const FRESH_TIMES = checkInTimes();
const SAMPLE_TIMES = [FRESH_TIMES[0], FRESH_TIMES[Math.floor(FRESH_TIMES.length / 2)]!, FRESH_TIMES.at(-1)!];

export const zBookingFields = z.object({
  ...stayFields,
  ...zContact.shape,
  /** A time of day; whether it is within the owner's check-in window is checked when the request is made (stays/texts.ts). */
  checkInTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    // A fresh install's first, middle and last arrival times (the owner may set others in the console).
    .meta({ examples: SAMPLE_TIMES }),
  /** The page's language: the booking is stored and mailed in it, whatever another tab set the shared cookie to. Left out, the visitor's language. */
  language: z.enum(["en", "af"]).optional(),
  // The page also sends its totalPrice; it is never trusted (the server prices the stay), so
  // it is not part of the request and is dropped with any other unknown field.
});

export const zBookingRequest = withStayWindow(zBookingFields).meta({
  ...guestsPerStay,
  example: {
    accommodationType: "vacation-home",
    checkIn: "2027-03-14",
    checkOut: "2027-03-16",
    checkInTime: "15:00",
    guests: 2,
    guestName: "Anna van der Merwe",
    guestEmail: "anna@example.co.za",
    guestPhone: "+27 82 123 4567",
    language: "af",
  },
});

export const BOOKING_MESSAGES: TMessages = {
  ...STAY_MESSAGES,
  ...CONTACT_MESSAGES,
  checkInTime: always((t) => t.validation.checkInTime),
  language: always((t) => t.validation.unknownLanguage),
};

export type TBookingRequest = z.output<typeof zBookingRequest>;
