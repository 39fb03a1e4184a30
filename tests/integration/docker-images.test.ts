// Each Docker image's file tree, assembled as its Dockerfile says, from a clean clone of the
// commit under test with .dockerignore applied, and then booted against the test services: the
// migration image migrates a database of its own, the web image serves the site from it, the
// worker image runs its queues and health. No Docker engine runs here, so this file plays the
// engine's part: every stage is a folder, FROM/WORKDIR/ENV/COPY (--from too)/RUN/CMD are carried
// out as Docker would, with two stand-ins: `npm ci` links the packages this checkout installed
// from the same lockfile (the registry's tarballs are what npm ci would fetch) and runs npm's
// postinstall (prisma generate), and `chown` is skipped (no root here). A RUN step that the run's
// one build already took in exactly the same tree, with the same command, is taken from it as
// Docker takes a cached layer (scripts/build-context.mjs): in CI the web image's `next build`.
// test-site: none
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ignore from "ignore";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyBuiltLayer, installPackages, listFiles } from "../../scripts/build-context.mjs";
import { STACK_PORT_BASE, TEST_ENV } from "../../scripts/test-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "orania-images-"));
const context = path.join(work, "context");
const DATABASE = `${TEST_ENV.DATABASE_URL.split("/").pop()}_images`;
const DATABASE_URL = TEST_ENV.DATABASE_URL.replace(/\/[^/]+$/, `/${DATABASE}`);
const WEB_PORT = STACK_PORT_BASE + 180;
const WORKER_PORT = STACK_PORT_BASE + 181;
/** The font the guest's PDFs are drawn with, read at run time (web/server/payments/pdf). */
const PDF_FONT = "web/server/payments/pdf/fonts/orania-serif-600.ttf";
const adminDb = () => new pg.Client({ connectionString: TEST_ENV.DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });

type TStage = { name?: string; root: string; workdir: string; env: Record<string, string>; cmd: string[] };

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function instructions(file: string): { op: string; args: string }[] {
  const text = readFileSync(file, "utf8").replace(/\\\n/g, " ");
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [op = "", ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(" ") };
    });
}

/** Hard links, as the worktrees share node_modules: nothing here writes into a linked file in place. */
function copyTree(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  execFileSync("cp", ["-al", from, to]);
}

type TEnv = NodeJS.ProcessEnv;
const envOf = (stage: TStage, extra: Record<string, string | undefined> = {}) => ({ ...process.env, ...stage.env, ...extra });
/** A container's environment: the image's ENV and what it is given, nothing of this machine's but PATH and HOME. */
const containerEnv = (stage: TStage, given: Record<string, string>) =>
  ({ PATH: process.env.PATH, HOME: process.env.HOME, ...stage.env, ...given }) as unknown as TEnv;

/** Which steps were taken from the run's build, as Docker takes a cached layer (scripts/build-context.mjs). */
const cached: string[] = [];

function run(stage: TStage, command: string): void {
  const cwd = path.join(stage.root, stage.workdir);
  for (const step of command.split("&&").map((part) => part.trim().replace(/^\(|\)$/g, ""))) {
    if (/^npm (ci|install)\b/.test(step)) installPackages(cwd, envOf(stage));
    else if (/^chown\b/.test(step)) continue;
    else if (applyBuiltLayer(cwd, step)) cached.push(step);
    else execFileSync("sh", ["-c", step], { cwd, env: envOf(stage), stdio: "pipe" });
  }
}

/** COPY: from the context or another stage; a folder's contents go into the destination. */
function copy(stage: TStage, args: string, stages: Map<string, TStage>): void {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
  const paths = words.filter((word) => !word.startsWith("--"));
  const dest = paths.pop()!;
  const source = from ? stages.get(from)!.root : context;
  const target = path.join(stage.root, dest.startsWith("/") ? dest : path.join(stage.workdir, dest));
  for (const src of paths) {
    const from_ = path.join(source, src);
    if (!existsSync(from_)) throw new Error(`COPY ${src}: not in ${from ? `stage ${from}` : "the build context"}`);
    const isFolder = statSync(from_).isDirectory();
    // A file into a folder (several sources, or a destination ending in /) keeps its name.
    const finalTarget = !isFolder && (paths.length > 1 || dest.endsWith("/")) ? path.join(target, path.basename(src)) : target;
    mkdirSync(path.dirname(finalTarget), { recursive: true });
    // A folder from another stage (node_modules, a whole built app) is linked, not copied: the
    // same files, without writing gigabytes (nothing here writes into a file in place).
    if (from && isFolder) {
      mkdirSync(finalTarget, { recursive: true });
      execFileSync("cp", ["-al", `${from_}/.`, finalTarget]);
    } else cpSync(from_, finalTarget, { recursive: true, verbatimSymlinks: true });
  }
}

/** Builds every stage of the Dockerfile; returns the last (the image). */
function build(dockerfile: string): TStage {
  const stages = new Map<string, TStage>();
  let stage: TStage | undefined;
  let count = 0;
  for (const { op, args } of instructions(path.join(context, dockerfile))) {
    if (op === "FROM") {
      const [image = "", , name] = args.split(/\s+/);
      const dir = path.join(work, `${path.basename(dockerfile)}-${count++}`);
      const parent = stages.get(image);
      if (parent) copyTree(parent.root, dir);
      else mkdirSync(dir, { recursive: true });
      stage = parent ? { ...structuredClone(parent), name, root: dir } : { name, root: dir, workdir: "/", env: {}, cmd: [] };
      if (name) stages.set(name, stage);
    } else if (!stage) throw new Error(`${op} before FROM`);
    else if (op === "WORKDIR") mkdirSync(path.join(stage.root, (stage.workdir = args)), { recursive: true });
    else if (op === "ENV") for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) stage.env[key!] = value!;
    else if (op === "COPY") copy(stage, args, stages);
    else if (op === "RUN") run(stage, args);
    else if (op === "CMD") stage.cmd = JSON.parse(args) as string[];
    else if (!["USER", "EXPOSE", "HEALTHCHECK", "LABEL", "ARG"].includes(op)) throw new Error(`unsupported instruction ${op}`);
  }
  return stage!;
}

const dockerignore = () => ignore().add(readFileSync(path.join(root, ".dockerignore"), "utf8"));

const processes: ChildProcess[] = [];
function boot(image: TStage, env: Record<string, string>): ChildProcess {
  const [command = "", ...args] = image.cmd;
  const child = spawn(command === "node" ? process.execPath : command, args, {
    cwd: path.join(image.root, image.workdir),
    env: containerEnv(image, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += String(chunk)));
  child.stderr?.on("data", (chunk) => (log += String(chunk)));
  child.on("exit", (code) => code && console.error(`${image.cmd.join(" ")} exited ${code}:\n${log}`));
  processes.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before ${url} answered`);
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return response;
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The production settings the images are given (docker-compose.yml's), pointed at the test services. */
const productionEnv = {
  ...TEST_ENV,
  APP_ENV: "production",
  DATABASE_URL,
  OWNER_EMAIL: "owner@orania-stays.test",
  MAIL_FROM: "Orania Stays <bookings@orania-stays.test>",
  ADMIN_USER: "admin",
};

beforeAll(async () => {
  // A clean clone of the commit under test: only what the repository holds.
  const clone = path.join(work, "clone");
  const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, clone]);
  execFileSync("git", ["checkout", "--quiet", commit], { cwd: clone });
  const ig = dockerignore();
  for (const file of listFiles(clone).filter((file) => !ig.ignores(file))) {
    mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
    cpSync(path.join(clone, file), path.join(context, file));
  }
  const db = adminDb();
  await db.connect();
  await db.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await db.end();
}, 60_000);

afterAll(async () => {
  for (const child of processes) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(
    processes.map((child) =>
      child.exitCode === null
        ? new Promise((resolve) => {
            child.once("exit", resolve);
            // A process still finishing after 15 s is ended: the test is done with it.
            setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
          })
        : Promise.resolve(),
    ),
  );
  const db = adminDb();
  await db.connect();
  await db.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await db.end();
  // The trees hold several hard-linked copies of node_modules: removing them takes minutes on a
  // busy machine, so it goes on in the background after the suite.
  spawn("rm", ["-rf", work], { detached: true, stdio: "ignore" }).unref();
}, 120_000);

describe("the build context", () => {
  it("leaves out installed packages, builds, local data, secrets and history", () => {
    const ig = dockerignore();
    for (const file of [
      "node_modules/next/package.json",
      "scripts/node_modules/x.js",
      "web/.next/BUILD_ID",
      "var/local-secrets.json",
      ".env",
      ".env.local",
      ".git/HEAD",
      "web/server/db/generated/client.ts",
    ])
      expect(ig.ignores(file), file).toBe(true);
    for (const file of [
      "package.json",
      "package-lock.json",
      ".env.example",
      "web/server/config.ts",
      "prisma/schema.prisma",
      "docker/web.Dockerfile",
    ])
      expect(ig.ignores(file), file).toBe(false);
    expect(existsSync(path.join(context, ".git"))).toBe(false);
    expect(existsSync(path.join(context, "package-lock.json"))).toBe(true);
  });
});

describe("the images, assembled and booted", () => {
  it("migration image: migrates a new database", async () => {
    const image = build("docker/migrate.Dockerfile");
    const [command = "", ...args] = image.cmd;
    /** The migrations finished in the image's database; undefined while there is no such database. */
    const applied = async () => {
      const admin = adminDb();
      await admin.connect();
      const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE])).rowCount === 1;
      await admin.end();
      if (!exists) return undefined;
      const db = new pg.Client({ connectionString: DATABASE_URL });
      await db.connect();
      try {
        const done = await db.query<{ migration_name: string }>(
          "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
        );
        return done.rows.map((r) => r.migration_name);
      } finally {
        await db.end();
      }
    };
    expect(await applied()).toBeUndefined();
    execFileSync(path.join(image.root, image.workdir, command), args, {
      cwd: path.join(image.root, image.workdir),
      env: containerEnv(image, { DATABASE_URL }),
      stdio: "pipe",
    });
    // The database made, with every migration of the repository finished in it.
    const migrations = readdirSync(path.join(root, "prisma/migrations"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(migrations.length).toBeGreaterThan(0);
    expect(await applied()).toEqual(migrations);
  }, 300_000);

  it("worker image: carries the generated Prisma client and runs its queues", async () => {
    const image = build("docker/worker.Dockerfile");
    expect(existsSync(path.join(image.root, image.workdir, "web/server/db/generated/client.ts"))).toBe(true);
    expect(existsSync(path.join(image.root, image.workdir, ".env"))).toBe(false);
    // The receipts' and invoices' PDFs are drawn here, with the headings' font from the image.
    expect(existsSync(path.join(image.root, image.workdir, PDF_FONT))).toBe(true);
    const worker = boot(image, { ...productionEnv, WORKER_PORT: String(WORKER_PORT), WORKER_HOST: "127.0.0.1" });
    const health = (await (await waitFor(`http://127.0.0.1:${WORKER_PORT}/health`, worker)).json()) as {
      process: string;
      checks: { database: { ok: boolean } };
    };
    expect(health.process).toBe("worker");
    expect(health.checks.database.ok).toBe(true);
  }, 300_000);

  it("web image: serves the site", async () => {
    const image = build("docker/web.Dockerfile");
    expect(existsSync(path.join(image.root, image.workdir, "var"))).toBe(false);
    // Built once: no compiler cache carried into the image.
    expect(existsSync(path.join(image.root, image.workdir, "web/.next/cache/turbopack"))).toBe(false);
    expect(existsSync(path.join(image.root, image.workdir, PDF_FONT))).toBe(true);
    const web = boot(image, { ...productionEnv, PORT: String(WEB_PORT), HOST: "127.0.0.1", WORKER_URL: `http://127.0.0.1:${WORKER_PORT}` });
    await waitFor(`http://127.0.0.1:${WEB_PORT}/api/health/db`, web);
    const home = await fetch(`http://127.0.0.1:${WEB_PORT}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Accommodation in Orania");
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    console.log(
      cached.length > 0
        ? `web image: ${cached.join(", ")} taken from the run's build, made in the same tree`
        : "web image: built here (its tree differs from the one the run's build was made in)",
    );
  }, 900_000);
});
