// The producer side of the job queues: one BullMQ Queue per queue name on a shared connection,
// and a typed `enqueue` that validates the payload and applies the job's retry policy.
import { Queue, type JobsOptions } from "bullmq";
import { Redis } from "ioredis";
import { getConfig } from "../config";
import { JOBS, QUEUES, type TJobName, type TJobPayload, type TQueueName } from "./jobs";

type TProducer = { connection: Redis; queues: Map<TQueueName, Queue> };

const globalForQueue = globalThis as unknown as { orania_producer?: TProducer };

function getProducer(): TProducer {
  if (!globalForQueue.orania_producer) {
    // Producers fail fast while Redis is away (the outbox keeps the work), as BullMQ's guide advises.
    const connection = new Redis(getConfig().REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
    connection.on("error", (error) => console.warn(`[queue] redis: ${error.message}`));
    globalForQueue.orania_producer = { connection, queues: new Map() };
  }
  return globalForQueue.orania_producer;
}

export function getQueue(name: TQueueName): Queue {
  const producer = getProducer();
  let queue = producer.queues.get(name);
  if (!queue) {
    queue = new Queue(name, { connection: producer.connection, prefix: `${getConfig().REDIS_PREFIX}:bull` });
    queue.on("error", (error) => console.warn(`[queue] ${name}: ${error.message}`));
    producer.queues.set(name, queue);
  }
  return queue;
}

export function getAllQueues(): Queue[] {
  return QUEUES.map(getQueue);
}

/** The BullMQ options every job of this kind is added with. */
export function makeJobOptions<N extends TJobName>(name: N, payload: TJobPayload<N>, extra: JobsOptions = {}): JobsOptions {
  const job = JOBS[name];
  return {
    jobId: job.jobId(payload as never),
    attempts: job.attempts,
    backoff: { type: "exponential", delay: job.backoffMs },
    removeOnComplete: { age: 7 * 24 * 3600, count: 5000 },
    removeOnFail: { age: 30 * 24 * 3600 },
    ...extra,
  };
}

export async function enqueue<N extends TJobName>(name: N, payload: TJobPayload<N>, extra: JobsOptions = {}): Promise<void> {
  const parsed = JOBS[name].payload.parse(payload) as TJobPayload<N>;
  await getQueue(JOBS[name].queue).add(name, parsed, makeJobOptions(name, parsed, extra));
}

export async function closeQueues(): Promise<void> {
  const producer = globalForQueue.orania_producer;
  if (!producer) return;
  await Promise.allSettled([...producer.queues.values()].map((queue) => queue.close()));
  producer.connection.disconnect();
  globalForQueue.orania_producer = undefined;
}
