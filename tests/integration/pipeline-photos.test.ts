// Photos through the whole pipeline: real types, EXIF orientation applied and every metadata
// field stripped, responsive derivatives in the bucket, the owner's approval, and a worker
// killed in the middle of the work.
// test-site: none
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { descendantPids, extractActionLinks, findMail, startStack, waitFor, waitForSettled, type TStack } from "../support/stack";
import { toPublicKey } from "@/server/storage";
import { readObject } from "../support/bucket";
import { makeJpeg, makeSidewaysPhoto, toDataUrl } from "../support/images";

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("photos", 1, { WORKER_LOCK_MS: "4000", PHOTO_CONCURRENCY: "1" });
});

afterAll(async () => {
  await stack?.stop();
});

async function submitPhotos(guestName: string, images: Buffer[]): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/api/guest-photos`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      guestName,
      guestEmail: `${guestName.toLowerCase()}@example.co.za`,
      images: images.map((b) => toDataUrl(b, "image/jpeg")),
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Names of the objects under a photo's folders in the local bucket (private while waiting, public once shown). */
function listDerivativeObjects(photoId: string): string[] {
  return [path.join("public", "photos"), path.join("private", "derivatives")].flatMap((folder) => {
    try {
      // s3rver keeps each object as "<name>._S3rver_object" beside its metadata files.
      return readdirSync(path.join(stack.s3Dir, "orania-stays", folder, photoId))
        .filter((name) => name.endsWith("._S3rver_object"))
        .map((name) => name.slice(0, -"._S3rver_object".length));
    } catch {
      return [];
    }
  });
}

type TGallery = { id: string; src: string; srcSet: Record<string, string> }[];

/** The worker's photo sandboxes: the processes below it that run BullMQ's sandbox entry point. */
function photoSandboxes(): number[] {
  const pid = stack.worker.process()?.pid;
  return (pid ? descendantPids(pid) : []).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, "utf8").includes("bullmq");
    } catch {
      return false;
    }
  });
}

describe("the photo sandbox", () => {
  it("killed between jobs costs no photo and not the worker: the next photo is made in a new one", async () => {
    const first = await submitPhotos("Sandbox", [await makeJpeg(900, 600)]);
    const ready = (submissionId: string) => async () =>
      (await stack.db.photo.findMany({ where: { submissionId } })).every((p) => p.state === "ready");
    await waitFor("the first photo to be processed", ready(first), 60_000);
    // PHOTO_CONCURRENCY is 1: one sandbox, kept for the next job.
    const [sandbox] = await waitFor("the worker's photo sandbox", () => (photoSandboxes().length === 1 ? photoSandboxes() : undefined));
    process.kill(sandbox!, "SIGKILL");
    await waitFor("the sandbox to be gone", () => !photoSandboxes().includes(sandbox!));
    const second = await submitPhotos("Sandbox", [await makeJpeg(900, 600)]);
    await waitFor("the next photo to be processed in a new sandbox", ready(second), 60_000);
    expect(photoSandboxes()).toHaveLength(1);
    expect(photoSandboxes()).not.toContain(sandbox);
    expect((await fetch(`${stack.workerUrl}/health`)).status).toBe(200);
  });
});

describe("guest photos", () => {
  it("makes upright, metadata-free derivatives of three JPEGs, and publishes them once the owner approves", async () => {
    const sideways = await makeSidewaysPhoto(1200, 800);
    const submissionId = await submitPhotos("Annelie", [sideways, await makeJpeg(2000, 1500), await makeJpeg(640, 480)]);

    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", "Annelie")[0], 90_000);
    // The thumbnails travel inside the e-mail: the photos have no public address yet.
    expect((ownerMail.html ?? "").match(/<img\b[^>]*\ssrc="cid:/g)).toHaveLength(3);
    expect(ownerMail.attachments.filter((a) => a.mimeType === "image/jpeg")).toHaveLength(3);

    const photos = await stack.db.photo.findMany({ where: { submissionId }, orderBy: { position: "asc" }, include: { derivatives: true } });
    expect(photos.map((p) => p.state)).toEqual(["ready", "ready", "ready"]);
    // 800 px wide once upright: three widths (240, 480, 720); 2000 px: all five; 640 px: two. AVIF and JPEG each.
    expect(photos.map((p) => p.derivatives.length)).toEqual([6, 10, 4]);
    expect([photos[0]!.width, photos[0]!.height]).toEqual([800, 1200]);

    for (const derivative of photos.flatMap((p) => p.derivatives)) {
      // Waiting for the owner: kept under the private prefix, nothing at the public address.
      expect(derivative.key).toMatch(/^private\/derivatives\//);
      expect((await fetch(`${stack.s3.url}/orania-stays/${toPublicKey(derivative.key)}`)).status).toBe(404);
      // Anonymous readers are refused; the site's signed read finds it.
      expect((await fetch(`${stack.s3.url}/orania-stays/${derivative.key}`)).status).toBe(403);
      const { status, bytes } = await readObject(stack.s3.url, derivative.key);
      expect(status).toBe(200);
      expect(bytes.length).toBe(derivative.bytes);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([derivative.width, derivative.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Upright: the red half that EXIF orientation 6 puts on the right is on the right.
    const jpeg = photos[0]!.derivatives.find((d) => d.format === "jpeg")!;
    const upright = (await readObject(stack.s3.url, jpeg.key)).bytes;
    const { data, info } = await sharp(upright).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(info.width - 5, info.height / 2)[0]).toBeGreaterThan(150);
    expect(pixel(5, info.height / 2)[2]).toBeGreaterThan(150);

    // The original stays private: it is not under the public prefix and keeps its metadata.
    expect(photos[0]!.originalKey).toMatch(/^private\//);

    const before = (await (await fetch(`${stack.baseUrl}/api/guest-photos`)).json()) as TGallery;
    expect(before.map((p) => p.id)).not.toContain(photos[0]!.id);
    const [approve] = extractActionLinks(ownerMail);
    expect((await fetch(approve!, { method: "POST" })).status).toBe(200);
    const after = (await (await fetch(`${stack.baseUrl}/api/guest-photos`)).json()) as TGallery;
    expect(after.filter((p) => photos.some((photo) => photo.id === p.id))).toHaveLength(3);
    expect(after[0]!.srcSet.avif).toContain("480w");
    // Approved: every derivative moved to the public prefix, its private copy gone.
    const published = await stack.db.photoDerivative.findMany({ where: { photo: { submissionId } } });
    expect(published).toHaveLength(20);
    for (const derivative of published) {
      expect(derivative.key).toMatch(/^public\/photos\//);
      expect((await fetch(`${stack.s3.url}/orania-stays/${derivative.key}`)).status).toBe(200);
    }
    for (const derivative of photos.flatMap((p) => p.derivatives))
      expect((await readObject(stack.s3.url, derivative.key)).status).toBe(404);
  });

  it("never shows rejected photos", async () => {
    const submissionId = await submitPhotos("Rejected", [await makeJpeg(500, 400)]);
    const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", "Rejected")[0], 60_000);
    const [, reject] = extractActionLinks(ownerMail);
    expect((await fetch(reject!, { method: "POST" })).status).toBe(200);
    const gallery = (await (await fetch(`${stack.baseUrl}/api/guest-photos`)).json()) as TGallery;
    const ids = (await stack.db.photo.findMany({ where: { submissionId } })).map((p) => p.id);
    expect(gallery.filter((p) => ids.includes(p.id))).toHaveLength(0);
  });

  it("publishes an approved review with its photo, and never a rejected one", async () => {
    const post = (guestName: string, images: string[] = []) =>
      fetch(`${stack.baseUrl}/api/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          guestName,
          accommodationType: "african-darter-hut",
          rating: 5,
          comment: "Rustig.",
          source: "website",
          images,
        }),
      }).then(async (r) => ((await r.json()) as { id: string }).id);
    const approvedId = await post("Pieter", [toDataUrl(await makeJpeg(1000, 750), "image/jpeg")]);
    const rejectedId = await post("Spammer");
    const approveMail = await waitFor(
      "the review e-mail",
      () => findMail(stack, "owner@orania-stays.test", "review from Pieter")[0],
      60_000,
    );
    const rejectMail = await waitFor(
      "the other review e-mail",
      () => findMail(stack, "owner@orania-stays.test", "review from Spammer")[0],
      60_000,
    );
    await fetch(extractActionLinks(approveMail)[0]!, { method: "POST" });
    await fetch(extractActionLinks(rejectMail)[1]!, { method: "POST" });
    const reviews = (await (await fetch(`${stack.baseUrl}/api/reviews`)).json()) as { id: string; images: string[] }[];
    expect(reviews.map((r) => r.id)).toContain(approvedId);
    expect(reviews.map((r) => r.id)).not.toContain(rejectedId);
    const image = reviews.find((r) => r.id === approvedId)!.images[0]!;
    expect((await fetch(image)).status).toBe(200);
  });

  it("finishes the work of a worker killed mid-job, with no duplicate objects and no duplicate e-mail", async () => {
    const images = await Promise.all([1, 2, 3, 4, 5].map((i) => makeJpeg(3000 + i * 10, 2000)));
    const submissionId = await submitPhotos("Killed", images);
    await waitFor(
      "a photo job to be under way",
      async () => {
        const photos = await stack.db.photo.findMany({ where: { submissionId }, select: { id: true, state: true } });
        return photos.some((p) => listDerivativeObjects(p.id).length > 0) && photos.some((p) => p.state === "received");
      },
      60_000,
      50,
    );
    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();

    await waitFor(
      "every photo to be processed",
      async () => {
        const photos = await stack.db.photo.findMany({ where: { submissionId } });
        return photos.every((p) => p.state === "ready");
      },
      120_000,
    );
    await waitFor("the owner's e-mail", () => findMail(stack, "owner@orania-stays.test", "Killed")[0], 60_000);
    await waitForSettled(stack);

    const photos = await stack.db.photo.findMany({ where: { submissionId }, include: { derivatives: true } });
    for (const photo of photos) {
      expect(photo.derivatives).toHaveLength(10);
      const objects = listDerivativeObjects(photo.id);
      expect(objects.sort()).toEqual(photo.derivatives.map((d) => d.key.split("/").at(-1)!).sort());
    }
    expect(findMail(stack, "owner@orania-stays.test", "Killed")).toHaveLength(1);
    expect(await stack.db.emailSend.count({ where: { key: `photos-owner:${submissionId}` } })).toBe(1);
  });
});
