// A whole running system for the pipeline suites: its own database (copied from the migrated
// template), its own redis-server, the local S3 server and SMTP inbox, the built site and the
// worker process, on ports of its own. Tests stop and restart parts of it to prove that work
// survives (Redis away or wiped, SMTP refusing, the worker killed).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { Redis } from "ioredis";
import pg from "pg";
import { Queue } from "bullmq";
import { PrismaClient } from "@/server/db/generated/client";
import { QUEUES } from "@/server/queue/jobs";
import { startLocalInbox, startLocalS3, type TInboxMessage, type TLocalInbox, type TLocalS3 } from "../../scripts/local-services.mjs";
import { workerBundle } from "../../scripts/worker-bundle.mjs";
import {
  PINNED_DIGEST_CLOCK,
  siteServerPath,
  STACK_PORT_BASE,
  TEMPLATE_DATABASE_URL,
  TEST_DATABASE_PREFIX,
  TEST_ENV,
} from "../../scripts/test-env.mjs";
import { logChildOutput } from "./child-log";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const logDir = path.join(root, "var", "test-results");

export type TStack = {
  baseUrl: string;
  workerUrl: string;
  db: PrismaClient;
  env: Record<string, string>;
  inbox: TLocalInbox;
  s3: TLocalS3;
  s3Dir: string;
  redis: {
    /** Stops redis-server gracefully (SIGTERM). */
    stop: () => Promise<void>;
    /** Kills redis-server at once: without persistence every key is gone when it starts again. */
    kill: (signal: NodeJS.Signals) => Promise<void>;
    start: () => Promise<void>;
    /** FLUSHALL on the running server. */
    flushAll: () => Promise<void>;
    url: string;
  };
  /** Only with `privatePostgres`: the stack's own PostgreSQL server, to stop and start. */
  postgres?: { stop: () => Promise<void>; start: () => Promise<void> };
  /** Stops the S3 server (connections refused) and starts it again on the same folder. */
  s3Control: { stop: () => Promise<void>; start: () => Promise<void> };
  worker: TWorkerControl;
  /** Every worker process (`workers` of them; the first is `worker`). */
  workers: TWorkerControl[];
  /** Every web process (`webProcesses` of them). With more than one, `baseUrl` is a proxy that spreads requests over them. */
  webs: TWebControl[];
  stop: () => Promise<void>;
};

type TWorkerControl = {
  /** Signals the worker's own process only (its photo sandboxes are left to end with it). */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Signals the worker and every process below it (its photo sandboxes), and waits for all to exit: a real crash. */
  killProcessTree: (signal: NodeJS.Signals) => Promise<void>;
  start: () => Promise<void>;
  process: () => ChildProcess | undefined;
  url: string;
};

type TWebControl = {
  /** Signals the web process (and anything it started) and waits for it to exit. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  start: () => Promise<void>;
  url: string;
};

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** A database of its own for `name`, copied from the migrated template; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${new URL(TEMPLATE_DATABASE_URL).pathname.slice(1)}"`);
  await admin.end();
  return TEMPLATE_DATABASE_URL.replace(/\/[^/]+$/, `/${name}`);
}

function startProcess(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  logChildOutput(child, path.join(logDir, `${name}.log`));
  return child;
}

/** Every process below `pid`: a worker's photo sandboxes, a web process's children. */
export function descendantPids(pid: number): number[] {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendantPids(child)]);
}

/**
 * Signals a process and every process below it (a worker's photo sandboxes), and waits for all of
 * them: a SIGKILL to the parent alone would leave its children running.
 */
async function stopProcessTree(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  const children = child?.pid && child.exitCode === null ? descendantPids(child.pid) : [];
  for (const pid of children) process.kill(pid, signal);
  await stopProcess(child, signal);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await waitFor("the worker's own process to exit", () => children.every((pid) => !alive(pid)));
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

const PG_BIN = (() => {
  try {
    return path.join("/usr/lib/postgresql", readdirSync("/usr/lib/postgresql").sort().at(-1)!, "bin");
  } catch {
    return "";
  }
})();

/** Runs a PostgreSQL tool as the postgres user when we are root (the server refuses root). */
function pgCommand(tool: string, args: string[]): [string, string[]] {
  const binary = path.join(PG_BIN, tool);
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}

async function runQuiet(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${output}`);
}

/** A PostgreSQL server of the stack's own (initdb under var/), migrated, on `port`. */
async function startPrivatePostgres(name: string, port: number) {
  const dir = path.join(root, "var", `stack-pg-${name}-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) await runQuiet("chown", ["postgres:postgres", dir]);
  await runQuiet(...pgCommand("initdb", ["-D", path.join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync"]));
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const control = {
    start: () =>
      runQuiet(...pgCommand("pg_ctl", ["-D", path.join(dir, "data"), "-o", options, "-l", path.join(dir, "log"), "-w", "start"])),
    stop: () => runQuiet(...pgCommand("pg_ctl", ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"])),
  };
  await control.start();
  const url = `postgresql://postgres@127.0.0.1:${port}/orania_stays`;
  await runQuiet(bin("prisma"), ["migrate", "deploy"], { DATABASE_URL: url });
  return { url, control };
}

/**
 * Starts a stack; `slot` (0-9) keeps the ports of stacks in different suites apart. With
 * `privatePostgres` it runs its own PostgreSQL server (so a test may restart it). Its Redis keeps
 * an append-only file, as in production, so a restart loses no queued job; with
 * `redisPersistence: false` it keeps nothing on disk, so a killed Redis comes back empty.
 */
export async function startStack(
  name: string,
  slot: number,
  overrides: Record<string, string> = {},
  {
    privatePostgres = false,
    redisPersistence = true,
    webProcesses = 1,
    workers: workerCount = 1,
  }: { privatePostgres?: boolean; redisPersistence?: boolean; webProcesses?: 1 | 2; workers?: 1 | 2 } = {},
): Promise<TStack> {
  const base = STACK_PORT_BASE + slot * 10;
  const ports = { web: base, worker: base + 1, s3: base + 2, smtp: base + 3, inbox: base + 4, redis: base + 5, postgres: base + 6 };
  // A second web process (and the first, behind the proxy on `web`) and a second worker take the slot's last ports.
  const webPorts = webProcesses === 1 ? [ports.web] : [base + 7, base + 8];
  const workerPorts = workerCount === 1 ? [ports.worker] : [ports.worker, base + 9];
  // What has started so far, stopped again (last first) if a later part fails to start: a stack
  // that never started must leave no process behind on its ports for the lane's next file.
  const undo: (() => Promise<unknown>)[] = [];
  const undoAll = async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  };
  try {
    const privatePg = privatePostgres ? await startPrivatePostgres(name, ports.postgres) : undefined;
    if (privatePg) undo.push(() => privatePg.control.stop());
    const databaseUrl = privatePg?.url ?? (await createDatabase(`${TEST_DATABASE_PREFIX}_s_${name}`));
    // Each folder is named by the slot's first port too: two runs side by side (TEST_INSTANCE) never share one.
    const s3Dir = path.join(root, "var", `stack-s3-${name}-${base}`);
    rmSync(s3Dir, { recursive: true, force: true });
    const redisDir = path.join(root, "var", `stack-redis-${name}-${base}`);
    rmSync(redisDir, { recursive: true, force: true });
    mkdirSync(redisDir, { recursive: true });

    let redisProcess: ChildProcess | undefined;
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;
    const persistence = redisPersistence ? ["--appendonly", "yes", "--appendfsync", "always"] : ["--appendonly", "no"];
    const redis = {
      url: redisUrl,
      async start() {
        if (!redisPersistence) {
          rmSync(redisDir, { recursive: true, force: true });
          mkdirSync(redisDir, { recursive: true });
        }
        redisProcess = startProcess(
          `${name}-redis`,
          "redis-server",
          ["--port", String(ports.redis), "--bind", "127.0.0.1", "--save", "", ...persistence, "--dir", redisDir],
          {},
        );
        await waitFor("redis-server", () => isListening(ports.redis));
      },
      stop: () => stopProcess(redisProcess),
      kill: (signal: NodeJS.Signals) => stopProcess(redisProcess, signal),
      async flushAll() {
        const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        try {
          await client.flushall();
        } finally {
          client.disconnect();
        }
      },
    };
    undo.push(() => redis.stop());
    await redis.start();
    let s3 = await startLocalS3({ port: ports.s3, directory: s3Dir, bucket: "orania-stays" });
    undo.push(() => s3.close());
    const s3Url = s3.url;
    const s3Control = {
      stop: () => s3.close(),
      start: async () => {
        s3 = await startLocalS3({ port: ports.s3, directory: s3Dir, bucket: "orania-stays" });
      },
    };
    const inbox = await startLocalInbox({ smtpPort: ports.smtp, webPort: ports.inbox });
    undo.push(() => inbox.close());

    const env: Record<string, string> = {
      APP_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "10",
      REDIS_URL: redisUrl,
      REDIS_PREFIX: "orania",
      APP_URL: `http://127.0.0.1:${ports.web}`,
      PORT: String(ports.web),
      S3_ENDPOINT: s3Url,
      S3_PUBLIC_URL: `${s3Url}/orania-stays`,
      S3_BUCKET: "orania-stays",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      SMTP_URL: inbox.smtpUrl,
      OWNER_EMAIL: "owner@orania-stays.test",
      MAIL_FROM: "Orania Stays <bookings@orania-stays.test>",
      WORKER_PORT: String(ports.worker),
      WORKER_URL: `http://127.0.0.1:${ports.worker}`,
      RATE_LIMIT_POSTS: "100000",
      // Every guest's confirmation link is opened from this machine: one client to the site.
      RATE_LIMIT_OWNER_PAGES: "100000",
      OUTBOX_SWEEP_MS: "200",
      APPROVAL_SECRET: TEST_ENV.APPROVAL_SECRET,
      FEED_TOKEN_SECRET: TEST_ENV.FEED_TOKEN_SECRET,
      ADMIN_PASSWORD: TEST_ENV.ADMIN_PASSWORD,
      TRUST_PROXY: TEST_ENV.TRUST_PROXY,
      REQUEST_CAP_UNVERIFIED: TEST_ENV.REQUEST_CAP_UNVERIFIED,
      REQUEST_CAP_OPEN: TEST_ENV.REQUEST_CAP_OPEN,
      REQUEST_CAP_NIGHTS: TEST_ENV.REQUEST_CAP_NIGHTS,
      DIGEST_CLOCK_START: PINNED_DIGEST_CLOCK,
      // The guest's payment reminders start the day after confirmation, from this many days before
      // a due date, and a deposit is due three days after confirmation: with three, every booking
      // a stack's test confirmed before the business day's midnight got a reminder at the worker's
      // first sweep after it, an e-mail more than the test counts when its run crossed midnight.
      // With one, no reminder falls due within a day of confirming; the reminders' own test sets it.
      PAYMENT_REMINDER_DAYS: "1",
      ...overrides,
    };

    const webs: TWebControl[] = webPorts.map((port, i) => {
      let webProcess: ChildProcess | undefined;
      const url = `http://127.0.0.1:${port}`;
      return {
        url,
        async start() {
          webProcess = startProcess(`${name}-web${i || ""}`, process.execPath, [siteServerPath(), "-p", String(port)], {
            ...env,
            PORT: String(port),
          });
          await waitFor("the site", async () => (await fetch(`${url}/api/health/db`).catch(() => undefined))?.ok, 60_000);
        },
        kill: (signal: NodeJS.Signals) => stopProcessTree(webProcess, signal),
      };
    });
    const proxy = webProcesses === 1 ? undefined : await startRoundRobinProxy(ports.web, webPorts);
    if (proxy) undo.push(() => proxy.close());
    const workers: TWorkerControl[] = workerPorts.map((port, i) => {
      let workerProcess: ChildProcess | undefined;
      const url = `http://127.0.0.1:${port}`;
      return {
        url,
        async start() {
          workerProcess = startProcess(`${name}-worker${i || ""}`, process.execPath, [workerBundle()], {
            ...env,
            WORKER_PORT: String(port),
            WORKER_URL: url,
          });
          await waitFor("the worker", async () => (await fetch(`${url}/health`).catch(() => undefined))?.status === 200, 60_000);
        },
        kill: (signal: NodeJS.Signals) => stopProcess(workerProcess, signal),
        killProcessTree: (signal: NodeJS.Signals) => stopProcessTree(workerProcess, signal),
        process: () => workerProcess,
      };
    });
    undo.push(...webs.map((web) => () => web.kill("SIGKILL")), ...workers.map((worker) => () => worker.killProcessTree("SIGKILL")));
    // The web processes and the workers boot side by side: neither needs the other to start.
    await Promise.all([...webs, ...workers].map((part) => part.start()));
    const worker = workers[0]!;

    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 4 }) });
    return {
      baseUrl: `http://127.0.0.1:${ports.web}`,
      workerUrl: `http://127.0.0.1:${ports.worker}`,
      db,
      env,
      inbox,
      get s3() {
        return s3;
      },
      s3Dir,
      s3Control,
      postgres: privatePg?.control,
      redis,
      worker,
      workers,
      webs,
      /** Stops every part, each even if another fails (a test may have left S3 or SMTP stopped). */
      async stop() {
        const steps = [
          ...workers.map((w) => () => w.kill("SIGTERM")),
          ...webs.map((w) => () => w.kill("SIGTERM")),
          async () => proxy?.close(),
          () => db.$disconnect(),
          () => inbox.close(),
          () => s3.close(),
          () => redis.stop(),
          async () => privatePg?.control.stop(),
        ];
        const failures: unknown[] = [];
        for (const step of steps) await step().catch((error: unknown) => failures.push(error));
        if (failures.length > 0)
          console.warn(`stack ${name}: ${failures.length} part(s) failed to stop: ${failures.map(String).join("; ")}`);
      },
    };
  } catch (error) {
    await undoAll();
    throw error;
  }
}

/**
 * A load balancer in front of several web processes, as the deployment's proxy is: each request
 * goes to the next process in turn, and one whose process refuses the connection (killed) is tried
 * on the next, so a dead process costs no request that had not reached it. Headers pass unchanged
 * (the tests name their client in X-Forwarded-For, as the trusted proxy would).
 */
async function startRoundRobinProxy(port: number, upstreams: number[]): Promise<{ close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const first = next++ % upstreams.length;
      const attempt = (tried: number) => {
        const upstream = upstreams[(first + tried) % upstreams.length]!;
        const forwarded = http.request(
          { host: "127.0.0.1", port: upstream, method: request.method, path: request.url, headers: request.headers },
          (reply) => {
            response.writeHead(reply.statusCode ?? 502, reply.rawHeaders);
            reply.pipe(response);
          },
        );
        forwarded.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED" && tried + 1 < upstreams.length) return attempt(tried + 1);
          if (!response.headersSent) response.writeHead(502).end();
          else response.destroy();
        });
        forwarded.end(body);
      };
      attempt(0);
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `use` with one of the stack's queues, closed afterwards. */
export async function withStackQueue<T>(stack: TStack, name: string, use: (queue: Queue) => Promise<T>): Promise<T> {
  const queue = new Queue(name, {
    connection: { url: stack.redis.url, maxRetriesPerRequest: 1 },
    prefix: `${stack.env.REDIS_PREFIX}:bull`,
  });
  try {
    return await use(queue);
  } finally {
    await queue.close();
  }
}

/** Whether one pass finds work left: an outbox event not handled, an e-mail not sent, or a job waiting, running or due within a second. */
async function workLeft(stack: TStack): Promise<string | undefined> {
  if ((await stack.db.outboxEvent.count({ where: { handledAt: null } })) > 0) return "an outbox event";
  if ((await stack.db.emailSend.count({ where: { sentAt: null } })) > 0) return "an e-mail";
  for (const name of QUEUES) {
    const left = await withStackQueue(stack, name, async (queue) => {
      const counts = await queue.getJobCounts("waiting", "active", "prioritized", "waiting-children");
      if (Object.values(counts).some((count) => count > 0)) return `a job in ${name}`;
      const soon = Date.now() + 1000;
      if ((await queue.getDelayed()).some((job) => job.timestamp + job.delay <= soon)) return `a job due in ${name}`;
      return undefined;
    });
    if (left) return left;
  }
  return undefined;
}

/**
 * Waits until the stack has settled: two passes in a row find every outbox event handled, every
 * e-mail sent, and no job waiting, running or due in any queue (a hold's expiry hours away is not
 * due). What a test counts after it cannot still be on its way: "nothing more arrived" is asserted
 * after this, never after a sleep.
 */
export async function waitForSettled(stack: TStack, timeoutMs = 120_000): Promise<void> {
  let clean = 0;
  let last: string | undefined;
  await waitFor(
    "the stack to settle (no event, e-mail or job left)",
    async () => {
      last = await workLeft(stack).catch((error: unknown) => `an answer (${String(error)})`);
      clean = last ? 0 : clean + 1;
      return clean >= 2;
    },
    timeoutMs,
    200,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; still left: ${last}`);
  });
}

/** The inbox's messages to one address whose subject contains `text`. */
export function findMail(stack: TStack, to: string, text: string): TInboxMessage[] {
  return stack.inbox.messages.filter((m) => m.to.includes(to) && (m.subject ?? "").includes(text));
}

/** The owner-action links in a message's HTML. */
export function extractActionLinks(message: TInboxMessage): string[] {
  return [...(message.html ?? "").matchAll(/href="([^"]*\/owner\/[^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

/** The guest's confirmation link (/verify/...) in a message's HTML. */
export function extractVerifyLink(message: TInboxMessage): string | undefined {
  return (message.html ?? "").match(/href="([^"]*\/verify\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
}

/**
 * Confirms a booking request as its guest does: waits for the e-mail with the link, opens it
 * (GET, which changes nothing) and presses its button (POST). Returns the confirmation e-mail.
 */
export async function confirmByMail(stack: TStack, email: string, bookingNumber: string): Promise<TInboxMessage> {
  const mail = await waitFor(`the confirmation e-mail of ${bookingNumber}`, () =>
    stack.inbox.messages.find((m) => m.to.includes(email) && (m.subject ?? "").includes(bookingNumber) && extractVerifyLink(m)),
  );
  const link = extractVerifyLink(mail)!;
  const opened = await fetch(link);
  if (opened.status !== 200) throw new Error(`GET ${link} answered ${opened.status}`);
  const confirmed = await fetch(link, { method: "POST" });
  if (confirmed.status !== 200) throw new Error(`POST ${link} answered ${confirmed.status}: ${await confirmed.text()}`);
  return mail;
}

/** A booking request sent to the stack's site and confirmed by its guest from the e-mail; returns its id and number. */
export async function requestAndConfirm(stack: TStack, request: Record<string, unknown>): Promise<{ id: string; bookingNumber: string }> {
  const response = await fetch(`${stack.baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (response.status !== 201) throw new Error(`POST /api/bookings answered ${response.status}: ${await response.text()}`);
  const booking = (await response.json()) as { id: string; bookingNumber: string };
  await confirmByMail(stack, String(request.guestEmail), booking.bookingNumber);
  return booking;
}
