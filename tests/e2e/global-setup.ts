// Starts what the browser suite needs beside the site (playwright.config.ts starts that): the local
// S3 stand-in (the review and photo forms store originals in the bucket), a local SMTP inbox that
// tests read over its JSON API (fixtures.ts: waitForMail), and the worker process, which relays the
// outbox and sends the e-mails. All on the test ports with the test settings (E2E_ENV); the
// worker's log goes to e2e-worker.log in the shard's results folder. Everything stops when the suite ends.
//
// The test database is shared with the suites that ran before, so the worker relays their outbox
// events too: about 110 after a full `npm test` (reviews, photo submissions, bookings), worked
// through during the first test (measured: that test about 2 s slower; the suite 4.1 min with
// them, 4.2 min with them skipped, within the noise of two shared cores).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { startLocalInbox, startLocalS3 } from "../../scripts/local-services.mjs";
import { workerBundle } from "../../scripts/worker-bundle.mjs";
import { logChildOutput } from "../support/child-log";
import {
  E2E_ENV,
  E2E_INBOX_PORT,
  E2E_RESULTS_DIR,
  E2E_SMTP_PORT,
  E2E_WORKER_PORT,
  TEST_S3_DIR,
  TEST_S3_PORT,
} from "../../scripts/test-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const logFile = path.join(E2E_RESULTS_DIR, "e2e-worker.log");

function startWorker(): ChildProcess {
  const worker = spawn(process.execPath, [workerBundle()], {
    cwd: root,
    env: { ...process.env, ...E2E_ENV },
    stdio: ["ignore", "pipe", "pipe"],
  });
  logChildOutput(worker, logFile, "w");
  return worker;
}

async function waitForWorker(worker: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) throw new Error(`The worker exited with code ${worker.exitCode}; see ${logFile}`);
    const response = await fetch(`http://127.0.0.1:${E2E_WORKER_PORT}/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The worker did not answer /health within ${timeoutMs} ms; see ${logFile}`);
}

async function stopWorker(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.once("exit", resolve));
  worker.kill("SIGTERM");
  await exited;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const s3 = await startLocalS3({ port: TEST_S3_PORT, directory: TEST_S3_DIR, bucket: E2E_ENV.S3_BUCKET });
  const inbox = await startLocalInbox({ smtpPort: E2E_SMTP_PORT, webPort: E2E_INBOX_PORT });
  const worker = startWorker();
  const stop = async () => {
    await stopWorker(worker);
    await inbox.close();
    await s3.close();
  };
  try {
    await waitForWorker(worker, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
