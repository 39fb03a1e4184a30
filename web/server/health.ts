// Health checks of the services the site depends on, for the web and worker health endpoints.
import type { Redis } from "ioredis";
import { getDb } from "./db/client";
import { checkSmtp } from "./mail/send-mail";
import { getRedis } from "./redis";
import { checkBucket } from "./storage";

export type THealthCheck = { ok: boolean; ms: number; error?: string };
export type THealthReport = { status: "ok" | "degraded" | "down"; checks: Record<"database" | "redis" | "storage" | "mail", THealthCheck> };

async function timed(check: () => Promise<unknown>, timeoutMs = 3000): Promise<THealthCheck> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

/** One `SELECT 1` through Prisma: the readiness probe, and the benchmark's trivial baseline. */
export function checkDatabase(): Promise<THealthCheck> {
  return timed(() => getDb().$queryRaw`SELECT 1`);
}

/** A ping that first waits for a connection still being made (fail-fast clients refuse commands until then). */
async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status === "connecting" || redis.status === "connect") await new Promise((resolve) => redis.once("ready", resolve));
  await redis.ping();
}

/** Every dependency. "down" only when PostgreSQL is: without the others submissions are still kept. */
export async function checkEverything(redis = getRedis()): Promise<THealthReport> {
  const [database, redisCheck, storage, mail] = await Promise.all([
    checkDatabase(),
    timed(() => pingRedis(redis)),
    timed(checkBucket),
    timed(checkSmtp),
  ]);
  const checks = { database, redis: redisCheck, storage, mail };
  const status = !database.ok ? "down" : Object.values(checks).every((c) => c.ok) ? "ok" : "degraded";
  return { status, checks };
}
