// A rejected review's or photo submission's pictures leave public storage at the decision, over
// real PostgreSQL and the S3 stand-in: their public addresses answer 404 at once, whether the
// owner rejects from the e-mailed link or the console; an approved one's stay.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { decideSubmission, listPendingSubmissions } from "@/server/photos/guest-photo-moderation";
import { withdrawPhotos } from "@/server/photos/withdraw";
import { erasePersonalData } from "@/server/retention/erase-personal-data";
import { toReviewTarget } from "@/server/reviews/review-target";
import { moderatePhotoSubmission, moderateReview } from "@/server/reviews/moderate";
import { decideReview } from "@/server/reviews/owner-reviews";
import { makeDerivativeKey, makePublicUrl, putObject } from "@/server/storage";
import { makeJpeg } from "../support/images";

const owner = { kind: "owner", email: "owner@orania-stays.test" } as const;

/** A pending review (or submission) with one processed photo whose two derivatives are in the bucket. */
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
    const key = makeDerivativeKey(photoId, width, "jpg");
    await putObject(key, await makeJpeg(width, width / 2), "image/jpeg");
    await db.photoDerivative.create({ data: { photoId, key, width, height: width / 2, format: "jpeg", bytes: 100 } });
    urls.push(makePublicUrl(key));
  }
  for (const url of urls) expect((await fetch(url)).status).toBe(200);
  return { id: parent.id, urls };
}

async function expectGone(urls: string[]) {
  for (const url of urls) expect((await fetch(url)).status).toBe(404);
}

describe("a rejected guest photo", () => {
  it("leaves public storage when the owner rejects the review from the e-mailed link", async () => {
    const { id, urls } = await withPhoto("review");
    expect(await moderateReview(id, "rejected")).toBe("decided");
    await expectGone(urls);
    expect(await getDb().photoDerivative.count({ where: { photo: { reviewId: id } } })).toBe(0);
  });

  it("leaves public storage when the owner rejects the review in the console", async () => {
    const { id, urls } = await withPhoto("review");
    expect(await decideReview(owner, id, "rejected")).toBe("decided");
    await expectGone(urls);
  });

  it("leaves public storage when the owner rejects a photo submission", async () => {
    const { id, urls } = await withPhoto("submission");
    expect(await moderatePhotoSubmission(id, "rejected")).toBe("decided");
    await expectGone(urls);
  });

  it("stays when approved", async () => {
    const { id, urls } = await withPhoto("review");
    expect(await moderateReview(id, "approved")).toBe("decided");
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    expect(await withdrawPhotos({ reviewId: randomUUID() })).toBe(0);
  });

  it("left behind by a failed removal, is withdrawn by the retention job", async () => {
    const { id, urls } = await withPhoto("submission");
    // The decision as it stands when the bucket was away: recorded, the pictures still public.
    await getDb().photoSubmission.update({ where: { id }, data: { status: "rejected", decidedAt: new Date() } });
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    await erasePersonalData();
    await expectGone(urls);
  });
});

describe("guests' photos in the console", () => {
  it("lists a waiting submission with a preview of each photo; a rejection removes them, once, with an audit row", async () => {
    const { id, urls } = await withPhoto("submission");
    const listed = (await listPendingSubmissions()).find((submission) => submission.id === id);
    expect(listed?.photos).toEqual([expect.objectContaining({ state: "ready", preview: urls[0], width: 480 })]);
    expect(listed).not.toHaveProperty("guestEmail");

    expect(await decideSubmission(owner, id, "rejected")).toBe("decided");
    expect(await decideSubmission(owner, id, "approved")).toBe("already");
    await expectGone(urls);
    expect((await listPendingSubmissions()).map((submission) => submission.id)).not.toContain(id);
    expect(await getDb().auditEntry.count({ where: { action: "photos.reject", actorEmail: owner.email } })).toBe(1);
  });
});
