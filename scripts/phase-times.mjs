// Each phase of a test run, timed against its budget in .ci/budgets.json: `phase` times one,
// `printPhaseTable` prints them all (with the phases .ci/run timed before, read from
// CI_TIMES_FILE, and each suite's seconds) and a loud line for each over its budget. A phase at
// twice its budget fails the run. Each phase timed here also shows how busy the machine's cores
// were during it (all processes), which says whether running more at once could make it faster.
// Node's own modules only: .ci/run uses it before installing.
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const budgets = JSON.parse(readFileSync(path.join(root, ".ci", "budgets.json"), "utf8"));
/** Phases timed in this process, in order. */
const timed = [];

/** A phase's budget in seconds (a suite's under `suites`), or Infinity when it has none. */
export function budgetOf(name, group = "phases") {
  return budgets[group]?.[name] ?? Infinity;
}

/** The cores' time so far, busy and in all (milliseconds, summed over the cores). */
function coreTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Runs `fn` as phase `name` and records its seconds and cores' busy share (to CI_TIMES_FILE too, when set). */
export async function phase(name, fn) {
  const started = performance.now();
  const cores = coreTimes();
  try {
    return await fn();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    const now = coreTimes();
    const busy = now.total > cores.total ? Math.round((100 * (now.busy - cores.busy)) / (now.total - cores.total)) : undefined;
    timed.push([name, seconds, busy]);
    if (process.env.CI_TIMES_FILE) appendFileSync(process.env.CI_TIMES_FILE, `${name}\t${seconds.toFixed(1)}\t${busy ?? ""}\n`);
  }
}

/** The phases CI_TIMES_FILE holds (those of .ci/run, and this process's). */
function recordedPhases() {
  const file = process.env.CI_TIMES_FILE;
  if (!file || !existsSync(file)) return timed;
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, busy] = line.split("\t");
      return [name, Number(seconds), busy ? Number(busy) : undefined];
    });
}

/**
 * Prints every phase's and suite's seconds against its budget, and the run's wall time so far
 * (from CI_STARTED_AT, seconds since the epoch, when .ci/run set it). Returns the names at twice
 * their budget or more.
 */
export function printPhaseTable(suiteSeconds = new Map()) {
  const rows = recordedPhases().map(([name, seconds, busy]) => ({ name, seconds, busy, budget: budgetOf(name) }));
  const started = Number(process.env.CI_STARTED_AT);
  if (started > 0) rows.push({ name: "total (wall)", seconds: Date.now() / 1000 - started, budget: budgetOf("total") });
  for (const [name, seconds] of suiteSeconds) rows.push({ name: `suite ${name}`, seconds, budget: budgetOf(name, "suites") });
  console.log("\nTime (seconds; suites add up their files' seconds over the lanes they ran in):");
  console.log(`  ${"phase".padEnd(22)} ${"seconds".padStart(8)} ${"budget".padStart(8)} ${"cores busy".padStart(11)}`);
  const over = [];
  for (const { name, seconds, busy, budget } of rows) {
    const flag = seconds > 2 * budget ? "  FAILED: twice its budget" : seconds > budget ? "  over budget" : "";
    console.log(
      `  ${name.padEnd(22)} ${seconds.toFixed(0).padStart(8)} ${Number.isFinite(budget) ? String(budget).padStart(8) : "       -"} ${(busy === undefined ? "-" : `${busy}%`).padStart(11)}${flag}`,
    );
    if (seconds > 2 * budget) over.push(name);
  }
  for (const { name, seconds, budget } of rows)
    if (seconds > budget) console.log(`!!! OVER BUDGET: ${name} took ${seconds.toFixed(0)} s of its ${budget} s (.ci/budgets.json)`);
  return over;
}
