// A rejected review's or photo submission's pictures leave public storage at once: their
// derivatives are deleted from the bucket (their public addresses answer 404) and their rows
// removed. The owner's decision stands even if the bucket is away; the retention job and the
// photo worker withdraw whatever is left behind (rejectedPhotosLeft).
import { getDb, type TDb } from "../db/client";
import { removeObject } from "../storage";

type TParent = { reviewId: string } | { submissionId: string };

export async function withdrawPhotos(parent: TParent, db: TDb = getDb()): Promise<number> {
  const derivatives = await db.photoDerivative.findMany({ where: { photo: parent }, select: { id: true, key: true } });
  // Objects first: a row goes only once its object is gone, so a failure leaves it to be found again.
  for (const derivative of derivatives) await removeObject(derivative.key);
  await db.photoDerivative.deleteMany({ where: { id: { in: derivatives.map((derivative) => derivative.id) } } });
  return derivatives.length;
}

/** After a rejection: withdraw now; a storage failure is logged, and the retention job retries. */
export async function withdrawAfterRejection(parent: TParent): Promise<void> {
  try {
    await withdrawPhotos(parent);
  } catch (error) {
    console.error("[photos] a rejected photo's derivatives could not be removed yet; the retention job retries", error);
  }
}

/** Rejected parents whose photos still have derivatives: what the retention job withdraws. */
export async function rejectedPhotosLeft(db: TDb = getDb()): Promise<TParent[]> {
  const photos = await db.photo.findMany({
    where: {
      derivatives: { some: {} },
      OR: [{ review: { status: "rejected" } }, { submission: { status: "rejected" } }],
    },
    select: { reviewId: true, submissionId: true },
    take: 500,
  });
  return photos.map((photo) => (photo.reviewId ? { reviewId: photo.reviewId } : { submissionId: photo.submissionId! }));
}
