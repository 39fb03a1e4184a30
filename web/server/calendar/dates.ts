// Calendar dates as the site uses them: `yyyy-MM-dd` strings, "today" in the business's zone.
// Pure functions, safe in the browser too; no Date at local midnight is ever created.
import { formatInTimeZone } from "date-fns-tz";
import { BUSINESS_TIME_ZONE, STAY_HOURS } from "@/content/stays";

export type TIsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written yyyy-MM-dd (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, not Date.UTC: the latter reads the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The date in the business's zone at the given instant (default: now). */
export function getBusinessToday(now: Date = new Date()): TIsoDate {
  return formatInTimeZone(now, BUSINESS_TIME_ZONE, "yyyy-MM-dd");
}

/**
 * The first day a stay may begin: today while the business's clock has not passed the day's last
 * check-in time, else tomorrow (nobody can arrive today any more).
 */
export function getEarliestCheckIn(now: Date = new Date(), lastCheckIn: string = STAY_HOURS.checkInUntil): TIsoDate {
  const today = getBusinessToday(now);
  return formatInTimeZone(now, BUSINESS_TIME_ZONE, "HH:mm") > lastCheckIn ? addDays(today, 1) : today;
}

/** A yyyy-MM-dd date as a Date at UTC midnight, the form PostgreSQL `date` columns use. */
export function toUtcDate(date: TIsoDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function fromUtcDate(date: Date): TIsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: TIsoDate, days: number): TIsoDate {
  return fromUtcDate(new Date(toUtcDate(date).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to`; the number of nights of a stay from check-in to check-out. */
export function diffDays(to: TIsoDate, from: TIsoDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / DAY_MS);
}

/** dd/MM/yyyy, as dates are shown to guests. */
export function formatDisplayDate(date: TIsoDate): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

/** The nights of a stay: each date from check-in up to the day before check-out. */
export function listNights(checkIn: TIsoDate, checkOut: TIsoDate): TIsoDate[] {
  const nights: TIsoDate[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** A moment as the business sees it: dd/MM/yyyy HH:mm in Africa/Johannesburg. */
export function formatMoment(at: Date | string): string {
  return formatInTimeZone(new Date(at), BUSINESS_TIME_ZONE, "dd/MM/yyyy HH:mm");
}
