// The checks every calendar file the site sends or serves must pass, on its bytes and parsed by
// a real iCalendar parser (ical.js): every line ends in CRLF, the last (END:VCALENDAR) too; a
// file that is not a METHOD:CANCEL names no ATTENDEE (a PUBLISH copy must not).
import ICAL from "ical.js";
import { expect } from "vitest";
import type { TInboxMessage } from "../../scripts/local-services.mjs";

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

/**
 * The bytes of a message's calendar attachment as they were sent, read from the raw message (the
 * inbox's parser rewrites a calendar file's CRLF line ends to LF). The site's mail sends every
 * attachment base64-encoded.
 */
export function calendarAttachmentBytes(mail: TInboxMessage): Buffer {
  const filename = mail.attachments.find((a) => a.filename?.endsWith(".ics"))?.filename;
  expect(filename, `${mail.subject} carries a calendar file`).toBeTruthy();
  const raw = mail.raw;
  const named = raw.indexOf(`filename=${filename}`) >= 0 ? raw.indexOf(`filename=${filename}`) : raw.indexOf(`filename="${filename}"`);
  expect(named, `${mail.subject}: the raw message names ${filename}`).toBeGreaterThan(0);
  const headersStart = raw.lastIndexOf("\r\n--", named);
  const bodyStart = raw.indexOf("\r\n\r\n", named) + 4;
  expect(raw.slice(headersStart, bodyStart)).toMatch(/content-transfer-encoding: base64/i);
  return Buffer.from(raw.slice(bodyStart, raw.indexOf("\r\n--", bodyStart)).replace(/\s+/g, ""), "base64");
}
