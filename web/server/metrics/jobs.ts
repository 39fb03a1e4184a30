// The job counters the worker keeps and the web process reads for /api/metrics. They live in
// Redis (one hash under REDIS_PREFIX), not in the worker's memory: the web process serves the
// metrics, any number of workers add to the same counters, and a worker's restart loses none.
// A Redis that restarts empty starts them over from zero, which Prometheus reads as a counter
// reset (rate() and increase() allow for it).
import "server-only";
import { getConfig } from "../config";
import { getProducerConnection } from "../queue";

/** Upper bounds (seconds) of the job-duration histogram's buckets. */
export const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

const metricsKey = () => `${getConfig().REDIS_PREFIX}:metrics:jobs`;

export type TJobOutcome = "completed" | "failed";

/**
 * Counts one finished attempt of a job: its outcome, and its duration in the histogram. Field
 * names are `queue|job|what`; queue and job names are the definitions' own (jobs.ts), never input.
 */
export async function recordJobAttempt(queue: string, job: string, outcome: TJobOutcome, seconds: number): Promise<void> {
  const at = `${queue}|${job}|`;
  const multi = getProducerConnection().multi().hincrby(metricsKey(), `${at}${outcome}`, 1);
  JOB_BUCKETS.forEach((bound, index) => {
    if (seconds <= bound) multi.hincrby(metricsKey(), `${at}le|${index}`, 1);
  });
  multi.hincrby(metricsKey(), `${at}count`, 1).hincrbyfloat(metricsKey(), `${at}sum`, seconds);
  await multi.exec();
}

export type TJobSeries = { queue: string; job: string; completed: number; failed: number; buckets: number[]; count: number; sum: number };

/** Every job kind's counters, as the workers recorded them. */
export async function readJobMetrics(): Promise<TJobSeries[]> {
  const hash = await getProducerConnection().hgetall(metricsKey());
  const series = new Map<string, TJobSeries>();
  for (const [field, value] of Object.entries(hash)) {
    const [queue, job, what, index] = field.split("|");
    if (!queue || !job || !what) continue;
    const key = `${queue}|${job}`;
    let entry = series.get(key);
    if (!entry) {
      entry = { queue, job, completed: 0, failed: 0, buckets: JOB_BUCKETS.map(() => 0), count: 0, sum: 0 };
      series.set(key, entry);
    }
    const number = Number(value);
    if (what === "le" && index !== undefined && Number(index) < JOB_BUCKETS.length) entry.buckets[Number(index)] = number;
    else if (what === "completed" || what === "failed" || what === "count" || what === "sum") entry[what] = number;
  }
  return [...series.values()].sort((a, b) => `${a.queue}|${a.job}`.localeCompare(`${b.queue}|${b.job}`));
}
