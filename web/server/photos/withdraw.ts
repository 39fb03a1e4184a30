// A rejected review's or photo submission's pictures, or a stay photo the owner removed, leave
// storage: their derivatives are deleted from the bucket (their addresses answer 404) and their
// rows removed. Objects first: a row goes only once its object is gone, so a failure leaves it to
// be found again (./settle.ts's photosToSettle).
import "server-only";
import { getDb, type TTx } from "../db/client";
import { removeObject } from "../storage";

type TParent = { reviewId: string } | { submissionId: string } | { id: string };

/** `db`: the client, or the transaction that removes the photo (which holds its row). */
export async function withdrawPhotos(parent: TParent, db: Pick<TTx, "photoDerivative"> = getDb()): Promise<number> {
  const derivatives = await db.photoDerivative.findMany({ where: { photo: parent }, select: { id: true, key: true } });
  for (const derivative of derivatives) await removeObject(derivative.key);
  await db.photoDerivative.deleteMany({ where: { id: { in: derivatives.map((derivative) => derivative.id) } } });
  return derivatives.length;
}
