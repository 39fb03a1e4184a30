// The static checks of a whole test run, side by side: types, lint, formatting, the published API
// document, and the migrations against the schema. scripts/test.mjs runs them while it prepares the
// databases and builds the site (neither needs their answer), and waits for them before any suite.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export const CHECKS = {
  typecheck: "npm run typecheck",
  lint: "npm run lint",
  format: "npm run format:check",
  openapi: "npm run lint:openapi",
  // `prisma migrate diff` reads the migrations into a shadow database of this server's.
  migrations: "DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run db:check",
};

const WHAT_FAILED = {
  migrations: "schema.prisma and the migrations disagree",
  openapi: "the document does not lint clean",
};

/**
 * Runs every check at once (each one's output to var/test-results/check-<name>.log), prints each
 * output whole once all are done, and resolves to the names of those that failed, with why.
 */
export async function runChecks(logDir, env = process.env) {
  const runs = Object.entries(CHECKS).map(([name, command]) => {
    const log = path.join(logDir, `check-${name}.log`);
    // Straight to the file: the caller may block its own event loop meanwhile (a build run with spawnSync).
    const fd = openSync(log, "w");
    const child = spawn("sh", ["-c", command], { cwd: root, env, stdio: ["ignore", fd, fd] });
    closeSync(fd);
    return new Promise((resolve) => child.once("close", (code) => resolve({ name, log, ok: code === 0 })));
  });
  const results = await Promise.all(runs);
  for (const { name, log } of results) {
    console.log(`--- check: ${name}`);
    process.stdout.write(readFileSync(log, "utf8"));
  }
  return results.filter((r) => !r.ok).map(({ name }) => (WHAT_FAILED[name] ? `${name} (${WHAT_FAILED[name]})` : name));
}
