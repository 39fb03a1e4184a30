// Guests' phone numbers: parsed and validated with libphonenumber-js, stored in E.164
// ("+27 082 123 4567" and "0821234567" both become +27821234567: a trunk 0 after the country code
// is dropped), and shown to the owner as dialled from South Africa (national form at home, with
// the country code abroad). Pure: the booking dialog
// validates with it too.
import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from "libphonenumber-js";

/** The country a number without a leading + belongs to. */
const DEFAULT_PHONE_COUNTRY: CountryCode = "ZA";

/** Only digits, spaces, dashes, dots, brackets and a leading +: anything else (letters) is refused. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/;

/**
 * The number as the booking dialog sends it: the chosen country code, a space, then what the
 * visitor typed, trimmed ("+27" and "082 555 1234" are "+27 082 555 1234"); a number typed with
 * its own + already names its country and is sent as typed.
 */
export function joinPhone(countryCode: string, typed: string): string {
  const number = typed.trim();
  if (number.startsWith("+") || !countryCode) return number;
  return number ? `${countryCode} ${number}` : countryCode;
}

/** South Africa's subscriber numbers all have 9 digits after the trunk 0 (082 123 4567). */
const SA_NATIONAL_DIGITS = 9;

/** What is wrong with a typed number: the field's message names it. */
export type TPhoneProblem =
  | { problem: "characters" }
  | { problem: "too-short" }
  | { problem: "too-short-za" }
  | { problem: "too-long" }
  | { problem: "country" }
  | { problem: "invalid"; country: string };

/** The published wording: a number refused with fewer digits than this (after its country code) is "too short". */
const MIN_DIGITS = 8;

/** The number in E.164 (+27821234567), or what is wrong with it. */
export function checkPhone(phone: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): { e164: string } | TPhoneProblem {
  const trimmed = phone.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return { problem: "characters" };
  const length = validatePhoneNumberLength(trimmed, defaultCountry);
  if (length === "INVALID_COUNTRY") return { problem: "country" };
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  // The digits as the visitor typed them after the country code (a trunk 0 counts: "082 123 45" is 8).
  const digits = trimmed.replace(/\D/g, "").length - (trimmed.startsWith("+") && parsed ? parsed.countryCallingCode.length : 0);
  if (!parsed || length === "TOO_SHORT" || length === "NOT_A_NUMBER") return { problem: "too-short" };
  // libphonenumber also accepts some short South African service numbers; a guest's is a full one.
  if (parsed.countryCallingCode === "27" && parsed.nationalNumber.length < SA_NATIONAL_DIGITS)
    return { problem: digits < MIN_DIGITS ? "too-short" : "too-short-za" };
  if (length === "TOO_LONG" || (parsed.countryCallingCode === "27" && parsed.nationalNumber.length > SA_NATIONAL_DIGITS))
    return { problem: "too-long" };
  // An invalid number has no country of its own: name the first its country code belongs to (+44: United Kingdom).
  if (!parsed.isValid())
    return digits < MIN_DIGITS
      ? { problem: "too-short" }
      : { problem: "invalid", country: parsed.country ?? parsed.getPossibleCountries()[0] ?? "" };
  return { e164: parsed.number };
}

/** The number in E.164 (+27821234567), or undefined when it is not a valid phone number. */
export function toE164(phone: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  const checked = checkPhone(phone, defaultCountry);
  return "e164" in checked ? checked.e164 : undefined;
}

/**
 * An E.164 number as the owner, in South Africa, dials it: a South African number in its national
 * form ("082 123 4567"), any other with its country code ("+44 7911 123456"); anything
 * unparsable as given.
 */
export function formatPhoneForOwner(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === DEFAULT_PHONE_COUNTRY || parsed.countryCallingCode === "27"
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** An E.164 number as callers abroad dial it ("+27 82 123 4567"). */
export function formatPhoneInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
