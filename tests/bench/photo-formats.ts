// What each derivative format costs and saves: for one camera-style photo, every format's
// encoder exactly as the pipeline sets it (FORMAT_ENCODERS), at every width made, its encoding's CPU time,
// its bytes and its likeness to the resized original (SSIM on luma, 1 = identical). Run by
// bench:photos, or alone: npx tsx tests/bench/photo-formats.ts
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { DERIVATIVE_FORMATS, DERIVATIVE_WIDTHS, FORMAT_ENCODERS, type TDerivativeFormat } from "@/server/photos/process-photo";
import { makeCameraPhoto } from "../support/images";

type TLuma = { data: Buffer; width: number; height: number };

async function luma(image: Sharp): Promise<TLuma> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean SSIM over 8x8 windows, every 4 pixels. */
export function ssim(a: TLuma, b: TLuma): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let count = 0;
  for (let y = 0; y + 8 <= a.height; y += 4) {
    for (let x = 0; x + 8 <= a.width; x += 4) {
      let ma = 0,
        mb = 0,
        va = 0,
        vb = 0,
        cov = 0;
      for (let j = 0; j < 8; j++) {
        for (let i = 0; i < 8; i++) {
          const p = a.data[(y + j) * a.width + x + i]!;
          const q = b.data[(y + j) * b.width + x + i]!;
          ma += p;
          mb += q;
          va += p * p;
          vb += q * q;
          cov += p * q;
        }
      }
      ma /= 64;
      mb /= 64;
      va = va / 64 - ma * ma;
      vb = vb / 64 - mb * mb;
      cov = cov / 64 - ma * mb;
      sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count += 1;
    }
  }
  return sum / count;
}

export type TFormatCost = { format: string; made: boolean; ms: number; bytes: Record<number, number>; ssim: Record<number, number> };

/** Each encoder's cost (ms per photo, all widths), bytes and SSIM at each width, for `photo`. */
export async function measureFormats(
  photo: Buffer,
  encoders: Record<string, { apply: (image: Sharp) => Sharp }> = FORMAT_ENCODERS,
): Promise<TFormatCost[]> {
  const costs: TFormatCost[] = [];
  const resized = new Map<number, { data: Buffer; info: OutputInfo }>();
  for (const width of DERIVATIVE_WIDTHS)
    resized.set(width, await sharp(photo).resize({ width }).raw().toBuffer({ resolveWithObject: true }));
  for (const [format, { apply }] of Object.entries(encoders)) {
    const cost: TFormatCost = { format, made: DERIVATIVE_FORMATS.includes(format as TDerivativeFormat), ms: 0, bytes: {}, ssim: {} };
    for (const [width, { data, info }] of resized) {
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      // CPU time (every thread of this process), not wall time: the machine may be shared.
      const started = process.cpuUsage();
      const encoded = await apply(sharp(data, raw)).toBuffer();
      const used = process.cpuUsage(started);
      cost.ms += (used.user + used.system) / 1000;
      cost.bytes[width] = encoded.length;
      cost.ssim[width] = ssim(await luma(sharp(data, raw)), await luma(sharp(encoded)));
    }
    costs.push(cost);
  }
  return costs;
}

export function formatCostTable(costs: TFormatCost[]): string {
  const head = `format       made  encode CPU ms/photo  ${DERIVATIVE_WIDTHS.map((w) => `${w} px KB (SSIM)`.padStart(17)).join("")}`;
  const rows = costs.map(
    (c) =>
      `${c.format.padEnd(12)} ${(c.made ? "yes" : "no").padEnd(5)} ${c.ms.toFixed(0).padStart(15)}  ` +
      DERIVATIVE_WIDTHS.map((w) => `${(c.bytes[w]! / 1024).toFixed(1)} (${c.ssim[w]!.toFixed(3)})`.padStart(17)).join(""),
  );
  return [head, ...rows].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const photo = await makeCameraPhoto(2400, 1600);
  console.log(formatCostTable(await measureFormats(photo)));
}
