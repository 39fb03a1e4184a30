// The producer side of the job queues: one BullMQ Queue per queue name on a shared connection,
// and a typed `enqueue` that validates the payload and applies the job's retry policy.
import "server-only";
import { Queue, type JobsOptions } from "bullmq";
import { Redis } from "ioredis";
import { getConfig } from "../config";
import { currentRequestId, logger } from "../log";
import { BACKOFF_TYPE, JOBS, QUEUES, type TJobName, type TJobPayload, type TQueueName } from "./jobs";

type TProducer = { connection: Redis; queues: Map<TQueueName, Queue> };

const globalForQueue = globalThis as unknown as { orania_producer?: TProducer };

function getProducer(): TProducer {
  if (!globalForQueue.orania_producer) {
    // Producers fail fast while Redis is away (the outbox keeps the work), as BullMQ's guide advises.
    const connection = new Redis(getConfig().REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
    connection.on("error", (error) => logger.warn({ err: error.message }, "queue producer: redis error"));
    globalForQueue.orania_producer = { connection, queues: new Map() };
  }
  return globalForQueue.orania_producer;
}

export function getQueue(name: TQueueName): Queue {
  const producer = getProducer();
  let queue = producer.queues.get(name);
  if (!queue) {
    queue = new Queue(name, { connection: producer.connection, prefix: `${getConfig().REDIS_PREFIX}:bull` });
    queue.on("error", (error) => logger.warn({ queue: name, err: error.message }, "queue error"));
    producer.queues.set(name, queue);
  }
  return queue;
}

/** The producers' Redis connection (fails fast while Redis is away): the job metrics are counted on it. */
export function getProducerConnection(): Redis {
  return getProducer().connection;
}

export function getAllQueues(): Queue[] {
  return QUEUES.map(getQueue);
}

/** The retry policy of a job kind: its attempts, and the capped exponential backoff the worker computes. */
function makeRetryOptions(name: TJobName): Pick<JobsOptions, "attempts" | "backoff"> {
  return { attempts: JOBS[name].attempts, backoff: { type: BACKOFF_TYPE, delay: JOBS[name].backoffMs } };
}

/** The BullMQ options every job of this kind is added with. */
function makeJobOptions<N extends TJobName>(name: N, payload: TJobPayload<N>, extra: JobsOptions = {}): JobsOptions {
  return {
    jobId: JOBS[name].jobId(payload as never),
    ...makeRetryOptions(name),
    removeOnComplete: { age: 7 * 24 * 3600, count: 5000 },
    removeOnFail: { age: 30 * 24 * 3600 },
    ...extra,
  };
}

/** The options of the jobs a job scheduler makes: the definition's retry policy, a short history. */
export function makeScheduledJobOptions(name: TJobName): JobsOptions {
  return { ...makeRetryOptions(name), removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } };
}

/**
 * A job's data: its payload and, beside it, the id of the request (or job) that caused it, which
 * the worker runs the job under (its log lines carry it). Handlers parse the payload alone.
 */
function makeJobData<N extends TJobName>(payload: TJobPayload<N>, requestId: string | null | undefined = currentRequestId()) {
  return requestId ? { ...payload, requestId } : payload;
}

/** The request id a job's data carries, if any. */
export function requestIdOf(data: unknown): string | undefined {
  const value = (data as { requestId?: unknown } | null)?.requestId;
  return typeof value === "string" ? value : undefined;
}

export async function enqueue<N extends TJobName>(
  name: N,
  payload: TJobPayload<N>,
  extra: JobsOptions = {},
  requestId?: string | null,
): Promise<void> {
  const parsed = JOBS[name].payload.parse(payload) as TJobPayload<N>;
  await getQueue(JOBS[name].queue).add(name, makeJobData(parsed, requestId ?? undefined), makeJobOptions(name, parsed, extra));
}

export type TEnsured = "added" | "queued" | "finished-recently" | "re-added";

/**
 * Makes sure the job for work the database says is due exists in its queue: the reconciler's one
 * way of putting work back. Its id is the same deterministic id every producer uses, so this never
 * makes a second job next to a live one.
 *
 * BullMQ ignores an add whose id a job already has in any state, finished ones included, so a
 * failed job (attempts used up during a long outage) would otherwise block its subject for the 30
 * days failed jobs are kept, and a completed one whose work is somehow still due would block it
 * for good. Such a job is removed and added afresh (attempts and backoff start over) once it has
 * been finished for `reviveAfterMs` (JOB_BACKOFF_MAX_MS): the retries then continue at about the
 * pace the backoff had reached, the failure stays on the dashboard for that long, and a subject
 * whose job keeps failing costs one series of attempts per period, not a loop. We remove rather
 * than `job.retry()`, which would keep the options the job was first added with; and we keep the
 * ids free of generations, so that every producer (relay, handlers, reconciler) still agrees on
 * the one id of a piece of work. The caller has just read from PostgreSQL that the work is not
 * done; a job that completes in between is at worst run once more, and every handler is
 * idempotent (the send log, the decision guards, deterministic photo keys).
 */
export async function ensureJob<N extends TJobName>(
  name: N,
  payload: TJobPayload<N>,
  reviveAfterMs: number,
  now = Date.now(),
): Promise<TEnsured> {
  const parsed = JOBS[name].payload.parse(payload) as TJobPayload<N>;
  const queue = getQueue(JOBS[name].queue);
  const options = makeJobOptions(name, parsed);
  const jobId = options.jobId!;
  const existing = await queue.getJob(jobId);
  if (existing) {
    const state = await existing.getState();
    if (state !== "completed" && state !== "failed" && state !== "unknown") return "queued";
    // "unknown": a job's data left in no list (a wipe cut short) still blocks its id; it goes at once.
    if (state !== "unknown" && now - (existing.finishedOn ?? 0) < reviveAfterMs) return "finished-recently";
    // Removal fails (0) only for a job a worker holds, which is then not finished after all.
    if ((await queue.remove(jobId)) === 0) return "queued";
  }
  await queue.add(name, makeJobData(parsed), options);
  return existing ? "re-added" : "added";
}

export async function closeQueues(): Promise<void> {
  const producer = globalForQueue.orania_producer;
  if (!producer) return;
  await Promise.allSettled([...producer.queues.values()].map((queue) => queue.close()));
  producer.connection.disconnect();
  globalForQueue.orania_producer = undefined;
}
