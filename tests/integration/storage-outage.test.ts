// The photo bucket away: a guest's photo set and a review with photos, over /api and tRPC, are
// refused with 503, a Retry-After and the security headers, and nothing is half-accepted; a set
// accepted just before the outage is processed once the bucket is back, and the refused ones are
// accepted when sent again. A whole stack (site, worker, the S3 stand-in stopped for real).
// test-site: none
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectSecurityHeaders } from "../support/api";
import { makeJpeg, toDataUrl } from "../support/images";
import { findMail, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;
let jpeg = "";

beforeAll(async () => {
  stack = await startStack("storage-outage", 14);
  jpeg = toDataUrl(await makeJpeg(), "image/jpeg");
});

afterAll(async () => {
  await stack?.stop();
});

type TReply = { status: number; headers: Headers; body: unknown };

async function post(path: string, body: unknown): Promise<TReply> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: stack.baseUrl },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => undefined) };
}

const photoSet = (guestName: string) => ({ guestName, guestEmail: "deel@example.co.za", images: [jpeg] });
const reviewWithPhotos = (guestName: string) => ({
  guestName,
  accommodationType: "fisheagle-hut",
  rating: 5,
  comment: "Stil en pragtig by die rivier.",
  source: "website",
  images: [jpeg],
});

/** Every way a guest sends photos: /api and tRPC, a photo set and a review with photos. */
const SENDS: [string, (name: string) => Promise<TReply>][] = [
  ["POST /api/guest-photos", (name) => post("/api/guest-photos", photoSet(name))],
  ["POST /api/reviews with photos", (name) => post("/api/reviews", reviewWithPhotos(name))],
  ["tRPC reviews.submitPhotos", (name) => post("/api/trpc/reviews.submitPhotos", { json: photoSet(name) })],
  ["tRPC reviews.create with photos", (name) => post("/api/trpc/reviews.create", { json: reviewWithPhotos(name) })],
];

async function storedUnder(name: string): Promise<number> {
  return (
    (await stack.db.photoSubmission.count({ where: { guestName: name } })) + (await stack.db.review.count({ where: { guestName: name } }))
  );
}

describe("the photo bucket away", () => {
  it("refuses photos with 503 and Retry-After, loses nothing accepted, and takes them when it is back", async () => {
    const before = `Before ${randomUUID().slice(0, 8)}`;
    const accepted = await post("/api/guest-photos", photoSet(before));
    expect(accepted.status).toBe(201);
    const acceptedId = (accepted.body as { id: string }).id;

    await stack.s3Control.stop();
    const refused: string[] = [];
    try {
      for (const [name, send] of SENDS) {
        const guest = `Refused ${randomUUID().slice(0, 8)}`;
        const reply = await send(guest);
        expect(reply.status, name).toBe(503);
        expect(Number(reply.headers.get("retry-after")), name).toBeGreaterThan(0);
        expectSecurityHeaders(reply.headers);
        expect(JSON.stringify(reply.body), name).not.toMatch(/stack|ECONNREFUSED|127\.0\.0\.1/);
        // Refused means not kept: no row a later retry would duplicate.
        expect(await storedUnder(guest), name).toBe(0);
        refused.push(guest);
      }
    } finally {
      await stack.s3Control.start();
    }

    // The set accepted before the outage is processed and the owner told, once the bucket is back.
    await waitFor(
      "the set accepted before the outage processed",
      async () => (await stack.db.photo.count({ where: { submissionId: acceptedId, state: "ready" } })) === 1,
      120_000,
    );
    await waitFor("the owner's e-mail about it", () => findMail(stack, "owner@orania-stays.test", before)[0], 60_000);

    // Each refused one, sent again, is accepted.
    for (const [index, [name, send]] of SENDS.entries()) {
      const reply = await send(refused[index]!);
      expect(reply.status, name).toBeLessThan(300);
      expect(await storedUnder(refused[index]!), name).toBe(1);
    }
  }, 300_000);
});
