// The stays' hours are one setting (the owner's, saved in the console; STAY_HOURS until then):
// given other hours, every place that shows them follows: the booking dialog's and panel's arrival
// times, the panel's note and toast, the house rules, the terms page, the API's message and the
// e-mails' sentences. The real dictionaries, components and Markdown are rendered from them; the
// server's check of a stored setting is tests/integration/stay-texts.test.ts's.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

const CHANGED = { checkInFrom: "15:00", checkInUntil: "20:00", checkInStepMinutes: 60, checkOutBy: "11:00" };

vi.mock("server-only", () => ({}));

const { checkInTimes, fillHours } = await import("@/content/stays");
const { getDictionary } = await import("@/content/dictionaries");
const { HouseRules } = await import("@/components/home/house-rules");
const { CheckInTimeSelect } = await import("@/components/stays/check-in-time-select");
const { loadArticle } = await import("@/content/articles");
const { GUEST_JOURNEY } = await import("@/content/guest-journey");
const { GUEST_MAIL } = await import("@/content/mail");

const optionsOf = (html: string) => [...html.matchAll(/<option value="([^"]*)"(?![^>]*disabled)/g)].map((match) => match[1]);

describe("the stays' hours, changed in their one setting", () => {
  it("change the arrival times the dialog and the panel offer", () => {
    const t = getDictionary("en", CHANGED);
    const html = renderToStaticMarkup(
      createElement(CheckInTimeSelect, {
        id: "time",
        texts: t.booking,
        value: "",
        onChange: () => {},
        className: "",
        times: checkInTimes(CHANGED),
      }),
    );
    expect(optionsOf(html)).toEqual(["15:00", "16:00", "17:00", "18:00", "19:00", "20:00"]);
  });

  it("change the panel's note and toast and the API's message, in both languages", () => {
    expect(getDictionary("af", CHANGED).booking.checkInNote).toBe("Intrek beskikbaar tussen 15:00 - 20:00");
    expect(getDictionary("en", CHANGED).booking.checkInNote).toBe("Check-in available between 15:00 - 20:00");
    expect(getDictionary("en", CHANGED).booking.checkOutNote).toBe("Check-out by 11:00 on the day you leave");
    expect(getDictionary("af", CHANGED).booking.toasts.missingTime).toBe("Kies jou voorkeur intrek tyd tussen 15:00 - 20:00.");
    expect(getDictionary("en", CHANGED).validation.checkInTime).toBe("Choose a check-in time between 15:00 and 20:00.");
  });

  it("change the house rules", () => {
    const en = renderToStaticMarkup(createElement(HouseRules, { t: getDictionary("en", CHANGED), rules: ["No parties."] }));
    expect(en).toContain("Check-in 15:00 - 20:00");
    expect(en).toContain("Check-out by 11:00");
    const af = renderToStaticMarkup(createElement(HouseRules, { t: getDictionary("af", CHANGED), rules: ["Geen partytjies nie."] }));
    expect(af).toContain("Intrek 15:00 - 20:00");
    expect(af).toContain("Uittrek teen 11:00");
  });

  it("change the terms page", () => {
    expect(loadArticle("legal", "terms", "en", CHANGED).html).toContain("Check-in is between 15:00 and 20:00");
    expect(loadArticle("legal", "terms", "en", CHANGED).html).toContain("Check-out is by 11:00");
    expect(loadArticle("legal", "terms", "af", CHANGED).html).toContain("Intrek is tussen 15:00 en 20:00");
    expect(loadArticle("legal", "terms", "af", CHANGED).html).toContain("Uittrek is teen 11:00");
  });

  it("change the e-mails' check-in and check-out sentences", () => {
    expect(fillHours(GUEST_JOURNEY.en.page.times("16:00"), CHANGED)).toBe(
      "Check-in from 16:00 (between 15:00 and 20:00); check-out by 11:00 on the day you leave.",
    );
    expect(fillHours(GUEST_JOURNEY.af.page.times("16:00"), CHANGED)).toContain("tussen 15:00 en 20:00); uittrek teen 11:00");
    expect(fillHours(GUEST_MAIL.en.confirmed.next, CHANGED)).toContain("check-out is by 11:00");
    expect(JSON.stringify(GUEST_MAIL)).not.toMatch(/10:00|18:00|19:00/);
  });
});
