// The reviews visitors see: approved ones only, newest first, each with the public address of
// its approved, processed photos. Nothing here selects an e-mail address.
import "server-only";
import type { TReviewTarget } from "@/content/stays";
import { getDb } from "../db/client";
import { makePublicUrl, PUBLIC_DERIVATIVES } from "../storage";
import { fromReviewTarget, REVIEW_LIST_FIELDS } from "./review-target";

type TPublicReview = {
  id: string;
  guestName: string;
  accommodationType: TReviewTarget;
  rating: number;
  comment: string;
  source: string;
  stayedHere: boolean;
  createdAt: string;
  images: string[];
};

/** The derivative shown in a review: the widest JPEG up to this width. */
const REVIEW_IMAGE_WIDTH = 960;
const MAX_REVIEWS = 200;

export async function listApprovedReviews(): Promise<TPublicReview[]> {
  const reviews = await getDb().review.findMany({
    where: { status: "approved" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_REVIEWS,
    select: {
      ...REVIEW_LIST_FIELDS,
      photos: {
        where: { state: "ready" },
        orderBy: { position: "asc" },
        select: {
          derivatives: {
            where: { format: "jpeg", width: { lte: REVIEW_IMAGE_WIDTH }, key: { startsWith: PUBLIC_DERIVATIVES } },
            orderBy: { width: "desc" },
            take: 1,
            select: { key: true },
          },
        },
      },
    },
  });
  return reviews.map((review) => ({
    id: review.id,
    guestName: review.guestName,
    accommodationType: fromReviewTarget(review.accommodationType),
    rating: review.rating,
    comment: review.comment,
    source: review.source,
    stayedHere: review.stayedHere,
    createdAt: review.createdAt.toISOString(),
    images: review.photos.flatMap((photo) => photo.derivatives.map((d) => makePublicUrl(d.key))),
  }));
}
