#!/usr/bin/env node
// Runs every test: prepares fresh test databases, Redis database and bucket folder, builds the
// site, runs the unit and integration suites (vitest) and the browser suite (Playwright, on
// Debian's Chromium), and ends with one line "N passed, N failed" counting both.
// Uses only Node's own modules until the project's packages are installed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { TEMPLATE_DATABASE_URL, TEST_DATABASE_PREFIX, TEST_ENV, TEST_S3_DIR } from "./test-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, ...TEST_ENV };
const resultsDir = path.join(root, "var", "test-results");

function run(command, args, extraEnv = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  return result.status ?? 1;
}

function must(command, args, extraEnv = {}) {
  const status = run(command, args, extraEnv);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed with exit code ${status}`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

// `npm install --no-save` where `npm ci` refuses a lock file without other platforms' builds (.ci/run).
if (!existsSync(path.join(root, "node_modules", ".package-lock.json")) && run("npm", ["ci"]) !== 0) must("npm", ["install", "--no-save"]);

// Fresh databases, Redis database and bucket folder for this run: the template is migrated once,
// and every test database (the suites' own, and each pipeline stack's) is a copy of it.
const { default: pg } = await import("pg");
const admin = new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
await admin.connect();
// Only this instance's databases: the suite's, the template, the stacks' (…_s_<name>) and the
// integration files' (…_f_<id>, left behind only by a run that was stopped).
const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname ~ $1", [
  `^${TEST_DATABASE_PREFIX}(_template|_s_.+|_f_.+)?$`,
]);
for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
await admin.end();
const { Redis } = await import("ioredis");
const redis = new Redis(TEST_ENV.REDIS_URL);
await redis.flushdb();
redis.disconnect();
rmSync(TEST_S3_DIR, { recursive: true, force: true });
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

must("npx", ["prisma", "migrate", "deploy"], { DATABASE_URL: TEMPLATE_DATABASE_URL });
const creator = new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
await creator.connect();
await creator.query(`CREATE DATABASE "${TEST_DATABASE_PREFIX}" TEMPLATE "${new URL(TEMPLATE_DATABASE_URL).pathname.slice(1)}"`);
await creator.end();
if (process.env.SKIP_BUILD !== "1") must("npm", ["run", "build"]);

const vitestJson = path.join(resultsDir, "vitest.json");
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = 0;
// Every failing test's name and the first lines of its message, printed again just above the last
// line: a CI record that keeps only the tail of the output still names what failed.
const failures = [];
const firstLines = (message = "") => message.split("\n").slice(0, 6).join("\n      ");
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`vitest ${relative} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`);
    if (file.status === "failed" && failedTests.length === 0)
      failures.push(`vitest ${relative} (the file itself)\n      ${firstLines(file.message)}`);
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
} else {
  failed += 1;
}
if (vitestStatus !== 0 && failed === 0) failed = 1;

// The browser suite: Playwright starts the built site itself (playwright.config.ts). ONLY_VITEST=1
// stops after vitest, for a quick run of some vitest files: `ONLY_VITEST=1 npm test -- <files>`.
function printFailures() {
  if (failures.length === 0) return;
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
if (process.env.ONLY_VITEST === "1") {
  printFailures();
  console.log(`\n${passed} passed, ${failed} failed (vitest only)`);
  process.exit(failed === 0 ? 0 : 1);
}
const playwrightJson = path.join(resultsDir, "playwright.json");
// E2E_SPECS (space-separated spec files or patterns) runs some of the browser suite: `E2E_SPECS="tests/e2e/stays.spec.ts" npm test -- tests/unit`.
const specs = process.env.E2E_SPECS?.split(/\s+/).filter(Boolean) ?? [];
const playwrightStatus = run("npx", ["playwright", "test", "--reporter=list,json", ...specs], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
});
if (existsSync(playwrightJson)) {
  const { stats, errors, suites } = JSON.parse(readFileSync(playwrightJson, "utf8"));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`playwright ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}\n      ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) visit(suite, []);
  for (const error of errors ?? []) failures.push(`playwright (outside a test)\n      ${firstLines(error.message)}`);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (errors?.length ?? 0);
  if (playwrightStatus !== 0 && stats.unexpected === 0 && !errors?.length) failed += 1;
} else {
  failed += 1;
}

printFailures();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
