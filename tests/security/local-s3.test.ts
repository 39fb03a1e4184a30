// The local S3 stand-in (what `npm start` runs without an S3 endpoint) keeps the bucket's policy:
// anyone may read what is under public/, and only requests signed with the stand-in's key may
// read a private object, list the bucket or write. Talks to a real stand-in over HTTP.
// test-site: none
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type TLocalS3 } from "../../scripts/local-services.mjs";
import { STACK_PORT_BASE } from "../../scripts/test-env.mjs";

const BUCKET = "orania-stays";
const dir = mkdtempSync(path.join(os.tmpdir(), "orania-local-s3-"));
let s3: TLocalS3;
let client: S3Client;

const makeClient = (key: string) =>
  new S3Client({
    endpoint: s3.url,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: key, secretAccessKey: key },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

beforeAll(async () => {
  s3 = await startLocalS3({ port: STACK_PORT_BASE + 176, directory: dir, bucket: BUCKET });
  client = makeClient("S3RVER");
  for (const key of ["private/originals/a/b.jpg", "public/photos/b/320.jpg"])
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: `bytes of ${key}`, ContentType: "image/jpeg" }));
});

afterAll(async () => {
  client?.destroy();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the local S3 stand-in", () => {
  it("refuses anonymous reads of private objects and anonymous listings, and serves public objects", async () => {
    for (const address of [
      `/${BUCKET}/private/originals/a/b.jpg`,
      `/${BUCKET}`,
      `/${BUCKET}?list-type=2`,
      `/${BUCKET}?prefix=private/`,
      "/",
    ]) {
      const response = await fetch(`${s3.url}${address}`);
      const body = await response.text();
      expect(response.status, address).toBe(403);
      expect(body, address).not.toContain("bytes of");
      expect(body, address).not.toContain("private/originals");
    }
    const head = await fetch(`${s3.url}/${BUCKET}/private/originals/a/b.jpg`, { method: "HEAD" });
    expect(head.status).toBe(403);
    const write = await fetch(`${s3.url}/${BUCKET}/public/photos/x/1.jpg`, { method: "PUT", body: "planted" });
    expect(write.status).toBe(403);

    const shown = await fetch(`${s3.url}/${BUCKET}/public/photos/b/320.jpg`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toBe("bytes of public/photos/b/320.jpg");
  });

  it("refuses a request signed with another key", async () => {
    const stranger = makeClient("SOMEONE");
    await expect(stranger.send(new GetObjectCommand({ Bucket: BUCKET, Key: "private/originals/a/b.jpg" }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    stranger.destroy();
  });

  it("lets the site's signed requests read private objects and list", async () => {
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: "private/originals/a/b.jpg" }));
    expect(await got.Body?.transformToString()).toBe("bytes of private/originals/a/b.jpg");
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(["private/originals/a/b.jpg", "public/photos/b/320.jpg"]);
  });
});
