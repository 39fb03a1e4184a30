// The rules a booking request and a price quote must meet, with the visitor's-language message
// for each field. Shared by the /api routes, tRPC and the booking dialog.
import { z } from "zod";
import type { TDictionary } from "@/content/dictionaries";
import { CHECK_IN_TIMES, COUNTRY_CODES, STAY_IDS, STAYS } from "@/content/stays";
import { addDays, diffDays, isIsoDate } from "../calendar/dates";
import { isSafeText, memoizeSchema, zEmail } from "../validation";

export type TStayRules = {
  t: TDictionary;
  /** The business's today, yyyy-MM-dd. */
  today: string;
  maxNights: number;
  horizonDays: number;
};

const isoDate = (t: TDictionary) => z.string({ error: t.validation.invalidDate }).refine(isIsoDate, { error: t.validation.invalidDate });

const rulesKey = ({ t, today, maxNights, horizonDays }: TStayRules) => `${t.language}|${today}|${maxNights}|${horizonDays}`;

/** Dates, stay and guests: what a quote needs, and the first half of a booking. */
export const makeZStayRequest = memoizeSchema(rulesKey, ({ t, today, maxNights, horizonDays }: TStayRules) => {
  return z
    .object({
      accommodationType: z.enum(STAY_IDS, { error: t.validation.unknownStay }),
      checkIn: isoDate(t),
      checkOut: isoDate(t),
      guests: z.number({ error: t.validation.guestsRange(1, 6) }).int({ error: t.validation.guestsRange(1, 6) }),
    })
    .superRefine((value, ctx) => {
      const stay = STAYS[value.accommodationType];
      if (value.guests < stay.minGuests || value.guests > stay.maxGuests) {
        ctx.addIssue({ code: "custom", path: ["guests"], message: t.validation.guestsRange(stay.minGuests, stay.maxGuests) });
      }
      if (value.checkIn < today) {
        ctx.addIssue({ code: "custom", path: ["checkIn"], message: t.validation.checkInPast });
      } else if (value.checkIn > addDays(today, horizonDays)) {
        ctx.addIssue({ code: "custom", path: ["checkIn"], message: t.validation.checkInTooFar });
      }
      if (value.checkOut <= value.checkIn) {
        ctx.addIssue({ code: "custom", path: ["checkOut"], message: t.validation.checkOutBeforeCheckIn });
      } else if (diffDays(value.checkOut, value.checkIn) > maxNights) {
        ctx.addIssue({ code: "custom", path: ["checkOut"], message: t.validation.tooManyNights(maxNights) });
      }
    });
});

const PHONE_SEPARATORS = /[\s\-().]/g;

/** "+27 82 123 4567" -> { countryCode: "+27", number: "821234567" }, or undefined. */
export function splitPhone(phone: string): { countryCode: string; number: string } | undefined {
  const compact = phone.replace(PHONE_SEPARATORS, "");
  const countryCode = COUNTRY_CODES.find((code) => compact.startsWith(code));
  if (!countryCode) return undefined;
  const number = compact.slice(countryCode.length);
  return /^\d*$/.test(number) ? { countryCode, number } : undefined;
}

/** The guest's contact details, as the booking dialog collects them. */
export const makeZContact = memoizeSchema(
  (t: TDictionary) => t.language,
  (t: TDictionary) =>
    z.object({
      guestName: z
        .string({ error: t.validation.guestName })
        .trim()
        .min(2, { error: t.validation.guestName })
        .max(100, { error: t.validation.tooLong(100) })
        .refine(isSafeText, { error: t.validation.guestName }),
      guestEmail: zEmail(t.validation.guestEmail),
      guestPhone: z
        .string({ error: t.validation.guestPhone })
        .max(32, { error: t.validation.guestPhone })
        .transform((phone, ctx) => {
          const parts = splitPhone(phone);
          if (!parts) {
            ctx.addIssue({ code: "custom", message: t.validation.countryCode });
            return z.NEVER;
          }
          if (parts.number.length < 8 || parts.number.length > 14) {
            ctx.addIssue({ code: "custom", message: t.validation.guestPhone });
            return z.NEVER;
          }
          return `${parts.countryCode}${parts.number}`;
        }),
    }),
);

export const makeZBookingRequest = memoizeSchema(rulesKey, (rules: TStayRules) =>
  z.intersection(
    makeZStayRequest(rules),
    makeZContact(rules.t).extend({
      checkInTime: z.enum(CHECK_IN_TIMES, { error: rules.t.validation.checkInTime }),
      /** Sent by the page; never trusted. The server computes the price. */
      totalPrice: z.unknown().optional(),
    }),
  ),
);

export type TStayRequest = z.output<ReturnType<typeof makeZStayRequest>>;
export type TBookingRequest = z.output<ReturnType<typeof makeZBookingRequest>>;
