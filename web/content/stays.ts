// The three stays: ids, paths per language and the pricing rules that the server, the booking
// panel and the list cards all read. One entry per stay; nothing else hard-codes these values.

export const STAY_IDS = ["vacation-home", "fisheagle-hut", "african-darter-hut"] as const;
export type TStayId = (typeof STAY_IDS)[number];

type TStayPricing = {
  /** Cents per night for the stay, whatever the guest count up to includedGuests. */
  pricePerNightCents: number;
  includedGuests: number;
  /** Cents per additional guest per night. */
  additionalGuestFeeCents: number;
  minGuests: number;
  maxGuests: number;
};

export const AMENITIES = [
  "whole-place",
  "kitchen",
  "pet-friendly",
  "washing-machine",
  "free-wifi",
  "free-parking",
  "bath",
  "air-conditioning",
  "shower",
  "braai-area",
  "smart-tv",
  "river-access",
  "fishing",
] as const;
export type TAmenity = (typeof AMENITIES)[number];

type TStay = TStayPricing & {
  id: TStayId;
  /** The stay's name, the one place it is written: pages, cards, forms, e-mails, PDFs and the console read it here. */
  name: { en: string; af: string };
  /** The name as a sentence says it ("at the vacation home", "by die Visarend Hut"). */
  inSentence: { en: string; af: string };
  path: { en: string; af: string };
  /** The spec's amenities grid, in its order. */
  amenities: readonly TAmenity[];
};

export const STAYS: Record<TStayId, TStay> = {
  "vacation-home": {
    id: "vacation-home",
    name: { en: "Vacation Home", af: "Vakansie Huis" },
    inSentence: { en: "the vacation home", af: "die vakansiehuis" },
    amenities: [
      "whole-place",
      "kitchen",
      "pet-friendly",
      "washing-machine",
      "free-wifi",
      "free-parking",
      "bath",
      "air-conditioning",
      "shower",
      "braai-area",
      "smart-tv",
    ],
    path: { en: "/vacation-home", af: "/vakansie-huis" },
    pricePerNightCents: 140_000,
    includedGuests: 1,
    additionalGuestFeeCents: 30_000,
    minGuests: 1,
    maxGuests: 6,
  },
  "fisheagle-hut": {
    id: "fisheagle-hut",
    name: { en: "Fish Eagle Hut", af: "Visarend Hut" },
    inSentence: { en: "the Fish Eagle Hut", af: "die Visarend Hut" },
    amenities: ["whole-place", "kitchen", "free-parking", "bath", "river-access", "fishing", "braai-area"],
    path: { en: "/fisheagle-hut", af: "/visarend-hut" },
    pricePerNightCents: 140_000,
    includedGuests: 4,
    additionalGuestFeeCents: 0,
    minGuests: 1,
    maxGuests: 4,
  },
  "african-darter-hut": {
    id: "african-darter-hut",
    name: { en: "African Darter Hut", af: "Slanghalsvoël Hut" },
    inSentence: { en: "the African Darter Hut", af: "die Slanghalsvoël Hut" },
    amenities: ["whole-place", "kitchen", "free-parking", "bath", "river-access", "fishing", "braai-area"],
    path: { en: "/african-darter-hut", af: "/slanghalsvoël-hut" },
    pricePerNightCents: 140_000,
    includedGuests: 4,
    additionalGuestFeeCents: 0,
    minGuests: 1,
    maxGuests: 4,
  },
};

export function isStayId(value: unknown): value is TStayId {
  return typeof value === "string" && (STAY_IDS as readonly string[]).includes(value);
}

/** When guests arrive and leave: the check-in window (HH:mm, both ends included), its step, the check-out time. */
export type TStayHours = { checkInFrom: string; checkInUntil: string; checkInStepMinutes: number; checkOutBy: string };

/**
 * A fresh install's hours: check-in between 14:00 and 18:00 (chosen in half hours), check-out by
 * 10:00, until the owner saves their own (server/stays/texts.ts). Every text that names the hours
 * (the house rules, the terms, the booking panel's note and toast, the API's message, the e-mails),
 * the arrival times offered and the server's check of an arrival time are derived from the saved
 * setting; nothing else spells these times out.
 */
export const STAY_HOURS: TStayHours = { checkInFrom: "14:00", checkInUntil: "18:00", checkInStepMinutes: 30, checkOutBy: "10:00" };

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The arrival times a guest may choose: from checkInFrom to checkInUntil, every checkInStepMinutes. */
export function checkInTimes(hours: TStayHours = STAY_HOURS): [string, ...string[]] {
  const times: [string, ...string[]] = [hours.checkInFrom];
  for (
    let at = toMinutes(hours.checkInFrom) + hours.checkInStepMinutes;
    at <= toMinutes(hours.checkInUntil);
    at += hours.checkInStepMinutes
  )
    times.push(toTime(at));
  return times;
}

const HOURS_PLACEHOLDER = /\{(checkInFrom|checkInUntil|checkOutBy)\}/g;

/** A text with its {checkInFrom}, {checkInUntil} and {checkOutBy} placeholders filled from the hours. */
export function fillHours(text: string, hours: TStayHours = STAY_HOURS): string {
  return text.replace(HOURS_PLACEHOLDER, (_match, key: "checkInFrom" | "checkInUntil" | "checkOutBy") => hours[key]);
}

export const CHECK_IN_TIMES = checkInTimes();

/** Country codes offered beside the phone number; +27 first and by default. */
export const COUNTRY_CODES = ["+27", "+1", "+44", "+49", "+33", "+31"] as const;

/** The business's time zone: "today", past dates and the calendar are reckoned in it. */
export const BUSINESS_TIME_ZONE = "Africa/Johannesburg";

export const REVIEW_TARGETS = ["general", ...STAY_IDS] as const;
export type TReviewTarget = (typeof REVIEW_TARGETS)[number];

export const MAX_PHOTOS_PER_SUBMISSION = 5;

/** The defaults of the server's longest stay and furthest check-in (MAX_NIGHTS, BOOKING_HORIZON_DAYS). */
export const BOOKING_LIMITS = { maxNights: 30, horizonDays: 730 } as const;
