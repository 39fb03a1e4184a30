// The outbox relay: moves committed outbox events into BullMQ and stamps them sent. Rows are
// claimed with SKIP LOCKED, so any number of workers can relay side by side; while Redis is away
// the rows simply stay unsent and the next sweep tries again. Job ids are deterministic, so an
// event relayed twice (a crash between add and stamp) still makes one job.
import { getDb } from "@/server/db/client";
import { isOutboxTopic, OUTBOX_ROUTES, type TOutboxPayloads, type TOutboxTopic } from "@/server/outbox";
import { enqueue } from "@/server/queue";

const BATCH = 100;

type TRow = { id: bigint; topic: string; payload: unknown };

/** Relays up to one batch; returns how many events were moved. */
export async function relayOnce(): Promise<number> {
  return getDb().$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<TRow[]>`
        SELECT id, topic, payload FROM outbox_events WHERE sent_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      const done: bigint[] = [];
      for (const row of rows) {
        if (!isOutboxTopic(row.topic)) {
          await tx.outboxEvent.update({ where: { id: row.id }, data: { sentAt: new Date(), lastError: `unknown topic ${row.topic}` } });
          continue;
        }
        const route = OUTBOX_ROUTES[row.topic as TOutboxTopic](row.payload as TOutboxPayloads[TOutboxTopic] as never);
        try {
          await enqueue(route.name, route.payload as never);
          done.push(row.id);
        } catch (error) {
          await tx.outboxEvent.update({
            where: { id: row.id },
            data: { attempts: { increment: 1 }, lastError: String(error).slice(0, 500) },
          });
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
        console.warn(`[relay] sweep failed: ${(error as Error).message}`);
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
