// The guest's contact details of a booking request. Kept apart from the rest of the request's
// rules (schema.ts reads the settings) because the booking dialog checks them in the browser too,
// with the few texts the stay page hands it (contactTexts, server/contract/contact-texts.ts)
// instead of a whole dictionary.
import { z } from "zod";
import type { TIssue } from "../contract/messages";
import { zEmail, zName } from "../validation";
import { checkPhone, type TPhoneProblem } from "./phone";

export const MAX_GUEST_NAME_LENGTH = 100;

/** The visitor's language, as the texts' own `language` gives it (this domain reads no dictionary). */
type TLanguage = "en" | "af";

/** A country's name in the visitor's language ("Verenigde Koninkryk"), from its ISO code. */
function countryName(code: string | undefined, language: TLanguage): string {
  if (!code) return language === "af" ? "sy land" : "its country";
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The characters toE164 reads (digits, spaces, dashes, dots, brackets, a leading +), before it trims. */
const PHONE_TEXT = /^\s*\+?[\d\s().-]+$/;

export type TContactTexts = {
  language: TLanguage;
  guestName: string;
  guestEmail: string;
  /** A number too short (the published wording). */
  guestPhone: string;
  phoneCharacters: string;
  phoneShortZa: string;
  phoneTooLong: string;
  phoneCountry: string;
  /** "{country}" is the number's country, named in the visitor's language. */
  phoneInvalid: string;
  countryCode: string;
  tooLong: string;
};

/** Each phone problem's text. */
const PHONE_TEXT_OF = {
  characters: "phoneCharacters",
  "too-short": "guestPhone",
  "too-short-za": "phoneShortZa",
  "too-long": "phoneTooLong",
  country: "phoneCountry",
  invalid: "phoneInvalid",
} as const satisfies Record<TPhoneProblem["problem"], keyof TContactTexts>;

export const zContact = z.object({
  guestName: zName(2, MAX_GUEST_NAME_LENGTH),
  guestEmail: zEmail(),
  guestPhone: z
    .string()
    .max(32)
    .regex(PHONE_TEXT)
    .meta({ examples: ["+27 82 123 4567", "082 123 4567", "+44 20 7946 0958"] })
    .transform((phone, ctx) => {
      // Parsed as a whole (country code joined to the number), so every error (letters, too
      // short) belongs under the phone field itself.
      const checked = checkPhone(phone);
      if (!("e164" in checked)) {
        ctx.addIssue({
          code: "custom",
          params: { contact: PHONE_TEXT_OF[checked.problem], country: checked.problem === "invalid" ? checked.country : undefined },
        });
        return z.NEVER;
      }
      return checked.e164;
    }),
});

/** A contact field's message: the dialog's per-parse error map, and the doors' through CONTACT_MESSAGES. */
export function contactMessage(texts: TContactTexts, issue: TIssue): string {
  const { contact: own, country } =
    (issue.params as { contact?: Exclude<keyof TContactTexts, "language">; country?: string } | undefined) ?? {};
  if (own === "phoneInvalid") return texts.phoneInvalid.replace("{country}", countryName(country, texts.language));
  if (own) return texts[own];
  // The field's own checks before the number is parsed: its characters, and its length.
  if (issue.path?.[0] === "guestPhone" && issue.code === "invalid_format") return texts.phoneCharacters;
  if (issue.path?.[0] === "guestPhone" && issue.code === "too_big") return texts.phoneTooLong;
  const field = String(issue.path?.[0] ?? "guestName") as keyof TContactTexts;
  if (field === "guestName" && issue.code === "too_big") return texts.tooLong;
  return texts[field] ?? texts.guestName;
}
