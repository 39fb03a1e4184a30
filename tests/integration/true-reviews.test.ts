// What the pages say of reviews, over real PostgreSQL (web/server/reviews/stay-reviews.ts and
// owner-reviews.ts): a fresh install's imported reviews give each stay its rating box; reviews
// waiting or rejected count nowhere; the owner's approval, reply and import change exactly what
// they should, each with an audit row.
// test-site: none
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { toReviewTarget } from "@/server/reviews/review-target";
import { decideReview, importReview, replyToReview } from "@/server/reviews/owner-reviews";
import { ratingWord, readRatingSummary, readStayReviews } from "@/server/reviews/stay-reviews";

const owner = { kind: "owner", email: "owner@orania-stays.test" } as const;

async function addReview(status: "pending" | "approved" | "rejected", rating: number) {
  const review = await getDb().review.create({
    data: {
      guestName: `Guest ${status}`,
      accommodationType: toReviewTarget("african-darter-hut"),
      rating,
      comment: `A ${status} review`,
      language: "en",
      status,
    },
  });
  return review.id;
}

describe("reviews that are true", () => {
  it("a fresh install's imported reviews give each stay its figures, with their channels", async () => {
    expect(await readRatingSummary("vacation-home")).toEqual({
      count: 5,
      average: 4.8,
      word: "exceptional",
      subScores: [
        { key: "staff", value: 5 },
        { key: "location", value: 4.8 },
        { key: "cleanliness", value: 5 },
      ],
    });
    expect(await readRatingSummary("fisheagle-hut")).toMatchObject({ count: 4, average: 4.8, word: "excellent" });
    const reviews = await readStayReviews("vacation-home");
    expect(reviews.map((review) => review.guestName)).toEqual(["Annelie", "Pieter", "Sarah", "Johan", "Marietjie"]);
    expect(new Set(reviews.map((review) => review.source))).toEqual(new Set(["airbnb", "booking.com"]));
    expect((await readRatingSummary())?.count).toBe(13);
  });

  it("the word follows the exact average", () => {
    expect([4.8, 4.75, 4.5, 4.2, 3.5, 2].map(ratingWord)).toEqual(["exceptional", "excellent", "excellent", "veryGood", "good", "fair"]);
  });

  it("waiting and rejected reviews count nowhere; an approval counts at once, once", async () => {
    const before = await readRatingSummary("african-darter-hut");
    const waiting = await addReview("pending", 1);
    await addReview("rejected", 1);
    expect(await readRatingSummary("african-darter-hut")).toEqual(before);
    expect((await readStayReviews("african-darter-hut")).map((review) => review.comment)).not.toContain("A pending review");

    await decideReview(owner, waiting, "approved");
    await expect(decideReview(owner, waiting, "rejected")).rejects.toMatchObject({ code: "CONFLICT", key: "reviewDecided" });
    const after = await readRatingSummary("african-darter-hut");
    expect(after?.count).toBe(before!.count + 1);
    expect(after!.average).toBeLessThan(before!.average);
    expect(await getDb().auditEntry.count({ where: { action: "review.approve" } })).toBe(1);
  });

  it("a reply shows under its review, and an empty one removes it", async () => {
    const [newest] = await readStayReviews("fisheagle-hut");
    await replyToReview(owner, newest!.id, "Thank you, come again!");
    await expect(replyToReview(owner, "00000000-0000-4000-8000-000000000000", "Hello")).rejects.toMatchObject({
      code: "NOT_FOUND",
      key: "noSuchReview",
    });
    expect((await readStayReviews("fisheagle-hut"))[0]?.reply).toBe("Thank you, come again!");
    await replyToReview(owner, newest!.id, "");
    expect((await readStayReviews("fisheagle-hut"))[0]?.reply).toBeNull();
  });

  it("an imported review is published with its channel and date, in date order", async () => {
    const id = await importReview(owner, {
      stay: "fisheagle-hut",
      source: "google",
      date: "2025-06-01",
      name: "Koos",
      comment: "Baie rustig.",
      rating: 5,
      language: "af",
    });
    const reviews = await readStayReviews("fisheagle-hut");
    const imported = reviews.find((review) => review.id === id);
    expect(imported).toMatchObject({ source: "google", guestName: "Koos" });
    expect(imported!.createdAt.slice(0, 10)).toBe("2025-06-01");
    expect(reviews.at(-1)?.id).toBe(id);
    expect((await readRatingSummary("fisheagle-hut"))?.count).toBe(5);
  });
});
