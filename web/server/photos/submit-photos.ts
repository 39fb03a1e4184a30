// A guest's photo submission: name, e-mail and 1-5 images, stored as pending until the owner
// decides. The originals stay private; the worker makes the public derivatives.
import "server-only";
import { z } from "zod";
import type { TLanguage } from "@/content/dictionaries";
import { GUEST_NAME_MAX_LENGTH } from "@/content/form-limits";
import { getConfig } from "../config";
import { always, text, type TMessages } from "../contract/messages";
import { zEmail, zName } from "../validation";
import { decodeImages, EXAMPLE_PHOTO, IMAGES_MESSAGE, zImages } from "./data-url";
import { createWithPhotos } from "./intake";

export const zPhotoSubmission = z
  .object({ guestName: zName(1, GUEST_NAME_MAX_LENGTH), guestEmail: zEmail(), images: zImages(1) })
  .meta({ example: { guestName: "Annelie", guestEmail: "annelie@example.co.za", images: [EXAMPLE_PHOTO] } });

export const PHOTO_MESSAGES: TMessages = {
  guestName: text((t) => t.validation.photoNameRequired),
  guestEmail: always((t) => t.validation.photoEmailRequired),
  images: IMAGES_MESSAGE,
};

type TPhotoSubmission = z.output<typeof zPhotoSubmission>;

type TPhotoSubmissionReply = { id: string; status: "pending"; images: number };

export async function submitPhotos({ input, language }: { input: TPhotoSubmission; language: TLanguage }): Promise<TPhotoSubmissionReply> {
  const images = decodeImages(input.images, getConfig());
  const id = await createWithPhotos(
    images,
    (tx, newId, photos) =>
      tx.photoSubmission.create({
        data: { id: newId, guestName: input.guestName, guestEmail: input.guestEmail, language, photos: { create: photos } },
        select: { id: true },
      }),
    "photos.submitted",
    (submissionId) => ({ submissionId }),
  );
  return { id, status: "pending", images: images.length };
}
