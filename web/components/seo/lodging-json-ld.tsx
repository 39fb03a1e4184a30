// Structured data for search engines: the business as a LodgingBusiness (address, geo, price
// range, amenities, and an aggregate rating computed from approved reviews), on the home pages (all stays) and on each stay page.
import { SITE, streetAddressOf } from "@/content/site";
import type { TBusinessDetails } from "@/server/business";
import type { TRatingSummary } from "@/server/reviews/stay-reviews";
import { AMENITIES, STAYS, type TAmenity, type TStayHours, type TStayId } from "@/content/stays";
import { getDictionary, type TLanguage } from "@/content/dictionaries";

/** The amenities' names for search engines: the English page's, but for three in the words search engines know. */
const AMENITY_NAMES: Record<TAmenity, string> = {
  ...getDictionary("en").stayPage.amenities,
  "whole-place": "Entire place",
  "pet-friendly": "Pets allowed",
  "braai-area": "Braai (barbecue) area",
};

/** A coordinate to at least five decimals (about a metre), as search engines ask for: 24.4 is written 24.40000. */
function coordinateText(value: number): string {
  const decimals = String(value).split(".")[1]?.length ?? 0;
  return decimals >= 5 ? String(value) : value.toFixed(5);
}

/** Marks a coordinate in the object, so that the JSON writes it as a number with its decimals. */
const COORDINATE_MARK = "json-ld-coordinate:";
const MARKED_COORDINATE = new RegExp(`"${COORDINATE_MARK}(-?\\d+\\.\\d+)"`, "g");

/** The JSON-LD object; `stay` narrows it to one stay, otherwise it describes all three. */
function buildLodgingJsonLd({
  language,
  url,
  stay,
  business,
  rating,
  priceRange,
  images,
  amenities: offered,
  hours,
}: {
  language: TLanguage;
  /** The amenities the owner lists: the stay's, or every stay's together. */
  amenities: readonly TAmenity[];
  /** The owner's check-in and check-out times (the one setting). */
  hours: TStayHours;
  /** The photos to name (paths or absolute addresses): the stay's, or each stay's cover; the site's image follows them. */
  images: readonly string[];
  /** From the stays' current rates ("R1400-R2900"). */
  priceRange: string;
  url: string;
  stay?: TStayId;
  /** The owner's details: a number not set is left out, never a placeholder. */
  business: TBusinessDetails;
  /** Computed from approved reviews only; without any, no rating is claimed. */
  rating: TRatingSummary | null;
}) {
  const amenities = AMENITIES.filter((amenity) => offered.includes(amenity));
  const absolute = (path: string) => new URL(path, url).toString();
  const street = streetAddressOf(business.address);
  const pin = business.pins[stay ?? "vacation-home"];
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    name: stay ? `${STAYS[stay].name[language]} – ${SITE.name}` : SITE.name,
    url,
    image: [...new Set([...images, SITE.socialImage.src].map(absolute))],
    ...(business.phone ? { telephone: business.phone.e164 } : {}),
    email: business.email,
    priceRange,
    currenciesAccepted: "ZAR",
    // The languages the business serves guests in (schema.org has no inLanguage on a LodgingBusiness).
    availableLanguage: language === "af" ? ["af-ZA", "en-ZA"] : ["en-ZA", "af-ZA"],
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      addressLocality: SITE.address.locality,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: `${COORDINATE_MARK}${coordinateText(pin.latitude)}`,
      longitude: `${COORDINATE_MARK}${coordinateText(pin.longitude)}`,
    },
    checkinTime: hours.checkInFrom,
    checkoutTime: hours.checkOutBy,
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

/**
 * Renders the JSON-LD: coordinates as numbers with their trailing zeros (JSON.stringify drops them),
 * and `<` escaped so no text inside can close the script element.
 */
export function LodgingJsonLd(props: Parameters<typeof buildLodgingJsonLd>[0]) {
  const json = JSON.stringify(buildLodgingJsonLd(props)).replace(MARKED_COORDINATE, "$1").replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
