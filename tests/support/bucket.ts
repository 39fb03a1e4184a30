// Reads an object of a test bucket as the site does: a request signed with the bucket's key (the
// local stand-in, like the real bucket, serves only public/ to anonymous requests).
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";

const clients = new Map<string, S3Client>();

function clientFor(endpoint: string): S3Client {
  let client = clients.get(endpoint);
  if (!client) {
    client = new S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    clients.set(endpoint, client);
  }
  return client;
}

/** A signed GET of `key` in `bucket` at the S3 `endpoint`: 200 and its bytes, or 404 when there is no such object. */
export async function readObject(endpoint: string, key: string, bucket = "orania-stays"): Promise<{ status: number; bytes: Buffer }> {
  try {
    const reply = await clientFor(endpoint).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { status: 200, bytes: Buffer.from((await reply.Body?.transformToByteArray()) ?? []) };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return { status, bytes: Buffer.alloc(0) };
    throw error;
  }
}
