// Guests' phone numbers: parsed and validated with libphonenumber-js, stored in E.164
// ("+27 082 123 4567" and "0821234567" both become +27821234567: a trunk 0 after the country code
// is dropped), and shown to the owner in the country's national format. Pure: the booking dialog
// validates with it too.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

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

/** The number in E.164 (+27821234567), or undefined when it is not a valid phone number. */
export function toE164(phone: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  const trimmed = phone.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** An E.164 number as its own country writes it ("082 123 4567"); anything unparsable as given. */
export function formatPhoneNational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

/** An E.164 number as callers abroad dial it ("+27 82 123 4567"). */
export function formatPhoneInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
