#!/usr/bin/env node
// Runs every test: prepares fresh test databases, Redis databases and bucket folders, builds the
// site once, and then runs the unit and integration suites (vitest, in TEST_LANES lanes side by
// side) and the browser suite (Playwright, on Debian's Chromium, in lane 0 with its own database,
// Redis database, bucket, inbox and copy of the build), after vitest or beside it. It prints each phase's
// seconds against .ci/budgets.json (scripts/phase-times.mjs), and ends with one line
// "N passed, N failed" counting both suites. A suite still running at twice its budget is hung:
// it is stopped and counted as a failure, long before CI's limit.
// Uses only Node's own modules until the project's packages are installed.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { budgetOf, phase, printPhaseTable } from "./phase-times.mjs";
import {
  laneBuildDir,
  REDIS_DATABASES,
  TEMPLATE_DATABASE_URL,
  TEST_DATABASE_PREFIX,
  TEST_ENV,
  TEST_S3_DIRS,
  VITEST_LANES as lanes,
} from "./test-env.mjs";

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

/**
 * Runs a suite as a child process, its output to `log` (and to this process's output when `live`),
 * stopped once it has run for twice its budget. Resolves to its exit status and whether it was stopped.
 */
function runSuite(name, command, args, extraEnv, { log, live }) {
  console.log(`\n$ ${command} ${args.join(" ")}   (${name}${live ? "" : `, output in ${path.relative(root, log)}`})`);
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const file = createWriteStream(log);
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(file, { end: false });
    if (live) stream.pipe(stream === child.stdout ? process.stdout : process.stderr, { end: false });
  }
  const limitMs = 2 * budgetOf(name) * 1000;
  let hung = false;
  const guard = setTimeout(() => {
    hung = true;
    console.log(`\n!!! ${name} has run for twice its budget (${limitMs / 1000} s): stopping it as hung; see ${path.relative(root, log)}`);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, limitMs);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      clearTimeout(guard);
      file.end();
      resolve({ status: code ?? 1, hung });
    }),
  );
}

// `npm install --no-save` where `npm ci` refuses a lock file without other platforms' builds (.ci/run).
if (!existsSync(path.join(root, "node_modules", ".package-lock.json")) && run("npm", ["ci"]) !== 0) must("npm", ["install", "--no-save"]);

await phase("prepare", async () => {
  // Fresh databases, Redis databases and bucket folders for this run: the template is migrated
  // once, and every test database (the browser suite's, each file's, each stack's) is a copy of it.
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  // Only this instance's databases: the suite's, the template, the stacks' (…_s_<name>) and the
  // integration files' (…_f_<id>, left behind only by a run that was stopped).
  const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname ~ $1", [
    `^${TEST_DATABASE_PREFIX}(_template|_s_.+|_f_.+|_images|_start)?$`,
  ]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
  const { Redis } = await import("ioredis");
  for (const url of REDIS_DATABASES) {
    const redis = new Redis(url);
    await redis.flushdb();
    redis.disconnect();
  }
  for (const dir of TEST_S3_DIRS) rmSync(dir, { recursive: true, force: true });
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  must("npx", ["prisma", "migrate", "deploy"], { DATABASE_URL: TEMPLATE_DATABASE_URL });
  const creator = new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
  await creator.connect();
  await creator.query(`CREATE DATABASE "${TEST_DATABASE_PREFIX}" TEMPLATE "${new URL(TEMPLATE_DATABASE_URL).pathname.slice(1)}"`);
  await creator.end();
});
if (process.env.SKIP_BUILD !== "1") await phase("build", async () => must("npm", ["run", "build"]));
await phase("copy builds", async () => {
  // A copy of the build for each lane, without the build's own compiler cache.
  for (let lane = 0; lane <= lanes; lane++) {
    const copy = laneBuildDir(lane);
    rmSync(path.dirname(copy), { recursive: true, force: true });
    cpSync(path.join(root, "web"), copy, {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(root, "web", ".next", "cache")),
    });
  }
});

const vitestJson = path.join(resultsDir, "vitest.json");
const playwrightJson = path.join(resultsDir, "playwright.json");
// ONLY_VITEST=1 runs vitest alone, for a quick run of some files: `ONLY_VITEST=1 npm test -- <files>`.
// E2E_SPECS (space-separated spec files or patterns) runs some of the browser suite:
// `E2E_SPECS="tests/e2e/stays.spec.ts" npm test -- tests/unit`.
// ONLY_E2E=1 runs the browser suite alone (E2E_SPECS or all of it).
const onlyVitest = process.env.ONLY_VITEST === "1";
const onlyE2e = process.env.ONLY_E2E === "1";
const specs = process.env.E2E_SPECS?.split(/\s+/).filter(Boolean) ?? [];
// The browser suite runs after vitest (TEST_SIDE_BY_SIDE=1 runs them at once, for a machine with
// more cores). On two cores, side by side they kept ten to fifteen processes waiting for a core
// and each suite ran several times slower: vitest had done 12 files in the time it does 60 alone.
const sideBySide = process.env.TEST_SIDE_BY_SIDE === "1";
const runVitest = () =>
  onlyE2e
    ? undefined
    : phase("vitest", () =>
        runSuite(
          "vitest",
          "npx",
          [
            "vitest",
            "run",
            "--reporter=default",
            "--reporter=json",
            "--reporter=./scripts/vitest-file-times.mjs",
            `--outputFile.json=${vitestJson}`,
            ...process.argv.slice(2),
          ],
          { TEST_LANES: String(lanes) },
          { log: path.join(resultsDir, "vitest.log"), live: true },
        ),
      );
const runPlaywright = () =>
  onlyVitest
    ? undefined
    : phase("playwright", () =>
        // The browser suite's site is started by Playwright itself (playwright.config.ts), in lane 0.
        runSuite(
          "playwright",
          "npx",
          ["playwright", "test", "--reporter=list,json", ...specs],
          { TEST_LANE: "0", PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
          { log: path.join(resultsDir, "playwright.log"), live: !sideBySide },
        ),
      );
const [vitest, playwright] = sideBySide ? await Promise.all([runVitest(), runPlaywright()]) : [await runVitest(), await runPlaywright()];

let passed = 0;
let failed = 0;
// Every failing test's name and the first lines of its message, printed again just above the last
// line: a CI record that keeps only the tail of the output still names what failed.
const failures = [];
const firstLines = (message = "") => message.split("\n").slice(0, 6).join("\n      ");
/** Per suite (the folder under tests/), the seconds its files took, added up over the lanes. */
const suiteSeconds = new Map();
if (!vitest) {
  // the browser suite alone
} else if (existsSync(vitestJson)) {
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
if (vitest && vitest.status !== 0 && failed === 0) failed = 1;
const fileTimes = path.join(resultsDir, "vitest-files.json");
const slowest = [];
if (vitest && existsSync(fileTimes)) {
  const files = JSON.parse(readFileSync(fileTimes, "utf8"));
  for (const { file, seconds } of files) {
    const suite = file.split(path.sep)[1] ?? "other";
    suiteSeconds.set(suite, (suiteSeconds.get(suite) ?? 0) + seconds);
  }
  slowest.push(...files.sort((a, b) => b.seconds - a.seconds).slice(0, 12));
}
if (vitest?.hung) failures.push("vitest: stopped at twice its budget (hung); its log: var/test-results/vitest.log");

if (playwright) {
  // The browser suite's output, whole, once it is done, when it ran beside vitest's.
  const log = path.join(resultsDir, "playwright.log");
  if (sideBySide && existsSync(log)) {
    console.log("\n--- the browser suite (Playwright) ---");
    process.stdout.write(readFileSync(log, "utf8"));
  }
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
    suiteSeconds.set("e2e", stats.duration / 1000);
    if (playwright.status !== 0 && stats.unexpected === 0 && !errors?.length) failed += 1;
  } else {
    failed += 1;
  }
  if (playwright.hung) failures.push("playwright: stopped at twice its budget (hung); its log: var/test-results/playwright.log");
}

if (slowest.length > 0) {
  console.log("\nThe slowest test files (seconds, from their setup to their last hook):");
  for (const { file, seconds } of slowest) console.log(`  ${String(Math.round(seconds)).padStart(6)}  ${file}`);
}
const overBudget = printPhaseTable(suiteSeconds);
if (overBudget.length > 0 && failed === 0) {
  failures.push(`over twice the budget: ${overBudget.join(", ")}`);
  failed += 1;
}
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed${onlyVitest ? " (vitest only)" : ""}`);
process.exit(failed === 0 ? 0 : 1);
