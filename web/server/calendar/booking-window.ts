// Which days a stay may start and end on, as the booking calendar offers them: a taken night
// cannot be a check-in day; a stay may end on the first taken night after its check-in (the
// changeover) but not past it, and lasts at most `maxNights`. Pure, so the panel can use it, with
// the server's own MAX_NIGHTS and BOOKING_HORIZON_DAYS (the stay page passes them to the panel).
import { addDays, type TIsoDate } from "./dates";

/** True when a stay may start on `day`: not past, not beyond the horizon, and its night free. */
export function canCheckIn(day: TIsoDate, today: TIsoDate, taken: ReadonlySet<TIsoDate>, horizonDays: number): boolean {
  return day >= today && day <= addDays(today, horizonDays) && !taken.has(day);
}

/**
 * True when `day`'s night is taken but a stay may end that morning: the night before is free
 * (and, when `earliest` is given, is one a stay may start on or after).
 */
export function isCheckOutOnly(day: TIsoDate, taken: ReadonlySet<TIsoDate>, earliest?: TIsoDate): boolean {
  const before = addDays(day, -1);
  return taken.has(day) && !taken.has(before) && (earliest === undefined || before >= earliest);
}

/** The last day a stay from `checkIn` may end on: the first taken night after it, at most `maxNights` on. */
export function lastCheckOut(checkIn: TIsoDate, taken: ReadonlySet<TIsoDate>, maxNights: number): TIsoDate {
  const limit = addDays(checkIn, maxNights);
  for (let night = addDays(checkIn, 1); night < limit; night = addDays(night, 1)) if (taken.has(night)) return night;
  return limit;
}
