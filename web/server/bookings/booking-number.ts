// Short booking numbers a guest can read over the phone: "OR-" and six characters of
// Crockford's base 32 (no I, L, O or U), about a billion possibilities.
import "server-only";
import { randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function createBookingNumber(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `OR-${code}`;
}

export const BOOKING_NUMBER_PATTERN = /^OR-[0-9A-HJKMNP-TV-Z]{6}$/;
