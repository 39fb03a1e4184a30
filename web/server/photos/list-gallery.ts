// The guest gallery: processed photos of approved submissions, newest first, each with its
// derivatives grouped by format as `srcset`s, so pages can offer AVIF and JPEG (and WebP, which
// photos made before it was dropped have: a format a photo lacks has an empty srcset).
import "server-only";
import { getDb } from "../db/client";
import { makePublicUrl, PUBLIC_DERIVATIVES } from "../storage";

type TGalleryPhoto = {
  id: string;
  guestName: string;
  width: number;
  height: number;
  /** The JPEG fallback at a medium width, for clients that take one URL. */
  src: string;
  srcSet: Record<"avif" | "webp" | "jpeg", string>;
};

const MAX_PHOTOS = 120;

export async function listGalleryPhotos(): Promise<TGalleryPhoto[]> {
  const photos = await getDb().photo.findMany({
    where: { state: "ready", submission: { status: "approved" } },
    orderBy: [{ submission: { decidedAt: "desc" } }, { position: "asc" }],
    take: MAX_PHOTOS,
    select: {
      id: true,
      width: true,
      height: true,
      submission: { select: { guestName: true } },
      derivatives: {
        where: { key: { startsWith: PUBLIC_DERIVATIVES } },
        orderBy: { width: "asc" },
        select: { key: true, width: true, format: true },
      },
    },
  });
  return photos.map((photo) => {
    const srcSet = { avif: "", webp: "", jpeg: "" };
    for (const format of ["avif", "webp", "jpeg"] as const) {
      srcSet[format] = photo.derivatives
        .filter((d) => d.format === format)
        .map((d) => `${makePublicUrl(d.key)} ${d.width}w`)
        .join(", ");
    }
    const jpegs = photo.derivatives.filter((d) => d.format === "jpeg");
    const medium = jpegs.find((d) => d.width >= 960) ?? jpegs.at(-1);
    return {
      id: photo.id,
      guestName: photo.submission?.guestName ?? "",
      width: photo.width ?? 0,
      height: photo.height ?? 0,
      src: medium ? makePublicUrl(medium.key) : "",
      srcSet,
    };
  });
}
