// POST /api/guest-photos: 1-5 real images kept privately as pending; anything else refused.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { getObject } from "@/server/storage";
import { api } from "../support/api";
import { makeJpeg, makePixelFloodPng, makePng, toDataUrl } from "../support/images";

type TError = { error: { code: string; fields?: Record<string, string> } };

const submission = (images: string[], overrides: Record<string, unknown> = {}) => ({
  guestName: "Johan",
  guestEmail: "johan@example.co.za",
  images,
  ...overrides,
});

describe("POST /api/guest-photos", () => {
  it("keeps the originals under the bucket's private prefix and records a pending submission with its outbox event", async () => {
    const images = [toDataUrl(await makeJpeg(), "image/jpeg"), toDataUrl(await makePng(), "image/png")];
    const response = await api<{ id: string; status: string; images: number }>("/api/guest-photos", { json: submission(images) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: "pending", images: 2 });
    expect(response.text).not.toContain("johan@");

    const stored = await getDb().photoSubmission.findUniqueOrThrow({
      where: { id: response.body.id },
      include: { photos: { orderBy: { position: "asc" } } },
    });
    expect(stored.status).toBe("pending");
    expect(stored.photos.map((p) => p.contentType)).toEqual(["image/jpeg", "image/png"]);
    for (const photo of stored.photos) {
      expect(photo.originalKey).toMatch(/^private\/originals\//);
      expect((await getObject(photo.originalKey!))?.length).toBe(photo.bytes);
    }
    expect(
      await getDb().outboxEvent.count({ where: { topic: "photos.submitted", payload: { equals: { submissionId: stored.id } } } }),
    ).toBe(1);
  });

  it("reads an image's real type from its bytes, whatever the data URL claims", async () => {
    const png = await makePng();
    const response = await api<{ id: string }>("/api/guest-photos", { json: submission([toDataUrl(png, "image/jpeg")]) });
    expect(response.status).toBe(201);
    const photo = await getDb().photo.findFirstOrThrow({ where: { submissionId: response.body.id } });
    expect(photo.contentType).toBe("image/png");
  });

  let pixelFlood = "";
  beforeAll(async () => {
    pixelFlood = toDataUrl(await makePixelFloodPng(), "image/png");
  });

  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const html = "<!doctype html><html><body><script>alert(1)</script></body></html>";
  it.each([
    ["an SVG", () => [toDataUrl(svg, "image/svg+xml")], "images.0"],
    ["HTML sent as image/jpeg", () => [toDataUrl(html, "image/jpeg")], "images.0"],
    ["a text data URL", () => [toDataUrl("hello", "text/plain")], "images.0"],
    ["a tiny PNG declaring 50,000 x 50,000 pixels", () => [pixelFlood], "images.0"],
    ["no images", () => [], "images"],
  ])("refuses %s with a message on its field and stores nothing", async (_name, makeImages, field) => {
    const before = await getDb().photoSubmission.count();
    const response = await api<TError>("/api/guest-photos", { json: submission(makeImages()) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {})).toContain(field);
    expect(await getDb().photoSubmission.count()).toBe(before);
  });

  it("refuses six images, a missing name and a bad e-mail", async () => {
    const jpeg = toDataUrl(await makeJpeg(), "image/jpeg");
    const response = await api<TError>("/api/guest-photos", {
      json: submission(Array(6).fill(jpeg), { guestName: " ", guestEmail: "nope" }),
      headers: { cookie: "lang=af" },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      images: "Kies asseblief hoogstens 5 foto's.",
      guestName: expect.any(String),
      guestEmail: "Gee asseblief 'n geldige e-pos adres in",
    });
  });
});
