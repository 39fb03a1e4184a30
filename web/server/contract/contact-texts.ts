// The contact details' messages in the visitor's language: the texts the stay page hands the
// booking dialog (contactTexts), and the doors' messages of the same fields when they parse a
// booking request (CONTACT_MESSAGES), both from the one choice in bookings/contact.ts.
import "server-only";
import type { TDictionary } from "@/content/dictionaries";
import { contactMessage, MAX_GUEST_NAME_LENGTH, type TContactTexts } from "../bookings/contact";
import type { TIssue, TMessages } from "./messages";

/** The contact details' texts in one language, for the stay page to pass to the dialog. */
export function contactTexts(t: TDictionary): TContactTexts {
  const { guestName, guestEmail, guestPhone, phoneCharacters, phoneShortZa, phoneTooLong, phoneCountry, phoneInvalid, countryCode } =
    t.validation;
  return {
    language: t.language,
    guestName,
    guestEmail,
    guestPhone,
    phoneCharacters,
    phoneShortZa,
    phoneTooLong,
    phoneCountry,
    phoneInvalid,
    countryCode,
    tooLong: t.validation.tooLong(MAX_GUEST_NAME_LENGTH),
  };
}

const contactField = (t: TDictionary, issue: TIssue) => contactMessage(contactTexts(t), issue);

export const CONTACT_MESSAGES: TMessages = { guestName: contactField, guestEmail: contactField, guestPhone: contactField };
