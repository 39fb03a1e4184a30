// The stays' texts as the owner saves them through the console's door (/api/trpc, a live owner
// session): a stay's description, an amenity and the check-in window, in both languages, show at
// once on the built site's public pages without a rebuild: the stay page in each language, its
// JSON-LD, the booking panel's and dialog's arrival times, the home page's house rules and the
// terms; the server then refuses an arrival outside the new window. Refusals name each field in
// the owner's language and save nothing; every save is audited. At the end the fresh install's
// texts are saved back the same way, so the shared page cache holds them again for other files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { checkInTimes, type TStayHours } from "@/content/stays";
import { getDb } from "@/server/db/client";
import { getOwnerMessages } from "@/server/owner/messages";
import { saveSettings, saveTexts } from "@/server/owner/stay-actions";
import { defaultStaySettings, defaultStayTexts, type TStaySettings, type TStayTexts } from "@/server/stays/texts";
import { api, BASE_URL, makeBookingRequest } from "../support/api";
import { owner, refusal } from "../support/owner";
import { signInOwner } from "../support/owner-http";

const STAY = "fisheagle-hut";
let cookie: string;

beforeAll(async () => {
  cookie = await signInOwner();
});

/** A console save through the site's own door, so that the web process re-renders what it touched. */
async function consoleSave(procedure: "saveTexts" | "saveSettings", input: unknown) {
  const reply = await api(`/api/trpc/owner.stays.${procedure}`, {
    json: { json: input },
    headers: { cookie, origin: BASE_URL },
  });
  expect(reply.status, reply.text).toBe(200);
}

async function page(path: string) {
  const reply = await api(encodeURI(path));
  expect(reply.status).toBe(200);
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(reply.text)?.[1] ?? "{}";
  return {
    html: reply.text,
    lodging: JSON.parse(json) as { amenityFeature: { name: string }[]; checkinTime: string; checkoutTime: string },
  };
}

/** The arrival times handed to the booking panel (and from it to the dialog) in the page's payload. */
function offeredTimes(html: string): string[] {
  const match = /\\"times\\":\[([^\]]*)\]/.exec(html);
  expect(match, "the panel's times in the page").not.toBeNull();
  return [...match![1]!.matchAll(/\\"(\d\d:\d\d)\\"/g)].map((m) => m[1]!);
}

const HOURS: TStayHours = { checkInFrom: "15:00", checkInUntil: "20:00", checkInStepMinutes: 60, checkOutBy: "11:00" };
const TEXTS: TStayTexts = {
  ...defaultStayTexts(STAY),
  description: {
    en: ["A reed-roofed hut right on the Orange River.", "Kingfishers at the jetty every morning."],
    af: ["'n Rietdakhut reg op die Oranjerivier.", "Visvangers elke oggend by die steier."],
  },
  amenities: [...defaultStayTexts(STAY).amenities, "free-wifi"],
  mapLabel: { en: "On the river, 2 km from town", af: "Op die rivier, 2 km van die dorp" },
};
const SETTINGS: TStaySettings = {
  hours: HOURS,
  houseRules: { en: ["No fireworks on the river bank."], af: ["Geen vuurwerke op die rivieroewer nie."] },
};

afterAll(async () => {
  // Back to a fresh install's texts through the door: the pages render anew from them.
  await consoleSave("saveTexts", { stay: STAY, ...defaultStayTexts(STAY) });
  await consoleSave("saveSettings", defaultStaySettings());
  const after = await page("/fisheagle-hut");
  expect(after.html).not.toContain(TEXTS.description.en[0]);
  expect(offeredTimes(after.html)).toEqual(checkInTimes());
});

describe("the stays' texts the owner edits", () => {
  it("a fresh install shows the shipped texts: the spec's amenities and window", async () => {
    const { html, lodging } = await page("/fisheagle-hut");
    for (const paragraph of defaultStayTexts(STAY).description.en) expect(html).toContain(paragraph.slice(0, 40));
    expect(lodging.checkinTime).toBe("14:00");
    expect(offeredTimes(html)).toEqual(checkInTimes());
    expect(lodging.amenityFeature.map((a) => a.name)).not.toContain("Free WiFi");
    // Outside the shipped window, or off its half hours: refused under the field.
    for (const checkInTime of ["19:00", "14:15"]) {
      const reply = await api<{ error: { fields: Record<string, string> } }>("/api/bookings", {
        json: makeBookingRequest({ accommodationType: STAY, checkInTime }, 40),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.fields.checkInTime).toBe(getDictionary("en").validation.checkInTime);
    }
  });

  it("refuses bad texts and hours under their fields, in the owner's language, and saves nothing", async () => {
    for (const language of ["en", "af"] as const) {
      const m = getOwnerMessages(language);
      const texts = await refusal(
        saveTexts(owner(language), {
          stay: STAY,
          description: { en: [], af: ["x".repeat(2001)] },
          amenities: ["kitchen", "kitchen", "jacuzzi"],
          mapLabel: { en: "", af: "" },
        }),
        language,
      );
      expect(texts.status).toBe(400);
      expect(texts.details.fields).toMatchObject({
        "description.en": m.listRequired,
        "description.af": m.fieldTooLong(2000),
        amenities: m.invalidChoice,
      });
      const hours = await refusal(
        saveSettings(owner(language), {
          hours: { checkInFrom: "18:00", checkInUntil: "14:00", checkInStepMinutes: 30, checkOutBy: "25:00" },
          houseRules: { en: ["Be kind."], af: [] },
        }),
        language,
      );
      expect(hours.details.fields).toEqual({
        "hours.checkOutBy": m.invalidTime,
        "hours.checkInUntil": m.checkInOrder,
        "houseRules.af": m.listRequired,
      });
      const step = await refusal(
        saveSettings(owner(language), {
          hours: { checkInFrom: "14:00", checkInUntil: "18:30", checkInStepMinutes: 60, checkOutBy: "10:00" },
          houseRules: { en: ["Be kind."], af: ["Wees gaaf."] },
        }),
        language,
      );
      expect(step.details.fields).toEqual({ "hours.checkInStepMinutes": m.checkInStep });
    }
    expect(await getDb().stayText.count()).toBe(0);
    expect(await getDb().staySettings.count()).toBe(0);
  });

  it("saved, the stay page in both languages, its JSON-LD, the panel's times, the house rules and the terms show them at once", async () => {
    await consoleSave("saveTexts", { stay: STAY, ...TEXTS });
    await consoleSave("saveSettings", SETTINGS);

    for (const [path, language] of [
      ["/fisheagle-hut", "en"],
      ["/visarend-hut", "af"],
    ] as const) {
      const { html, lodging } = await page(path);
      const t = getDictionary(language);
      for (const paragraph of TEXTS.description[language]) expect(html).toContain(paragraph.replace("'", "&#x27;"));
      expect(html).not.toContain(defaultStayTexts(STAY).description[language][0]!.slice(0, 40));
      expect(html).toContain(t.stayPage.amenities["free-wifi"]);
      expect(html).toContain(TEXTS.mapLabel[language]);
      // The panel's note, and the times it and the dialog offer: the new window, hourly.
      expect(html).toContain(language === "en" ? "Check-in available between 15:00 - 20:00" : "Intrek beskikbaar tussen 15:00 - 20:00");
      expect(offeredTimes(html)).toEqual(["15:00", "16:00", "17:00", "18:00", "19:00", "20:00"]);
      expect(lodging.amenityFeature.map((a) => a.name)).toContain("Free WiFi");
      expect(lodging).toMatchObject({ checkinTime: "15:00", checkoutTime: "11:00" });
    }
    const home = await page("/verblyf");
    expect(home.html).toContain("Geen vuurwerke op die rivieroewer nie.");
    expect(home.html).toContain("Intrek 15:00 - 20:00");
    expect(home.lodging.amenityFeature.map((a) => a.name)).toContain("Free WiFi");
    expect((await page("/en/terms")).html).toContain("Check-in is between 15:00 and 20:00");
    expect((await page("/af/terms")).html).toContain("Uittrek is teen 11:00");

    const audit = await getDb().auditEntry.findMany({ where: { action: { in: ["stay.texts", "stay.settings"] } } });
    expect(audit.map((row) => row.action).sort()).toEqual(["stay.settings", "stay.texts"]);
    expect(audit.every((row) => row.actorEmail !== null)).toBe(true);
  });

  it("the server takes arrivals in the saved window only, and says so in the visitor's language", async () => {
    const early = await api<{ error: { fields: Record<string, string> } }>("/api/bookings", {
      json: makeBookingRequest({ accommodationType: STAY, checkInTime: "14:00", language: "af" }, 30),
    });
    expect(early.status).toBe(400);
    expect(early.body.error.fields.checkInTime).toBe(getDictionary("af", HOURS).validation.checkInTime);
    const late = await api("/api/bookings", {
      json: makeBookingRequest({ accommodationType: STAY, checkInTime: "20:00", guestEmail: "late@example.co.za" }, 34),
    });
    expect(late.status, late.text).toBe(201);
  });
});
