// The field rules several calls share: text PostgreSQL can store and people can read, names that
// show something, e-mail addresses. Messages are the calls' (web/server/contract/messages.ts).
import { z } from "zod";

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

/** A person's name: trimmed, at least `min` visible characters, at most `max` characters. */
export function zName(min: number, max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(isSafeText)
    .refine((name) => visibleLength(name) >= min);
}

/** An e-mail address as every form takes it: trimmed, at most 254 characters. */
export function zEmail() {
  return z.string().trim().max(254).pipe(z.email());
}
