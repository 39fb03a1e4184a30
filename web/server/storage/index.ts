// Photo storage in an S3-compatible bucket: originals, and the derivatives of guests' photos the
// owner has not approved, under the private prefix (never served: the bucket's public policy
// covers public/ only); shown derivatives under the public prefix (what browsers load, through
// S3_PUBLIC_URL).
// Keys are deterministic, so a retried job overwrites rather than duplicates.
import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getConfig } from "../config";

const PRIVATE_PREFIX = "private/";
const PUBLIC_PREFIX = "public/";

let client: S3Client | undefined;

function getS3(): S3Client {
  if (!client) {
    const config = getConfig();
    client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
      // MinIO and the local stand-in do not all take the SDK's default trailing checksums.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }
  return client;
}

export async function putObject(key: string, body: Uint8Array, contentType: string, cacheControl?: string): Promise<void> {
  await getS3().send(
    new PutObjectCommand({ Bucket: getConfig().S3_BUCKET, Key: key, Body: body, ContentType: contentType, CacheControl: cacheControl }),
  );
}

export async function getObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const reply = await getS3().send(new GetObjectCommand({ Bucket: getConfig().S3_BUCKET, Key: key }));
    return reply.Body ? await reply.Body.transformToByteArray() : undefined;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
    throw error;
  }
}

export async function removeObject(key: string): Promise<void> {
  await getS3().send(new DeleteObjectCommand({ Bucket: getConfig().S3_BUCKET, Key: key }));
}

export async function checkBucket(): Promise<void> {
  await getS3().send(new HeadBucketCommand({ Bucket: getConfig().S3_BUCKET }));
}

export function makeOriginalKey(parentId: string, photoId: string, extension: string): string {
  return `${PRIVATE_PREFIX}originals/${parentId}/${photoId}.${extension}`;
}

export type TVisibility = "public" | "private";

const DERIVATIVE_FOLDERS: Record<TVisibility, string> = { public: `${PUBLIC_PREFIX}photos/`, private: `${PRIVATE_PREFIX}derivatives/` };

/** Where a derivative lives: `size` is its width, or "og" for the 1200x630 Open Graph image. */
export function makeDerivativeKey(photoId: string, size: number | "og", extension: string, visibility: TVisibility = "public"): string {
  return `${DERIVATIVE_FOLDERS[visibility]}${photoId}/${size}.${extension}`;
}

/** The public key of a private derivative's key (the same photo and size). */
export function toPublicKey(key: string): string {
  return key.startsWith(DERIVATIVE_FOLDERS.private) ? DERIVATIVE_FOLDERS.public + key.slice(DERIVATIVE_FOLDERS.private.length) : key;
}

/** The start of every private and of every public derivative's key, for queries. */
export const PRIVATE_DERIVATIVES = DERIVATIVE_FOLDERS.private;
export const PUBLIC_DERIVATIVES = DERIVATIVE_FOLDERS.public;

/** A derivative's content type by its format ("og" is the Open Graph JPEG). */
export const DERIVATIVE_CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  og: "image/jpeg",
};

/** How browsers and shared caches keep a public derivative (its key never changes content). */
export const PUBLIC_CACHE = "public, max-age=31536000, immutable";

/** The address a browser loads a public object (a photo derivative) from. */
export function makePublicUrl(key: string): string {
  return `${getConfig().S3_PUBLIC_URL.replace(/\/+$/, "")}/${key}`;
}
