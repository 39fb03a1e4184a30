// /api/metrics: the operator's numbers in Prometheus' text format, read when scraped. Several
// processes contribute, so each number comes from where it is whole:
//   queue depths          BullMQ's own counts in Redis (every worker's jobs)
//   job attempts/durations the workers' counters in Redis (metrics/jobs.ts)
//   outbox, bookings      PostgreSQL
//   HTTP latency by route this web process's own requests (web/observability.mjs); with several
//                         web processes, scrape each
// A source that does not answer leaves its series out and says so in orania_metrics_source_up.
import "server-only";
import { getDb } from "../db/client";
import { logger } from "../log";
import { getProducerConnection, getQueue } from "../queue";
import { QUEUES } from "../queue/jobs";
import { HTTP_BUCKETS, httpTimings } from "../../observability.mjs";
import { JOB_BUCKETS, readJobMetrics } from "./jobs";
import { BOOKING_STATUSES } from "../bookings/status";
import { MetricsText } from "./text";

const JOB_STATES = ["waiting", "active", "delayed", "prioritized", "waiting-children", "failed", "completed"] as const;

/** Waits (at most 2 s) for the producers' Redis connection: a first scrape comes before it is up. */
async function redisReady(): Promise<void> {
  const connection = getProducerConnection();
  if (connection.status === "ready") return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => (connection.off("ready", ready), reject(new Error("Redis is not reachable"))), 2000);
    const ready = () => (clearTimeout(timer), resolve());
    connection.once("ready", ready);
  });
}

async function queueDepths(text: MetricsText): Promise<void> {
  await redisReady();
  const counts = await Promise.all(QUEUES.map(async (queue) => ({ queue, counts: await getQueue(queue).getJobCounts(...JOB_STATES) })));
  text.gauge(
    "orania_queue_jobs",
    "Jobs in each BullMQ queue by state (failed: attempts used up).",
    counts.flatMap(({ queue, counts }) => JOB_STATES.map((state) => ({ labels: { queue, state }, value: counts[state] ?? 0 }))),
  );
  const series = await readJobMetrics();
  text.counter(
    "orania_job_attempts_total",
    "Finished job attempts by outcome (a failed attempt may be retried).",
    series.flatMap(({ queue, job, completed, failed }) => [
      { labels: { queue, job, outcome: "completed" }, value: completed },
      { labels: { queue, job, outcome: "failed" }, value: failed },
    ]),
  );
  text.histogram(
    "orania_job_duration_seconds",
    "How long job attempts ran, completed or failed.",
    JOB_BUCKETS,
    series.map(({ queue, job, buckets, count, sum }) => ({ labels: { queue, job }, buckets, count, sum })),
  );
}

async function outbox(text: MetricsText): Promise<void> {
  const [row] = await getDb().$queryRaw<{ unsent: bigint; unhandled: bigint; oldest: number | null }[]>`
    SELECT count(*) FILTER (WHERE sent_at IS NULL) AS unsent, count(*) AS unhandled,
      EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest
    FROM outbox_events WHERE handled_at IS NULL`;
  text.gauge("orania_outbox_events", "Outbox events not yet done: unsent (not queued yet) and unhandled (their job not completed).", [
    { labels: { state: "unsent" }, value: Number(row?.unsent ?? 0) },
    { labels: { state: "unhandled" }, value: Number(row?.unhandled ?? 0) },
  ]);
  text.gauge("orania_outbox_oldest_unhandled_age_seconds", "Age of the oldest outbox event whose job has not completed (0 when none).", [
    { value: Math.max(0, row?.oldest ?? 0) },
  ]);
}

async function bookings(text: MetricsText): Promise<void> {
  const rows = await getDb().$queryRaw<{ status: string; count: bigint }[]>`SELECT status::text, count(*) FROM bookings GROUP BY status`;
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  text.gauge(
    "orania_bookings",
    "Bookings by outcome (status); erased bookings leave the count.",
    BOOKING_STATUSES.map((status) => ({ labels: { status }, value: byStatus.get(status) ?? 0 })),
  );
}

function http(text: MetricsText): void {
  text.histogram(
    "orania_http_request_duration_seconds",
    "This web process's replies by route, method and status: time to the reply's end.",
    HTTP_BUCKETS,
    [...httpTimings().values()].map(({ route, method, status, buckets, count, sum }) => ({
      labels: { route, method, status },
      buckets,
      count,
      sum,
    })),
  );
}

/** Every metric, as Prometheus' text format. */
export async function collectMetrics(): Promise<string> {
  const sources: [string, (text: MetricsText) => Promise<void>][] = [
    ["redis", queueDepths],
    ["database", async (text) => (await outbox(text), await bookings(text))],
  ];
  const parts = await Promise.all(
    sources.map(async ([source, collect]) => {
      const text = new MetricsText();
      try {
        await collect(text);
        return { source, text, up: true };
      } catch (error) {
        logger.warn({ source, err: (error as Error).message }, "metrics source did not answer");
        return { source, text: new MetricsText(), up: false };
      }
    }),
  );
  const own = new MetricsText().gauge(
    "orania_metrics_source_up",
    "1 when the source answered this scrape, 0 when its series are missing.",
    parts.map(({ source, up }) => ({ labels: { source }, value: up ? 1 : 0 })),
  );
  http(own);
  return parts.map(({ text }) => text.toString()).join("") + own.toString();
}
