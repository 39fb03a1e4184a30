// Each integration file gets a database of its own, copied from the migrated template, a Redis
// prefix of its own, and the built site on the test port serving both: a file's bookings,
// reviews, rate limits, request caps and queues never meet another file's (nor an earlier run's
// within a rate-limit window), so any file runs alone or in any order. Files run one at a time,
// so they take turns on the port. All of it is gone when the file is done.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll } from "vitest";
import { TEST_DATABASE_PREFIX, TEST_ENV, TEST_PORT } from "../../scripts/test-env.mjs";
import { untilBusinessDayLasts } from "../support/business-day";
import { copyTemplateDatabase, dropDatabase, startSite } from "../support/site";

// Files take "today" from the wall clock (most when they load) and compare it with what the site
// and the worker decide later, on their own clocks: a file must not cross the business's midnight.
// One that would start in its last three minutes starts in the next day instead.
await untilBusinessDayLasts(180_000);

const suffix = randomBytes(4).toString("hex");
const database = `${TEST_DATABASE_PREFIX}_f_${suffix}`;
// Before the file is imported: everything it runs in this process (getDb, getConfig, pg clients,
// the CLI it spawns) reads DATABASE_URL and REDIS_PREFIX from here.
process.env.DATABASE_URL = await copyTemplateDatabase(database);
process.env.REDIS_PREFIX = `${TEST_ENV.REDIS_PREFIX}-f-${suffix}`;
const site = await startSite(TEST_PORT, { DATABASE_URL: process.env.DATABASE_URL, REDIS_PREFIX: process.env.REDIS_PREFIX }, "server.log");

/** Deletes every key under this file's prefix (counters, queues, leases). */
async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_ENV.REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await site.stop();
  await dropDatabase(database);
  await dropRedisKeys(process.env.REDIS_PREFIX!).catch(() => undefined);
});
