// A guest's photos follow the owner's decision on their review or submission. Approved, their
// derivatives move from private to public storage (copied, the row pointed at the public key, the
// private copy removed), so a waiting photo is never at a public address. Rejected, they leave
// storage (./withdraw.ts). The decision is done at once; if the bucket is away, the reconciler and
// the retention job settle what is left (photosToSettle).
import "server-only";
import { getDb, type TDb } from "../db/client";
import { DERIVATIVE_CONTENT_TYPES, getObject, PRIVATE_DERIVATIVES, PUBLIC_CACHE, putObject, removeObject, toPublicKey } from "../storage";
import { withdrawPhotos } from "./withdraw";
import { logger } from "../log";

export type TPhotoParent = { reviewId: string } | { submissionId: string };

/** Moves the parent's private derivatives to public storage; returns how many moved. */
export async function publishPhotos(parent: TPhotoParent, db: TDb = getDb()): Promise<number> {
  const derivatives = await db.photoDerivative.findMany({
    where: { photo: parent, key: { startsWith: PRIVATE_DERIVATIVES } },
    select: { id: true, key: true, format: true },
  });
  for (const derivative of derivatives) {
    const publicKey = toPublicKey(derivative.key);
    const bytes = await getObject(derivative.key);
    // Gone from the bucket: an earlier run copied it and pointed another row at it, or lost it; the
    // row goes, and a photo without derivatives is simply not shown.
    if (!bytes) {
      await db.photoDerivative.delete({ where: { id: derivative.id } });
      continue;
    }
    await putObject(publicKey, bytes, DERIVATIVE_CONTENT_TYPES[derivative.format] ?? "application/octet-stream", PUBLIC_CACHE);
    await db.photoDerivative.update({ where: { id: derivative.id }, data: { key: publicKey } });
    await removeObject(derivative.key);
  }
  return derivatives.length;
}

type TStatus = "pending" | "approved" | "rejected";

/** Brings the parent's pictures in line with its status: published when approved, withdrawn when rejected. */
export async function settlePhotos(parent: TPhotoParent, db: TDb = getDb()): Promise<void> {
  const status: TStatus | undefined =
    "reviewId" in parent
      ? (await db.review.findUnique({ where: { id: parent.reviewId }, select: { status: true } }))?.status
      : (await db.photoSubmission.findUnique({ where: { id: parent.submissionId }, select: { status: true } }))?.status;
  if (status === "approved") await publishPhotos(parent, db);
  else if (status === "rejected") await withdrawPhotos(parent, db);
}

/** After the owner's decision: settle now; a storage failure is logged, and the reconciler retries. */
export async function settleAfterDecision(parent: TPhotoParent): Promise<void> {
  try {
    await settlePhotos(parent);
  } catch (error) {
    logger.error({ err: error }, "a decided photo's derivatives could not be moved yet; the reconciler retries");
  }
}

/** Decided parents whose pictures are not yet where their decision puts them. */
export async function photosToSettle(db: TDb = getDb()): Promise<TPhotoParent[]> {
  const photos = await db.photo.findMany({
    where: {
      OR: [
        { derivatives: { some: {} }, review: { status: "rejected" } },
        { derivatives: { some: {} }, submission: { status: "rejected" } },
        { derivatives: { some: { key: { startsWith: PRIVATE_DERIVATIVES } } }, review: { status: "approved" } },
        { derivatives: { some: { key: { startsWith: PRIVATE_DERIVATIVES } } }, submission: { status: "approved" } },
      ],
    },
    select: { reviewId: true, submissionId: true },
    distinct: ["reviewId", "submissionId"],
    take: 500,
  });
  return photos.map((photo) => (photo.reviewId ? { reviewId: photo.reviewId } : { submissionId: photo.submissionId! }));
}
