#!/usr/bin/env node
// The main command (`npm start`): installs what is missing, creates and migrates the database,
// builds the site when its sources changed, says which services answer (PostgreSQL, Redis, S3,
// SMTP), and serves the site with its worker process (and local stand-ins for S3 and SMTP where
// none is configured). A site or worker that exits on its own is started again after a backoff
// (1 s, doubling up to 30 s; back to 1 s once it has run for a minute); the other keeps running.
// Uses only Node's own modules until the project's packages are installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { checkNode } from "./node-version.mjs";

const root = path.resolve(import.meta.dirname, "..");

// The Node.js it runs on, said plainly before anything else happens.
const node = checkNode(root);
if (node.message) console[node.ok ? "warn" : "error"](`\n${node.message}\n`);
if (!node.ok) process.exit(1);

// Settings from .env, if there is one; variables already set win.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function must(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(" ")} failed (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir, skip) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : statSync(full).mtimeMs);
  }
  return newest;
}

const lock = path.join(root, "package-lock.json");
const installed = path.join(root, "node_modules", ".package-lock.json");
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  // `npm install --no-save` where `npm ci` refuses a lock file without other platforms' builds (.ci/run).
  const ci = spawnSync("npm", ["ci"], { cwd: root, stdio: "inherit" });
  if (ci.status !== 0) must("npm", ["install", "--no-save"]);
}

must(bin("prisma"), ["migrate", "deploy"]);

const buildId = path.join(root, "web", ".next", "BUILD_ID");
const sourcesChanged = () =>
  newestMtime(path.join(root, "web"), new Set([".next", "node_modules", "generated"])) > statSync(buildId).mtimeMs;
if (process.argv.includes("--build") || !existsSync(buildId) || sourcesChanged()) must("npm", ["run", "build"]);

// Local stand-ins where no S3 endpoint or SMTP server is configured: an S3-compatible server on
// var/s3 and an SMTP inbox with a web page. Their addresses go to the site and the worker.
const childEnv = { ...process.env };
const standIns = [];
if (!process.env.S3_ENDPOINT) {
  standIns.push("s3");
  Object.assign(childEnv, {
    LOCAL_S3_PORT: "9000",
    LOCAL_S3_DIR: path.join(root, "var", "s3"),
    LOCAL_S3_BUCKET: process.env.S3_BUCKET ?? "orania-stays",
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_PUBLIC_URL: `http://127.0.0.1:9000/${process.env.S3_BUCKET ?? "orania-stays"}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
}
if (!process.env.SMTP_URL) {
  standIns.push("mail");
  Object.assign(childEnv, { LOCAL_SMTP_PORT: "1025", LOCAL_INBOX_PORT: "1080", SMTP_URL: "smtp://127.0.0.1:1025" });
}

/** The running children by name. */
const children = new Map();
/** Restarts waiting out their backoff. */
const restarts = new Set();
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const timer of restarts) clearTimeout(timer);
  for (const child of children.values()) child.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

const FIRST_RESTART_MS = 1000;
const MAX_RESTART_MS = 30_000;
const HEALTHY_RUN_MS = 60_000;

/**
 * Runs a child and starts it again whenever it exits on its own, after a backoff that doubles per
 * quick exit: one part crashing (the worker killed, out of memory) never takes the others down.
 */
function supervise(name, command, args) {
  let delay = FIRST_RESTART_MS;
  const run = () => {
    const startedAt = Date.now();
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: "inherit" });
    children.set(name, child);
    child.on("exit", (code, signal) => {
      children.delete(name);
      if (stopping) return;
      if (Date.now() - startedAt >= HEALTHY_RUN_MS) delay = FIRST_RESTART_MS;
      console.error(`[start] the ${name} exited (${signal ?? `code ${code}`}); starting it again in ${delay} ms`);
      const timer = setTimeout(() => (restarts.delete(timer), run()), delay);
      restarts.add(timer);
      delay = Math.min(delay * 2, MAX_RESTART_MS);
    });
  };
  run();
}

if (standIns.length > 0) {
  const local = spawn(process.execPath, [path.join(root, "scripts", "local-services-run.mjs"), ...standIns], {
    cwd: root,
    env: childEnv,
    stdio: "inherit",
  });
  children.set("local services", local);
  // The stand-ins keep the local data: without them the site cannot work, so everything stops.
  local.on("exit", (code) => {
    if (!stopping) console.error(`[start] the local S3 and SMTP stand-ins exited (code ${code}); stopping`);
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
// Which services answer now, by the checks /api/health runs (scripts/check-services.ts).
spawnSync(bin("tsx"), ["scripts/check-services.ts"], { cwd: root, env: childEnv, stdio: "inherit" });
// The site behind its own server (web/server.mjs), which hands the handlers the connection's peer address.
if (!stopping) supervise("site", process.execPath, [path.join(root, "web", "server.mjs")]);
if (!stopping) supervise("worker", bin("tsx"), ["worker/main.ts"]);
console.log(`\nThe site: ${childEnv.APP_URL ?? "http://localhost:3000"}  queue dashboard: /admin/queues  metrics: /api/metrics`);
