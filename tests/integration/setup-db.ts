// Each integration file gets a database of its own, copied from the migrated template, a Redis
// prefix of its own, its lane's S3 server, and the built site on its lane's test port serving
// them: a file's bookings, reviews, rate limits, request caps and queues never meet another file's
// (nor an earlier run's within a rate-limit window), so any file runs alone, in any order, or
// beside the files of other lanes (scripts/test-env.mjs). The files of one lane take turns on its
// ports. All of it is gone when the file is done.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
import { startLocalS3 } from "../../scripts/local-services.mjs";
import { TEST_DATABASE_PREFIX, TEST_ENV, TEST_LANE, TEST_PORT, TEST_S3_DIR, TEST_S3_PORT } from "../../scripts/test-env.mjs";
import { untilBusinessDayLasts } from "../support/business-day";
import { copyTemplateDatabase, dropDatabase, startSite } from "../support/site";

// Files take "today" from the wall clock (most when they load) and compare it with what the site
// and the worker decide later, on their own clocks: a file must not cross the business's midnight.
// One that would start in its last three minutes starts in the next day instead.
await untilBusinessDayLasts(180_000);

// The lane's settings, over those vitest's main process (lane 0) handed every worker.
Object.assign(process.env, TEST_ENV);
const suffix = randomBytes(4).toString("hex");
const database = `${TEST_DATABASE_PREFIX}_f_${suffix}`;
// Before the file is imported: everything it runs in this process (getDb, getConfig, pg clients,
// the CLI it spawns) reads DATABASE_URL and REDIS_PREFIX from here.
process.env.DATABASE_URL = await copyTemplateDatabase(database);
process.env.REDIS_PREFIX = `${TEST_ENV.REDIS_PREFIX}-f-${suffix}`;
// A file that talks only to the stacks it starts itself says so in a line `// test-site: none`,
// and no site is started for it (a request to the test port would then be refused, loudly).
const testPath = expect.getState().testPath;
const wantsSite = !(testPath && /^\/\/ test-site: none$/m.test(readFileSync(testPath, "utf8")));
// The site boots while the file is imported (its modules loaded, the S3 server started): the
// file's tests, and its own beforeAll hooks, run once it answers.
const starting = wantsSite
  ? startSite(TEST_PORT, { DATABASE_URL: process.env.DATABASE_URL, REDIS_PREFIX: process.env.REDIS_PREFIX }, `server-lane${TEST_LANE}.log`)
  : undefined;
starting?.catch(() => undefined); // a site that did not start fails the file in beforeAll, below
const s3 = await startLocalS3({ port: TEST_S3_PORT, directory: TEST_S3_DIR, bucket: TEST_ENV.S3_BUCKET });
beforeAll(async () => {
  await starting;
});

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
  await (await starting?.catch(() => undefined))?.stop();
  await s3.close();
  await dropDatabase(database);
  await dropRedisKeys(process.env.REDIS_PREFIX!).catch(() => undefined);
});
