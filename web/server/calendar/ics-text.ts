// The text of a calendar file as the site sends and serves it: every line, the last one
// (END:VCALENDAR) included, ends in CRLF, as iCalendar requires.
import "server-only";
import type { ICalCalendar } from "ical-generator";

export function icsText(calendar: ICalCalendar): string {
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
