// The worker process (`npm run worker`): relays the outbox into BullMQ, runs one BullMQ worker per
// queue (photos in a sandboxed child process), and serves the queue dashboard and its health.
// Connections follow BullMQ's production guide; SIGTERM closes everything gracefully.
import path from "node:path";
import { type Job, Worker } from "bullmq";
import { Redis } from "ioredis";
import { getConfig } from "@/server/config";
import { sweepLapsedHolds } from "@/server/bookings/holds";
import { getDb } from "@/server/db/client";
import { getSecret } from "@/server/secrets";
import { closeQueues, getAllQueues, getQueue } from "@/server/queue";
import { JOBS, type TJobName, type TJobPayload, type TQueueName } from "@/server/queue/jobs";
import { startDashboard } from "./dashboard";
import { handleBookingDecided } from "./jobs/booking-decided";
import { handleBookingRequested } from "./jobs/booking-requested";
import { handleErasePersonalData } from "./jobs/erase-personal-data";
import { handleExpireHold } from "./jobs/expire-hold";
import { handleSendMail } from "./jobs/send-mail";
import { handleSubmissionReceived } from "./jobs/submission-received";
import { handleSyncCalendar, handleSyncCalendars } from "./jobs/sync-calendars";
import { startOutboxRelay } from "./relay";

const config = getConfig();
// Resolved at start: on a machine without them, the secrets are generated now and the dashboard's
// password is printed this once (web/server/secrets.ts).
getSecret("ADMIN_PASSWORD");
const prefix = `${config.REDIS_PREFIX}:bull`;

// Workers block on Redis: they must retry forever rather than fail a command (BullMQ's guide).
const workerConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
workerConnection.on("error", (error) => console.warn(`[worker] redis: ${error.message}`));

/** The handler of each job kind run in this process (process-photo runs in its sandbox). */
const HANDLERS: { [N in Exclude<TJobName, "process-photo">]: (payload: TJobPayload<N>, job: Job, token?: string) => Promise<unknown> } = {
  "booking-requested": handleBookingRequested,
  "expire-hold": handleExpireHold,
  "booking-decided": handleBookingDecided,
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
  return handler(JOBS[name].payload.parse(job.data), job, token);
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
// Holds past their expiry are released from the database's own timestamps, at start and every
// HOLD_SWEEP_SECONDS: no lapse depends on a delayed job surviving in Redis.
async function sweepHolds(): Promise<void> {
  try {
    const released = await sweepLapsedHolds();
    if (released > 0) console.log(`[worker] released ${released} lapsed hold(s)`);
  } catch (error) {
    console.warn(`[worker] hold sweep failed: ${(error as Error).message}`);
  }
}
void sweepHolds();
const holdSweep = setInterval(() => void sweepHolds(), config.HOLD_SWEEP_SECONDS * 1000);
// Repeating work runs on job schedulers; upserting keeps one schedule however many workers start.
const schedules = [
  { queue: "calendars", name: "sync-calendars", every: config.CALENDAR_SYNC_MINUTES * 60 * 1000 },
  { queue: "maintenance", name: "erase-personal-data", every: 6 * 3600 * 1000 },
] as const;
for (const { queue, name, every } of schedules) {
  await getQueue(queue)
    .upsertJobScheduler(
      name,
      { every },
      { name, data: { requestedAt: 0 }, opts: { removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } } },
    )
    .catch((error: Error) => console.warn(`[worker] could not schedule ${name} yet: ${error.message}`));
}
const server = await startDashboard(getAllQueues(), workerConnection, config.WORKER_PORT);
console.log(`[worker] running: queues ${workers.map((w) => w.name).join(", ")}; dashboard and health on port ${config.WORKER_PORT}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[worker] ${signal}: finishing active jobs`);
  server.close();
  clearInterval(holdSweep);
  await relay.stop();
  await Promise.allSettled(workers.map((worker) => worker.close()));
  await closeQueues();
  workerConnection.disconnect();
  await getDb().$disconnect();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
