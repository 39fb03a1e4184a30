// The checks every calendar file the site sends or serves must pass, on its bytes and parsed by
// a real iCalendar parser (ical.js): every line ends in CRLF, the last (END:VCALENDAR) too; a
// file that is not a METHOD:CANCEL names no ATTENDEE (a PUBLISH copy must not).
import ICAL from "ical.js";
import { expect } from "vitest";

export function expectWellFormedCalendar(bytes: Uint8Array | string, what: string): ICAL.Component {
  const buffer = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : Buffer.from(bytes);
  const text = buffer.toString("utf8");
  expect(text.endsWith("END:VCALENDAR\r\n"), `${what} ends in END:VCALENDAR and CRLF`).toBe(true);
  expect(buffer.subarray(-2).equals(Buffer.from([0x0d, 0x0a])), `${what}'s last bytes are CR LF`).toBe(true);
  expect(text.replaceAll("\r\n", ""), `${what} has no line break other than CRLF`).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const method = calendar.getFirstPropertyValue("method");
  if (method !== "CANCEL") {
    for (const event of calendar.getAllSubcomponents("vevent")) {
      expect(event.getAllProperties("attendee"), `${what} (METHOD:${String(method ?? "none")}) names no attendee`).toEqual([]);
    }
  }
  return calendar;
}
