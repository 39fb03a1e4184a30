// Makes a photo's derivatives: real type checked from the bytes, pixel count checked from the
// header before decoding, auto-rotated from EXIF, every metadata field stripped, resized to a few
// widths in AVIF and a JPEG fallback (a stay's photo also a 1200x630 Open Graph JPEG),
// written under deterministic keys and recorded. A guest's photo the owner has not approved goes
// under the private prefix; a stay's photo, or an approved guest's, under the public one. Used by
// the worker (in a sandboxed process) and by the owner's upload; a retry rewrites the same keys.
import "server-only";
import sharp, { type Sharp } from "sharp";
import { getConfig } from "../config";
import { getDb, type TTx } from "../db/client";
import { getObject, makeDerivativeKey, PUBLIC_CACHE, putObject, removeObject, type TVisibility } from "../storage";
import { logger } from "../log";
import { sniffImageType } from "./image-type";
import { settlePhotos } from "./settle";

/**
 * The widths made of each photo: 240 for a phone's thumbnails, 480 for cards and galleries on a
 * phone, 720 for a phone's full-width photo, 960 and 1600 for larger and sharper screens.
 */
export const DERIVATIVE_WIDTHS = [240, 480, 720, 960, 1600] as const;
/** The Open Graph image of a stay's photo: the size link previews take. */
const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * How each format is encoded. Measured on camera-style photos (bench:photos prints the table): at
 * the lowest effort AVIF and WebP come out at the same bytes and likeness as at their defaults for
 * a third of the CPU; a progressive JPEG without trellis quantisation costs a quarter of mozjpeg's
 * CPU for about 30% more bytes, and only the browsers without AVIF take it.
 */
export const FORMAT_ENCODERS = {
  avif: { contentType: "image/avif", extension: "avif", apply: (image: Sharp) => image.avif({ quality: 50, effort: 0 }) },
  webp: { contentType: "image/webp", extension: "webp", apply: (image: Sharp) => image.webp({ quality: 74, effort: 2 }) },
  jpeg: {
    contentType: "image/jpeg",
    extension: "jpg",
    apply: (image: Sharp) => image.jpeg({ quality: 78, progressive: true, quantisationTable: 3 }),
  },
} as const;
export type TDerivativeFormat = keyof typeof FORMAT_ENCODERS;

/**
 * The formats made of each photo, at every width: AVIF, which nearly every browser decodes (about
 * 93-95% of visitors worldwide) and which is the smallest at the same likeness (a quarter to a
 * third fewer bytes than WebP at the widths phones take), and the JPEG fallback for the rest. WebP
 * would reach only a few more browsers than AVIF, which then take the JPEG; it is no longer made
 * (photos made before keep their WebP derivatives, and pages still offer them).
 */
export const DERIVATIVE_FORMATS: readonly TDerivativeFormat[] = ["avif", "jpeg"];

class UnusablePhotoError extends Error {
  override name = "UnusablePhotoError";
}

type TDerivative = { key: string; width: number; height: number; format: string; bytes: number; data: Buffer; contentType: string };

/** The widths to make for an image this wide: those it reaches, and at least one. */
function chooseWidths(width: number): number[] {
  const widths = DERIVATIVE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

type TRaw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Pixels in memory as sharp's input. */
function fromRaw({ data, info }: TRaw): Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * The image work alone, without storage: also what the photo benchmark compares against. Each
 * derivative is handed to `made` as soon as it is encoded, so that storing it can overlap the
 * encoding of the next.
 */
export async function makeDerivatives(
  photoId: string,
  bytes: Uint8Array,
  maxPixels: number,
  {
    visibility = "public",
    og = false,
    made = () => undefined,
  }: { visibility?: TVisibility; og?: boolean; made?: (derivative: TDerivative) => void } = {},
): Promise<{ width: number; height: number; derivatives: TDerivative[] }> {
  if (!sniffImageType(bytes)) throw new UnusablePhotoError("not a supported image type");
  const input = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" });
  const meta = await input.metadata();
  if (!meta.width || !meta.height || meta.width * meta.height > maxPixels) throw new UnusablePhotoError("image too large or unreadable");
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const widths = chooseWidths(upright.width);
  // The photo is decoded once, rotated by its EXIF orientation and made sRGB, at the largest width
  // made (a JPEG decodes straight at a fraction of its size); every width is resized from those
  // pixels once, and every format encoded from that. Raw pixels carry no metadata at all.
  const largest = (await input
    .clone()
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })) as TRaw;
  const derivatives: TDerivative[] = [];
  for (const width of widths) {
    const resized =
      width >= largest.info.width
        ? largest
        : ((await fromRaw(largest).resize({ width }).raw().toBuffer({ resolveWithObject: true })) as TRaw);
    for (const format of DERIVATIVE_FORMATS) {
      const { contentType, extension, apply } = FORMAT_ENCODERS[format];
      const { data, info } = await apply(fromRaw(resized)).toBuffer({ resolveWithObject: true });
      const derivative = {
        key: makeDerivativeKey(photoId, width, extension, visibility),
        width: info.width,
        height: info.height,
        format,
        bytes: info.size,
        data,
        contentType,
      };
      derivatives.push(derivative);
      made(derivative);
    }
  }
  if (og) {
    const { data, info } = await input
      .rotate()
      .resize({ ...OG_SIZE, fit: "cover", position: "attention" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const derivative = {
      key: makeDerivativeKey(photoId, "og", "jpg", visibility),
      width: info.width,
      height: info.height,
      format: "og",
      bytes: info.size,
      data,
      contentType: "image/jpeg",
    };
    derivatives.push(derivative);
    made(derivative);
  }
  return { ...upright, derivatives };
}

const PARENT_STATUS = { select: { status: true } } as const;

/**
 * Locks a photo's row for the rest of the transaction; false when it is gone. Processing and
 * removal both take it, so derivatives are never recorded for a photo being removed, nor left
 * behind by one.
 */
export async function lockPhotoRow(tx: TTx, photoId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM photos WHERE id = ${photoId}::uuid FOR UPDATE`;
  return rows.length > 0;
}

/** Times the steps of one piece of work: each span is the milliseconds since the one before. */
function startSpans(): { spans: Record<string, number>; end: (name: string) => void } {
  const spans: Record<string, number> = {};
  let last = performance.now();
  return {
    spans,
    end(name) {
      const now = performance.now();
      spans[name] = Math.round(now - last);
      last = now;
    },
  };
}

export async function processPhoto(photoId: string): Promise<"processed" | "failed" | "missing"> {
  const db = getDb();
  const timing = startSpans();
  const photo = await db.photo.findUnique({
    where: { id: photoId },
    select: { originalKey: true, state: true, stay: true, review: PARENT_STATUS, submission: PARENT_STATUS },
  });
  if (!photo) return "missing";
  // Made already (by the owner's upload, or an earlier run of this job): the state turns ready only
  // in the same transaction as the derivatives' rows.
  if (photo.state === "ready") return "processed";
  // An original that is gone (the bucket answered "no such key") can never be processed: the photo
  // is failed rather than left received, which the reconciler would keep re-enqueueing. A photo
  // being removed loses its original before its row: a row already gone is left gone.
  const original = photo.originalKey ? await getObject(photo.originalKey) : undefined;
  if (!original) {
    await db.photo.updateMany({ where: { id: photoId, state: "received" }, data: { state: "failed" } });
    return "missing";
  }
  timing.end("read");
  const shown = photo.stay !== null || photo.review?.status === "approved" || photo.submission?.status === "approved";
  // Each derivative is stored while the next is encoded: storing waits on the bucket, encoding on
  // the CPU.
  const stored: { key: string; put: Promise<void> }[] = [];
  const store = (d: TDerivative) =>
    stored.push({ key: d.key, put: putObject(d.key, d.data, d.contentType, shown ? PUBLIC_CACHE : "private, no-store") });
  const settled = () => Promise.allSettled(stored.map((s) => s.put));
  let result: Awaited<ReturnType<typeof makeDerivatives>>;
  try {
    result = await makeDerivatives(photoId, original, getConfig().MAX_IMAGE_PIXELS, {
      visibility: shown ? "public" : "private",
      og: photo.stay !== null,
      made: store,
    });
  } catch (error) {
    // What was stored of a photo that cannot be made goes again.
    await settled();
    await Promise.allSettled(stored.map((s) => removeObject(s.key)));
    if (!(error instanceof UnusablePhotoError) && !/unsupported image format|Input image exceeds pixel limit|corrupt/i.test(String(error)))
      throw error;
    await db.photo.update({ where: { id: photoId }, data: { state: "failed" } });
    return "failed";
  }
  timing.end("image");
  const failedPut = (await settled()).find((outcome) => outcome.status === "rejected");
  if (failedPut) throw failedPut.reason;
  timing.end("store");
  // The photo's row is locked while its derivatives are recorded, as its removal locks it: one
  // waits for the other. Removed while they were being made, the photo is gone, and so must be
  // the objects just written (the removal could not see them).
  const recorded = await db.$transaction(async (tx) => {
    if (!(await lockPhotoRow(tx, photoId))) return false;
    await tx.photoDerivative.deleteMany({ where: { photoId } });
    await tx.photoDerivative.createMany({
      data: result.derivatives.map(({ key, width, height, format, bytes }) => ({ photoId, key, width, height, format, bytes })),
    });
    await tx.photo.update({ where: { id: photoId }, data: { state: "ready", width: result.width, height: result.height } });
    return true;
  });
  timing.end("record");
  if (!recorded) {
    await Promise.allSettled(result.derivatives.map((d) => removeObject(d.key)));
    return "missing";
  }
  // Decided while this photo was being made: rejected, its derivatives go again at once; approved,
  // they move to public storage now.
  const parent = await db.photo.findUnique({ where: { id: photoId }, select: { reviewId: true, submissionId: true } });
  if (parent?.reviewId) await settlePhotos({ reviewId: parent.reviewId });
  if (parent?.submissionId) await settlePhotos({ submissionId: parent.submissionId });
  timing.end("settle");
  // Each step's milliseconds: what bench:photos sums up from the worker's log.
  logger.info({ photoId, derivatives: result.derivatives.length, ms: timing.spans }, "photo processed");
  return "processed";
}
