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
import { getDb } from "@/server/db/client";
import { getSecret } from "@/server/secrets";
import { OUTBOX_JOB_NAMES } from "@/server/outbox";
import { closeQueues, getAllQueues } from "@/server/queue";
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

const config = getConfig();
// Resolved at start: on a machine without them, the secrets are generated now and the dashboard's
// password is printed this once (web/server/secrets.ts).
getSecret("ADMIN_PASSWORD");
const prefix = `${config.REDIS_PREFIX}:bull`;

// Workers block on Redis: they must retry forever rather than fail a command (BullMQ's guide).
const workerConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
workerConnection.on("error", (error) => console.warn(`[worker] redis: ${error.message}`));
// Not awaited: with Redis away at start the check waits for it, and the worker starts regardless.
void warnAboutRedisSettings(workerConnection);

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

async function dispatch(job: Job, token?: string): Promise<unknown> {
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
  photos: { processor: path.join(import.meta.dirname, "jobs", "process-photo.ts"), concurrency: config.PHOTO_CONCURRENCY },
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
    worker.on("error", (error) => console.error(`[worker] ${queue}: ${error.message}`));
    worker.on("failed", (job, error) =>
      console.warn(`[worker] ${queue}/${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
    );
    worker.on("completed", (job, result) => console.log(`[worker] ${queue}/${job.name} ${job.id}: ${String(result)}`));
    return worker;
  },
);

const relay = startOutboxRelay(config.OUTBOX_SWEEP_MS);
// Whatever the database says is due and Redis lost is put back at start and every
// RECONCILE_SECONDS, the job schedulers included (worker/reconciler.ts).
const reconciler = startReconciler(config);
// Holds past their expiry are released from the database's own timestamps, at start and every
// HOLD_SWEEP_SECONDS: no lapse depends on a delayed job surviving in Redis. The same beat decides
// the timed e-mails (pre-arrival, the owner's hold reminder), each claimed once in the send log,
// and the payments' timed work (reminders, overdue notices, release, tax documents: payments/due-work.ts).
async function sweepHolds(): Promise<void> {
  try {
    const released = await sweepLapsedHolds();
    if (released > 0) console.log(`[worker] released ${released} lapsed hold(s)`);
  } catch (error) {
    console.warn(`[worker] hold sweep failed: ${(error as Error).message}`);
  }
  try {
    const { preArrival, holdReminders, reviewInvitations } = await scanReminders();
    if (preArrival.length + holdReminders.length + reviewInvitations.length > 0)
      console.log(
        `[worker] reminders: ${preArrival.length} pre-arrival, ${holdReminders.length} to the owner, ${reviewInvitations.length} review invitations`,
      );
  } catch (error) {
    console.warn(`[worker] reminder scan failed: ${(error as Error).message}`);
  }
  try {
    const { reminders, overdue, released, invoices, creditNotes } = await scanPaymentWork();
    if (reminders.length + overdue.length + released.length + invoices.length + creditNotes.length > 0)
      console.log(
        `[worker] payments: ${reminders.length} reminder(s), ${overdue.length} overdue notice(s), ${released.length} released unpaid, ${invoices.length} tax invoice(s), ${creditNotes.length} credit note(s)`,
      );
  } catch (error) {
    console.warn(`[worker] payment scan failed: ${(error as Error).message}`);
  }
}
void sweepHolds();
const holdSweep = setInterval(() => void sweepHolds(), config.HOLD_SWEEP_SECONDS * 1000);
const server = await startDashboard(getAllQueues(), workerConnection, config.WORKER_PORT, config.WORKER_HOST);
console.log(
  `[worker] running: queues ${workers.map((w) => w.name).join(", ")}; dashboard and health on ${config.WORKER_HOST}:${config.WORKER_PORT}`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[worker] ${signal}: finishing active jobs`);
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
