// The business's details in one place: name, contact, address, map position and social image.
// The footer, page metadata and structured data read them from here and nowhere else.
//
// PLACEHOLDER marks a value the spec withholds ({name}, {phone}) or that the owner must confirm;
// replace it here and every page follows.

export const SITE = {
  /** PLACEHOLDER: the spec writes {name}; "Orania Stays" stands in until the owner names it. */
  name: "Orania Stays",
  /** PLACEHOLDER: the spec writes {phone}. Shown as written; `phoneHref` is what a tap dials. */
  phone: "+27 00 000 0000",
  phoneHref: "tel:+27000000000",
  /** PLACEHOLDER: the owner's public address for guests (not OWNER_EMAIL, where requests go). */
  email: "stay@example.com",
  address: {
    /** PLACEHOLDER: the street address is not public yet. */
    street: "Orania",
    locality: "Orania",
    region: "Northern Cape",
    /** PLACEHOLDER: confirm with the owner. */
    postalCode: "8752",
    country: "ZA",
  },
  /** About 29°49′S 24°24′E (notes/town-facts.md); the stays' own pins come with the stay pages. */
  geo: { latitude: -29.8167, longitude: 24.4 },
  /** Structured data's price range, as the spec gives it. */
  priceRange: "R1400-R2500",
  /** Served from web/public; 1200 x 630, made by scripts/generate-placeholders.mjs until a real one exists. */
  socialImage: { src: "/images/social.jpg", width: 1200, height: 630 },
} as const;

/** "R1,400": the rand sign and comma thousands, as the spec shows prices in both languages. */
export function formatRand(amount: number): string {
  return `R${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}
