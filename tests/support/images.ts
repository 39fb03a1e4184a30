// Real image bytes for tests, made with sharp, and their data URLs.
import sharp from "sharp";

export async function makeJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
}

export async function makePng(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 90, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();
}

/**
 * A camera-style JPEG stored sideways: its pixels are red in the top half and blue below, with
 * EXIF orientation 6 (display rotated 90 degrees clockwise, so red shows on the right) and GPS tags.
 */
export async function makeSidewaysPhoto(width = 1200, height = 800): Promise<Buffer> {
  const red = await sharp({ create: { width, height: height / 2, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } } })
    .composite([{ input: red, top: 0, left: 0 }])
    .withExif({
      IFD0: { Make: "TestCam", Model: "Sideways 6" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "29/1 49/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "24/1 24/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A tiny, valid PNG whose header declares `width` x `height` pixels (a decompression bomb). */
export async function makePixelFloodPng(width = 50_000, height = 50_000): Promise<Buffer> {
  const png = Buffer.from(await makePng(1, 1));
  // IHDR starts after the 8-byte signature and its 8-byte length/type: width then height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

export function toDataUrl(bytes: Buffer | string, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}

/**
 * A camera-size JPEG with detail like a photograph's (soft gradients, stripes and grain), so its
 * bytes and decoding cost are a real photo's: 4000x3000 is about 2-4 MB. `gps` adds EXIF GPS tags
 * (the owner's house), `portrait` stores it upright taller than wide.
 */
export async function makeCameraPhoto(width: number, height: number, { gps = false, hue = 0 } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1 + hue;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const i = (y * width + x) * 3;
      const stripe = Math.sin((x + y * 0.3) / (17 + hue)) * 40;
      pixels[i] = Math.min(255, Math.max(0, ((x / width) * 180 + hue * 40 + stripe + grain) % 256));
      pixels[i + 1] = Math.min(255, Math.max(0, (y / height) * 170 + 40 - stripe / 2 + grain));
      pixels[i + 2] = Math.min(255, Math.max(0, 200 - (y / height) * 120 + grain));
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const tagged = gps
    ? image.withExif({
        IFD0: { Make: "TestCam", Model: "Phone 12" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "29/1 48/1 51/1", GPSLongitudeRef: "E", GPSLongitude: "24/1 24/1 35/1" },
      })
    : image;
  return tagged.jpeg({ quality: 88 }).toBuffer();
}
