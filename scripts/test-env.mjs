// The settings every test run uses: its own databases, Redis database, ports and bucket, so that
// tests never touch the site's local data. TEST_INSTANCE (a small number) lets two checkouts run
// their suites side by side on one machine. Read by scripts/test.mjs and the test setup.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const instance = Number(process.env.TEST_INSTANCE ?? 0);
const suffix = instance === 0 ? "" : `_${instance}`;

export const TEST_PORT = 3107 + instance * 10;
/** Ports from here on belong to the full stacks that pipeline tests start (tests/support/stack.ts). */
export const STACK_PORT_BASE = 4500 + instance * 200;
export const TEST_S3_PORT = TEST_PORT + 1;

/** Migrated once per run; every test database is created from it. */
export const TEMPLATE_DATABASE_URL = `postgresql://postgres@127.0.0.1:5432/orania_stays_test${suffix}_template`;
export const TEST_DATABASE_PREFIX = `orania_stays_test${suffix}`;

export const TEST_ENV = {
  APP_ENV: "test",
  DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${TEST_DATABASE_PREFIX}`,
  REDIS_URL: `redis://127.0.0.1:6379/${15 - instance}`,
  REDIS_PREFIX: "orania-test",
  APP_URL: `http://127.0.0.1:${TEST_PORT}`,
  PORT: String(TEST_PORT),
  S3_ENDPOINT: `http://127.0.0.1:${TEST_S3_PORT}`,
  S3_PUBLIC_URL: `http://127.0.0.1:${TEST_S3_PORT}/orania-stays`,
  S3_BUCKET: "orania-stays",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  SMTP_URL: "smtp://127.0.0.1:1",
  RATE_LIMIT_POSTS: "30",
  RATE_LIMIT_WINDOW_SECONDS: "600",
  DATABASE_POOL_SIZE: "20",
  // Browser tests fill forms in a fraction of the time a person does; the bot check still runs.
  MIN_FORM_FILL_MS: "200",
};

export const TEST_S3_DIR = path.join(root, "var", `test-s3${suffix}`);
