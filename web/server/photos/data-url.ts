// Decodes the data-URL images the photo and review forms send, checking each one's size and real
// type before anything is stored. Messages name the offending image (images.2, ...).
import "server-only";
import { imageSize } from "image-size";
import { z } from "zod";
import { MAX_PHOTOS_PER_SUBMISSION } from "@/content/stays";
import type { TFieldMessage } from "../contract/messages";
import { refusedFields, type TFieldRefusal } from "../errors";
import { sniffImageType, type TImageType } from "./image-type";

export type TDecodedImage = { bytes: Uint8Array; contentType: TImageType; width: number; height: number };

type TImageLimits = { MAX_IMAGE_BYTES: number; MAX_IMAGE_PIXELS: number };

/** What the images field takes (the OpenAPI document's pattern); parseDataUrl is its check. */
export const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const DATA_URL_HEAD = /^data:(image\/[a-z0-9.+-]+);base64,/;

/**
 * DATA_URL's match, as the declared type and the decoded bytes, or undefined; base64 text whose
 * length leaves a single character over (no bytes can end so) is refused too. Checked natively,
 * with no pass over the text in JavaScript: Node's decoder also reads the URL-safe alphabet ("-",
 * "_"), refused first, and skips any other character it cannot read, so the text is base64 exactly
 * when every character made its share of the bytes.
 */
export function parseDataUrl(dataUrl: string): { type: string; bytes: Buffer } | undefined {
  const head = DATA_URL_HEAD.exec(dataUrl.slice(0, 256));
  if (!head) return undefined;
  const base64 = dataUrl.slice(head[0].length);
  if (base64.includes("-") || base64.includes("_")) return undefined;
  let digits = base64.length;
  for (let padding = 0; padding < 2 && digits > 0 && base64.charCodeAt(digits - 1) === 0x3d; padding++) digits--;
  if (digits % 4 === 1) return undefined;
  const bytes = Buffer.from(base64, "base64");
  return bytes.length === Math.floor((digits * 3) / 4) ? { type: head[1]!, bytes } : undefined;
}

/** A real image the photo calls take (a 1×1 JPEG): the OpenAPI document's example. */
export const EXAMPLE_PHOTO =
  "data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC8BLPf/9k=";

/** The images field: `min` to 5 base64 data URLs (their content is checked by decodeImages). */
export function zImages(min: number) {
  return z
    .array(
      z
        .string()
        .refine((value) => parseDataUrl(value) !== undefined)
        .meta({ pattern: DATA_URL.source, examples: [EXAMPLE_PHOTO] }),
    )
    .min(min)
    .max(MAX_PHOTOS_PER_SUBMISSION);
}

/** The images field's messages: not an array or too few, too many, an entry not a string. */
export const IMAGES_MESSAGE: TFieldMessage = (t, issue) => {
  if (issue.path && issue.path.length > 1) return t.validation.notAnImage;
  return issue.code === "too_big" ? t.validation.tooManyPhotos : t.validation.noPhotos;
};

/**
 * Decodes and checks each image: its real type from its bytes, its size, and its pixel count read
 * from the header alone, so that a small file declaring a huge image is refused before any
 * decoder allocates its pixels.
 */
export function decodeImages(dataUrls: readonly string[], limits: TImageLimits): TDecodedImage[] {
  const maxBytes = limits.MAX_IMAGE_BYTES;
  const tooLarge = ["imageTooLarge", Math.floor(maxBytes / 1024 / 1024)] as const;
  const fields: Record<string, TFieldRefusal<"notAnImage" | "imageTooLarge" | "tooManyPixels">> = {};
  const images: TDecodedImage[] = [];
  dataUrls.forEach((dataUrl, index) => {
    const field = `images.${index}`;
    // Base64 is 4/3 of the bytes; refuse before decoding anything oversized.
    if (dataUrl.length > Math.ceil(maxBytes / 3) * 4 + 64) {
      fields[field] = tooLarge;
      return;
    }
    const bytes = parseDataUrl(dataUrl)?.bytes;
    const contentType = bytes ? sniffImageType(bytes) : undefined;
    if (!bytes || !contentType) {
      fields[field] = "notAnImage";
      return;
    }
    if (bytes.length > maxBytes) {
      fields[field] = tooLarge;
      return;
    }
    const size = readDimensions(bytes);
    if (!size) {
      fields[field] = "notAnImage";
      return;
    }
    if (size.width * size.height > limits.MAX_IMAGE_PIXELS) {
      fields[field] = ["tooManyPixels", Math.floor(limits.MAX_IMAGE_PIXELS / 1_000_000)];
      return;
    }
    images.push({ bytes, contentType, ...size });
  });
  const refused = refusedFields(fields);
  if (refused) throw refused;
  return images;
}

function readDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
