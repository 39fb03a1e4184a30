// Health checks of the services the site depends on, and the counts of work not done (stuck after
// STUCK_ALERT_MINUTES), for the web and worker health endpoints.
import "server-only";
import type { Redis } from "ioredis";
import { getConfig } from "./config";
import { getDb } from "./db/client";
import { checkSmtp } from "./mail/send-mail";
import { countPendingWork, type TWorkReport } from "./reconcile/pending";
import { getRedis } from "./redis";
import { checkBucket } from "./storage";

type THealthCheck = { ok: boolean; ms: number; error?: string };
type THealthReport = {
  status: "ok" | "degraded" | "down";
  checks: Record<"database" | "redis" | "storage" | "mail", THealthCheck>;
  /** Pending and stuck work from PostgreSQL; null while it cannot be read. */
  work: TWorkReport | null;
};

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

/**
 * Every dependency, and the work waiting on them. "down" only when PostgreSQL is: without the
 * others submissions are still kept; "degraded" when another is away or some work is stuck.
 */
export async function checkEverything(redis = getRedis()): Promise<THealthReport> {
  const [database, redisCheck, storage, mail, work] = await Promise.all([
    checkDatabase(),
    timed(() => pingRedis(redis)),
    timed(checkBucket),
    timed(checkSmtp),
    Promise.race([
      countPendingWork(getConfig().STUCK_ALERT_MINUTES),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000).unref()),
    ]).catch(() => null),
  ]);
  const checks = { database, redis: redisCheck, storage, mail };
  const status = !database.ok ? "down" : Object.values(checks).every((c) => c.ok) && !work?.stuck ? "ok" : "degraded";
  return { status, checks, work };
}

/** The report with each failing check's error text left out: what the public may see. */
export function withoutErrorText(report: THealthReport): THealthReport {
  const checks = Object.fromEntries(
    Object.entries(report.checks).map(([name, { ok, ms }]) => [name, { ok, ms }]),
  ) as THealthReport["checks"];
  return { ...report, checks };
}
