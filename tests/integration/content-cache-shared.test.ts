// Two web processes of the built site on one database and one Redis, as a site with several web
// processes runs: an owner's change saved through one of them (the console's door, /api/trpc, a
// live owner session) is on the other's pages at its very next request, though that process had
// the page cached (and the tests' CONTENT_REFRESH_SECONDS is a year). Redis wiped between the
// change and the read brings back no stale page: when each content tag expired is kept in
// PostgreSQL, and a third process whose Redis is unreachable (it hears of no change) shows the
// change once its memo of the expiries is a second old. Last, the fresh install's details are
// saved back through the door and every process renders the page again, so the shared page cache
// holds them for other files.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PINS } from "@/content/site";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { MEMO_MS } from "@/tag-expiry.mjs";
import { STACK_PORT_BASE } from "../../scripts/test-env.mjs";
import { newClientAddress } from "../support/api";
import { signInOwner } from "../support/owner-http";
import { startSite, type TSite } from "../support/site";
import { isListening, waitFor } from "../support/stack";

const PORTS = { a: STACK_PORT_BASE + 190, b: STACK_PORT_BASE + 191, c: STACK_PORT_BASE + 192, redis: STACK_PORT_BASE + 195 };
/** Nothing listens here: process C's Redis. */
const NO_REDIS_PORT = STACK_PORT_BASE + 196;
const APP_URL = `http://127.0.0.1:${PORTS.a}`;
const REDIS_URL = `redis://127.0.0.1:${PORTS.redis}`;
const redisDir = path.resolve(import.meta.dirname, "../../var/content-cache-shared-redis");

let redis: ChildProcess | undefined;
let a: TSite | undefined;
let b: TSite | undefined;
let c: TSite | undefined;
let cookie: string;

beforeAll(async () => {
  rmSync(redisDir, { recursive: true, force: true });
  mkdirSync(redisDir, { recursive: true });
  // A Redis of this file's own, without persistence, so that FLUSHALL wipes nobody else's.
  redis = spawn(
    "redis-server",
    ["--port", String(PORTS.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", redisDir],
    {
      stdio: "ignore",
    },
  );
  await waitFor("redis-server", () => isListening(PORTS.redis));
  // Both processes on this file's database, as the load balancer's one address.
  const env = { DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX!, APP_URL };
  [a, b, c] = await Promise.all([
    startSite(PORTS.a, env, "content-cache-shared-a.log"),
    startSite(PORTS.b, env, "content-cache-shared-b.log"),
    startSite(PORTS.c, { ...env, REDIS_URL: `redis://127.0.0.1:${NO_REDIS_PORT}` }, "content-cache-shared-c.log"),
  ]);
  cookie = await signInOwner();
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  if (redis && redis.exitCode === null) {
    const exited = new Promise((resolve) => redis!.once("exit", resolve));
    redis.kill("SIGTERM");
    await exited;
  }
  rmSync(redisDir, { recursive: true, force: true });
});

/** The owner's console save of the business's details, through the process on `port`. */
async function saveBusiness(port: number, details: { phone: string; whatsapp: string; email: string; address: string }) {
  const response = await fetch(`http://127.0.0.1:${port}/api/trpc/owner.business.save`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: APP_URL, "x-forwarded-for": newClientAddress() },
    body: JSON.stringify({ json: { ...details, pins: DEFAULT_PINS } }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function homePage(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": newClientAddress() } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The address every page's footer shows (the business's details, a cached read of the page). */
function footerAddress(html: string): string | undefined {
  return /data-testid="footer-address">([^<]*)</.exec(html)?.[1];
}

const details = (address: string) => ({ phone: "082 555 1234", whatsapp: "", email: "bookings@orania-stays.test", address });

describe("an owner's change with several web processes", () => {
  it("made through one process is on the other's cached page at its first request", async () => {
    const before = getConfig().BUSINESS_ADDRESS;
    // Both processes hold the page: rendered once and then served from their caches.
    for (const port of [PORTS.a, PORTS.b, PORTS.a, PORTS.b]) expect(footerAddress(await homePage(port))).toBe(before);

    const address = "7 Kerkstraat, Orania, 8752";
    const savedFrom = Date.now();
    await saveBusiness(PORTS.a, details(address));
    expect(footerAddress(await homePage(PORTS.b))).toBe(address);
    expect(footerAddress(await homePage(PORTS.a))).toBe(address);
    // The expiry is in the database, recorded before the save answered.
    const row = await getDb().contentTagExpiry.findUnique({ where: { tag: "content:business" } });
    expect(row?.expiredAt.getTime()).toBeGreaterThanOrEqual(savedFrom);
  });

  it("Redis wiped between the change and the read brings back no stale page", async () => {
    const previous = "7 Kerkstraat, Orania, 8752";
    for (const port of [PORTS.a, PORTS.b]) expect(footerAddress(await homePage(port))).toBe(previous);

    const address = "9 Dahliastraat, Orania, 8752";
    await saveBusiness(PORTS.a, details(address));
    const wipe = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      await wipe.flushall();
    } finally {
      wipe.disconnect();
    }
    expect(footerAddress(await homePage(PORTS.b))).toBe(address);
    // Past the processes' memo of the expiries: read again from PostgreSQL, not from Redis.
    await new Promise((resolve) => setTimeout(resolve, MEMO_MS + 200));
    for (const port of [PORTS.b, PORTS.a, PORTS.b]) expect(footerAddress(await homePage(port))).toBe(address);
  });

  it("a process that hears nothing from Redis shows the change once its memo of the expiries is a second old", async () => {
    const previous = "9 Dahliastraat, Orania, 8752";
    // C holds the page as it was (rendered now, after the earlier changes).
    for (let i = 0; i < 2; i++) expect(footerAddress(await homePage(PORTS.c))).toBe(previous);

    const address = "3 Jasmynstraat, Orania, 8752";
    await saveBusiness(PORTS.a, details(address));
    await new Promise((resolve) => setTimeout(resolve, MEMO_MS + 200));
    expect(footerAddress(await homePage(PORTS.c))).toBe(address);
  });

  // Last, whatever failed before it: the shared page cache on disk holds the fresh install's page again.
  it("the fresh install's details saved back are on every process's page", async () => {
    const config = getConfig();
    await saveBusiness(PORTS.a, {
      phone: config.BUSINESS_PHONE ?? "",
      whatsapp: config.BUSINESS_WHATSAPP ?? "",
      email: config.BUSINESS_EMAIL ?? "",
      address: config.BUSINESS_ADDRESS,
    });
    await new Promise((resolve) => setTimeout(resolve, MEMO_MS + 200));
    for (const port of [PORTS.a, PORTS.b, PORTS.c]) expect(footerAddress(await homePage(port))).toBe(config.BUSINESS_ADDRESS);
  });
});
