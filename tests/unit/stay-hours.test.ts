// The stays' hours are one setting (STAY_HOURS): changed, every place that shows or checks them
// follows: the booking dialog's and panel's arrival times, the panel's note and toast, the house
// rules, the terms page, the server's check of the arrival time, the API's message and the e-mails'
// sentences. The setting alone is replaced; the real dictionaries, components, Markdown and
// schemas are rendered and run from it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

const CHANGED = { checkInFrom: "15:00", checkInUntil: "20:00", checkInStepMinutes: 60, checkOutBy: "11:00" };

vi.mock("server-only", () => ({}));
vi.mock("@/content/stays", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/content/stays")>();
  const times = actual.checkInTimes(CHANGED);
  return {
    ...actual,
    STAY_HOURS: CHANGED,
    CHECK_IN_TIMES: times,
    DEFAULT_CHECK_IN_TIME: CHANGED.checkInFrom,
    checkInTimes: (hours = CHANGED) => actual.checkInTimes(hours),
    fillHours: (text: string, hours = CHANGED) => actual.fillHours(text, hours),
  };
});

const { getDictionary } = await import("@/content/dictionaries");
const { HouseRules } = await import("@/components/home/house-rules");
const { CheckInTimeSelect } = await import("@/components/stays/check-in-time-select");
const { loadArticle } = await import("@/content/articles");
const { zBookingFields } = await import("@/server/bookings/schema");
const { GUEST_JOURNEY } = await import("@/content/guest-journey");
const { GUEST_MAIL } = await import("@/content/mail");

const optionsOf = (html: string) => [...html.matchAll(/<option value="([^"]*)"(?![^>]*disabled)/g)].map((match) => match[1]);

describe("the stays' hours, changed in their one setting", () => {
  it("change the arrival times the dialog and the panel offer, and the server's check of them", () => {
    const t = getDictionary("en");
    const html = renderToStaticMarkup(
      createElement(CheckInTimeSelect, { id: "time", texts: t.booking, value: "", onChange: () => {}, className: "" }),
    );
    expect(optionsOf(html)).toEqual(["15:00", "16:00", "17:00", "18:00", "19:00", "20:00"]);
    const shape = zBookingFields.shape.checkInTime;
    expect(shape.safeParse("20:00").success).toBe(true);
    expect(shape.safeParse("14:00").success).toBe(false);
    expect(shape.safeParse("15:30").success).toBe(false);
  });

  it("change the panel's note and toast and the API's message, in both languages", () => {
    expect(getDictionary("af").booking.checkInNote).toBe("Intrek beskikbaar tussen 15:00 - 20:00");
    expect(getDictionary("en").booking.checkInNote).toBe("Check-in available between 15:00 - 20:00");
    expect(getDictionary("en").booking.checkOutNote).toBe("Check-out by 11:00 on the day you leave");
    expect(getDictionary("af").booking.toasts.missingTime).toBe("Kies jou voorkeur intrek tyd tussen 15:00 - 20:00.");
    expect(getDictionary("en").validation.checkInTime).toBe("Choose a check-in time between 15:00 and 20:00.");
  });

  it("change the house rules", () => {
    const en = renderToStaticMarkup(createElement(HouseRules, { t: getDictionary("en") }));
    expect(en).toContain("Check-in 15:00 - 20:00");
    expect(en).toContain("Check-out by 11:00");
    const af = renderToStaticMarkup(createElement(HouseRules, { t: getDictionary("af") }));
    expect(af).toContain("Intrek 15:00 - 20:00");
    expect(af).toContain("Uittrek teen 11:00");
  });

  it("change the terms page", () => {
    expect(loadArticle("legal", "terms", "en").html).toContain("Check-in is between 15:00 and 20:00");
    expect(loadArticle("legal", "terms", "en").html).toContain("Check-out is by 11:00");
    expect(loadArticle("legal", "terms", "af").html).toContain("Intrek is tussen 15:00 en 20:00");
    expect(loadArticle("legal", "terms", "af").html).toContain("Uittrek is teen 11:00");
  });

  it("change the e-mails' check-in and check-out sentences", () => {
    expect(GUEST_JOURNEY.en.page.times("16:00")).toBe(
      "Check-in from 16:00 (between 15:00 and 20:00); check-out by 11:00 on the day you leave.",
    );
    expect(GUEST_JOURNEY.af.page.times("16:00")).toContain("tussen 15:00 en 20:00); uittrek teen 11:00");
    expect(JSON.stringify(GUEST_MAIL)).toContain("check-out is by 11:00");
    expect(JSON.stringify(GUEST_MAIL)).not.toMatch(/10:00|18:00|19:00/);
  });
});
