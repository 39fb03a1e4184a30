// The outbox relay: moves committed outbox events into BullMQ as soon as they appear and stamps
// them sent (`sent_at`: queued). An event is done only when the worker completes its job and
// stamps it handled (`handled_at`, worker/main.ts); until then the reconciler (worker/reconciler.ts)
// puts its job back whenever Redis lost it. Rows are claimed with SKIP LOCKED, so any number of
// workers can relay side by side; while Redis is away the rows simply stay unsent and the next
// sweep tries again. Job ids are deterministic, so an event relayed twice still makes one job.
import { getDb } from "@/server/db/client";
import { routeOutboxEvent } from "@/server/outbox";
import { logger } from "@/server/log";
import { enqueue } from "@/server/queue";

const BATCH = 100;

type TRow = { id: bigint; topic: string; payload: unknown; job_id: string | null; request_id: string | null };

/**
 * Records the id of the job each new event becomes, in a statement of its own: it is committed
 * before the job exists, so the worker that completes the job always finds the events to stamp
 * (inside the relay's transaction it would be invisible to the worker until that commits).
 */
async function nameJobs(): Promise<void> {
  const rows = await getDb().$queryRaw<TRow[]>`
    SELECT id, topic, payload, job_id, request_id FROM outbox_events WHERE job_id IS NULL AND sent_at IS NULL ORDER BY id LIMIT ${BATCH}`;
  const named = rows.flatMap((row) => {
    const route = routeOutboxEvent(row);
    return route ? [{ id: String(row.id), jobId: route.jobId }] : [];
  });
  if (named.length === 0) return;
  await getDb().$executeRaw`
    UPDATE outbox_events o SET job_id = v.job_id
    FROM unnest(${named.map((n) => n.id)}::bigint[], ${named.map((n) => n.jobId)}::text[]) AS v(id, job_id)
    WHERE o.id = v.id AND o.job_id IS NULL`;
}

/** Relays up to one batch; returns how many events were moved. */
async function relayOnce(): Promise<number> {
  await nameJobs();
  return getDb().$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<TRow[]>`
        SELECT id, topic, payload, job_id, request_id FROM outbox_events WHERE sent_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      const done: bigint[] = [];
      for (const row of rows) {
        const route = routeOutboxEvent(row);
        if (!route) {
          // Left unhandled: it shows as stuck work, and a worker that knows the topic handles it.
          logger.error(
            { requestId: row.request_id ?? undefined, eventId: String(row.id), topic: row.topic },
            "outbox event cannot be routed",
          );
          await tx.outboxEvent.update({
            where: { id: row.id },
            data: { sentAt: new Date(), lastError: `cannot route topic ${row.topic}` },
          });
          continue;
        }
        if (row.job_id === null) continue; // written after nameJobs looked: the next sweep takes it
        try {
          await enqueue(route.name, route.payload as never, {}, row.request_id);
          logger.info(
            { requestId: row.request_id ?? undefined, eventId: String(row.id), topic: row.topic, jobId: row.job_id },
            "outbox event relayed",
          );
          done.push(row.id);
        } catch (error) {
          await tx.outboxEvent.update({
            where: { id: row.id },
            data: { attempts: { increment: 1 }, lastError: String(error).slice(0, 500) },
          });
          logger.warn(
            { requestId: row.request_id ?? undefined, eventId: String(row.id), err: String(error) },
            "outbox relay: enqueue failed",
          );
          break; // Redis is likely away: keep order, try again on the next sweep.
        }
      }
      if (done.length > 0) await tx.outboxEvent.updateMany({ where: { id: { in: done } }, data: { sentAt: new Date() } });
      return done.length;
    },
    { timeout: 30_000 },
  );
}

/** Sweeps until stopped: at once while there is a backlog, every `intervalMs` otherwise. */
export function startOutboxRelay(intervalMs: number): { stop: () => Promise<void> } {
  let running = true;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (running) {
      let moved = 0;
      try {
        moved = await relayOnce();
      } catch (error) {
        logger.warn({ err: (error as Error).message }, "outbox relay: sweep failed");
      }
      if (moved < BATCH && running) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, intervalMs)));
    }
  })();
  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
