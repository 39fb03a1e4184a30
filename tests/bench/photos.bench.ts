// npm run bench:photos – photo-job throughput through the whole pipeline (API, outbox, relay,
// BullMQ, sandboxed sharp, S3, database) next to bare sharp making the same derivatives of the
// same images in this process, as a ratio. Target: at least 0.7x. Bare sharp runs before and
// after the pipeline and their mean is the baseline.
import sharp from "sharp";
import { makeDerivatives } from "@/server/photos/process-photo";
import { TEMPLATE_DATABASE_URL } from "../../scripts/test-env.mjs";
import { startStack, waitFor } from "../support/stack";
import { ensureBuilt, prepareDatabase } from "./support";

const IMAGES = 12;
const CONCURRENCY = 2;
const MAX_PIXELS = 40_000_000;

async function makePhoto(i: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400 + i * 8,
      height: 1600,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: "gaussian", mean: 120, sigma: 25 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function bareSharp(images: Buffer[]): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < images.length) {
        const i = next++;
        await makeDerivatives(crypto.randomUUID(), images[i]!, MAX_PIXELS);
      }
    }),
  );
  return images.length / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const images = await Promise.all(Array.from({ length: IMAGES }, (_, i) => makePhoto(i)));
  await prepareDatabase(TEMPLATE_DATABASE_URL);
  ensureBuilt();
  const before = await bareSharp(images);

  const stack = await startStack("bench-photos", 9, { PHOTO_CONCURRENCY: String(CONCURRENCY) });
  let pipeline: number;
  try {
    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < IMAGES; i += 3) {
      const response = await fetch(`${stack.baseUrl}/api/guest-photos`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          guestName: "Bench",
          guestEmail: "bench@example.co.za",
          images: images.slice(i, i + 3).map((b) => `data:image/jpeg;base64,${b.toString("base64")}`),
        }),
      });
      if (response.status !== 201) throw new Error(`submission failed: ${response.status} ${await response.text()}`);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await waitFor(
      "every photo to be processed",
      async () => (await stack.db.photo.count({ where: { submissionId: { in: ids }, state: "ready" } })) === IMAGES,
      600_000,
      100,
    );
    pipeline = IMAGES / ((performance.now() - started) / 1000);
  } finally {
    await stack.stop();
  }
  const after = await bareSharp(images);
  const baseline = (before + after) / 2;

  console.log(`\nbench:photos  ${IMAGES} JPEGs of about 2400x1600, 3 widths x (AVIF, WebP, JPEG) each, concurrency ${CONCURRENCY}`);
  console.log(`bare sharp (in process)   ${before.toFixed(2)} and ${after.toFixed(2)} images/s, mean ${baseline.toFixed(2)}`);
  console.log(`pipeline (API to S3)      ${pipeline.toFixed(2)} images/s`);
  console.log(`ratio ${(pipeline / baseline).toFixed(2)}x   (target: at least 0.7x)`);
}

await main();
