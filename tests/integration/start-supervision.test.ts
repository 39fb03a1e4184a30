// `npm start` (scripts/start.mjs) as an operator runs it: it says at start which services
// answered (here S3 does and SMTP, pointed at a closed port, does not), and a worker killed
// outright (SIGKILL, as the kernel's OOM killer does) is started again while the site keeps
// answering.
// test-site: none
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type TLocalS3 } from "../../scripts/local-services.mjs";
import { STACK_PORT_BASE, TEST_DATABASE_PREFIX, TEST_ENV } from "../../scripts/test-env.mjs";
import { createDatabase, isListening, waitFor } from "../support/stack";

const root = path.resolve(import.meta.dirname, "../..");
const base = STACK_PORT_BASE + 11 * 10;
const ports = { web: base, worker: base + 1, s3: base + 2, closedSmtp: base + 3 };
let start: ChildProcess;
let s3: TLocalS3;
let output = "";

beforeAll(async () => {
  const s3Dir = path.join(root, "var", "stack-s3-start");
  rmSync(s3Dir, { recursive: true, force: true });
  s3 = await startLocalS3({ port: ports.s3, directory: s3Dir, bucket: "orania-stays" });
  const env = {
    ...process.env,
    ...TEST_ENV,
    APP_ENV: "test",
    DATABASE_URL: await createDatabase(`${TEST_DATABASE_PREFIX}_start`),
    REDIS_PREFIX: "orania-start",
    APP_URL: `http://127.0.0.1:${ports.web}`,
    PORT: String(ports.web),
    WORKER_PORT: String(ports.worker),
    WORKER_URL: `http://127.0.0.1:${ports.worker}`,
    S3_ENDPOINT: s3.url,
    S3_PUBLIC_URL: `${s3.url}/orania-stays`,
    S3_BUCKET: "orania-stays",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    SMTP_URL: `smtp://127.0.0.1:${ports.closedSmtp}`,
  };
  start = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  start.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  start.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  await waitFor("the site", async () => (await fetch(`http://127.0.0.1:${ports.web}/api/health/db`).catch(() => undefined))?.ok, 120_000);
  await waitFor(
    "the worker",
    async () => (await fetch(`http://127.0.0.1:${ports.worker}/health`).catch(() => undefined)) !== undefined,
    120_000,
  );
}, 240_000);

afterAll(async () => {
  if (start && start.exitCode === null && start.signalCode === null) {
    const exited = new Promise((resolve) => start.once("exit", resolve));
    start.kill("SIGTERM");
    await exited;
  }
  await s3?.close();
});

/** The processes below `pid`, with their command lines. */
function children(pid: number): { pid: number; args: string }[] {
  return spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .map((child) => ({ pid: Number(child), args: readFileSync(`/proc/${child}/cmdline`, "utf8").replaceAll("\0", " ") }));
}
function tree(pid: number): number[] {
  return children(pid).flatMap((child) => [child.pid, ...tree(child.pid)]);
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("npm start", () => {
  it("says which services answered at start", () => {
    expect(output).toContain("Services at start (later: /api/health):");
    expect(output).toMatch(/PostgreSQL\s+answered/);
    expect(output).toMatch(/Redis\s+answered/);
    expect(output).toMatch(/S3\s+answered/);
    expect(output).toMatch(/SMTP\s+DID NOT ANSWER/);
    expect(output).toContain("/api/health reports SMTP until they answer");
  });

  it("starts a killed worker again and keeps the site up meanwhile", async () => {
    const worker = children(start.pid!).find((child) => child.args.includes("worker/main.ts"));
    expect(worker).toBeDefined();
    const killed = [worker!.pid, ...tree(worker!.pid)];
    for (const pid of killed) process.kill(pid, "SIGKILL");
    await waitFor("the worker's processes to die", () => killed.every((pid) => !alive(pid)));
    expect(await isListening(ports.worker)).toBe(false);

    // The site is not taken down with it.
    expect((await fetch(`http://127.0.0.1:${ports.web}/api/health/db`)).status).toBe(200);
    await waitFor(
      "the worker to be back",
      async () => (await fetch(`http://127.0.0.1:${ports.worker}/health`).catch(() => undefined)) !== undefined,
      60_000,
    );
    expect(output).toMatch(/the worker exited \(SIGKILL\); starting it again in \d+ ms/);
    const again = children(start.pid!).find((child) => child.args.includes("worker/main.ts"));
    expect(again?.pid).not.toBe(worker!.pid);
    expect((await fetch(`http://127.0.0.1:${ports.web}/api/health/db`)).status).toBe(200);
    expect(start.exitCode).toBeNull();
  });
});
