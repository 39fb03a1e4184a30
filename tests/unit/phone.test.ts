import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { zContact } from "@/server/bookings/contact";
import { CONTACT_MESSAGES } from "@/server/contract/contact-texts";
import { messageFor } from "@/server/contract/messages";
import { formatPhoneForOwner, toE164 } from "@/server/bookings/phone";

const contact = { guestName: "Pieter", guestEmail: "pieter@example.co.za" };

describe("guests' phone numbers", () => {
  it.each([
    ["+27 082 123 4567", "+27821234567"],
    ["+270821234567", "+27821234567"],
    ["0821234567", "+27821234567"],
    ["+44 07911 123456", "+447911123456"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (202) 555-0143", "+12025550143"],
    // A country whose numbers have 7 digits.
    ["+354 611 1234", "+3546111234"],
  ])("stores %s as %s", (given, stored) => {
    expect(toE164(given)).toBe(stored);
    expect(zContact.parse({ ...contact, guestPhone: given }).guestPhone).toBe(stored);
  });

  it("shows the owner the national format", () => {
    expect(formatPhoneForOwner("+27821234567")).toBe("082 123 4567");
    // Abroad, with its country code: the owner dials from South Africa.
    expect(formatPhoneForOwner("+447911123456")).toBe("+44 7911 123456");
  });

  it.each([
    ["+27 82 abc 4567", "phoneCharacters"],
    ["+27 ８２１２３４５６７", "phoneCharacters"],
    ["+27 123", "guestPhone"],
    ["+27 12345", "guestPhone"],
    ["+27 082 123 45", "phoneShortZa"],
    ["+27 82 123 456 789", "phoneTooLong"],
    ["+999 123456789", "phoneCountry"],
    ["+44 7700 900123", "phoneInvalid"],
  ] as const)("refuses %s under the phone field, saying what is wrong, in both languages (%s)", (given, key) => {
    for (const language of ["en", "af"] as const) {
      const texts = getDictionary(language).validation;
      const message =
        key === "phoneInvalid"
          ? texts.phoneInvalid.replace("{country}", language === "en" ? "United Kingdom" : "Verenigde Koninkryk")
          : texts[key];
      const result = zContact.safeParse(
        { ...contact, guestPhone: given },
        { error: (issue) => messageFor(getDictionary(language), CONTACT_MESSAGES, issue) },
      );
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["guestPhone", message]]);
    }
  });

  it("keeps the published wording for a number too short", () => {
    expect(getDictionary("en").validation.guestPhone).toBe("Phone number must be at least 8 digits");
    expect(getDictionary("af").validation.guestPhone).toBe("Telefoonnommer moet minstens 8 syfers wees");
  });
});
