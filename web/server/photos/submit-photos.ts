// A guest's photo submission: name, e-mail and 1-5 images, stored as pending until the owner
// decides. The originals stay private; the worker makes the public derivatives.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDictionary, type TDictionary, type TLanguage } from "@/content/dictionaries";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { makeOutboxEvent } from "../outbox";
import { isSafeText, memoizeSchema, parseInput, zEmail } from "../validation";
import { decodeImages, makeZImages } from "./data-url";
import { withStoredOriginals } from "./intake";

export const makeZPhotoSubmission = memoizeSchema(
  (t: TDictionary) => t.language,
  (t: TDictionary) =>
    z.object({
      guestName: z
        .string({ error: t.validation.photoNameRequired })
        .trim()
        .min(1, { error: t.validation.photoNameRequired })
        .max(100, { error: t.validation.tooLong(100) })
        .refine(isSafeText, { error: t.validation.photoNameRequired }),
      guestEmail: zEmail(t.validation.photoEmailRequired),
      images: makeZImages(t, 1),
    }),
);

export type TPhotoSubmissionReply = { id: string; status: "pending"; images: number };

export async function submitPhotos({ body, language }: { body: unknown; language: TLanguage }): Promise<TPhotoSubmissionReply> {
  const t = getDictionary(language);
  const input = parseInput(makeZPhotoSubmission(t), body, t);
  const images = decodeImages(input.images, getConfig(), t);
  const id = randomUUID();
  const db = getDb();
  await withStoredOriginals(
    id,
    images,
    (photos) =>
      db.$transaction([
        db.photoSubmission.create({
          data: { id, guestName: input.guestName, guestEmail: input.guestEmail, language, photos: { create: photos } },
          select: { id: true },
        }),
        db.outboxEvent.create({ data: makeOutboxEvent("photos.submitted", { submissionId: id }), select: { id: true } }),
      ]),
    t,
  );
  return { id, status: "pending", images: images.length };
}
