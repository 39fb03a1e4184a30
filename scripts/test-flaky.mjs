#!/usr/bin/env node
// Runs the named test files many times under load, to find a flaky test before CI does:
//   npm run test:flaky -- <file…> [--times N]
// vitest files (tests/**/*.test.ts) and browser specs (tests/e2e/*.spec.ts) alike, each time
// through scripts/test.mjs (fresh databases, lanes side by side, the site built by the first), while a
// neighbour process burns one core the whole time. It prints, per test, its passes, failures and
// the spread of its duration, and ends with "N passed, N failed" over every run of every test.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const timesAt = args.indexOf("--times");
const times = timesAt === -1 ? 10 : Number(args[timesAt + 1]);
const files = args.filter((arg, i) => arg !== "--times" && i !== timesAt + 1);
if (files.length === 0 || !Number.isInteger(times) || times < 1) {
  console.error("usage: npm run test:flaky -- <test file…> [--times N]");
  process.exit(2);
}
const specs = files.filter((file) => file.endsWith(".spec.ts"));
const vitestFiles = files.filter((file) => !file.endsWith(".spec.ts"));
const resultsDir = path.join(root, "var", "test-results");
const keepDir = path.join(root, "var", "flaky");
rmSync(keepDir, { recursive: true, force: true });
mkdirSync(keepDir, { recursive: true });

function runCommand(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

// The first run builds the site as `npm test` does (with the test settings: the build renders
// pages from the test database); the later runs use that build.
// The neighbour: one core kept busy, as another job on a shared CI machine would.
const neighbour = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
const stopNeighbour = () => neighbour.exitCode === null && neighbour.kill("SIGKILL");
process.on("exit", stopNeighbour);

/** Per test ("file › name"): each run's outcome and milliseconds. */
const outcomes = new Map();
const record = (name, ok, ms) => {
  const list = outcomes.get(name) ?? [];
  list.push({ ok, ms });
  outcomes.set(name, list);
};

for (let run = 1; run <= times; run++) {
  const started = Date.now();
  // The static checks say nothing of flakiness: each run is the named tests alone.
  const env = {
    SKIP_BUILD: run === 1 ? "0" : "1",
    SKIP_CHECKS: "1",
    ...(specs.length > 0 ? { E2E_SPECS: specs.join(" ") } : { ONLY_VITEST: "1" }),
  };
  if (vitestFiles.length === 0) env.ONLY_E2E = "1";
  const { code, output } = await runCommand(process.execPath, [path.join(root, "scripts", "test.mjs"), ...vitestFiles], env);
  const last = output.trim().split("\n").at(-1);
  console.log(`run ${run}/${times}: ${last} (exit ${code}, ${Math.round((Date.now() - started) / 1000)} s)`);
  const kept = path.join(keepDir, `run-${run}`);
  if (existsSync(resultsDir)) cpSync(resultsDir, kept, { recursive: true });

  const vitestJson = path.join(resultsDir, "vitest.json");
  if (vitestFiles.length > 0) {
    if (!existsSync(vitestJson)) record("(vitest did not report)", false, 0);
    else {
      const report = JSON.parse(readFileSync(vitestJson, "utf8"));
      for (const file of report.testResults ?? []) {
        const relative = path.relative(root, file.name);
        if ((file.assertionResults ?? []).length === 0) record(`${relative} (the file itself)`, file.status !== "failed", 0);
        for (const test of file.assertionResults ?? [])
          if (test.status === "passed" || test.status === "failed")
            record(`${relative} › ${test.fullName}`, test.status === "passed", test.duration ?? 0);
      }
    }
  }
  // One report per browser shard (scripts/test.mjs).
  const shardReports = existsSync(resultsDir) ? readdirSync(resultsDir).filter((name) => /^playwright-\d+\.json$/.test(name)) : [];
  if (specs.length > 0) {
    if (shardReports.length === 0) record("(playwright did not report)", false, 0);
    for (const report of shardReports) {
      const { suites } = JSON.parse(readFileSync(path.join(resultsDir, report), "utf8"));
      const visit = (suite, titles) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? []) {
            const result = test.results?.at(-1);
            record(`${spec.file} › ${[...titles, spec.title].join(" › ")}`, test.status === "expected", result?.duration ?? 0);
          }
        for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
      };
      for (const suite of suites ?? []) visit(suite, []);
    }
  }
}
stopNeighbour();

let passed = 0;
let failed = 0;
console.log(`\nEach test over ${times} runs, one core kept busy beside them (passes, failures, seconds: min / median / max):`);
for (const [name, list] of [...outcomes].sort(([a], [b]) => a.localeCompare(b))) {
  const ok = list.filter((outcome) => outcome.ok).length;
  const seconds = list.map((outcome) => outcome.ms / 1000).sort((a, b) => a - b);
  const median = seconds[Math.floor(seconds.length / 2)];
  passed += ok;
  failed += list.length - ok;
  const spread = `${seconds[0].toFixed(1)} / ${median.toFixed(1)} / ${seconds.at(-1).toFixed(1)}`;
  console.log(
    `  ${ok === list.length ? "✓" : "✘"} ${String(ok).padStart(3)} ${String(list.length - ok).padStart(3)}  ${spread.padEnd(20)} ${name}`,
  );
}
console.log(`\nEach run's results are kept in ${path.relative(root, keepDir)}/run-N.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
