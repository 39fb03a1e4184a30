// What search engines and link previews read from the built site's pages: the LodgingBusiness
// JSON-LD (coordinates to five decimals or more, several photos, the price range the owner's rates
// give, the street part of the address only) and the preview image's alt text, in both languages.
import { describe, expect, it } from "vitest";
import { LOCALIZED_PAGES } from "@/content/routes";
import { SITE, streetAddressOf } from "@/content/site";
import { STAY_IDS } from "@/content/stays";
import { getBusinessDetails } from "@/server/business";
import { priceRangeOf } from "@/server/pricing";
import { readAllRates } from "@/server/pricing/rates";
import { api } from "../support/api";

type TLodging = {
  image: string[];
  priceRange: string;
  address: Record<string, string | undefined>;
  geo: { latitude: number; longitude: number };
};

async function pageOf(path: string) {
  const response = await api(encodeURI(path));
  expect(response.status).toBe(200);
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.text)?.[1] ?? "";
  const meta = (attribute: "property" | "name", key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`)
      .exec(response.text)?.[1]
      ?.replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  return { json, lodging: JSON.parse(json) as TLodging, meta };
}

describe("structured data and link previews", () => {
  it.each([
    { page: "home", path: LOCALIZED_PAGES.home.en, stays: STAY_IDS, language: "en" },
    { page: "home", path: LOCALIZED_PAGES.home.af, stays: STAY_IDS, language: "af" },
    { page: "the vacation home", path: LOCALIZED_PAGES["vacation-home"].en, stays: ["vacation-home"], language: "en" },
    { page: "the fish eagle hut", path: LOCALIZED_PAGES["fisheagle-hut"].af, stays: ["fisheagle-hut"], language: "af" },
  ] as const)("$page ($language)", async ({ path, stays, language }) => {
    const { json, lodging, meta } = await pageOf(path);
    // Coordinates written with at least five decimals, as numbers.
    expect(json).toMatch(/"latitude":-?\d+\.\d{5,}[,}]/);
    expect(json).toMatch(/"longitude":-?\d+\.\d{5,}[,}]/);
    expect(typeof lodging.geo.latitude).toBe("number");
    // The range the owner's rates give: the cheapest night to the dearest with every guest.
    const rates = await readAllRates();
    expect(lodging.priceRange).toBe(priceRangeOf(stays.map((stay) => rates[stay])));
    // A fresh install's house charges R300 a night for each guest after the first.
    if ((stays as readonly string[]).includes("vacation-home")) expect(lodging.priceRange).toMatch(/^R\d+-R\d+$/);
    // Several photos, each an absolute address.
    expect(lodging.image.length).toBeGreaterThanOrEqual(3);
    for (const image of lodging.image) expect(image).toMatch(/^https?:\/\//);
    // The street part of the owner's address alone (none for the town alone); the town in its own fields.
    const street = streetAddressOf((await getBusinessDetails()).address);
    expect(lodging.address.streetAddress).toBe(street);
    if (street) expect(street).not.toMatch(/Orania|8752/);
    expect(lodging.address).toMatchObject({ addressLocality: "Orania", postalCode: "8752" });
    // The preview image says what it shows.
    for (const alt of [meta("property", "og:image:alt"), meta("name", "twitter:image:alt")]) expect(alt).toBeTruthy();
    if (path === LOCALIZED_PAGES.home[language]) expect(meta("property", "og:image:alt")).toBe(SITE.socialImage.alt[language]);
  });
});
