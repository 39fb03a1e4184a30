// The one place that reads process.env: every setting, validated once with zod.
// Edit this file to add a setting; document it in docs/settings.md and .env.example too.
import "server-only";
import { z } from "zod";
import { BOOKING_LIMITS } from "@/content/stays";
import { toE164 } from "./bookings/phone";
import { mailboxAddress } from "./mail/mailbox";

const ZAppEnv = z.enum(["development", "test", "production"]);

/** A phone number the business gives guests: any format with its country code, stored as E.164. */
const zBusinessPhone = z
  .string()
  .transform((value, ctx) => toE164(value) ?? (ctx.addIssue({ code: "custom", message: "not a valid phone number" }), z.NEVER));

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Local defaults: each works on a machine with PostgreSQL and Redis on their usual ports. */
const ZConfig = z.object({
  APP_ENV: ZAppEnv.default("development"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default("postgresql://postgres@127.0.0.1:5432/orania_stays"),
  DATABASE_POOL_SIZE: int(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default("redis://127.0.0.1:6379"),
  REDIS_PREFIX: z.string().min(1).default("orania"),
  APP_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  PORT: int(3000),
  /** HMAC key of every signed link (owner actions, guest verification). Generated locally when missing (web/server/secrets.ts). */
  APPROVAL_SECRET: z.string().min(32).optional(),
  /** HMAC key of the channel export feeds' tokens. Generated locally when missing. */
  FEED_TOKEN_SECRET: z.string().min(32).optional(),
  /** Where secrets generated on a machine without them are kept (git ignores var/). */
  SECRETS_FILE: z.string().min(1).default("var/local-secrets.json"),
  OWNER_EMAIL: z.email().default("owner@example.com"),
  /** More addresses (comma-separated) that may sign in to the owner's console, besides OWNER_EMAIL. */
  OWNER_EMAILS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter((address) => address.includes("@")),
    ),
  MAIL_FROM: z
    .string()
    .refine((value) => mailboxAddress(value) !== undefined, "must be an e-mail address (name@domain or Name <name@domain>)")
    .default("Orania Stays <bookings@example.com>"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).default("smtp://127.0.0.1:1025"),
  S3_ENDPOINT: z.url().default("http://127.0.0.1:9000"),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(3).default("orania-stays"),
  S3_ACCESS_KEY_ID: z.string().min(1).default("S3RVER"),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default("S3RVER"),
  S3_PUBLIC_URL: z.url().default("http://127.0.0.1:9000/orania-stays"),
  ADMIN_USER: z.string().min(1).default("admin"),
  /** Generated locally when missing, and printed once on the first start. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  HOLD_HOURS: int(48),
  /** Minutes a request holds its nights before the guest confirms their e-mail address. */
  PROVISIONAL_HOLD_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  /** Per client, e-mail address and phone number: requests awaiting e-mail confirmation at once. */
  REQUEST_CAP_UNVERIFIED: int(2),
  /** Per client, e-mail address and phone number: confirmed-by-e-mail requests awaiting the owner at once. */
  REQUEST_CAP_OPEN: int(3),
  /** Per client, e-mail address and phone number: nights held by their open requests together. */
  REQUEST_CAP_NIGHTS: int(30),
  /** Days a sender the owner blocked (e-mail and phone) cannot request a booking. */
  SENDER_BLOCK_DAYS: int(90),
  /** Confirmation e-mails a guest may ask for again, per request. */
  VERIFICATION_RESENDS: int(3),
  /** How often the worker releases holds past their expiry (they are ignored by readers at once). */
  HOLD_SWEEP_SECONDS: int(60),
  /** How long a guest's messages must be quiet before the owner gets one e-mail for all of them (checked at each sweep). */
  MESSAGE_QUIET_SECONDS: int(300),
  /** The longest stay a guest may request; at most 90 nights, so that the dearest booking's cents fit (RATE_BOUNDS). */
  MAX_NIGHTS: int(BOOKING_LIMITS.maxNights).pipe(z.number().max(90)),
  BOOKING_HORIZON_DAYS: int(BOOKING_LIMITS.horizonDays),
  MAX_IMAGE_BYTES: int(8 * 1024 * 1024),
  /** The largest photo the owner may upload for a stay (a camera's full-size JPEG). */
  MAX_STAY_PHOTO_BYTES: int(30 * 1024 * 1024),
  /** Width x height above which an image is refused unread (a decompression bomb). */
  MAX_IMAGE_PIXELS: int(40_000_000),
  MAX_JSON_BODY_BYTES: int(16 * 1024),
  MAX_PHOTO_BODY_BYTES: int(48 * 1024 * 1024),
  RATE_LIMIT_POSTS: int(20),
  RATE_LIMIT_WINDOW_SECONDS: int(600),
  /** Quotes per client per window: the booking panel asks for one at each change of dates or guests. */
  RATE_LIMIT_QUOTES: int(120),
  /** Opens and uses of the owner's action links per client per window. */
  RATE_LIMIT_OWNER_PAGES: int(60),
  /** Failed queue-dashboard logins per client per window; then its logins are refused until the window passes. */
  RATE_LIMIT_ADMIN_LOGINS: int(10),
  /** Console sign-in links asked for per client per window. */
  RATE_LIMIT_SIGN_IN_CLIENT: int(10),
  /** Console sign-in links asked for per e-mail address per window, whoever asks. */
  RATE_LIMIT_SIGN_IN_ADDRESS: int(5),
  /**
   * Reverse proxies in front of the site that append the client's address to X-Forwarded-For.
   * 0: the client is the connection's peer address, whatever headers say. N: the address N
   * entries from the right of X-Forwarded-For.
   */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .transform((v) => (v === "true" ? 1 : 0))
    .or(z.coerce.number().int().min(0).max(10))
    .default(0),
  /** The address the web process listens on; 127.0.0.1 unless production or set. */
  HOST: z.string().min(1).optional(),
  /** The worker's own HTTP server: queue dashboard and health. */
  WORKER_PORT: int(3001),
  /** The address the worker's server listens on: loopback only unless set (0.0.0.0 where the web process is on another host). */
  WORKER_HOST: z.string().min(1).default("127.0.0.1"),
  /** Where the web process finds the worker's dashboard to show it at /admin/queues. */
  WORKER_URL: z.url().default("http://127.0.0.1:3001"),
  /** Pages of the owner's action links stay valid this long. */
  APPROVAL_LINK_DAYS: int(14),
  /** A public form sent sooner than this after it was opened is taken for a bot's. */
  MIN_FORM_FILL_MS: int(2000),
  /** Days after which personal data of expired, declined or cancelled requests and rejected submissions is erased. */
  RETENTION_DAYS: int(30),
  /** How old a public page showing the owner's content may grow before a visit renders it anew in the background. */
  CONTENT_REFRESH_SECONDS: int(300),
  /**
   * How often the outbox relay sweeps for events without being told: each committed event wakes
   * it at once (PostgreSQL's notification), so the sweep only catches what was written while no
   * relay listened.
   */
  OUTBOX_SWEEP_MS: int(5000),
  PHOTO_CONCURRENCY: int(2),
  /** Other channels' calendar feeds to import, JSON: [{ "stay", "source", "url" }]; more can be added in the database. */
  CALENDAR_FEEDS: z.string().default("[]"),
  CALENDAR_SYNC_MINUTES: int(15),
  /** How long one channel feed's fetch may take before it counts as failed (and the last good blocks are kept). */
  CALENDAR_FETCH_TIMEOUT_MS: int(10_000),
  /** Let channel feeds (and their redirects) point at loopback, link-local and private addresses: for local test feeds only. */
  CALENDAR_FEEDS_ALLOW_PRIVATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** How long a worker's claim on a job lasts; a crashed worker's jobs are retried after it. */
  WORKER_LOCK_MS: int(30_000),
  /**
   * How often the worker's reconciler (and once at its start) re-derives pending work from
   * PostgreSQL and re-enqueues whatever is due and not done: outbox events not handled, photos
   * still received, e-mails the send log holds unsent, the repeating schedules. What Redis lost
   * is back in the queues within one such period.
   */
  RECONCILE_SECONDS: int(60),
  /**
   * The longest wait between two attempts of a job: retries back off exponentially from each
   * job's own first delay up to this. A job that used all its attempts is re-enqueued by the
   * reconciler once it has been finished this long while the database still says it is due.
   */
  JOB_BACKOFF_MAX_MS: int(3_600_000),
  /**
   * How long a claimed e-mail (handed, or about to be handed, to SMTP by an attempt not yet
   * finished) is left to that attempt: no other attempt sends it before this has passed since the
   * claim. Longer than an SMTP hand-over can last (its timeouts are 5 s + 5 s + 15 s idle).
   */
  MAIL_CLAIM_SECONDS: int(120),
  /** Where the alert about stuck work goes; OWNER_EMAIL when not set. */
  OPERATOR_EMAIL: z.email().optional(),
  /**
   * Work not done this long after it was due counts as stuck: /health and /api/health report it,
   * and the operator is e-mailed once per stretch of stuck work (recorded in operator_alerts).
   */
  STUCK_ALERT_MINUTES: z.coerce
    .number()
    .positive()
    .max(7 * 24 * 60)
    .default(30),
  /** The business's phone for guests (any format, country code first); unset hides every call link. */
  BUSINESS_PHONE: zBusinessPhone.optional(),
  /** The WhatsApp number guests may message (country code first); unset hides every "WhatsApp us" link. */
  BUSINESS_WHATSAPP: zBusinessPhone.optional(),
  /** The business's public address for guests' questions; also the Reply-To of guests' e-mails. OWNER_EMAIL when unset. */
  BUSINESS_EMAIL: z.email().optional(),
  /** The stays' street address, shown to guests once their booking is confirmed. */
  BUSINESS_ADDRESS: z.string().trim().min(1).default("Orania, Northern Cape, 8752, South Africa"),
  /** Days before check-in that a confirmed guest is sent directions, times, house rules and contacts. */
  PRE_ARRIVAL_DAYS: int(3),
  /** Hours before a request's hold lapses that the owner is reminded of it (once). */
  HOLD_REMINDER_HOURS: int(12),
  /** Days before an unpaid payment's due date that the guest is reminded of it (once per payment and due date). */
  PAYMENT_REMINDER_DAYS: int(3),
  /**
   * Tests only: the instant the worker's weekly-digest clock starts at (then running at the real
   * pace), so a suite can be on a Monday morning without waiting for one. Refused in production.
   */
  DIGEST_CLOCK_START: z.coerce.date().optional(),
});

export type TConfig = z.infer<typeof ZConfig>;

/** The address the web process listens on: HOST, else every interface in production, else loopback only. */
export function getListenHost(config: TConfig = getConfig()): string {
  return config.HOST ?? (config.APP_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
}

/** Who is e-mailed about stuck work: OPERATOR_EMAIL, else the owner. */
export function getOperatorEmail(config: TConfig = getConfig()): string {
  return config.OPERATOR_EMAIL ?? config.OWNER_EMAIL;
}

/** Settings that must be given explicitly in production: a local default there is a mistake. */
const REQUIRED_IN_PRODUCTION = [
  "DATABASE_URL",
  "REDIS_URL",
  "APP_URL",
  "APPROVAL_SECRET",
  "FEED_TOKEN_SECRET",
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
    if ("DIGEST_CLOCK_START" in given) problems.push("DIGEST_CLOCK_START: tests only, never in production");
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
