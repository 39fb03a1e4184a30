// The built site (web/server.mjs) started for tests and benchmarks on a port of their own, and a
// database copied from the migrated template for it.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { siteServerPath, TEMPLATE_DATABASE_URL, TEST_ENV } from "../../scripts/test-env.mjs";
import { logChildOutput } from "./child-log";

const root = path.resolve(import.meta.dirname, "../..");

export type TSite = { process: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the site with the test settings and `env`, and waits until it answers with its database.
 * `serverPath`: the lane's copy of the build by default (scripts/test-env.mjs); web/server.mjs for the build in web/.next.
 */
export async function startSite(
  port: number,
  env: Record<string, string>,
  logName?: string,
  serverPath = siteServerPath(),
): Promise<TSite> {
  const server = spawn(process.execPath, [serverPath, "-p", String(port)], {
    cwd: root,
    env: { ...process.env, ...TEST_ENV, ...env, PORT: String(port) },
    stdio: ["ignore", logName ? "pipe" : "ignore", logName ? "pipe" : "ignore"],
  });
  if (logName) logChildOutput(server, path.join(root, "var", "test-results", logName));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The site exited with code ${server.exitCode}${logName ? `; see var/test-results/${logName}` : ""}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/db`)).ok) return { process: server, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The site did not answer on port ${port} within a minute`);
}

function adminClient(): pg.Client {
  return new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
}

/** Creates database `name` as a copy of the migrated template; returns its URL. */
export function copyTemplateDatabase(name: string): Promise<string> {
  return createDatabase(name, new URL(TEMPLATE_DATABASE_URL).pathname.slice(1));
}

/** An empty database by this name (one there was dropped first), for a test that migrates it step by step; returns its URL. */
export function createEmptyDatabase(name: string): Promise<string> {
  return createDatabase(name, "template0");
}

async function createDatabase(name: string, template: string): Promise<string> {
  const admin = adminClient();
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, `/${name}`);
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = adminClient();
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
