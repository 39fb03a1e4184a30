// Each integration file gets a database of its own, copied from the migrated template, and the
// built site on the test port serving it: a file's bookings, reviews and rate limits never meet
// another file's, so any file runs alone or in any order. Files run one at a time, so they take
// turns on the port. Both are gone when the file is done.
import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { TEST_DATABASE_PREFIX, TEST_PORT } from "../../scripts/test-env.mjs";
import { copyTemplateDatabase, dropDatabase, startSite } from "../support/site";

const database = `${TEST_DATABASE_PREFIX}_f_${randomBytes(4).toString("hex")}`;
// Before the file is imported: everything it runs in this process (getDb, pg clients, the CLI it
// spawns) reads DATABASE_URL from here.
process.env.DATABASE_URL = await copyTemplateDatabase(database);
const site = await startSite(TEST_PORT, { DATABASE_URL: process.env.DATABASE_URL }, "server.log");

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await site.stop();
  await dropDatabase(database);
});
