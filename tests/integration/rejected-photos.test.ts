// A waiting review's or photo submission's pictures are kept privately; at the decision, over real
// PostgreSQL and the S3 stand-in, a rejection deletes them (their addresses answer 404 at once),
// whether the owner rejects from the e-mailed link or the console, and an approval moves them to
// public storage. A decision the bucket missed is settled by the retention job.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { decideSubmission, listPendingSubmissions } from "@/server/photos/guest-photo-moderation";
import { withdrawPhotos } from "@/server/photos/withdraw";
import { erasePersonalData } from "@/server/retention/erase-personal-data";
import { toReviewTarget } from "@/server/reviews/review-target";
import { moderate } from "@/server/reviews/moderate";
import { decideReview } from "@/server/reviews/owner-reviews";
import { makeDerivativeKey, makePublicUrl, putObject, toPublicKey } from "@/server/storage";
import { getConfig } from "@/server/config";
import { readObject } from "../support/bucket";
import { makeJpeg } from "../support/images";

const owner = { kind: "owner", email: "owner@orania-stays.test" } as const;

/** A pending review (or submission) with one processed photo whose two derivatives are in the bucket, privately. */
async function withPhoto(kind: "review" | "submission"): Promise<{ id: string; urls: string[] }> {
  const db = getDb();
  const parent =
    kind === "review"
      ? await db.review.create({
          data: { guestName: "Mia", accommodationType: toReviewTarget("fisheagle-hut"), rating: 5, comment: "Lovely", language: "en" },
        })
      : await db.photoSubmission.create({ data: { guestName: "Mia", guestEmail: "mia@example.com", language: "en" } });
  const photoId = randomUUID();
  await db.photo.create({
    data: {
      id: photoId,
      ...(kind === "review" ? { reviewId: parent.id } : { submissionId: parent.id }),
      position: 0,
      contentType: "image/jpeg",
      bytes: 100,
      state: "ready",
    },
  });
  const urls: string[] = [];
  for (const width of [480, 960]) {
    const key = makeDerivativeKey(photoId, width, "jpg", "private");
    await putObject(key, await makeJpeg(width, width / 2), "image/jpeg");
    await db.photoDerivative.create({ data: { photoId, key, width, height: width / 2, format: "jpeg", bytes: 100 } });
    urls.push(makePublicUrl(key));
  }
  for (const url of urls) expect(await statusOf(url)).toBe(200);
  return { id: parent.id, urls };
}

/** Whether the object at a bucket address is there (200) or not (404), read as the site reads: signed. */
async function statusOf(url: string): Promise<number> {
  return (await readObject(getConfig().S3_ENDPOINT, url.slice(makePublicUrl("").length), getConfig().S3_BUCKET)).status;
}

/** The public address a private derivative's address moves to. */
function toPublicKeyUrl(url: string): string {
  const base = makePublicUrl("");
  return makePublicUrl(toPublicKey(url.slice(base.length)));
}

async function expectGone(urls: string[]) {
  for (const url of urls) expect(await statusOf(url)).toBe(404);
}

describe("a rejected guest photo", () => {
  it("leaves public storage when the owner rejects the review from the e-mailed link", async () => {
    const { id, urls } = await withPhoto("review");
    expect(await moderate({ reviewId: id }, "rejected")).toBe("decided");
    await expectGone(urls);
    expect(await getDb().photoDerivative.count({ where: { photo: { reviewId: id } } })).toBe(0);
  });

  it("leaves public storage when the owner rejects the review in the console", async () => {
    const { id, urls } = await withPhoto("review");
    await decideReview(owner, id, "rejected");
    await expectGone(urls);
  });

  it("leaves public storage when the owner rejects a photo submission", async () => {
    const { id, urls } = await withPhoto("submission");
    expect(await moderate({ submissionId: id }, "rejected")).toBe("decided");
    await expectGone(urls);
  });

  it("moves to public storage when approved", async () => {
    const { id, urls } = await withPhoto("review");
    expect(await moderate({ reviewId: id }, "approved")).toBe("decided");
    await expectGone(urls);
    for (const url of urls) expect((await fetch(toPublicKeyUrl(url))).status).toBe(200);
    const keys = (await getDb().photoDerivative.findMany({ where: { photo: { reviewId: id } } })).map((d) => d.key);
    expect(keys.every((key) => key.startsWith("public/photos/"))).toBe(true);
    expect(await withdrawPhotos({ reviewId: randomUUID() })).toBe(0);
  });

  it("approved while the bucket was away, is published by the retention job", async () => {
    const { id, urls } = await withPhoto("submission");
    await getDb().photoSubmission.update({ where: { id }, data: { status: "approved", decidedAt: new Date() } });
    for (const url of urls) expect((await fetch(toPublicKeyUrl(url))).status).toBe(404);
    await erasePersonalData();
    for (const url of urls) expect((await fetch(toPublicKeyUrl(url))).status).toBe(200);
    await expectGone(urls);
  });

  it("left behind by a failed removal, is withdrawn by the retention job", async () => {
    const { id, urls } = await withPhoto("submission");
    // The decision as it stands when the bucket was away: recorded, the pictures still public.
    await getDb().photoSubmission.update({ where: { id }, data: { status: "rejected", decidedAt: new Date() } });
    for (const url of urls) expect(await statusOf(url)).toBe(200);
    await erasePersonalData();
    await expectGone(urls);
  });
});

describe("guests' photos in the console", () => {
  it("lists a waiting submission with a preview of each photo; a rejection removes them, once, with an audit row", async () => {
    const { id, urls } = await withPhoto("submission");
    const listed = (await listPendingSubmissions()).find((submission) => submission.id === id);
    // The preview is the owner-only route's: the photo has no public address yet.
    const [derivative] = await getDb().photoDerivative.findMany({ where: { photo: { submissionId: id } }, orderBy: { width: "asc" } });
    expect(listed?.photos).toEqual([expect.objectContaining({ state: "ready", preview: `/owner/preview/${derivative!.id}`, width: 480 })]);
    expect(listed).not.toHaveProperty("guestEmail");

    await decideSubmission(owner, id, "rejected");
    await expect(decideSubmission(owner, id, "approved")).rejects.toMatchObject({ code: "CONFLICT", key: "photosDecided" });
    await expectGone(urls);
    expect((await listPendingSubmissions()).map((submission) => submission.id)).not.toContain(id);
    expect(await getDb().auditEntry.count({ where: { action: "photos.reject", actorEmail: owner.email } })).toBe(1);
  });
});
