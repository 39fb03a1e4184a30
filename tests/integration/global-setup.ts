// Starts the local S3 server the integration suites share and stops it afterwards. Each file starts
// the built site itself, against a database of its own (tests/integration/setup-db.ts).
import { startLocalS3 } from "../../scripts/local-services.mjs";
import { TEST_ENV, TEST_S3_DIR, TEST_S3_PORT } from "../../scripts/test-env.mjs";

export default async function setup(): Promise<() => Promise<void>> {
  const s3 = await startLocalS3({ port: TEST_S3_PORT, directory: TEST_S3_DIR, bucket: TEST_ENV.S3_BUCKET });
  return async () => {
    await s3.close();
  };
}
