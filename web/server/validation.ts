// The field rules several calls share: text PostgreSQL can store and people can read, names that
// show something, e-mail addresses. Messages are the calls' (web/server/contract/messages.ts).
import { z } from "zod";
import { isIsoDate } from "./calendar/dates";

/**
 * A real calendar date written yyyy-MM-dd: the one date schema of every call (2026-02-30 is
 * refused). Its refusal's reason "date" lets a door say "must be a date".
 */
export const zIsoDate = z
  .string()
  .refine(isIsoDate, { params: { reason: "date" } })
  .meta({ format: "date" });

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Control characters other than tab and line breaks; NUL in particular cannot be stored in text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True for text PostgreSQL can store and people can read: no lone surrogates, no control characters. */
export function isSafeText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !CONTROL.test(text);
}

// Invisible characters: format characters (zero-width space and joiners, BOM, bidi marks),
// separators and other whitespace.
const INVISIBLE = /[\p{Cf}\p{Z}\s]/gu;

/** The characters of `text` a reader sees. */
export function visibleLength(text: string): number {
  return text.replace(INVISIBLE, "").length;
}

// The same control characters as a character class, for the patterns below.
const CONTROL_CLASS = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F";

/**
 * Text without control characters and with at least `min` characters other than whitespace, as
 * one regular expression without lookarounds. The exact rules (no lone surrogates, `min` visible
 * characters with zero-width and format characters not counted) are refinements; this pattern is
 * implied by them and carries what JSON Schema can state to the OpenAPI document.
 */
export function readableText(min: number): RegExp {
  // Each step is a run of whitespace, then one character that is not: the two classes are
  // disjoint, so the match is linear in the text's length.
  return new RegExp(`^(?:[^${CONTROL_CLASS}\\S]*[^${CONTROL_CLASS}\\s]){${min}}[^${CONTROL_CLASS}]*$`);
}

/** A person's name: trimmed, at least `min` visible characters, at most `max` characters. */
export function zName(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(readableText(min))
    .refine(isSafeText)
    .refine((name) => visibleLength(name) >= min);
}

/**
 * An e-mail address's shape: zod's own local part, and a domain whose labels begin and end with a
 * letter or digit (a hyphen only inside, at most 63 characters each) before a top-level domain of
 * letters. `a@b-.example.com` is refused: no mail server would take it.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** An e-mail address as every form takes it: trimmed, at most 254 characters. */
export function zEmail() {
  return z
    .string()
    .trim()
    .max(254)
    .check(z.email({ pattern: EMAIL_PATTERN }));
}
