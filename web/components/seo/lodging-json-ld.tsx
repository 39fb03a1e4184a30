// Structured data for search engines: the business as a LodgingBusiness (address, geo, price
// range, amenities, and an aggregate rating computed from approved reviews), on the home pages (all stays) and on each stay page.
import { SITE } from "@/content/site";
import type { TBusinessDetails } from "@/server/business";
import type { TRatingSummary } from "@/server/reviews/stay-reviews";
import { AMENITIES, STAY_HOURS, STAY_IDS, STAYS, type TAmenity, type TStayId } from "@/content/stays";
import { getDictionary, type TLanguage } from "@/content/dictionaries";

/** The amenities' names for search engines: the English page's, but for three in the words search engines know. */
const AMENITY_NAMES: Record<TAmenity, string> = {
  ...getDictionary("en").stayPage.amenities,
  "whole-place": "Entire place",
  "pet-friendly": "Pets allowed",
  "braai-area": "Braai (barbecue) area",
};

/** The JSON-LD object; `stay` narrows it to one stay, otherwise it describes all three. */
function buildLodgingJsonLd({
  language,
  url,
  stay,
  business,
  rating,
  priceRange,
  image,
}: {
  language: TLanguage;
  /** The stay's cover photo (absolute), where the owner has uploaded photos; else the site's image. */
  image?: string | null;
  /** From the stays' current rates ("R1400-R1800"). */
  priceRange: string;
  url: string;
  stay?: TStayId;
  /** The owner's details: a number not set is left out, never a placeholder. */
  business: TBusinessDetails;
  /** Computed from approved reviews only; without any, no rating is claimed. */
  rating: TRatingSummary | null;
}) {
  const stays = stay ? [STAYS[stay]] : STAY_IDS.map((id) => STAYS[id]);
  const amenities = AMENITIES.filter((amenity) => stays.some((s) => s.amenities.includes(amenity)));
  const absolute = (path: string) => new URL(path, url).toString();
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    name: stay ? `${STAYS[stay].name[language]} – ${SITE.name}` : SITE.name,
    url,
    image: image ?? absolute(SITE.socialImage.src),
    ...(business.phone ? { telephone: business.phone.e164 } : {}),
    email: business.email,
    priceRange,
    currenciesAccepted: "ZAR",
    inLanguage: language === "af" ? "af-ZA" : "en-ZA",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address,
      addressLocality: SITE.address.locality,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...business.pins[stay ?? "vacation-home"] },
    checkinTime: STAY_HOURS.checkInFrom,
    checkoutTime: STAY_HOURS.checkOutBy,
    amenityFeature: amenities.map((amenity) => ({ "@type": "LocationFeatureSpecification", name: AMENITY_NAMES[amenity], value: true })),
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Renders the JSON-LD; `<` is escaped so no text inside can close the script element. */
export function LodgingJsonLd(props: Parameters<typeof buildLodgingJsonLd>[0]) {
  const json = JSON.stringify(buildLodgingJsonLd(props)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
