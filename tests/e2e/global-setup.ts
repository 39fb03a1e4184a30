// Starts the local S3 stand-in for the browser suite (the review and photo forms store originals
// in the bucket), on the test port with the test bucket, and stops it when the suite ends.
import { startLocalS3 } from "../../scripts/local-services.mjs";
import { TEST_ENV, TEST_S3_DIR, TEST_S3_PORT } from "../../scripts/test-env.mjs";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const s3 = await startLocalS3({ port: TEST_S3_PORT, directory: TEST_S3_DIR, bucket: TEST_ENV.S3_BUCKET });
  return () => s3.close();
}
