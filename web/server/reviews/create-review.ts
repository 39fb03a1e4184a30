// A review from the website: stored as pending until the owner approves it. Name and comment are
// trimmed; optional photos go through the same intake as guest photo submissions.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDictionary, type TDictionary, type TLanguage } from "@/content/dictionaries";
import { REVIEW_TARGETS } from "@/content/stays";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { makeOutboxEvent } from "../outbox";
import { decodeImages, makeZImages } from "../photos/data-url";
import { withStoredOriginals } from "../photos/intake";
import { isSafeText, memoizeSchema, parseInput } from "../validation";
import { toReviewTarget } from "./review-target";

export const MAX_COMMENT_LENGTH = 2000;
export const MAX_REVIEWER_NAME_LENGTH = 100;

export const makeZReviewSubmission = memoizeSchema(
  (t: TDictionary) => t.language,
  (t: TDictionary) =>
    z.object({
      guestName: z
        .string({ error: t.validation.reviewName })
        .trim()
        .min(1, { error: t.validation.reviewName })
        .max(MAX_REVIEWER_NAME_LENGTH, { error: t.validation.tooLong(MAX_REVIEWER_NAME_LENGTH) })
        .refine(isSafeText, { error: t.validation.reviewName }),
      accommodationType: z.enum(REVIEW_TARGETS, { error: t.validation.reviewTarget }),
      rating: z
        .number({ error: t.validation.rating })
        .int({ error: t.validation.rating })
        .min(1, { error: t.validation.rating })
        .max(5, { error: t.validation.rating }),
      comment: z
        .string({ error: t.validation.reviewComment })
        .trim()
        .min(1, { error: t.validation.reviewComment })
        .max(MAX_COMMENT_LENGTH, { error: t.validation.tooLong(MAX_COMMENT_LENGTH) })
        .refine((text) => isSafeText(text.replace(/[\r\n\t]/g, " ")), { error: t.validation.reviewComment }),
      source: z.literal("website", { error: t.validation.source }).optional(),
      images: makeZImages(t, 0).optional(),
    }),
);

export type TReviewSubmissionReply = { id: string; status: "pending" };

export async function createReview({ body, language }: { body: unknown; language: TLanguage }): Promise<TReviewSubmissionReply> {
  const t = getDictionary(language);
  const input = parseInput(makeZReviewSubmission(t), body, t);
  const images = decodeImages(input.images ?? [], getConfig(), t);
  const id = randomUUID();
  const db = getDb();
  await withStoredOriginals(
    id,
    images,
    (photos) =>
      db.$transaction([
        db.review.create({
          data: {
            id,
            guestName: input.guestName,
            accommodationType: toReviewTarget(input.accommodationType),
            rating: input.rating,
            comment: input.comment,
            source: "website",
            language,
            photos: { create: photos },
          },
          select: { id: true },
        }),
        db.outboxEvent.create({ data: makeOutboxEvent("review.submitted", { reviewId: id }), select: { id: true } }),
      ]),
    t,
  );
  return { id, status: "pending" };
}
