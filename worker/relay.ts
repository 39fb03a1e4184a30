// The outbox relay: moves committed outbox events into BullMQ as soon as they appear and stamps
// them sent (`sent_at`: queued). An event is done only when the worker completes its job and
// stamps it handled (`handled_at`, worker/main.ts); until then the reconciler (worker/reconciler.ts)
// puts its job back whenever Redis lost it. Rows are claimed with SKIP LOCKED, so any number of
// workers can relay side by side; while Redis is away the rows simply stay unsent and the next
// sweep tries again. Job ids are deterministic, so an event relayed twice still makes one job.
import pg from "pg";
import { getConfig } from "@/server/config";
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

/** The channel PostgreSQL notifies when outbox events are committed (the outbox_events_notify trigger). */
const CHANNEL = "outbox_events";
/**
 * The shortest time between the starts of two sweeps that notifications asked for: events that
 * commit close together (a busy minute) are relayed in one sweep, and a busy site's relay sweeps
 * at most ten times a second (each sweep is three statements), not once per event. An event that
 * commits while the relay is idle is swept at once.
 */
const WOKEN_GAP_MS = 100;
/** How long a lost listening connection waits before it connects again; the sweeps go on meanwhile. */
const RELISTEN_MS = 2_000;

/**
 * Listens on CHANNEL and calls `wake` for each notification, on a connection of its own, connecting
 * again whenever it is lost (PostgreSQL restarted): a new event is relayed as soon as it commits,
 * not at the next sweep. Without the connection nothing is lost, only later: the sweeps go on.
 */
function listenForEvents(wake: () => void): { stop: () => Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: getConfig().DATABASE_URL });
    client = next;
    const again = () => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_MS);
    };
    next.on("error", again);
    next.on("end", again);
    next.on("notification", wake);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      // Events committed while it was away are taken now.
      wake();
    } catch (error) {
      logger.warn({ err: (error as Error).message }, "outbox relay: listening failed");
      again();
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/** Sweeps until stopped: at once while there is a backlog or a new event was committed, every `intervalMs` otherwise. */
export function startOutboxRelay(intervalMs: number): { stop: () => Promise<void> } {
  let running = true;
  let wake: (() => void) | undefined;
  /** A notification that came while a sweep ran: that sweep may have looked before the event committed. */
  let woken = false;
  const listener = listenForEvents(() => {
    woken = true;
    wake?.();
  });
  const loop = (async () => {
    while (running) {
      woken = false;
      const started = Date.now();
      let moved = 0;
      try {
        moved = await relayOnce();
      } catch (error) {
        logger.warn({ err: (error as Error).message }, "outbox relay: sweep failed");
      }
      if (moved < BATCH && !woken && running)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, intervalMs);
        });
      wake = undefined;
      const gap = started + WOKEN_GAP_MS - Date.now();
      if (gap > 0 && running) await new Promise((resolve) => setTimeout(resolve, gap));
    }
  })();
  return {
    async stop() {
      running = false;
      wake?.();
      await Promise.all([loop, listener.stop()]);
    },
  };
}
