// Keeps decoded originals under the bucket's private prefix and returns the photo rows to create with them;
// if the database write that follows fails, the stored originals are removed again.
import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type TTx } from "../db/client";
import { refusedToVisitor } from "../errors";
import { makeOutboxEvent, type TOutboxPayloads } from "../outbox";
import { makeOriginalKey, putObject, removeObject } from "../storage";
import type { TDecodedImage } from "./data-url";
import { IMAGE_EXTENSIONS } from "./image-type";
import { logger } from "../log";

/** How long a visitor is asked to wait when the bucket does not take the photos. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

type TPhotoRow = { id: string; position: number; originalKey: string; contentType: string; bytes: number };

export async function withStoredOriginals<T>(
  parentId: string,
  images: readonly Pick<TDecodedImage, "bytes" | "contentType">[],
  write: (photos: TPhotoRow[]) => Promise<T>,
): Promise<T> {
  const photos = images.map((image, position) => {
    const id = randomUUID();
    return {
      id,
      position,
      originalKey: makeOriginalKey(parentId, id, IMAGE_EXTENSIONS[image.contentType]),
      contentType: image.contentType,
      bytes: image.bytes.length,
    };
  });
  const removeAll = () => Promise.allSettled(photos.map((photo) => removeObject(photo.originalKey)));
  try {
    try {
      await Promise.all(photos.map((photo, i) => putObject(photo.originalKey, images[i]!.bytes, photo.contentType)));
    } catch (error) {
      // The bucket is away: nothing was accepted (the rows are written only after), and the
      // sender is told when to send again (the door says it in their language).
      logger.error({ err: error }, "storing originals failed");
      throw refusedToVisitor("UNAVAILABLE", "unavailable", { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS });
    }
    return await write(photos);
  } catch (error) {
    await removeAll();
    throw error;
  }
}

/**
 * A new review or photo submission with its photos: the originals stored, then the parent row and
 * the outbox event that has the worker make their derivatives, in one transaction. Returns its id.
 */
export async function createWithPhotos<Topic extends "review.submitted" | "photos.submitted">(
  images: readonly TDecodedImage[],
  create: (tx: TTx, id: string, photos: TPhotoRow[]) => Promise<unknown>,
  topic: Topic,
  payload: (id: string) => TOutboxPayloads[Topic],
): Promise<string> {
  const id = randomUUID();
  const db = getDb();
  await withStoredOriginals(id, images, (photos) =>
    db.$transaction(async (tx) => {
      await create(tx, id, photos);
      await tx.outboxEvent.create({ data: makeOutboxEvent(topic, payload(id)), select: { id: true } });
    }),
  );
  return id;
}
