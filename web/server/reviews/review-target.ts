// Converts between the wire's review targets ("vacation-home") and the database enum.
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
