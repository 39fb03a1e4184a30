// The pages' cached readers of the content the owner edits (see ./cache.ts).
import { defaultBusinessProfile, getBusinessDetails, toBusinessDetails } from "../business";
import { CONTENT_TAG, cachedContent } from "./cache";

/** The business's details and pins, as the footer, structured data and map cards show them. */
export const getPageBusinessDetails = cachedContent(getBusinessDetails, "business-details", [CONTENT_TAG.business], () =>
  toBusinessDetails(defaultBusinessProfile()),
);
