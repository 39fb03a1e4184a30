// The price of a stay, computed from the stay's rates (web/server/pricing/rates.ts reads the
// owner's from the database). Pure, so that the server's quote, the stored booking and the
// console's previews share one calculation. Each night costs its season's price where a season
// covers it, else the stay's; guests from `extraGuestFrom` on add `extraGuestFeeCents` a night each;
// the cleaning fee comes once. Every amount is in integer cents.
import { STAYS, type TStayId } from "@/content/stays";
import { addDays, diffDays, type TIsoDate } from "../calendar/dates";

export type TSeason = { id?: string; name: string; startsOn: TIsoDate; endsOn: TIsoDate; pricePerNightCents: number; minNights: number };

export type TStayRates = {
  pricePerNightCents: number;
  extraGuestFeeCents: number;
  /** The first guest who pays the extra-guest fee (2: every guest after the first). */
  extraGuestFrom: number;
  maxGuests: number;
  minNights: number;
  cleaningFeeCents: number;
  /** Sorted by start; never sharing a night. */
  seasons: readonly TSeason[];
};

/**
 * How many guests a stay takes: at least its fixed minimum, at most what the owner's rates allow,
 * and never more than it has beds for. The one source of the limit: the doors, the console's forms
 * and every message that states a stay's bounds read it here.
 */
export function guestLimit(stay: TStayId, rates: Pick<TStayRates, "maxGuests">): { min: number; max: number } {
  return { min: STAYS[stay].minGuests, max: Math.min(rates.maxGuests, STAYS[stay].maxGuests) };
}

/** True when a whole number of guests the stay's limit allows. */
export function isWithinGuestLimit(limit: { min: number; max: number }, guests: number): boolean {
  return Number.isInteger(guests) && guests >= limit.min && guests <= limit.max;
}

/**
 * The bounds of each rate the owner sets, in cents, guests or nights: the console's form checks them
 * as the owner types, and the server's schema (web/server/owner/contract.ts) has the last word. The
 * prices' ceilings keep the dearest booking the rates allow within the database's integers: 90
 * nights (MAX_NIGHTS at most) at R50,000 with 19 extra guests at R5,000 and a R50,000 cleaning fee
 * come to R13.1 million, of the R21.4 million an integer of cents holds.
 */
export const RATE_BOUNDS = {
  pricePerNightCents: { min: 100, max: 5_000_000 },
  extraGuestFeeCents: { min: 0, max: 500_000 },
  extraGuestFrom: { min: 2, max: 20 },
  maxGuests: { min: 1, max: 20 },
  minNights: { min: 1, max: 30 },
  cleaningFeeCents: { min: 0, max: 5_000_000 },
} as const;

/** Nights at one price (in cents): the stay's own (season null) or a season's. */
export type TQuoteLine = { priceCents: number; nights: number; season: string | null };

export type TQuote = {
  nights: number;
  basePriceCents: number;
  additionalGuestFeeCents: number;
  cleaningFeeCents: number;
  totalPriceCents: number;
  /** The nights grouped by price, in the order they come. */
  lines: TQuoteLine[];
};

type TQuoteInput = {
  accommodationType: TStayId;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  guests: number;
};

/** A fresh install's rates: the stay's defaults, no seasons, no minimum beyond one night, no cleaning fee. */
export function defaultRates(stay: TStayId): TStayRates {
  const { pricePerNightCents, includedGuests, additionalGuestFeeCents, maxGuests } = STAYS[stay];
  return {
    pricePerNightCents,
    extraGuestFeeCents: additionalGuestFeeCents,
    extraGuestFrom: includedGuests + 1,
    maxGuests,
    minNights: 1,
    cleaningFeeCents: 0,
    seasons: [],
  };
}

function seasonOf(rates: TStayRates, night: TIsoDate): TSeason | undefined {
  return rates.seasons.find((season) => season.startsOn <= night && night <= season.endsOn);
}

/** The fewest nights a stay arriving on `checkIn` may have: its season's minimum, else the stay's. */
export function minimumNights(rates: TStayRates, checkIn: TIsoDate): number {
  return seasonOf(rates, checkIn)?.minNights ?? rates.minNights;
}

/** Quotes a stay whose dates and guest count have already been validated. */
export function quoteStay(rates: TStayRates, { checkIn, checkOut, guests }: TQuoteInput): TQuote {
  const nights = diffDays(checkOut, checkIn);
  const lines: TQuoteLine[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    const season = seasonOf(rates, night);
    const priceCents = season?.pricePerNightCents ?? rates.pricePerNightCents;
    const name = season?.name ?? null;
    const last = lines.at(-1);
    if (last && last.priceCents === priceCents && last.season === name) last.nights += 1;
    else lines.push({ priceCents, nights: 1, season: name });
  }
  const basePriceCents = lines.reduce((sum, line) => sum + line.priceCents * line.nights, 0);
  const extraGuests = Math.max(0, guests - rates.extraGuestFrom + 1);
  const additionalGuestFeeCents = nights * extraGuests * rates.extraGuestFeeCents;
  const cleaningFeeCents = nights > 0 ? rates.cleaningFeeCents : 0;
  return {
    nights,
    basePriceCents,
    additionalGuestFeeCents,
    cleaningFeeCents,
    totalPriceCents: basePriceCents + additionalGuestFeeCents + cleaningFeeCents,
    lines,
  };
}

/** The price fields a booking stores and its reply carries (the lines are the quote's alone). */
export function storedPrices({ lines: _lines, ...prices }: TQuote): Omit<TQuote, "lines"> {
  return prices;
}

/**
 * What a night can cost under these rates, as structured data's price range ("R1400-R2900"): from
 * the cheapest night of the fewest guests to the dearest night (the highest season's) with every
 * guest the stay takes, extra-guest fees included.
 */
export function priceRangeOf(rates: readonly TStayRates[]): string {
  const nightly = (stay: TStayRates) => [stay.pricePerNightCents, ...stay.seasons.map((season) => season.pricePerNightCents)];
  const extraGuests = (stay: TStayRates) => Math.max(0, stay.maxGuests - stay.extraGuestFrom + 1);
  const low = Math.min(...rates.map((stay) => Math.min(...nightly(stay))));
  const high = Math.max(...rates.map((stay) => Math.max(...nightly(stay)) + extraGuests(stay) * stay.extraGuestFeeCents));
  const [from, to] = [Math.floor(low / 100), Math.ceil(high / 100)];
  return from === to ? `R${from}` : `R${from}-R${to}`;
}

/** What a stay page and a stay card show of the rates (the panel's heading price and guest choices). */
export type TStayPriceFacts = { pricePerNightCents: number; maxGuests: number };
