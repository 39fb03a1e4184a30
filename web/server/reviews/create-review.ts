// A review from the website: stored as pending until the owner approves it. Name and comment are
// trimmed; optional photos go through the same intake as guest photo submissions.
import "server-only";
import { z } from "zod";
import type { TLanguage } from "@/content/dictionaries";
import { GUEST_NAME_MAX_LENGTH, REVIEW_COMMENT_MAX_LENGTH } from "@/content/form-limits";
import { REVIEW_TARGETS } from "@/content/stays";
import { getConfig } from "../config";
import { always, text, type TMessages } from "../contract/messages";
import { decodeImages, IMAGES_MESSAGE, zImages } from "../photos/data-url";
import { createWithPhotos } from "../photos/intake";
import { isSafeText, readableText, visibleLength, zName } from "../validation";
import { toReviewTarget } from "./review-target";

export const zReviewSubmission = z
  .object({
    guestName: zName(1, GUEST_NAME_MAX_LENGTH),
    accommodationType: z.enum(REVIEW_TARGETS),
    rating: z.number().int().min(1).max(5),
    comment: z
      .string()
      .trim()
      .min(1)
      .max(REVIEW_COMMENT_MAX_LENGTH)
      .regex(readableText(1))
      .refine((comment) => isSafeText(comment.replace(/[\r\n\t]/g, " ")))
      .refine((comment) => visibleLength(comment) >= 1),
    source: z.literal("website").optional(),
    images: zImages(0).optional(),
  })
  .meta({ example: { guestName: "Pieter", accommodationType: "fisheagle-hut", rating: 5, comment: "Stil en mooi aan die rivier." } });

export const REVIEW_MESSAGES: TMessages = {
  guestName: text((t) => t.validation.reviewName),
  accommodationType: always((t) => t.validation.reviewTarget),
  rating: always((t) => t.validation.rating),
  comment: text((t) => t.validation.reviewComment),
  source: always((t) => t.validation.source),
  images: IMAGES_MESSAGE,
};

type TReviewSubmission = z.output<typeof zReviewSubmission>;

type TReviewSubmissionReply = { id: string; status: "pending" };

export async function createReview({
  input,
  language,
  invitation,
}: {
  input: TReviewSubmission;
  language: TLanguage;
  /** The stay a guest was invited to review: the review carries the "stayed here" badge, one per booking. */
  invitation?: { bookingId: string };
}): Promise<TReviewSubmissionReply> {
  const images = decodeImages(input.images ?? [], getConfig());
  const id = await createWithPhotos(
    images,
    (tx, newId, photos) =>
      tx.review.create({
        data: {
          id: newId,
          guestName: input.guestName,
          accommodationType: toReviewTarget(input.accommodationType),
          rating: input.rating,
          comment: input.comment,
          source: "website",
          language,
          ...(invitation ? { stayedHere: true, bookingId: invitation.bookingId } : {}),
          photos: { create: photos },
        },
        select: { id: true },
      }),
    "review.submitted",
    (reviewId) => ({ reviewId }),
  );
  return { id, status: "pending" };
}
