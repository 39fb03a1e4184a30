// Reads another channel's iCalendar feed into the nights it blocks: all-day events by their
// dates, timed events by the business's dates of their start and end (whatever zone they were
// written in), recurring events expanded within a window. Anything unreadable throws.
import "server-only";
import ICAL from "ical.js";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { BUSINESS_TIME_ZONE } from "@/content/stays";
import { addDays, type TIsoDate } from "./dates";
import { FeedError } from "./feed-errors";

export type TNightRange = { checkIn: TIsoDate; checkOut: TIsoDate };

class MalformedCalendarError extends FeedError {
  override name = "MalformedCalendarError";
  constructor(message: string) {
    super("not-a-calendar", message);
  }
}

/** Bounds the work of expanding a rule (a daily rule from years back still reaches today). */
const MAX_OCCURRENCES = 20_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The instant an iCalendar date-time stands for, honouring its TZID (or UTC; floating means ours). */
function toInstant(time: ICAL.Time, tzid: string | undefined): Date {
  const clock = `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  if (time.zone === ICAL.Timezone.utcTimezone) return new Date(`${clock}Z`);
  const instant = fromZonedTime(clock, tzid ?? BUSINESS_TIME_ZONE);
  return Number.isNaN(instant.getTime()) ? time.toJSDate() : instant;
}

const HALF_DAY_MS = 12 * 3600 * 1000;
const businessDate = (instant: Date): TIsoDate => formatInTimeZone(instant, BUSINESS_TIME_ZONE, "yyyy-MM-dd");

/**
 * The nights an event takes. All-day events: their dates, end exclusive. Timed events: every night
 * whose noon-to-noon span (in the business's zone) they touch, so a 15:00 arrival and a 10:00
 * departure take exactly the nights between, whatever zone the feed wrote them in.
 */
function toRange(start: ICAL.Time, end: ICAL.Time | null, startTzid?: string, endTzid?: string): TNightRange {
  if (start.isDate && (!end || end.isDate)) {
    const checkIn = `${start.year}-${pad(start.month)}-${pad(start.day)}`;
    const checkOut = end ? `${end.year}-${pad(end.month)}-${pad(end.day)}` : checkIn;
    return { checkIn, checkOut: checkOut > checkIn ? checkOut : addDays(checkIn, 1) };
  }
  const from = toInstant(start, startTzid);
  const to = end ? toInstant(end, endTzid) : from;
  const checkIn = businessDate(new Date(from.getTime() - HALF_DAY_MS));
  const checkOut = addDays(businessDate(new Date(to.getTime() - HALF_DAY_MS - 1)), 1);
  return { checkIn, checkOut: checkOut > checkIn ? checkOut : addDays(checkIn, 1) };
}

/** The nights the feed's events block, clipped to [from, to). */
export function parseBlockedRanges(text: string, window: { from: TIsoDate; to: TIsoDate }): TNightRange[] {
  let calendar: ICAL.Component;
  try {
    // Blank lines or a byte-order mark before BEGIN:VCALENDAR are not part of the calendar.
    calendar = new ICAL.Component(ICAL.parse(text.replace(/^[\s\uFEFF]+/, "")) as unknown[]);
  } catch (error) {
    throw new MalformedCalendarError(`not a readable iCalendar file: ${(error as Error).message}`);
  }
  if (calendar.name !== "vcalendar") throw new MalformedCalendarError("not a VCALENDAR");
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);

  const ranges: TNightRange[] = [];
  const events = calendar.getAllSubcomponents("vevent");
  const exceptions = events.filter((vevent) => vevent.hasProperty("recurrence-id"));
  for (const vevent of events) {
    if (vevent.hasProperty("recurrence-id")) continue;
    if (vevent.getFirstPropertyValue("status") === "CANCELLED") continue;
    const event = new ICAL.Event(vevent, {
      exceptions: exceptions.filter((e) => e.getFirstPropertyValue("uid") === vevent.getFirstPropertyValue("uid")),
    });
    if (!event.startDate) throw new MalformedCalendarError("an event without DTSTART");
    const startTzid = vevent.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined;
    const endTzid = (vevent.getFirstProperty("dtend")?.getParameter("tzid") as string | undefined) ?? startTzid;
    if (!event.isRecurring()) {
      ranges.push(toRange(event.startDate, event.endDate, startTzid, endTzid));
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES; i++, next = iterator.next()) {
      const occurrence = event.getOccurrenceDetails(next);
      const range = toRange(occurrence.startDate, occurrence.endDate, startTzid, endTzid);
      if (range.checkIn >= window.to) break;
      if (range.checkOut > window.from) ranges.push(range);
    }
  }
  return ranges
    .map((r) => ({ checkIn: r.checkIn < window.from ? window.from : r.checkIn, checkOut: r.checkOut > window.to ? window.to : r.checkOut }))
    .filter((r) => r.checkOut > r.checkIn);
}

/** Merges ranges into sorted, non-overlapping, non-touching runs of nights. */
export function mergeRanges(ranges: readonly TNightRange[]): TNightRange[] {
  const sorted = [...ranges].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0));
  const merged: TNightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.checkIn <= last.checkOut) last.checkOut = range.checkOut > last.checkOut ? range.checkOut : last.checkOut;
    else merged.push({ ...range });
  }
  return merged;
}

/** Runs of consecutive dates, as [checkIn, checkOut) ranges. */
export function rangesFromNights(nights: readonly TIsoDate[]): TNightRange[] {
  return mergeRanges(nights.map((night) => ({ checkIn: night, checkOut: addDays(night, 1) })));
}
