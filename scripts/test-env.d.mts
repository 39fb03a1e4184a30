// Types of scripts/test-env.mjs for the TypeScript test suites.
/** How many vitest lanes an instance may run at most. */
export const MAX_LANES: number;
/** How many lanes vitest runs its files in (TEST_LANES, 2 unless set). */
export const VITEST_LANES: number;
/** This process's lane: 0 the browser suite, 1 to MAX_LANES vitest's workers. */
export const TEST_LANE: number;
/** How many shards the browser suite runs in, and this process's shard (from 1). */
export const E2E_SHARDS: number;
export const E2E_SHARD: number;
/** The browser suite's results folder: its owner sessions, screenshots and worker log (one a shard). */
export const E2E_RESULTS_DIR: string;
/** One lane's block of ten ports, the first of its 200 stack ports, and its Redis database. */
export function lanePlaces(instance: number, lane: number): { testPort: number; stackPortBase: number; redisDatabase: number };
export const TEST_PORT: number;
export const STACK_PORT_BASE: number;
export const TEST_S3_PORT: number;
export const TEMPLATE_DATABASE_URL: string;
export const TEST_DATABASE_PREFIX: string;
export const TEST_ENV: Record<string, string> & {
  DATABASE_URL: string;
  REDIS_URL: string;
  S3_BUCKET: string;
  APPROVAL_SECRET: string;
  FEED_TOKEN_SECRET: string;
  ADMIN_PASSWORD: string;
  TRUST_PROXY: string;
  REQUEST_CAP_UNVERIFIED: string;
  REQUEST_CAP_OPEN: string;
  REQUEST_CAP_NIGHTS: string;
};
export const TEST_S3_DIR: string;
export const TEST_S3_DIRS: string[];
export const REDIS_DATABASES: string[];
/** The lane's copy of the built site's folder (web/), and its server (the build's own without a copy). */
export function laneBuildDir(lane?: number): string;
export function siteServerPath(lane?: number): string;
export const E2E_WORKER_PORT: number;
export const E2E_SMTP_PORT: number;
export const E2E_INBOX_PORT: number;
/** The clock the test workers decide the weekly digest on, away from any digest's time. */
export const PINNED_DIGEST_CLOCK: string;
export const E2E_ENV: typeof TEST_ENV & {
  SMTP_URL: string;
  OWNER_EMAIL: string;
  WORKER_PORT: string;
  WORKER_URL: string;
  DIGEST_CLOCK_START: string;
};
/** Debian's Chromium and the flags every browser run here starts it with. */
export const CHROMIUM_PATH: string;
export const BROWSER_SUITE_CHROMIUM: string;
export const CHROMIUM_FLAGS: string[];
