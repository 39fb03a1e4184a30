import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { zContact } from "@/server/bookings/contact";
import { CONTACT_MESSAGES } from "@/server/contract/contact-texts";
import { messageFor } from "@/server/contract/messages";
import { formatPhoneNational, toE164 } from "@/server/bookings/phone";

const contact = { guestName: "Pieter", guestEmail: "pieter@example.co.za" };

describe("guests' phone numbers", () => {
  it.each([
    ["+27 082 123 4567", "+27821234567"],
    ["+270821234567", "+27821234567"],
    ["0821234567", "+27821234567"],
    ["+44 07911 123456", "+447911123456"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (202) 555-0143", "+12025550143"],
  ])("stores %s as %s", (given, stored) => {
    expect(toE164(given)).toBe(stored);
    expect(zContact.parse({ ...contact, guestPhone: given }).guestPhone).toBe(stored);
  });

  it("shows the owner the national format", () => {
    expect(formatPhoneNational("+27821234567")).toBe("082 123 4567");
    expect(formatPhoneNational("+447911123456")).toBe("07911 123456");
  });

  it.each([["+27 82 abc 4567"], ["+27 123"], ["+27 ８２１２３４５６７"], ["+999 123456789"]])(
    "refuses %s under the phone field in both languages",
    (given) => {
      for (const [language, message] of [
        ["en", "Phone number must be at least 8 digits"],
        ["af", "Telefoonnommer moet minstens 8 syfers wees"],
      ] as const) {
        const result = zContact.safeParse(
          { ...contact, guestPhone: given },
          { error: (issue) => messageFor(getDictionary(language), CONTACT_MESSAGES, issue) },
        );
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["guestPhone", message]]);
      }
    },
  );
});
