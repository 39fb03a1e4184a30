// What the stay pages and the structured data say of reviews, computed from approved reviews only:
// each stay's reviews, newest first, with the owner's replies, and the rating box (count, average,
// its word, and each sub-score that reviews gave). Nothing here selects an e-mail address.
import "server-only";
import type { TStayId } from "@/content/stays";
import { getDb, type Prisma } from "../db/client";
import { toReviewTarget } from "./review-target";

const SUB_SCORES = ["staff", "location", "cleanliness", "amenities"] as const;
type TSubScore = (typeof SUB_SCORES)[number];
type TRatingWord = "exceptional" | "excellent" | "veryGood" | "good" | "fair";

type TStayReview = {
  id: string;
  guestName: string;
  rating: number;
  comment: string;
  /** "website", or the channel it was imported from ("airbnb", "booking.com", ...). */
  source: string;
  createdAt: string;
  reply: string | null;
  stayedHere: boolean;
};

export type TRatingSummary = {
  count: number;
  /** One decimal. */
  average: number;
  word: TRatingWord;
  /** The sub-scores at least one review gave, one decimal each. */
  subScores: { key: TSubScore; value: number }[];
};

const SCORE_COLUMN = {
  staff: "scoreStaff",
  location: "scoreLocation",
  cleanliness: "scoreCleanliness",
  amenities: "scoreAmenities",
} as const satisfies Record<TSubScore, keyof Prisma.ReviewAvgAggregateInputType>;

/** The word of the rating box for an average (out of 5). */
export function ratingWord(average: number): TRatingWord {
  if (average >= 4.8) return "exceptional";
  if (average >= 4.5) return "excellent";
  if (average >= 4) return "veryGood";
  if (average >= 3) return "good";
  return "fair";
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The rating box of one stay, or of every approved review (the home's); null when there is none. */
export async function readRatingSummary(stay?: TStayId): Promise<TRatingSummary | null> {
  const where: Prisma.ReviewWhereInput = { status: "approved", ...(stay ? { accommodationType: toReviewTarget(stay) } : {}) };
  const columns = Object.fromEntries(Object.values(SCORE_COLUMN).map((column) => [column, true])) as Record<
    (typeof SCORE_COLUMN)[TSubScore],
    true
  >;
  const totals = await getDb().review.aggregate({ where, _count: { _all: true }, _avg: { rating: true, ...columns } });
  const count = totals._count._all;
  if (count === 0 || totals._avg.rating === null) return null;
  const average = oneDecimal(totals._avg.rating);
  const subScores = SUB_SCORES.flatMap((key) => {
    const value = totals._avg[SCORE_COLUMN[key]];
    return value === null ? [] : [{ key, value: oneDecimal(value) }];
  });
  // The word follows the exact average (4.75 is "excellent", though shown as 4.8).
  return { count, average, word: ratingWord(totals._avg.rating), subScores };
}

/** A stay's approved reviews, newest first. */
export async function readStayReviews(stay: TStayId): Promise<TStayReview[]> {
  const reviews = await getDb().review.findMany({
    where: { status: "approved", accommodationType: toReviewTarget(stay) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    select: { id: true, guestName: true, rating: true, comment: true, source: true, createdAt: true, reply: true, stayedHere: true },
  });
  return reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() }));
}
