// The one place that reads process.env: every setting, validated once with zod.
// Edit this file to add a setting; document it in README.md and .env.example too.
import { z } from "zod";
import { BOOKING_LIMITS } from "@/content/stays";

const ZAppEnv = z.enum(["development", "test", "production"]);

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback ? "true" : "false")
    .transform((v) => v === "true" || v === "1");

/** Local defaults: each works on a machine with PostgreSQL and Redis on their usual ports. */
const ZConfig = z.object({
  APP_ENV: ZAppEnv.default("development"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default("postgresql://postgres@127.0.0.1:5432/orania_stays"),
  DATABASE_POOL_SIZE: int(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default("redis://127.0.0.1:6379"),
  REDIS_PREFIX: z.string().min(1).default("orania"),
  APP_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  PORT: int(3000),
  APPROVAL_SECRET: z.string().min(32).default("local-development-approval-secret-change-me"),
  OWNER_EMAIL: z.email().default("owner@example.com"),
  MAIL_FROM: z.string().min(3).default("Orania Stays <bookings@example.com>"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).default("smtp://127.0.0.1:1025"),
  S3_ENDPOINT: z.url().default("http://127.0.0.1:9000"),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(3).default("orania-stays"),
  S3_ACCESS_KEY_ID: z.string().min(1).default("S3RVER"),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default("S3RVER"),
  S3_PUBLIC_URL: z.url().default("http://127.0.0.1:9000/orania-stays"),
  ADMIN_USER: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: z.string().min(8).default("local-admin-password"),
  HOLD_HOURS: int(48),
  MAX_NIGHTS: int(BOOKING_LIMITS.maxNights),
  BOOKING_HORIZON_DAYS: int(BOOKING_LIMITS.horizonDays),
  MAX_IMAGE_BYTES: int(8 * 1024 * 1024),
  /** Width x height above which an image is refused unread (a decompression bomb). */
  MAX_IMAGE_PIXELS: int(40_000_000),
  MAX_JSON_BODY_BYTES: int(16 * 1024),
  MAX_PHOTO_BODY_BYTES: int(48 * 1024 * 1024),
  RATE_LIMIT_POSTS: int(20),
  RATE_LIMIT_WINDOW_SECONDS: int(600),
  /** Opens and uses of the owner's action links per client per window. */
  RATE_LIMIT_OWNER_PAGES: int(60),
  /** Behind a load balancer that appends the client's address to X-Forwarded-For. */
  TRUST_PROXY: bool(true),
  /** The worker's own HTTP server: queue dashboard and health. */
  WORKER_PORT: int(3001),
  /** Where the web process finds the worker's dashboard to show it at /admin/queues. */
  WORKER_URL: z.url().default("http://127.0.0.1:3001"),
  /** Pages of the owner's action links stay valid this long. */
  APPROVAL_LINK_DAYS: int(14),
  /** A public form sent sooner than this after it was opened is taken for a bot's. */
  MIN_FORM_FILL_MS: int(2000),
  /** Days after which personal data of expired, declined or cancelled requests and rejected submissions is erased. */
  RETENTION_DAYS: int(30),
  OUTBOX_SWEEP_MS: int(500),
  PHOTO_CONCURRENCY: int(2),
  /** Other channels' calendar feeds to import, JSON: [{ "stay", "source", "url" }]; more can be added in the database. */
  CALENDAR_FEEDS: z.string().default("[]"),
  CALENDAR_SYNC_MINUTES: int(15),
  /** How long a worker's claim on a job lasts; a crashed worker's jobs are retried after it. */
  WORKER_LOCK_MS: int(30_000),
});

export type TConfig = z.infer<typeof ZConfig>;

/** Settings that must be given explicitly in production: a local default there is a mistake. */
const REQUIRED_IN_PRODUCTION = [
  "DATABASE_URL",
  "REDIS_URL",
  "APP_URL",
  "APPROVAL_SECRET",
  "OWNER_EMAIL",
  "MAIL_FROM",
  "SMTP_URL",
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
  "ADMIN_USER",
  "ADMIN_PASSWORD",
] as const;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses a settings record; throws a ConfigError that names every missing or malformed value. */
export function parseConfig(env: Record<string, string | undefined>): TConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const problems: string[] = [];
  const result = ZConfig.safeParse(given);
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${issue.path.join(".")}: ${issue.message}`);
  }
  if (given.APP_ENV === "production") {
    for (const name of REQUIRED_IN_PRODUCTION) if (!(name in given)) problems.push(`${name}: required in production`);
  }
  if (problems.length > 0 || !result.success) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

let cached: TConfig | undefined;

/** The process's settings, read from the environment on first use. */
export function getConfig(): TConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
