// The worker process (`npm run worker`): relays the outbox into BullMQ, reconciles the queues with
// PostgreSQL, runs one BullMQ worker per queue (photos in a sandboxed child process), releases
// lapsed holds, and serves the queue dashboard and its health. Connections follow BullMQ's
// production guide; SIGTERM closes everything gracefully.
import path from "node:path";
import { type Job, Worker } from "bullmq";
import { Redis } from "ioredis";
import { getConfig } from "@/server/config";
import { sweepLapsedHolds } from "@/server/bookings/holds";
import { scanReminders } from "@/server/bookings/reminders";
import { scanPaymentWork } from "@/server/payments/due-work";
import { makeDigestClock, scanWeeklyDigest } from "@/server/digest/weekly";
import { scanMessageBursts } from "@/server/messages/thread";
import { getDb } from "@/server/db/client";
import { logger, setProcessName, withRequestId } from "@/server/log";
import { recordJobAttempt } from "@/server/metrics/jobs";
import { getSecret } from "@/server/secrets";
import { OUTBOX_JOB_NAMES } from "@/server/outbox";
import { closeQueues, getAllQueues, requestIdOf } from "@/server/queue";
import { BACKOFF_TYPE, computeBackoffMs, JOBS, type TJobName, type TJobPayload, type TQueueName } from "@/server/queue/jobs";
import { markEventsHandled } from "@/server/reconcile/pending";
import { startDashboard } from "./dashboard";
import { handleBookingCancelled, handleBookingChanged, handleBookingDecided } from "./jobs/booking-decided";
import { handleBookingRequested } from "./jobs/booking-requested";
import { handleErasePersonalData } from "./jobs/erase-personal-data";
import { handleExpireHold } from "./jobs/expire-hold";
import { handleSendMail } from "./jobs/send-mail";
import { handleSubmissionReceived } from "./jobs/submission-received";
import { handleSyncCalendar, handleSyncCalendars } from "./jobs/sync-calendars";
import { startReconciler } from "./reconciler";
import { warnAboutRedisSettings } from "./redis-settings";
import { startOutboxRelay } from "./relay";

setProcessName("worker");
const config = getConfig();
// Resolved at start: on a machine without them, the secrets are generated now and the dashboard's
// password is printed this once (web/server/secrets.ts).
getSecret("ADMIN_PASSWORD");
const prefix = `${config.REDIS_PREFIX}:bull`;

// Workers block on Redis: they must retry forever rather than fail a command (BullMQ's guide).
const workerConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
workerConnection.on("error", (error) => logger.warn({ err: error.message }, "worker: redis error"));
// Not awaited: with Redis away at start the check waits for it, and the worker starts regardless.
void warnAboutRedisSettings(workerConnection, (message) => logger.warn(message));

/** The handler of each job kind run in this process (process-photo runs in its sandbox). */
const HANDLERS: { [N in Exclude<TJobName, "process-photo">]: (payload: TJobPayload<N>, job: Job, token?: string) => Promise<unknown> } = {
  "booking-requested": handleBookingRequested,
  "expire-hold": handleExpireHold,
  "booking-decided": handleBookingDecided,
  "booking-changed": handleBookingChanged,
  "booking-cancelled": handleBookingCancelled,
  "submission-received": (payload, job, token) => handleSubmissionReceived(job, token, payload),
  "send-mail": handleSendMail,
  "sync-calendars": handleSyncCalendars,
  "sync-calendar": handleSyncCalendar,
  "erase-personal-data": handleErasePersonalData,
};

async function runJob(job: Job, token?: string): Promise<unknown> {
  const name = job.name as keyof typeof HANDLERS;
  const handler = HANDLERS[name] as ((payload: unknown, job: Job, token?: string) => Promise<unknown>) | undefined;
  if (!handler) throw new Error(`job ${job.name} does not run on this queue`);
  const result = await handler(JOBS[name].payload.parse(job.data), job, token);
  // The job's last step: the outbox events it came from are handled now, not when they were
  // queued. Stamped before BullMQ records the completion, so a job lost after its work (a crash,
  // Redis wiped) leaves no event unstamped; if the stamp fails the job is retried, idempotently.
  if (OUTBOX_JOB_NAMES.has(name) && job.id) await markEventsHandled(job.id);
  return result;
}

/**
 * Runs a job under the request id its data carries (the request that caused it), so its log lines
 * and any job it enqueues carry that id; logs its start and its end.
 */
function dispatch(job: Job, token?: string): Promise<unknown> {
  return withRequestId(requestIdOf(job.data), async () => {
    const fields = { queue: job.queueName, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 };
    logger.info(fields, "job started");
    const started = performance.now();
    try {
      const result = await runJob(job, token);
      logger.info({ ...fields, ms: Math.round(performance.now() - started), result: String(result) }, "job completed");
      return result;
    } catch (error) {
      logger.warn({ ...fields, ms: Math.round(performance.now() - started), err: error }, "job attempt failed");
      throw error;
    }
  });
}

/** Counts a finished attempt in the job metrics (metrics/jobs.ts); a Redis hiccup only loses that count. */
function countAttempt(job: Job | undefined, outcome: "completed" | "failed"): void {
  if (!job) return;
  const seconds = job.processedOn ? Math.max(0, Date.now() - job.processedOn) / 1000 : 0;
  recordJobAttempt(job.queueName, job.name, outcome, seconds).catch((error: unknown) =>
    logger.warn({ err: (error as Error).message }, "job metrics not recorded"),
  );
}

/** Every job's retries: its definition's first delay, doubled per attempt up to JOB_BACKOFF_MAX_MS. */
function backoffStrategy(attemptsMade: number, type?: string, _error?: Error, job?: { opts: { backoff?: unknown } }): number {
  if (type !== BACKOFF_TYPE) throw new Error(`unknown backoff ${type}`);
  const first = (job?.opts.backoff as { delay?: number } | undefined)?.delay ?? 1000;
  return computeBackoffMs(attemptsMade, first, config.JOB_BACKOFF_MAX_MS);
}

const processors: Record<TQueueName, { processor: string | typeof dispatch; concurrency: number }> = {
  bookings: { processor: dispatch, concurrency: 5 },
  moderation: { processor: dispatch, concurrency: 5 },
  mail: { processor: dispatch, concurrency: 3 },
  calendars: { processor: dispatch, concurrency: 2 },
  maintenance: { processor: dispatch, concurrency: 1 },
  // A file path makes BullMQ run the processor in a child process: sharp stays out of this one.
  // The sandbox's file beside this one: process-photo.ts under tsx, process-photo.mjs in the tests' bundle (scripts/worker-bundle.mjs).
  photos: {
    processor: path.join(import.meta.dirname, "jobs", `process-photo${path.extname(import.meta.filename)}`),
    concurrency: config.PHOTO_CONCURRENCY,
  },
};

const workers = (Object.entries(processors) as [TQueueName, (typeof processors)[TQueueName]][]).map(
  ([queue, { processor, concurrency }]) => {
    const worker = new Worker(queue, processor, {
      connection: workerConnection,
      prefix,
      concurrency,
      useWorkerThreads: false,
      lockDuration: config.WORKER_LOCK_MS,
      stalledInterval: config.WORKER_LOCK_MS,
      settings: { backoffStrategy },
    });
    worker.on("error", (error) => logger.error({ queue, err: error.message }, "worker error"));
    worker.on("failed", (job, error) => {
      countAttempt(job, "failed");
      const attempts = job?.opts.attempts ?? 1;
      const fields = { requestId: requestIdOf(job?.data), queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, attempts };
      // The last attempt's failure is an error (the job stays failed); earlier ones are retried.
      if ((job?.attemptsMade ?? 0) >= attempts) logger.error({ ...fields, err: error.message }, "job failed, attempts used up");
      else logger.warn({ ...fields, err: error.message }, "job failed, will retry");
    });
    worker.on("completed", (job, result) => {
      countAttempt(job, "completed");
      // The sandboxed photo jobs log nothing of their own: their completion is logged here.
      if (typeof processor === "string")
        logger.info({ requestId: requestIdOf(job.data), queue, job: job.name, jobId: job.id, result: String(result) }, "job completed");
    });
    return worker;
  },
);

const relay = startOutboxRelay(config.OUTBOX_SWEEP_MS);
// Whatever the database says is due and Redis lost is put back at start and every
// RECONCILE_SECONDS, the job schedulers included (worker/reconciler.ts).
const reconciler = startReconciler(config);
// Holds past their expiry are released from the database's own timestamps, at start and every
// HOLD_SWEEP_SECONDS: no lapse depends on a delayed job surviving in Redis. The same beat decides,
// in this order, the owner's weekly digest on Monday mornings (digest/weekly.ts), the timed e-mails
// (pre-arrival, the owner's hold reminder), each claimed once in the send log, and the payments' timed work (reminders, overdue notices, release, tax documents: payments/due-work.ts).
const digestClock = makeDigestClock();
async function sweepHolds(): Promise<void> {
  try {
    const released = await sweepLapsedHolds();
    if (released > 0) logger.info({ released }, "released lapsed holds");
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "hold sweep failed");
  }
  try {
    const { week, claimed, off } = await scanWeeklyDigest(digestClock());
    if (claimed || off) logger.info({ week, digest: claimed ?? "off" }, "weekly digest decided");
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "weekly digest scan failed");
  }
  try {
    const { preArrival, holdReminders, reviewInvitations } = await scanReminders();
    if (preArrival.length + holdReminders.length + reviewInvitations.length > 0)
      logger.info(
        { preArrival: preArrival.length, holdReminders: holdReminders.length, reviewInvitations: reviewInvitations.length },
        "reminders queued",
      );
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "reminder scan failed");
  }
  try {
    const { reminders, overdue, released, invoices, corrections } = await scanPaymentWork();
    if (reminders.length + overdue.length + released.length + invoices.length + corrections.length > 0)
      console.log(
        `[worker] payments: ${reminders.length} reminder(s), ${overdue.length} overdue notice(s), ${released.length} released unpaid, ${invoices.length} tax invoice(s), ${corrections.length} credit or debit note(s)`,
      );
  } catch (error) {
    console.warn(`[worker] payment scan failed: ${(error as Error).message}`);
  }
  try {
    const bursts = await scanMessageBursts();
    if (bursts.length > 0) logger.info({ bursts: bursts.length }, "owner told of guest messages");
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "message scan failed");
  }
}
void sweepHolds();
const holdSweep = setInterval(() => void sweepHolds(), config.HOLD_SWEEP_SECONDS * 1000);
const server = await startDashboard(getAllQueues(), workerConnection, config.WORKER_PORT, config.WORKER_HOST);
logger.info(
  { queues: workers.map((w) => w.name), dashboard: `${config.WORKER_HOST}:${config.WORKER_PORT}` },
  "worker running: dashboard and health listening",
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "finishing active jobs");
  server.close();
  clearInterval(holdSweep);
  await Promise.all([relay.stop(), reconciler.stop()]);
  await Promise.allSettled(workers.map((worker) => worker.close()));
  await closeQueues();
  workerConnection.disconnect();
  await getDb().$disconnect();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
