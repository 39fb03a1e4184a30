// The site's fixed facts: name, town, price range and social image, and the stays' default map
// pins. The business's phone, WhatsApp, e-mail, street address and the pins the owner set come
// from the console (web/server/business.ts); no placeholder number is kept here.
//
// PLACEHOLDER marks a value the spec withholds ({name}).

import type { TStayId } from "./stays";

export const SITE = {
  /** PLACEHOLDER: the spec writes {name}; "Orania Stays" stands in until the owner names it. */
  name: "Orania Stays",
  /** The town, for structured data; the street address is the owner's (web/server/business.ts). */
  address: { locality: "Orania", region: "Northern Cape", postalCode: "8752", country: "ZA" },
  /** Structured data's price range, as the spec gives it. */
  /** Served from web/public; 1200 x 630, made by scripts/generate-placeholders.mjs until a real one exists. */
  socialImage: {
    src: "/images/social.jpg",
    width: 1200,
    height: 630,
    /** What the image shows, for link previews' og:image:alt and twitter:image:alt. */
    alt: {
      en: "Orania Stays: a vacation home and river huts on the Orange River in Orania",
      af: "Orania Stays: 'n vakansiehuis en rivierhutte aan die Oranjerivier in Orania",
    },
  },
} as const;

/** Words of an address line that name the town, region, postcode or country rather than a street. */
const PLACE_WORDS = new Set(
  [SITE.address.locality, SITE.address.region, SITE.address.postalCode, SITE.address.country, "South Africa", "Suid-Afrika", "RSA"].flatMap(
    (place) => place.toLowerCase().split(/\s+/),
  ),
);

/**
 * The street part of the owner's address ("12 Main Street, Orania, 8752" gives "12 Main Street"):
 * the lines that are more than the town, region, postcode and country, which PostalAddress has
 * fields of their own for. Undefined when the address is the town alone.
 */
export function streetAddressOf(address: string): string | undefined {
  const lines = address
    .split(/[,\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.split(/\s+/).every((word) => PLACE_WORDS.has(word.toLowerCase())));
  return lines.length > 0 ? lines.join(", ") : undefined;
}

/** The place names of a South African address as Afrikaans writes them (the owner's address is kept as typed). */
const AFRIKAANS_PLACE_NAMES: [RegExp, string][] = [
  [/\bNorthern Cape\b/g, "Noord-Kaap"],
  [/\bWestern Cape\b/g, "Wes-Kaap"],
  [/\bEastern Cape\b/g, "Oos-Kaap"],
  [/\bFree State\b/g, "Vrystaat"],
  [/\bSouth Africa\b/g, "Suid-Afrika"],
];

/** The business's address in a language: "Orania, Northern Cape, 8752, South Africa" is "Orania, Noord-Kaap, 8752, Suid-Afrika" in Afrikaans. */
export function addressIn(address: string, language: "en" | "af"): string {
  if (language === "en") return address;
  return AFRIKAANS_PLACE_NAMES.reduce((text, [english, afrikaans]) => text.replace(english, afrikaans), address);
}

export type TPin = { latitude: number; longitude: number };

/**
 * Each stay's map pin until the owner sets it in the console: the town centre (about 29°49′S
 * 24°24′E) for the house, and the huts' spots on the river.
 */
export const DEFAULT_PINS = {
  "vacation-home": { latitude: -29.8167, longitude: 24.4 },
  "fisheagle-hut": { latitude: -29.8139, longitude: 24.3936 },
  "african-darter-hut": { latitude: -29.8172, longitude: 24.3894 },
} as const satisfies Record<TStayId, TPin>;

/** An external map of a pin (OpenStreetMap: no key, no tracking script on our page). */
export function mapUrl(pin: TPin): string {
  return `https://www.openstreetmap.org/?mlat=${pin.latitude}&mlon=${pin.longitude}#map=15/${pin.latitude}/${pin.longitude}`;
}

/** Cents as "R1,400" (or "R1,400.50"): the rand sign and comma thousands, as the booking panel and the cards show prices in both languages. */
export function formatShortRand(cents: number): string {
  return `R${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}
