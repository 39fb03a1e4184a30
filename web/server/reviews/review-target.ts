// Converts between the wire's review targets ("vacation-home") and the database enum, and the
// fields of a review that lists show.
import "server-only";
import type { TReviewTarget } from "@/content/stays";
import { makeEnumMapping } from "../db/enum-mapping";
import { ReviewTarget } from "../db/generated/enums";

const mapping = makeEnumMapping<TReviewTarget, ReviewTarget>({
  general: ReviewTarget.general,
  "vacation-home": ReviewTarget.vacation_home,
  "fisheagle-hut": ReviewTarget.fisheagle_hut,
  "african-darter-hut": ReviewTarget.african_darter_hut,
});

export const toReviewTarget = mapping.toDb;
export const fromReviewTarget = mapping.fromDb;

/** The fields of a review every list shows (the public ones, the console's): never an e-mail address. */
export const REVIEW_LIST_FIELDS = {
  id: true,
  guestName: true,
  accommodationType: true,
  rating: true,
  comment: true,
  source: true,
  stayedHere: true,
  createdAt: true,
} as const;
