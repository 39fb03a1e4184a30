// The settings every test run uses: its own databases, Redis database, ports and bucket, so that
// tests never touch the site's local data. TEST_INSTANCE (a small number) lets two checkouts run
// their suites side by side on one machine. Read by scripts/test.mjs and the test setup.
//
// Within a run, test files run in lanes side by side: lane 0 is the browser suite's first shard
// (and the benchmarks), lanes 1 to MAX_LANES are vitest's workers (VITEST_POOL_ID, 1 to
// maxWorkers) and, once vitest is done, the browser suite's further shards (E2E_SHARD - 1). Each
// lane has its own block of ports (its site, S3 server, inbox, worker and stacks), its own Redis
// database and its own bucket folder, so that files in different lanes never meet; the files of one
// lane run one after another.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const instance = Number(process.env.TEST_INSTANCE ?? 0);
const suffix = instance === 0 ? "" : `_${instance}`;

/** How many vitest lanes an instance may run at most (each takes a Redis database of the 16). */
export const MAX_LANES = 3;
/** How many lanes vitest runs its files in (TEST_LANES, 2 unless set: one a core). */
export const VITEST_LANES = Math.min(MAX_LANES, Math.max(1, Number(process.env.TEST_LANES ?? 2)));
/** This process's lane: a vitest worker's pool id, else TEST_LANE, else 0 (the browser suite). */
export const TEST_LANE = Number(process.env.VITEST_POOL_ID ?? process.env.TEST_LANE ?? 0);
if (!Number.isInteger(TEST_LANE) || TEST_LANE < 0 || TEST_LANE > MAX_LANES)
  throw new Error(`No test lane ${TEST_LANE} (0 to ${MAX_LANES})`);

/**
 * The places of one lane of one instance: its block of ten ports (+ 0 the site, + 1 S3, + 2 the
 * worker, + 3 SMTP and + 6 the inbox, the browser suite's and an integration file's own; + 4, 5, 7
 * and 8 bench:web's, + 9 bench:api's), the 200 ports from `stackPortBase` (20 slots of 10) for
 * the full stacks its tests start (tests/support/stack.ts), and its Redis database. Lane 0 keeps
 * the port the site's docs name. No two lanes of up to four instances share a port or a database,
 * and no port is one that fetch refuses to use ("bad ports", such as 5060): tests/unit/test-lanes.test.ts.
 */
export function lanePlaces(instanceNumber, lane) {
  const slot = instanceNumber * (MAX_LANES + 1) + lane;
  return {
    testPort: lane === 0 ? 3107 + instanceNumber * 10 : 3307 + (instanceNumber * MAX_LANES + lane - 1) * 10,
    stackPortBase: 20000 + slot * 200,
    redisDatabase: 15 - slot,
  };
}
const places = lanePlaces(instance, TEST_LANE);

/**
 * The browser suite runs in E2E_SHARDS shards side by side (scripts/test.mjs, once vitest is done;
 * two unless set):
 * shard k (E2E_SHARD, from 1) runs in lane k - 1, with that lane's ports, Redis database, bucket
 * folder and copy of the build, and from shard 2 on a database and a results folder of its own,
 * so that no shard ever sees another's bookings, sessions or e-mails.
 */
export const E2E_SHARDS = Math.min(MAX_LANES + 1, Math.max(1, Number(process.env.E2E_SHARDS ?? 2)));
export const E2E_SHARD = Number(process.env.E2E_SHARD ?? 1);
const shardSuffix = E2E_SHARD > 1 ? `_shard${E2E_SHARD}` : "";
/** The browser suite's own results (its owner sessions, screenshots and worker log): one folder a shard. */
export const E2E_RESULTS_DIR = path.join(root, "var", "test-results", E2E_SHARD > 1 ? `shard${E2E_SHARD}` : "");

export const TEST_PORT = places.testPort;
/** Ports from here on (200 of them: 20 slots of 10) belong to the full stacks that the lane's tests start (tests/support/stack.ts). */
export const STACK_PORT_BASE = places.stackPortBase;
export const TEST_S3_PORT = TEST_PORT + 1;

/** Migrated once per run; every test database is created from it. */
export const TEMPLATE_DATABASE_URL = `postgresql://postgres@127.0.0.1:5432/orania_stays_test${suffix}_template`;
export const TEST_DATABASE_PREFIX = `orania_stays_test${suffix}`;

/**
 * Secrets of this run: drawn once by the first process that loads this file and passed on to
 * every process it starts through its environment, so that the site, the worker and the tests
 * sign with the same keys, and no key is written in the repository.
 */
function runSecret(name, bytes) {
  process.env[name] ??= randomBytes(bytes).toString("base64url");
  return process.env[name];
}

export const TEST_ENV = {
  APP_ENV: "test",
  // The business's contact, so that pages, the booking page and e-mails show their links. In the
  // build's settings too: the pages it prerenders are served to the browser suite as they are, so
  // a spec that reads the footer's phone does not depend on another spec re-rendering the page.
  BUSINESS_PHONE: "+27 82 555 0100",
  BUSINESS_WHATSAPP: "+27 82 555 0101",
  BUSINESS_EMAIL: "stay@orania-stays.test",
  // A year: the suites' sites share one build's page cache on disk; none may re-render a page from its own database by age.
  CONTENT_REFRESH_SECONDS: "31536000",
  DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${TEST_DATABASE_PREFIX}${shardSuffix}`,
  REDIS_URL: `redis://127.0.0.1:6379/${places.redisDatabase}`,
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
  RATE_LIMIT_QUOTES: "600",
  RATE_LIMIT_WINDOW_SECONDS: "600",
  DATABASE_POOL_SIZE: "20",
  // Browser tests fill forms in a fraction of the time a person does; the bot check still runs.
  MIN_FORM_FILL_MS: "200",
  APPROVAL_SECRET: runSecret("TEST_APPROVAL_SECRET", 32),
  FEED_TOKEN_SECRET: runSecret("TEST_FEED_TOKEN_SECRET", 32),
  ADMIN_PASSWORD: runSecret("TEST_ADMIN_PASSWORD", 12),
  // The suites' requests come from one machine and name their client in X-Forwarded-For, as one
  // trusted proxy would; the suites that test client identity start stacks without it.
  TRUST_PROXY: "1",
  // Many suites book with the same e-mail and phone; the caps have suites of their own.
  REQUEST_CAP_UNVERIFIED: "100000",
  REQUEST_CAP_OPEN: "100000",
  REQUEST_CAP_NIGHTS: "100000",
  // The calendar suites serve their feeds from 127.0.0.1.
  CALENDAR_FEEDS_ALLOW_PRIVATE: "true",
};

export const TEST_S3_DIR = path.join(root, "var", `test-s3${suffix}-lane${TEST_LANE}`);

/** Every lane's bucket folder of this instance. */
export const TEST_S3_DIRS = Array.from({ length: MAX_LANES + 1 }, (_, lane) => path.join(root, "var", `test-s3${suffix}-lane${lane}`));

/**
 * A copy of the built site for each lane (scripts/test.mjs makes them after the build): every
 * site keeps its pages in its build's folder, and a lane's sites must never serve a page another
 * lane rendered from its own database. Without the copies (a build run by hand), the build itself.
 */
export function laneBuildDir(lane = TEST_LANE) {
  return path.join(root, "var", `build${suffix}-lane${lane}`, "web");
}
export function siteServerPath(lane = TEST_LANE) {
  const copy = path.join(laneBuildDir(lane), "server.mjs");
  return existsSync(copy) ? copy : path.join(root, "web", "server.mjs");
}

/** Every lane's Redis database of this instance (scripts/test.mjs empties them before a run). */
export const REDIS_DATABASES = Array.from(
  { length: MAX_LANES + 1 },
  (_, lane) => `redis://127.0.0.1:6379/${lanePlaces(instance, lane).redisDatabase}`,
);

/** The browser suite's worker and local SMTP inbox (tests/e2e/global-setup.ts). TEST_PORT + 4 and + 5 are bench:web's, + 9 bench:api's. */
export const E2E_WORKER_PORT = TEST_PORT + 2;
export const E2E_SMTP_PORT = TEST_PORT + 3;
export const E2E_INBOX_PORT = TEST_PORT + 6;

/** The browser suite's settings, for its site and its worker: the test settings, mail to the local inbox. */
/**
 * The clock the test workers decide the owner's weekly digest on, instead of the real one: from
 * Monday 07:00 to Tuesday 07:00 in Johannesburg a worker would mail the owner the week's digest
 * at its first beat, into the suite's inbox. A Wednesday is days away from any digest's time; the
 * digest's own suite sets its clock.
 */
export const PINNED_DIGEST_CLOCK = "2031-01-08T10:00:00Z";

export const E2E_ENV = {
  ...TEST_ENV,
  DIGEST_CLOCK_START: PINNED_DIGEST_CLOCK,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  OWNER_EMAIL: "owner@orania-stays.test",
  MAIL_FROM: "Orania Stays <bookings@orania-stays.test>",
  WORKER_PORT: String(E2E_WORKER_PORT),
  WORKER_URL: `http://127.0.0.1:${E2E_WORKER_PORT}`,
  OUTBOX_SWEEP_MS: "200",
  // Every console spec signs the owner in from the same address and client, more often than the
  // limits allow a person in ten minutes; those limits are tested in owner-sign-in.test.ts.
  RATE_LIMIT_SIGN_IN_ADDRESS: "100",
  RATE_LIMIT_SIGN_IN_CLIENT: "100",
  // The whole browser suite books from one client within minutes; the POST limit itself is tested
  // against fixed clients in client-identity.test.ts and calendar-control.test.ts.
  RATE_LIMIT_POSTS: "200",
  // Likewise it opens guests' link pages from one client, and each browser that opens a booking page
  // has its service worker fetch the page and its downloads again to keep them; the link pages'
  // limit itself is tested in the integration suites (tests/support/stack.ts).
  RATE_LIMIT_OWNER_PAGES: "300",
  // No payment reminder falls due within a day of a confirmation (a deposit is due three days
  // after it): a run that crosses the business day's midnight gets no e-mail it did not ask for.
  PAYMENT_REMINDER_DAYS: "1",
};

/**
 * Debian's Chromium (bench:web: Lighthouse wants the whole browser) and the flags every browser run
 * here starts it with. The browser suite drives Debian's headless shell of the same Chromium where
 * it is installed (`chromium-headless-shell`, as Playwright's own headless runs do): without the
 * whole browser's interface, the same specs took a fifth less processor time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const BROWSER_SUITE_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
