// The pages' cached readers of the content the owner edits (see ./cache.ts).
import "server-only";
import { defaultBusinessProfile, getBusinessDetails, toBusinessDetails } from "../business";
import type { TStayId } from "@/content/stays";
import { STAY_IDS } from "@/content/stays";
import { defaultRates } from "../pricing";
import { readAllRates } from "../pricing/rates";
import { DEFAULT_PAYMENT_TERMS } from "../payments/rules";
import { readPaymentTerms } from "../payments/store";
import { readStayCovers, readStayPhotos } from "../photos/stay-photos";
import { readRatingSummary, readStayReviews } from "../reviews/stay-reviews";
import { defaultStaySettings, defaultStayTexts, readAllStayTexts, readStaySettings } from "../stays/texts";
import { CONTENT_TAG, cachedContent } from "./cache";

/** The business's details and pins, as the footer, structured data and map cards show them. */
export const getPageBusinessDetails = cachedContent(getBusinessDetails, "business-details", [CONTENT_TAG.business], () =>
  toBusinessDetails(defaultBusinessProfile()),
);

/** A stay's approved reviews, newest first, for its page. */
export const getPageStayReviews = cachedContent(readStayReviews, "stay-reviews", [CONTENT_TAG.reviews], (_stay: TStayId) => []);

/** The rating box of a stay, or of all approved reviews (no stay): what the pages and structured data show. */
export const getPageRatingSummary = cachedContent(readRatingSummary, "rating-summary", [CONTENT_TAG.reviews], (_stay?: TStayId) => null);

/** Every stay's prices and rules (seasons included), as the stay pages, cards and structured data show them. */
export const getPageRates = cachedContent(
  readAllRates,
  "stay-rates",
  [CONTENT_TAG.rates],
  () => Object.fromEntries(STAY_IDS.map((stay) => [stay, defaultRates(stay)])) as Awaited<ReturnType<typeof readAllRates>>,
);

/** A stay's own photos in the owner's order; [] (the placeholders) until the owner uploads some. */
export const getPageStayPhotos = cachedContent(readStayPhotos, "stay-photos", [CONTENT_TAG.photos], (_stay: TStayId) => []);

/** Each stay's cover photo, for the cards and link previews; none until the owner uploads photos. */
export const getPageStayCovers = cachedContent(
  readStayCovers,
  "stay-covers",
  [CONTENT_TAG.photos],
  (): Awaited<ReturnType<typeof readStayCovers>> => ({}),
);

/** The owner's payment terms (deposit, balance, breakage deposit, refund tiers, VAT), as the terms page states them; saved with the rates' tag. */
export const getPagePaymentTerms = cachedContent(
  () => readPaymentTerms(),
  "payment-terms",
  [CONTENT_TAG.rates],
  () => DEFAULT_PAYMENT_TERMS,
);

/** Every stay's description, amenities and map card, as the stay pages, cards and structured data show them. */
export const getPageStayTexts = cachedContent(
  readAllStayTexts,
  "stay-texts",
  [CONTENT_TAG.stays],
  () => Object.fromEntries(STAY_IDS.map((stay) => [stay, defaultStayTexts(stay)])) as Awaited<ReturnType<typeof readAllStayTexts>>,
);

/** The stays' hours and house rules: the booking panel's times, the house rules, the terms and the structured data follow them. */
export const getPageStaySettings = cachedContent(readStaySettings, "stay-settings", [CONTENT_TAG.stays], defaultStaySettings);
