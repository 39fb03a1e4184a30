// The business's day as tests see it. A test that takes "today" from the wall clock and later
// compares it with what the site or the worker decided needs both to fall on one day; a run that
// crosses the business's midnight (22:00 UTC) would otherwise see the worker a day ahead of it.
import { setTimeout as sleep } from "node:timers/promises";
import { fromZonedTime } from "date-fns-tz";
import { BUSINESS_TIME_ZONE } from "@/content/stays";
import { addDays, getBusinessToday } from "@/server/calendar/dates";

/** How long the business's day has left at `now`, in milliseconds. */
export function businessDayLeft(now: Date = new Date()): number {
  return fromZonedTime(`${addDays(getBusinessToday(now), 1)}T00:00:00`, BUSINESS_TIME_ZONE).getTime() - now.getTime();
}

/** Waits, when the business's day has less than `spanMs` left, until the next day has begun. */
export async function untilBusinessDayLasts(spanMs: number): Promise<void> {
  const left = businessDayLeft();
  if (left < spanMs) await sleep(left + 1000);
}
