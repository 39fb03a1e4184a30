// The guest's contact details of a booking request. Kept apart from the rest of the request's
// rules (schema.ts reads the settings) because the booking dialog checks them in the browser too,
// with the few texts the stay page hands it (contactTexts, server/contract/contact-texts.ts)
// instead of a whole dictionary.
import { z } from "zod";
import type { TIssue } from "../contract/messages";
import { zEmail, zName } from "../validation";
import { toE164 } from "./phone";

export const MAX_GUEST_NAME_LENGTH = 100;

/** The characters toE164 reads (digits, spaces, dashes, dots, brackets, a leading +), before it trims. */
const PHONE_TEXT = /^\s*\+?[\d\s().-]+$/;

export type TContactTexts = { guestName: string; guestEmail: string; guestPhone: string; countryCode: string; tooLong: string };

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
      const e164 = toE164(phone);
      if (!e164) {
        ctx.addIssue({ code: "custom", params: { contact: "guestPhone" } });
        return z.NEVER;
      }
      return e164;
    }),
});

/** A contact field's message: the dialog's per-parse error map, and the doors' through CONTACT_MESSAGES. */
export function contactMessage(texts: TContactTexts, issue: TIssue): string {
  const own = (issue.params as { contact?: keyof TContactTexts } | undefined)?.contact;
  if (own) return texts[own];
  const field = String(issue.path?.[0] ?? "guestName") as keyof TContactTexts;
  if (field === "guestName" && issue.code === "too_big") return texts.tooLong;
  return texts[field] ?? texts.guestName;
}
