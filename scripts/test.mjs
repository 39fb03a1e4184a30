#!/usr/bin/env node
// Runs every test: the static checks (scripts/checks.mjs) while it prepares fresh test databases,
// Redis databases and bucket folders and builds the site once, and then runs the unit and integration suites (vitest, in TEST_LANES lanes side by
// side) and the browser suite (Playwright, on Debian's Chromium, in E2E_SHARDS shards at once, each
// in a lane of its own with its own database, Redis database, bucket, inbox and copy of the build),
// after vitest or beside it. It prints each phase's
// seconds against .ci/budgets.json (scripts/phase-times.mjs), and ends with one line
// "N passed, N failed" counting both suites. A suite still running at twice its budget is hung:
// it is stopped and counted as a failure, long before CI's limit.
// Uses only Node's own modules until the project's packages are installed.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { budgetOf, phase, printPhaseTable } from "./phase-times.mjs";
import {
  E2E_SHARDS,
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

function run(command, args, extraEnv = {}, cwd = root) {
  console.log(`\n$ ${command} ${args.join(" ")}${cwd === root ? "" : `   (in ${cwd})`}`);
  const result = spawnSync(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: "inherit" });
  return result.status ?? 1;
}

function must(command, args, extraEnv = {}, cwd = root) {
  const status = run(command, args, extraEnv, cwd);
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

// ONLY_VITEST=1 runs vitest alone, for a quick run of some files: `ONLY_VITEST=1 npm test -- <files>`.
// E2E_SPECS (space-separated spec files or patterns) runs some of the browser suite:
// `E2E_SPECS="tests/e2e/stays.spec.ts" npm test -- tests/unit`.
// ONLY_E2E=1 runs the browser suite alone (E2E_SPECS or all of it).
const onlyVitest = process.env.ONLY_VITEST === "1";
const onlyE2e = process.env.ONLY_E2E === "1";
const specs = process.env.E2E_SPECS?.split(/\s+/).filter(Boolean) ?? [];

// The static checks of a whole run (not of a run of some suites, nor with SKIP_CHECKS=1), beside
// the preparation and the build: neither needs their answer, and no suite starts before it.
const checksDir = path.join(root, "var", "checks");
const checking =
  onlyVitest || onlyE2e || process.env.SKIP_CHECKS === "1"
    ? undefined
    : phase("checks", async () => {
        rmSync(checksDir, { recursive: true, force: true });
        mkdirSync(checksDir, { recursive: true });
        const { runChecks } = await import("./checks.mjs");
        return runChecks(checksDir);
      });

await phase("prepare", async () => {
  // Fresh databases, Redis databases and bucket folders for this run: the template is migrated
  // once, and every test database (the browser suite's, each file's, each stack's) is a copy of it.
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  // Only this instance's databases: the suite's, the template, the stacks' (…_s_<name>) and the
  // integration files' (…_f_<id>, left behind only by a run that was stopped).
  const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname ~ $1", [
    `^${TEST_DATABASE_PREFIX}(_template|_s_.+|_f_.+|_images|_start|_shard[0-9]+)?$`,
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
  // The suite's database (the browser suite's first shard's too), and each further browser shard's.
  const template = new URL(TEMPLATE_DATABASE_URL).pathname.slice(1);
  for (let shard = 1; shard <= E2E_SHARDS; shard++)
    await creator.query(`CREATE DATABASE "${TEST_DATABASE_PREFIX}${shard > 1 ? `_shard${shard}` : ""}" TEMPLATE "${template}"`);
  await creator.end();
});
// The one build of the run, made as the web image's build stage makes it (scripts/build-context.mjs):
// the suites run it, and the web image's test takes it for its build step where the trees agree.
// Next.js's own type check is left to the static checks (NEXT_TYPECHECK=off), which cover it.
const built =
  process.env.SKIP_BUILD === "1"
    ? undefined
    : await phase("build", async () => {
        const { buildInContext, WEB_BUILD_COMMAND } = await import("./build-context.mjs");
        const typecheck = checking ? { NEXT_TYPECHECK: "off" } : {};
        return buildInContext(env, (dir) => must("sh", ["-c", WEB_BUILD_COMMAND], typecheck, dir));
      });
// The checks read the checkout's web/.next/types: the build replaces that folder only once they are done.
const failedChecks = (await checking) ?? [];
if (failedChecks.length > 0) {
  console.error(`\nThe static checks failed: ${failedChecks.join("; ")} (their output is above, and in var/checks/)`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}
if (built) {
  rmSync(path.join(root, "web", ".next"), { recursive: true, force: true });
  cpSync(path.join(built, "web", ".next"), path.join(root, "web", ".next"), { recursive: true });
}
await phase("copy builds", async () => {
  // A copy of the build for each lane, without the build's own compiler cache.
  for (let lane = 0; lane <= Math.max(lanes, E2E_SHARDS - 1); lane++) {
    const copy = laneBuildDir(lane);
    rmSync(path.dirname(copy), { recursive: true, force: true });
    cpSync(path.join(root, "web"), copy, {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(root, "web", ".next", "cache")),
    });
  }
});

const vitestJson = path.join(resultsDir, "vitest.json");
/** Each browser shard's JSON report and log. */
const playwrightJson = (shard) => path.join(resultsDir, `playwright-${shard}.json`);
const playwrightLog = (shard) => path.join(resultsDir, `playwright-${shard}.log`);
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
// The browser suite runs in E2E_SHARDS shards at once, shard k in lane k - 1 (scripts/test-env.mjs),
// each with its own site, worker, inbox, bucket and database: a shard's files never meet another's.
// One shard's output is shown as it runs, the others' whole once they are done. Beside vitest
// (TEST_SIDE_BY_SIDE) the suite runs as one shard: vitest's workers hold the other lanes.
const shardCount = sideBySide ? 1 : E2E_SHARDS;
const shards = Array.from({ length: shardCount }, (_, i) => i + 1);
/** Each spec file's seconds in a whole run (.ci/e2e-seconds.json), by which the shards are balanced. */
const e2eSecondsFile = path.join(root, ".ci", "e2e-seconds.json");

/**
 * The spec files of each shard: the longest first, each to the shard with the fewest seconds so
 * far, by .ci/e2e-seconds.json (a spec not in it counts as the median one). Named specs (E2E_SPECS)
 * are split by Playwright's own --shard instead.
 */
function shardSpecs() {
  if (specs.length > 0 || shardCount === 1) return shards.map(() => specs);
  const seconds = existsSync(e2eSecondsFile) ? JSON.parse(readFileSync(e2eSecondsFile, "utf8")) : {};
  const known = Object.values(seconds).sort((a, b) => a - b);
  const weigh = (file) => seconds[file] ?? known[Math.floor(known.length / 2)] ?? 1;
  const files = readdirSync(path.join(root, "tests", "e2e")).filter((file) => file.endsWith(".spec.ts"));
  const loads = shards.map(() => ({ seconds: 0, files: [] }));
  for (const file of files.sort((a, b) => weigh(b) - weigh(a) || a.localeCompare(b))) {
    const lightest = loads.reduce((min, load) => (load.seconds < min.seconds ? load : min));
    lightest.seconds += weigh(file);
    lightest.files.push(`tests/e2e/${file}`);
  }
  return loads.map((load) => load.files.sort());
}
const runPlaywright = () =>
  onlyVitest
    ? undefined
    : phase("playwright", async () => {
        const split = shardSpecs();
        const results = await Promise.all(
          shards.map((shard) =>
            // Each shard's site is started by Playwright itself (playwright.config.ts), in its lane.
            runSuite(
              "playwright",
              "npx",
              [
                "playwright",
                "test",
                "--reporter=list,json",
                // A shard may get no test when a few specs are named.
                ...(shardCount > 1 && specs.length > 0 ? [`--shard=${shard}/${shardCount}`, "--pass-with-no-tests"] : []),
                ...split[shard - 1],
              ],
              { TEST_LANE: String(shard - 1), E2E_SHARD: String(shard), PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson(shard) },
              { log: playwrightLog(shard), live: !sideBySide && shard === 1 },
            ),
          ),
        );
        return { status: results.every((r) => r.status === 0) ? 0 : 1, hung: results.some((r) => r.hung) };
      });
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
  let longestMs = 0;
  const specSeconds = new Map();
  for (const shard of shards) {
    // A shard's output, whole, once it is done, where it was not shown as it ran.
    const log = playwrightLog(shard);
    if ((sideBySide || shard > 1) && existsSync(log)) {
      console.log(`\n--- the browser suite (Playwright), shard ${shard} of ${shardCount} ---`);
      process.stdout.write(readFileSync(log, "utf8"));
    }
    if (!existsSync(playwrightJson(shard))) {
      failures.push(`playwright shard ${shard}: no report; its log: ${path.relative(root, log)}`);
      failed += 1;
      continue;
    }
    const { stats, errors, suites } = JSON.parse(readFileSync(playwrightJson(shard), "utf8"));
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const ms = (test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
          specSeconds.set(spec.file, (specSeconds.get(spec.file) ?? 0) + ms / 1000);
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
    longestMs = Math.max(longestMs, stats.duration);
  }
  // The suite's seconds: its longest shard's (they run at once).
  suiteSeconds.set("e2e", longestMs / 1000);
  if (specs.length === 0) {
    // Each spec file's seconds in this run, to balance the shards by (.ci/e2e-seconds.json).
    writeFileSync(
      path.join(resultsDir, "e2e-seconds.json"),
      `${JSON.stringify(Object.fromEntries([...specSeconds].sort().map(([file, seconds]) => [file, Math.round(seconds)])), null, 2)}\n`,
    );
    console.log(`\nEach spec file's seconds: var/test-results/e2e-seconds.json (copy it to .ci/ to rebalance the browser shards)`);
  }
  if (playwright.status !== 0 && failed === 0) {
    failures.push("playwright: a shard ended with an error and no failed test; its logs: var/test-results/playwright-*.log");
    failed += 1;
  }
  if (playwright.hung) failures.push("playwright: stopped at twice its budget (hung); its logs: var/test-results/playwright-*.log");
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
