// No working secret is published: started twice on a fresh checkout without secrets, the site
// generates the same secrets both times, none of them a string written anywhere in the
// repository, and neither the dashboard nor the owner's links accept any string of the
// repository as their key. Runs the real web process (web/server.mjs) in development mode. Every
// string of the repository is tried in this process against the very checks the two doors make
// (isAdmin, verifyActionToken), resolving the secrets from the same file as the site; a sample of
// them, and the generated secrets, are tried over HTTP against the running site as well.
// test-site: none
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createActionToken } from "@/server/approvals/token";
import { siteServerPath, STACK_PORT_BASE, TEST_ENV } from "../../scripts/test-env.mjs";
import { waitFor } from "../support/stack";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = STACK_PORT_BASE + 190;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The approval key every checkout used to share, before secrets were generated. */
const OLD_DEFAULT_APPROVAL_SECRET = "local-development-approval-secret-change-me";
const SECRET_NAMES = ["APPROVAL_SECRET", "FEED_TOKEN_SECRET", "ADMIN_PASSWORD"] as const;

const dir = mkdtempSync(path.join(os.tmpdir(), "orania-secrets-"));
let secretsFile = path.join(dir, "local-secrets.json");

function siteEnv(given: Partial<Record<(typeof SECRET_NAMES)[number], string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...TEST_ENV };
  for (const name of SECRET_NAMES) {
    delete env[name];
    delete env[`TEST_${name}`];
  }
  return {
    ...env,
    ...given,
    APP_ENV: "development",
    SECRETS_FILE: secretsFile,
    PORT: String(PORT),
    APP_URL: BASE_URL,
    // No worker: the dashboard's proxy answers 502 once the password is right.
    WORKER_URL: `http://127.0.0.1:${PORT + 1}`,
    RATE_LIMIT_OWNER_PAGES: "1000000",
    // The sweep tries every repository string as the password: a 429 would hide whether one opens
    // the dashboard. The login limit has its own test.
    RATE_LIMIT_ADMIN_LOGINS: "1000000",
  };
}

type TSite = { process: ChildProcess; output: () => string };

async function startSite(run: number, given: Parameters<typeof siteEnv>[0] = {}): Promise<TSite> {
  mkdirSync(path.join(root, "var", "test-results"), { recursive: true });
  const log = createWriteStream(path.join(root, "var", "test-results", `secrets-web-${run}.log`));
  const child: ChildProcess = spawn(process.execPath, [siteServerPath(), "-p", String(PORT)], {
    cwd: root,
    env: siteEnv(given),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      log.write(chunk);
    });
  }
  await waitFor(
    "the site",
    async () => {
      if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}:\n${output}`);
      return (await fetch(`${BASE_URL}/api/health/db`).catch(() => undefined))?.ok;
    },
    60_000,
  );
  return { process: child, output: () => output };
}

/** Stops the site with SIGTERM, as a service manager would; its exit code. */
async function stopSite(site: TSite | undefined): Promise<number | null> {
  if (!site || site.process.exitCode !== null) return site?.process.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => site.process.once("exit", (code) => resolve(code)));
  site.process.kill("SIGTERM");
  return exited;
}

function readSecrets(): Record<(typeof SECRET_NAMES)[number], string> {
  return JSON.parse(readFileSync(secretsFile, "utf8"));
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

async function dashboardStatus(password: string): Promise<number> {
  const response = await fetch(`${BASE_URL}/admin/queues`, { headers: { authorization: basic("admin", password) } });
  await response.arrayBuffer();
  return response.status;
}

async function ownerLinkStatus(secret: string): Promise<number> {
  const token = createActionToken({ action: "booking.approve", subjectId: randomUUID(), expiresAt: Date.now() + 3_600_000 }, secret);
  const response = await fetch(`${BASE_URL}/owner/${token}`);
  await response.arrayBuffer();
  return response.status;
}

/**
 * The site's own checks, in this process, against the secrets it resolves as the site does (the
 * same SECRETS_FILE, none given): the dashboard's password check and the owner links' signature check.
 */
async function doorChecks(): Promise<{ opensDashboard: (candidate: string) => boolean; signsLinks: (candidate: string) => boolean }> {
  const env = siteEnv();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  const { isAdmin } = await import("@/server/admin-auth");
  const { verifyActionToken } = await import("@/server/approvals/token");
  const claim = { action: "booking.approve" as const, subjectId: randomUUID(), expiresAt: Date.now() + 3_600_000 };
  return {
    opensDashboard: (candidate) => isAdmin(basic("admin", candidate)),
    signsLinks: (candidate) => verifyActionToken(createActionToken(claim, candidate)).ok,
  };
}

/** Every `step`th candidate, from a start that differs from run to run: the sample tried over HTTP too. */
function sample(candidates: string[], size: number): string[] {
  const step = Math.max(1, Math.floor(candidates.length / size));
  const start = randomInt(step);
  return candidates.filter((_, i) => i % step === start);
}

/** The candidates for which `check` answers something other than `refused`, a few requests at a time. */
async function accepted(candidates: string[], check: (candidate: string) => Promise<number>, refused: number): Promise<string[]> {
  const found: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const candidate = candidates[next++]!;
      if ((await check(candidate)) !== refused) found.push(candidate);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return found;
}

/**
 * Every string a reader of the repository finds: quoted literals (each kind of quote on its own,
 * so that strings inside template literals count too) and the values of `KEY=value` and
 * `KEY: value` lines, of the code, tests, scripts, documentation, examples and Docker files.
 */
function repositoryStrings(): string[] {
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--", "web", "scripts", "tests", "*.md", ".env.example", "docker", "docker-compose.yml"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\0")
    .filter(Boolean);
  const quoted = [/"((?:[^"\\\n]|\\.)*)"/g, /'((?:[^'\\\n]|\\.)*)'/g, /`((?:[^`\\]|\\.)*)`/g];
  const assigned = /^[ \t#-]*(?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_]*[ \t]*[=:][ \t]*(.+?)[ \t]*$/gm;
  const strings = new Set<string>();
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file));
    if (bytes.includes(0)) continue;
    const text = bytes.toString("utf8");
    for (const pattern of quoted) for (const match of text.matchAll(pattern)) strings.add(match[1]!);
    for (const match of text.matchAll(assigned)) strings.add(match[1]!.replace(/^["']|["']$/g, ""));
  }
  strings.add(OLD_DEFAULT_APPROVAL_SECRET);
  return [...strings].filter((s) => s.length > 0);
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("secrets on a fresh checkout", () => {
  let site: TSite | undefined;

  afterAll(async () => {
    await stopSite(site);
  });

  it("are generated once, are no string of the repository, and only they open the dashboard and sign owner links", async () => {
    const candidates = repositoryStrings();
    expect(candidates.length).toBeGreaterThan(1000);
    expect(existsSync(secretsFile)).toBe(false);

    // First start. The secrets are made when first needed: a dashboard request needs the password.
    site = await startSite(1);
    expect(await dashboardStatus("")).toBe(401);
    const first = readSecrets();
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    for (const name of SECRET_NAMES) expect(first[name]).toMatch(name === "ADMIN_PASSWORD" ? /^\S{16,}$/ : /^\S{32,}$/);
    expect(site.output().split(first.ADMIN_PASSWORD).length - 1).toBe(1);

    // No string of the repository is one of them, or opens the dashboard, or signs a link.
    const generated = new Set(Object.values(first));
    expect(candidates.filter((candidate) => generated.has(candidate))).toEqual([]);
    // Every candidate, against the doors' own checks here: they accept the generated secrets and no string of the repository.
    const doors = await doorChecks();
    expect(doors.opensDashboard(first.ADMIN_PASSWORD)).toBe(true);
    expect(doors.signsLinks(first.APPROVAL_SECRET)).toBe(true);
    const passwords = candidates.filter((s) => s.length >= 8);
    const keys = candidates.filter((s) => s.length >= 32);
    expect(passwords.filter(doors.opensDashboard)).toEqual([]);
    expect(keys.filter(doors.signsLinks)).toEqual([]);
    // The running site agrees: the generated secrets open its doors, and a sample of the candidates does not.
    expect(await dashboardStatus(first.ADMIN_PASSWORD)).not.toBe(401);
    expect(await accepted(sample(passwords, 300), dashboardStatus, 401)).toEqual([]);
    expect(await ownerLinkStatus(first.APPROVAL_SECRET)).toBe(404);
    expect(await accepted(sample(keys, 300), ownerLinkStatus, 403)).toEqual([]);
    expect(await stopSite(site)).toBe(0);

    // Second start: the same secrets, and the password is not printed again.
    site = await startSite(2);
    expect(await dashboardStatus("")).toBe(401);
    expect(readSecrets()).toEqual(first);
    expect(site.output()).not.toContain(first.ADMIN_PASSWORD);
    expect(await dashboardStatus(first.ADMIN_PASSWORD)).not.toBe(401);
    expect(await ownerLinkStatus(first.APPROVAL_SECRET)).toBe(404);
    expect(await stopSite(site)).toBe(0);
  }, 300_000);
});

describe("secrets when the dashboard's password is given", () => {
  let site: TSite | undefined;

  afterAll(async () => {
    await stopSite(site);
  });

  it("generates the others but prints no dashboard password, and only the given one opens the dashboard", async () => {
    secretsFile = path.join(dir, "given-password-secrets.json");
    const given = `given-${randomUUID()}`;
    site = await startSite(3, { ADMIN_PASSWORD: given });
    // An owner link needs the approval key, which is not given: this generates the file.
    expect(await ownerLinkStatus(randomUUID().repeat(2))).toBe(403);
    const generated = readSecrets();
    expect(site.output()).not.toContain(generated.ADMIN_PASSWORD);
    expect(site.output()).not.toContain(given);
    expect(site.output()).not.toContain("dashboard's password");
    expect(site.output()).toContain("APPROVAL_SECRET, FEED_TOKEN_SECRET not given");
    expect(await dashboardStatus(generated.ADMIN_PASSWORD)).toBe(401);
    expect(await dashboardStatus(given)).not.toBe(401);
    expect(await stopSite(site)).toBe(0);
  }, 120_000);
});
