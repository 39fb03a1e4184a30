// Shared parts of the benchmarks: a private database, the built site started against it, and
// latency statistics. Benchmarks print figures; they assert nothing.
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { startSite as startTestSite } from "../support/site";

export const root = path.resolve(import.meta.dirname, "../..");

export async function prepareDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
  run("npx", ["prisma", "migrate", "deploy"], { DATABASE_URL: databaseUrl });
}

export function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

export function ensureBuilt(): void {
  if (!existsSync(path.join(root, "web", ".next", "BUILD_ID"))) run("npm", ["run", "build"]);
}

/** The site of the build in web/.next (the one a bench builds), never a test lane's copy of an earlier build. */
export async function startSite(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return (await startTestSite(port, env, undefined, path.join(root, "web", "server.mjs"))).process;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export type TStats = { count: number; p50: number; p99: number; max: number; statuses: Record<number, number>; samples?: number[] };

/** Statistics of a set of latencies (ms). */
export function statsOf(samples: number[], statuses: Record<number, number>): TStats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    statuses,
    samples: sorted,
  };
}

/** A simulated visitor: a client of its own to the site, with its own e-mail address and phone number. */
export type TVisitor = {
  address: string;
  email: string;
  phone: string;
  get: (path: string) => Promise<number>;
  post: (path: string, json: unknown, headers?: Record<string, string>) => Promise<number>;
};

/**
 * Visitor `n`: its requests leave from the local address 127.X.Y.1, a /24 of its own (the site
 * counts a client by its /24: web/server/http/client-network.ts), on keep-alive connections of its
 * own, as a browser's; its e-mail address and (South African mobile) phone number are its own too.
 */
export function visitor(target: URL, n: number): TVisitor {
  const address = `127.${10 + (n >> 8)}.${n & 255}.1`;
  const agent = new http.Agent({ keepAlive: true, localAddress: address });
  const send = (path: string, method: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          agent,
          headers: body ? { "content-type": "application/json", ...headers } : headers,
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  return {
    address,
    email: `visitor-${n}@example.co.za`,
    phone: `+2782${String(1_000_000 + n).padStart(7, "0")}`,
    get: (path) => send(path, "GET"),
    post: (path, json, headers) => send(path, "POST", JSON.stringify(json), headers),
  };
}

/**
 * Sends `count` requests through `concurrency` parallel loops and measures each one. With `rampMs`,
 * loop k starts k/concurrency of it after the first, as visitors arrive one after another rather
 * than all in the same millisecond (give it about one call's duration: the loops then stay out of
 * step, as independent visitors are).
 */
export async function measure(count: number, concurrency: number, send: (i: number) => Promise<number>, rampMs = 0): Promise<TStats> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      if (rampMs > 0 && loop > 0) await new Promise((resolve) => setTimeout(resolve, (loop * rampMs) / concurrency));
      while (next < count) {
        const i = next++;
        const started = performance.now();
        const status = await send(i);
        latencies.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statsOf(latencies, statuses);
}

export function formatStats(name: string, stats: TStats): string {
  const f = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
  return `${name.padEnd(34)} n=${String(stats.count).padEnd(5)} p50 ${f(stats.p50)}  p99 ${f(stats.p99)}  max ${f(stats.max)}  ${JSON.stringify(stats.statuses)}`;
}

/**
 * The deployment's reverse proxy in small (docker/Caddyfile): one origin in front of the site and
 * the bucket, /media/public/... from the bucket's public prefix, everything else from the site.
 * `pages` are answered from memory (gzip-compressed HTML by path) without reaching the site.
 */
export async function startFrontProxy(
  port: number,
  { site, s3, bucket, pages = new Map() }: { site: number; s3: string; bucket: string; pages?: Map<string, Buffer> },
): Promise<{ close: () => Promise<void> }> {
  const { createServer, request } = await import("node:http");
  const bucketOrigin = new URL(s3);
  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? "/";
    const page = pages.get(url);
    if (page) {
      outgoing.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": page.length });
      outgoing.end(page);
      return;
    }
    const toBucket = url.startsWith("/media/public/");
    const target = toBucket
      ? { hostname: bucketOrigin.hostname, port: Number(bucketOrigin.port), path: `/${bucket}${url.slice("/media".length)}` }
      : { hostname: "127.0.0.1", port: site, path: url };
    const forwarded = request({ ...target, method: incoming.method, headers: { ...incoming.headers } }, (reply) => {
      outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(outgoing);
    });
    forwarded.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Seconds of CPU each process on the machine has used so far, by pid, with its command line. */
export function cpuByProcess(): Map<number, { command: string; seconds: number }> {
  const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  const processes = new Map<number, { command: string; seconds: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      processes.set(Number(entry), { command, seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond });
    } catch {
      // The process ended while being read.
    }
  }
  return processes;
}

/**
 * The CPU seconds used between two `cpuByProcess` readings, summed by the first of `kinds` whose
 * pattern a process's command line matches ("other" for the rest).
 */
export function cpuBetween(
  before: ReturnType<typeof cpuByProcess>,
  after: ReturnType<typeof cpuByProcess>,
  kinds: [name: string, pattern: RegExp][],
): Record<string, number> {
  const used: Record<string, number> = Object.fromEntries([...kinds.map(([name]) => [name, 0]), ["other", 0]]);
  for (const [pid, { command, seconds }] of after) {
    const earlier = before.get(pid);
    const kind = kinds.find(([, pattern]) => pattern.test(command))?.[0] ?? "other";
    used[kind]! += seconds - (earlier?.command === command ? earlier.seconds : 0);
  }
  return Object.fromEntries(Object.entries(used).map(([kind, seconds]) => [kind, Math.round(seconds * 100) / 100]));
}
