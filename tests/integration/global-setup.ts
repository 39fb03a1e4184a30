// Starts the local S3 server and the built site (web/server.mjs) against the test database for the
// integration suites, waits until the site answers, and stops both afterwards. Its log goes to var/test-results/server.log.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { startLocalS3 } from "../../scripts/local-services.mjs";
import { TEST_ENV, TEST_PORT, TEST_S3_DIR, TEST_S3_PORT } from "../../scripts/test-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site exited with code ${server.exitCode}; see var/test-results/server.log`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(): Promise<() => Promise<void>> {
  const logDir = path.join(root, "var", "test-results");
  mkdirSync(logDir, { recursive: true });
  const s3 = await startLocalS3({ port: TEST_S3_PORT, directory: TEST_S3_DIR, bucket: TEST_ENV.S3_BUCKET });
  const log = createWriteStream(path.join(logDir, "server.log"), { flags: "a" });
  const server = spawn(process.execPath, [path.join(root, "web", "server.mjs"), "-p", String(TEST_PORT)], {
    cwd: root,
    env: { ...process.env, ...TEST_ENV },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await waitForHealth(`http://127.0.0.1:${TEST_PORT}/api/health/db`, server, 60_000);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await s3.close();
  };
}
