// Real-size photos for the benchmarks: camera-size JPEGs (4000x3000, one portrait each stay) put
// through the site's own pipeline into the bucket and the database as the owner's upload does, so
// the stay pages, cards and link previews are measured with real photos. The caller sets the
// environment (DATABASE_URL, S3_*) before calling: the server modules read it at first use.
import { randomUUID } from "node:crypto";
import { galleryPhotos } from "../../web/content/photos";
import { STAY_IDS } from "../../web/content/stays";
import { makeCameraPhoto } from "../support/images";

/** Seeds `perStay` photos for every stay; returns the bytes uploaded. */
export async function seedStayPhotos(perStay: number): Promise<number> {
  const { getDb } = await import("../../web/server/db/client");
  const { toStayEnum } = await import("../../web/server/bookings/stay-enum");
  const { makeOriginalKey, putObject } = await import("../../web/server/storage");
  const { processPhoto } = await import("../../web/server/photos/process-photo");
  let total = 0;
  for (const stay of STAY_IDS) {
    for (let position = 0; position < perStay; position += 1) {
      const portrait = position === 1;
      const bytes = await makeCameraPhoto(portrait ? 3000 : 4000, portrait ? 4000 : 3000, { hue: position });
      const id = randomUUID();
      const originalKey = makeOriginalKey(`stay-${stay}`, id, "jpg");
      await putObject(originalKey, bytes, "image/jpeg");
      // Described as the fresh install's placeholder in the same place is.
      const { alt } = galleryPhotos(stay)[position]!;
      await getDb().photo.create({
        data: {
          id,
          stay: toStayEnum(stay),
          position,
          cover: position === 0,
          originalKey,
          contentType: "image/jpeg",
          bytes: bytes.length,
          altEn: alt.en,
          altAf: alt.af,
        },
      });
      if ((await processPhoto(id)) !== "processed") throw new Error(`photo ${position} of ${stay} was not processed`);
      total += bytes.length;
    }
  }
  await getDb().$disconnect();
  return total;
}
