// What an image really is, read from its first bytes rather than from what the sender claims.
// Only raster formats sharp decodes safely are accepted; SVG, HTML and anything else are not.
import "server-only";

export type TImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/heic";

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function sniffImageType(bytes: Uint8Array): TImageType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const major = ascii(bytes, 8, 12);
    if (AVIF_BRANDS.has(major)) return "image/avif";
    if (HEIC_BRANDS.has(major)) return "image/heic";
  }
  return undefined;
}

export const IMAGE_EXTENSIONS: Record<TImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/heic": "heic",
};
