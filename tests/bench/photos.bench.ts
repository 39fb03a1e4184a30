// npm run bench:photos – photo-job throughput through the whole pipeline (API, outbox, relay,
// BullMQ, the sandboxed sharp processor, S3, database) next to bare sharp making the same
// derivatives of the same images in this process (the one makeDerivatives both use: every width
// of DERIVATIVE_WIDTHS in every format of DERIVATIVE_FORMATS, with FORMAT_ENCODERS' settings), as a
// ratio. Target: at least 0.85x; the run exits non-zero below it. Bare sharp runs before and after
// the pipeline and their mean is the baseline; the pipeline is timed once it has made a photo in
// each of its sandboxes (a running site's state). It then prints where a photo job's time went (the
// worker's "photo processed" spans), the CPU each process used in the timed run (everything shares
// this machine's cores: the S3 stand-in and this client too, which a deployment has elsewhere) and
// what each format costs and saves (photo-formats.ts).
import { closeSync, openSync, readSync, statSync } from "node:fs";
import http from "node:http";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DERIVATIVE_FORMATS, DERIVATIVE_WIDTHS, makeDerivatives } from "@/server/photos/process-photo";
import { TEMPLATE_DATABASE_URL } from "../../scripts/test-env.mjs";
import { makeCameraPhoto } from "../support/images";
import { startStack, waitFor } from "../support/stack";
import { formatCostTable, measureFormats } from "./photo-formats";
import { cpuBetween, cpuByProcess, ensureBuilt, prepareDatabase, root } from "./support";

const IMAGES = 12;
const CONCURRENCY = 2;
const MAX_PIXELS = 40_000_000;
const TARGET = 0.85;
const WORKER_LOG = path.join(root, "var", "test-results", "bench-photos-worker.log");

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

function logSize(): number {
  try {
    return statSync(WORKER_LOG).size;
  } catch {
    return 0;
  }
}

function readLog(from: number): string {
  const buffer = Buffer.alloc(Math.max(0, logSize() - from));
  const fd = openSync(WORKER_LOG, "r");
  readSync(fd, buffer, 0, buffer.length, from);
  closeSync(fd);
  return buffer.toString("utf8");
}

/** The mean of each span of the worker's "photo processed" lines written since `from`. */
function meanSpans(from: number): { count: number; spans: Record<string, number> } {
  const sums: Record<string, number> = {};
  let count = 0;
  for (const line of readLog(from).split("\n")) {
    if (!line.includes('"photo processed"')) continue;
    const { ms } = JSON.parse(line) as { ms: Record<string, number> };
    count += 1;
    for (const [name, value] of Object.entries(ms)) sums[name] = (sums[name] ?? 0) + value;
  }
  return { count, spans: Object.fromEntries(Object.entries(sums).map(([name, sum]) => [name, Math.round(sum / Math.max(1, count))])) };
}

async function main(): Promise<void> {
  const images = await Promise.all(Array.from({ length: IMAGES }, (_, i) => makePhoto(i)));
  await prepareDatabase(TEMPLATE_DATABASE_URL);
  ensureBuilt();
  const before = await bareSharp(images);

  let logFrom: number | undefined;
  const stack = await startStack("bench-photos", 9, { PHOTO_CONCURRENCY: String(CONCURRENCY) });
  let pipeline: number;
  const marks: Record<string, number> = {};
  let warmMs: number | undefined;
  let cpu: Record<string, number> | undefined;
  const body = (photos: Buffer[]) =>
    Buffer.from(
      JSON.stringify({
        guestName: "Bench",
        guestEmail: "bench@example.co.za",
        images: photos.map((b) => `data:image/jpeg;base64,${b.toString("base64")}`),
      }),
    );
  // The bytes go out as they are (fetch would encode and copy each body in this process, on the
  // cores the pipeline is measured on: a visitor's phone does that work, not the site).
  const submit = (prepared: Buffer): Promise<string> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        `${stack.baseUrl}/api/guest-photos`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": prepared.length } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            if (response.statusCode !== 201) reject(new Error(`submission failed: ${response.statusCode} ${text}`));
            else resolve((JSON.parse(text) as { id: string }).id);
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(prepared);
    });
  try {
    // Throughput is a running site's: its upload route has served before (its first request loads
    // its code), and its worker has made photos before (a sandbox process starts with its first job
    // and is kept for the next). One photo per sandbox first, untimed.
    const warmStarted = performance.now();
    const warm = await submit(body(images.slice(0, CONCURRENCY)));
    await waitFor(
      "the warm-up photos",
      async () => (await stack.db.photo.count({ where: { submissionId: warm, state: "ready" } })) === CONCURRENCY,
      120_000,
      100,
    );
    warmMs = performance.now() - warmStarted;
    logFrom = logSize();
    // What a visitor's phone does (encoding the photos into the request) is done before the clock starts.
    const bodies = Array.from({ length: Math.ceil(IMAGES / 3) }, (_, j) => body(images.slice(j * 3, j * 3 + 3)));
    const cpuBefore = cpuByProcess();
    const started = performance.now();
    let posting = true;
    const firstReady = (async () => {
      while (posting && (await stack.db.photo.count({ where: { state: "ready" } })) === CONCURRENCY)
        await new Promise((r) => setTimeout(r, 100));
      if (posting) marks["first photo ready"] = performance.now() - started;
    })();
    const ids: string[] = [];
    for (const prepared of bodies) ids.push(await submit(prepared));
    marks["every submission accepted"] = performance.now() - started;
    posting = false;
    await firstReady;
    await waitFor(
      "every photo to be processed",
      async () => {
        const ready = await stack.db.photo.count({ where: { submissionId: { in: ids }, state: "ready" } });
        if (ready > 0) marks["first photo ready"] ??= performance.now() - started;
        return ready === IMAGES;
      },
      600_000,
      100,
    );
    marks["every photo ready"] = performance.now() - started;
    pipeline = IMAGES / ((performance.now() - started) / 1000);
    cpu = cpuBetween(cpuBefore, cpuByProcess(), [
      ["photo sandboxes", /bullmq.*(main|child)/],
      ["worker", /worker\/main\.ts/],
      ["web", /web\/server\.mjs/],
      // The S3 server and the inbox run in this process.
      ["bench and S3 server", /photos\.bench/],
      ["postgres", /^postgres/],
      ["redis", /redis-server/],
    ]);
  } finally {
    await stack.stop();
  }
  const after = await bareSharp(images);
  const baseline = (before + after) / 2;
  const ratio = pipeline / baseline;
  const { count, spans } = meanSpans(logFrom ?? 0);

  const formats = DERIVATIVE_FORMATS.map((f) => f.toUpperCase()).join(", ");
  console.log(
    `\nbench:photos  ${IMAGES} JPEGs of about 2400x1600, ${DERIVATIVE_WIDTHS.length} widths x (${formats}) each, concurrency ${CONCURRENCY}`,
  );
  console.log(`bare sharp (in process)   ${before.toFixed(2)} and ${after.toFixed(2)} images/s, mean ${baseline.toFixed(2)}`);
  console.log(`pipeline (API to S3)      ${pipeline.toFixed(2)} images/s`);
  console.log(
    `  ${Object.entries(marks)
      .map(([what, ms]) => `${what} at ${(ms / 1000).toFixed(1)} s`)
      .join(", ")}`,
  );
  console.log(
    `  (before the timed run: ${CONCURRENCY} photos, one per sandbox, which starts with its first job, in ${((warmMs ?? NaN) / 1000).toFixed(1)} s)`,
  );
  console.log(`  a photo job's mean ms (${count} jobs): ${JSON.stringify(spans)}`);
  console.log(
    `  CPU seconds used in the timed run, by process (the machine has ${availableParallelism()} cores): ${Object.entries(cpu ?? {})
      .map(([what, seconds]) => `${what} ${seconds.toFixed(2)}`)
      .join(", ")}`,
  );
  console.log(`\nwhat each format costs and saves (a camera-style 2400x1600 photo):`);
  console.log(formatCostTable(await measureFormats(await makeCameraPhoto(2400, 1600))));
  console.log(`\nratio ${ratio.toFixed(2)}x   (target: at least ${TARGET}x)${ratio >= TARGET ? "" : "   MISSED"}`);
  if (ratio < TARGET) process.exitCode = 1;
}

await main();
