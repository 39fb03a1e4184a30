// GET and POST /api/reviews: submissions wait for approval; only approved reviews are listed.
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { api } from "../support/api";
import { makeJpeg, toDataUrl } from "../support/images";

type TReview = { id: string; guestName: string; comment: string; accommodationType: string; images: string[]; createdAt: string };

const review = (overrides: Record<string, unknown> = {}) => ({
  guestName: "  Marié  ",
  accommodationType: "fisheagle-hut",
  rating: 5,
  comment: "  Stil en pragtig by die rivier.  ",
  source: "website",
  ...overrides,
});

describe("POST /api/reviews", () => {
  it("stores a trimmed review as pending, with its outbox event, and does not list it yet", async () => {
    const response = await api<{ id: string; status: string }>("/api/reviews", { json: review() });
    expect(response.status).toBe(201);
    expect(response.body.status).toBe("pending");
    const stored = await getDb().review.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(stored).toMatchObject({ guestName: "Marié", comment: "Stil en pragtig by die rivier.", status: "pending", source: "website" });
    expect(await getDb().outboxEvent.count({ where: { topic: "review.submitted", payload: { equals: { reviewId: stored.id } } } })).toBe(1);
    const listed = await api<TReview[]>("/api/reviews");
    expect(listed.body.map((r) => r.id)).not.toContain(stored.id);
  });

  it.each([
    ["an empty name", { guestName: "   " }, "guestName"],
    ["an empty comment", { comment: " " }, "comment"],
    ["a comment over 2,000 characters", { comment: "x".repeat(2001) }, "comment"],
    ["a rating of 6", { rating: 6 }, "rating"],
    ["a rating of 0", { rating: 0 }, "rating"],
    ["an unknown stay", { accommodationType: "castle" }, "accommodationType"],
    ["another source", { source: "google" }, "source"],
  ])("refuses %s with a message on its field", async (_name, overrides, field) => {
    const before = await getDb().review.count();
    const response = await api<{ error: { fields: Record<string, string> } }>("/api/reviews", { json: review(overrides) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
    expect(await getDb().review.count()).toBe(before);
  });
});

describe("GET /api/reviews", () => {
  it("lists approved reviews only, newest first, with their processed photos and no e-mail address", async () => {
    const jpeg = toDataUrl(await makeJpeg(), "image/jpeg");
    const older = await api<{ id: string }>("/api/reviews", { json: review({ guestName: "Older", images: [jpeg] }) });
    const newer = await api<{ id: string }>("/api/reviews", { json: review({ guestName: "Newer" }) });
    const rejected = await api<{ id: string }>("/api/reviews", { json: review({ guestName: "Rejected" }) });
    const db = getDb();
    await db.review.update({ where: { id: older.body.id }, data: { status: "approved", createdAt: new Date(Date.now() - 60_000) } });
    await db.review.update({ where: { id: newer.body.id }, data: { status: "approved" } });
    await db.review.update({ where: { id: rejected.body.id }, data: { status: "rejected" } });
    const photo = await db.photo.findFirstOrThrow({ where: { reviewId: older.body.id } });
    await db.photo.update({
      where: { id: photo.id },
      data: {
        state: "ready",
        derivatives: { create: [{ key: `public/photos/${photo.id}/960.jpg`, width: 960, height: 720, format: "jpeg", bytes: 1000 }] },
      },
    });

    const response = await api<TReview[]>("/api/reviews");
    expect(response.status).toBe(200);
    const ids = response.body.map((r) => r.id);
    expect(ids).not.toContain(rejected.body.id);
    expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
    const listedOlder = response.body.find((r) => r.id === older.body.id);
    expect(listedOlder?.images).toEqual([expect.stringMatching(new RegExp(`public/photos/${photo.id}/960\\.jpg$`))]);
    expect(listedOlder).toMatchObject({ guestName: "Older", accommodationType: "fisheagle-hut" });
    expect(response.text).not.toMatch(/@|guestEmail|private\//);
  });
});
