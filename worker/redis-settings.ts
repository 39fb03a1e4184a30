// Checks, at the worker's start, the Redis settings the queues rely on, and warns when they are
// wrong. BullMQ needs `maxmemory-policy noeviction`: an evicting policy deletes job keys under
// memory pressure, and with them the jobs' state. An append-only file (`appendonly yes`) keeps
// queued and delayed jobs through a restart; without it the reconciler re-derives them from
// PostgreSQL, but only after up to RECONCILE_SECONDS. Managed Redis often disables CONFIG: the
// same facts are then read from INFO, and if neither answers the check says so and moves on.
import type { Redis } from "ioredis";

type TRedisSettings = { maxmemoryPolicy?: string; appendonly?: string };

/** What is wrong with these settings, one sentence each (none when they are right or unknown). */
export function describeRedisProblems(settings: TRedisSettings): string[] {
  const problems: string[] = [];
  if (settings.maxmemoryPolicy !== undefined && settings.maxmemoryPolicy !== "noeviction")
    problems.push(
      `maxmemory-policy is ${settings.maxmemoryPolicy}: Redis may evict job keys under memory pressure; the queues need "noeviction"`,
    );
  if (settings.appendonly !== undefined && settings.appendonly !== "yes")
    problems.push(
      `appendonly is ${settings.appendonly}: a restart loses every queued and delayed job until the reconciler puts them back; set "appendonly yes"`,
    );
  return problems;
}

/** Reads the two settings with CONFIG GET, else from INFO; undefined fields where neither answers. */
async function readRedisSettings(redis: Redis): Promise<TRedisSettings> {
  const settings: TRedisSettings = {};
  try {
    const [, policy] = await redis.config("GET", "maxmemory-policy");
    const [, appendonly] = await redis.config("GET", "appendonly");
    settings.maxmemoryPolicy = policy;
    settings.appendonly = appendonly;
  } catch {
    try {
      const info = await redis.info();
      settings.maxmemoryPolicy = info.match(/^maxmemory_policy:(\S+)/m)?.[1];
      const aof = info.match(/^aof_enabled:(\d)/m)?.[1];
      settings.appendonly = aof === undefined ? undefined : aof === "1" ? "yes" : "no";
    } catch {
      // Neither CONFIG nor INFO: nothing to check.
    }
  }
  return settings;
}

/** Logs a warning per wrong setting, or that the settings could not be read; never throws. */
export async function warnAboutRedisSettings(redis: Redis, log: (message: string) => void = console.warn): Promise<string[]> {
  const settings = await readRedisSettings(redis);
  if (settings.maxmemoryPolicy === undefined && settings.appendonly === undefined) {
    log("[worker] could not read Redis's maxmemory-policy and appendonly (CONFIG and INFO refused): make sure they are noeviction and yes");
    return [];
  }
  const problems = describeRedisProblems(settings);
  for (const problem of problems) log(`[worker] Redis: ${problem}`);
  return problems;
}
