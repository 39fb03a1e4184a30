// How the business did over a period, from rows read once (read.ts): pure arithmetic, no I/O.
//
// The business sells at most one stay a night (a booking of any stay takes the night from all),
// so the nights it could sell in a period are its days less the nights the owner blocked for
// every stay; a stay's occupancy is measured against those nights less the ones its own blocks
// (of that stay alone) closed. Without blocks of one stay, the stays' occupancies add up to the
// business's. Nights sold: confirmed bookings' nights (from the website or entered by the
// owner) and the nights other channels' calendars hold (imported blocks). A booking's price is
// spread over its nights in whole cents (the first nights carry the odd cents), so a period holds
// the revenue of the nights inside it. Money received is the ledger's stay money (payments less
// refunds, reversed entries left out) that cleared in the period; outstanding is what the
// confirmed stays arriving in the period still owe of their price. Requests (and their outcome)
// count by the day they were made in Africa/Johannesburg; lead time and length of stay by the
// confirmed stays arriving in the period.
import "server-only";
import { STAY_IDS, type TStayId } from "@/content/stays";
import type { TIsoDate } from "../calendar/dates";
import { monthsOf } from "./period";
import { isBinding, isCancelled, isDeclined, isLapsed, type TBookingStatus } from "@/server/bookings/status";

export type TReportScope = "all" | TStayId;
export const REPORT_SCOPES: readonly TReportScope[] = ["all", ...STAY_IDS];

export type TReportBooking = {
  id: string;
  stay: TStayId;
  status: TBookingStatus;
  manual: boolean;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  totalCents: number;
  /** The day the request was made, in the business's zone. */
  requestedOn: TIsoDate;
  /** The guest confirmed the request from the e-mail. */
  verified: boolean;
  /** The owner confirmed it (it has a payment plan, made at confirmation). */
  ownerConfirmed: boolean;
  /** A request whose hold has lapsed (status still `requested` until the sweep). */
  lapsed: boolean;
  /** Stay money received over all time, reversed entries left out (payments only, refunds not taken off). */
  stayReceivedCents: number;
};

/** An owner's block (`stay` null: every stay; else that stay alone) or a channel's imported nights (`stay` from its feed). */
export type TReportBlock = { checkIn: TIsoDate; checkOut: TIsoDate; channel: boolean; stay: TStayId | null };

/** A ledger entry of stay money, not reversed: payments positive, refunds negative. */
export type TReportMoney = { stay: TStayId; occurredOn: TIsoDate; signedCents: number };

export type TReportReview = { stay: TStayId | null; createdOn: TIsoDate; rating: number };

export type TReportRows = {
  bookings: TReportBooking[];
  blocks: TReportBlock[];
  money: TReportMoney[];
  reviews: TReportReview[];
};

/** Lead time in days: [from, next bucket's from). */
export const LEAD_TIME_BUCKETS = [0, 7, 14, 30, 60, 90, 180] as const;
/** Length of stay in nights: [from, next bucket's from). */
export const LENGTH_BUCKETS = [1, 2, 3, 4, 5, 6, 7] as const;

export type TMonthFigures = {
  month: string;
  sellableNights: number;
  soldNights: number;
  revenueCents: number;
  reviews: number;
  ratingSum: number;
};

export type TFigures = {
  days: number;
  blockedNights: number;
  sellableNights: number;
  nights: { website: number; manual: number; channel: number; sold: number };
  /** Confirmed stays arriving in the period, by where they came from. */
  stays: { website: number; manual: number };
  revenueBookedCents: number;
  receivedCents: number;
  outstandingCents: number;
  /** Revenue of the nights booked through this site over those nights (channels' prices are not known here). */
  averageDailyRateCents: number;
  /** Revenue over the nights the business could sell. */
  revenuePerAvailableNightCents: number;
  leadTime: number[];
  lengthOfStay: number[];
  requests: {
    website: number;
    confirmedByGuest: number;
    confirmedByOwner: number;
    declined: number;
    lapsedUnconfirmed: number;
    lapsedUnanswered: number;
    cancelled: number;
  };
  reviews: { count: number; ratingSum: number };
  months: TMonthFigures[];
};

type TSpan = { from: TIsoDate; until: TIsoDate };

/** Days since 1970-01-01 of a yyyy-MM-dd date, remembered: a report counts the same few hundred dates many times. */
const DAY_NUMBERS = new Map<TIsoDate, number>();
function dayNumber(date: TIsoDate): number {
  let number = DAY_NUMBERS.get(date);
  if (number === undefined) {
    number = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
    if (DAY_NUMBERS.size > 50_000) DAY_NUMBERS.clear();
    DAY_NUMBERS.set(date, number);
  }
  return number;
}
const diffDays = (to: TIsoDate, from: TIsoDate) => dayNumber(to) - dayNumber(from);

const later = (a: TIsoDate, b: TIsoDate) => (a > b ? a : b);
const earlier = (a: TIsoDate, b: TIsoDate) => (a < b ? a : b);

/** Nights of [checkIn, checkOut) inside the span. */
export function nightsWithin(stay: { checkIn: TIsoDate; checkOut: TIsoDate }, span: TSpan): number {
  return Math.max(0, diffDays(earlier(stay.checkOut, span.until), later(stay.checkIn, span.from)));
}

/** The share of a booking's price that its nights inside the span carry (whole cents; the first nights carry the odd ones). */
export function revenueWithin(booking: { checkIn: TIsoDate; checkOut: TIsoDate; totalCents: number }, span: TSpan): number {
  const nights = diffDays(booking.checkOut, booking.checkIn);
  if (nights <= 0) return 0;
  const first = Math.max(0, diffDays(later(booking.checkIn, span.from), booking.checkIn));
  const last = Math.min(nights, diffDays(earlier(booking.checkOut, span.until), booking.checkIn));
  if (last <= first) return 0;
  const base = Math.floor(booking.totalCents / nights);
  const odd = booking.totalCents - base * nights;
  return (last - first) * base + Math.max(0, Math.min(last, odd) - first);
}

const inSpan = (date: TIsoDate, span: TSpan) => date >= span.from && date < span.until;

function bucketOf(buckets: readonly number[], value: number): number {
  let index = 0;
  for (let i = 0; i < buckets.length; i += 1) if (value >= buckets[i]!) index = i;
  return index;
}

/** Nights sold and sellable, and the revenue of the nights, within a span for one scope. */
function nightsAndRevenue(rows: TReportRows, scope: TReportScope, span: TSpan) {
  const ofScope = (stay: TStayId | null) => scope === "all" || stay === scope;
  const confirmed = rows.bookings.filter((booking) => isBinding(booking.status) && ofScope(booking.stay));
  let website = 0;
  let manual = 0;
  let revenue = 0;
  for (const booking of confirmed) {
    const nights = nightsWithin(booking, span);
    if (booking.manual) manual += nights;
    else website += nights;
    revenue += revenueWithin(booking, span);
  }
  let blocked = 0;
  let channel = 0;
  for (const block of rows.blocks) {
    // A block of one stay leaves the night for sale to the others: it closes that stay's alone.
    if (!block.channel) blocked += block.stay === null || block.stay === scope ? nightsWithin(block, span) : 0;
    else if (ofScope(block.stay)) channel += nightsWithin(block, span);
  }
  const days = diffDays(span.until, span.from);
  return { days, blocked, sellable: days - blocked, website, manual, channel, sold: website + manual + channel, revenue };
}

/** The figures of one scope (every stay, or one) over one period. */
export function computeFigures(rows: TReportRows, scope: TReportScope, period: TSpan): TFigures {
  const ofScope = (stay: TStayId | null) => scope === "all" || stay === scope;
  const whole = nightsAndRevenue(rows, scope, period);
  const arriving = rows.bookings.filter((booking) => isBinding(booking.status) && ofScope(booking.stay) && inSpan(booking.checkIn, period));
  const leadTime = LEAD_TIME_BUCKETS.map(() => 0);
  const lengthOfStay = LENGTH_BUCKETS.map(() => 0);
  for (const booking of arriving) {
    leadTime[bucketOf(LEAD_TIME_BUCKETS, Math.max(0, diffDays(booking.checkIn, booking.requestedOn)))]! += 1;
    lengthOfStay[bucketOf(LENGTH_BUCKETS, diffDays(booking.checkOut, booking.checkIn))]! += 1;
  }
  const requested = rows.bookings.filter((booking) => ofScope(booking.stay) && inSpan(booking.requestedOn, period));
  const website = requested.filter((booking) => !booking.manual);
  const lapsed = requested.filter((booking) => isLapsed(booking.status) || booking.lapsed);
  const reviews = rows.reviews.filter((review) => ofScope(review.stay) && inSpan(review.createdOn, period));
  const months = monthsOf(period).map(({ month, from, until }): TMonthFigures => {
    const part = nightsAndRevenue(rows, scope, { from, until });
    const ofMonth = reviews.filter((review) => review.createdOn.slice(0, 7) === month);
    return {
      month,
      sellableNights: part.sellable,
      soldNights: part.sold,
      revenueCents: part.revenue,
      reviews: ofMonth.length,
      ratingSum: ofMonth.reduce((sum, review) => sum + review.rating, 0),
    };
  });
  const bookedNights = whole.website + whole.manual;
  return {
    days: whole.days,
    blockedNights: whole.blocked,
    sellableNights: whole.sellable,
    nights: { website: whole.website, manual: whole.manual, channel: whole.channel, sold: whole.sold },
    stays: { website: arriving.filter((b) => !b.manual).length, manual: arriving.filter((b) => b.manual).length },
    revenueBookedCents: whole.revenue,
    receivedCents: rows.money
      .filter((entry) => ofScope(entry.stay) && inSpan(entry.occurredOn, period))
      .reduce((sum, entry) => sum + entry.signedCents, 0),
    outstandingCents: arriving.reduce((sum, booking) => sum + Math.max(0, booking.totalCents - booking.stayReceivedCents), 0),
    averageDailyRateCents: bookedNights > 0 ? Math.round(whole.revenue / bookedNights) : 0,
    revenuePerAvailableNightCents: whole.sellable > 0 ? Math.round(whole.revenue / whole.sellable) : 0,
    leadTime,
    lengthOfStay,
    requests: {
      website: website.length,
      confirmedByGuest: website.filter((booking) => booking.verified).length,
      confirmedByOwner: website.filter((booking) => booking.ownerConfirmed).length,
      declined: requested.filter((booking) => isDeclined(booking.status)).length,
      lapsedUnconfirmed: lapsed.filter((booking) => !booking.verified).length,
      lapsedUnanswered: lapsed.filter((booking) => booking.verified).length,
      cancelled: requested.filter((booking) => isCancelled(booking.status)).length,
    },
    reviews: { count: reviews.length, ratingSum: reviews.reduce((sum, review) => sum + review.rating, 0) },
    months,
  };
}

export type TReport = {
  period: TSpan;
  earlier: TSpan;
  /** Every scope's figures, for the period and the same period a year earlier. */
  figures: Record<TReportScope, { now: TFigures; before: TFigures }>;
};

export function computeReport(rows: TReportRows, period: TSpan, earlierPeriod: TSpan): TReport {
  const figures = Object.fromEntries(
    REPORT_SCOPES.map((scope) => [scope, { now: computeFigures(rows, scope, period), before: computeFigures(rows, scope, earlierPeriod) }]),
  ) as TReport["figures"];
  return { period, earlier: earlierPeriod, figures };
}

/** A share as a percentage with one decimal (0 when there is nothing to share). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
