// The reconciler: PostgreSQL is the truth, Redis only carries it. At start and every
// RECONCILE_SECONDS it reads what the database says is due and not done (web/server/reconcile)
// and makes sure each has its job, with the same deterministic id every producer uses:
//   - the repeating schedules (calendar sync, retention), upserted every round, not only at start;
//   - outbox events queued more than a round ago and still not handled;
//   - photos still received;
//   - e-mails the send log holds unsent;
//   - decided guests' photos not yet where the decision puts them (moved here, not queued);
// and it opens or resolves the operator's stuck-work alert. A job found failed or completed while
// its work is still due is replaced once it has been finished for JOB_BACKOFF_MAX_MS (`ensureJob`).
// Lapsed holds need no job: the worker's sweep releases them from their timestamps.
// Re-enqueueing is idempotent: the send log, the decision guards and deterministic photo keys keep
// every effect once, so any number of workers may reconcile side by side. They do not need to:
// a round runs only in the worker holding the reconciler's lease in Redis (taken for
// RECONCILE_SECONDS and a half, renewed each round), so with several workers one reconciles and
// another takes over within two rounds of its death. The lease is a saving, not a guard: a Redis
// that is wiped or away loses it or cannot be asked, and then every worker runs its rounds.
import { randomUUID } from "node:crypto";
import type { TConfig } from "@/server/config";
import { logger, withRequestId } from "@/server/log";
import { ensureJob, enqueue, getQueue, makeScheduledJobOptions, type TEnsured } from "@/server/queue";
import { parseMailKey, type TJobName, type TQueueName } from "@/server/queue/jobs";
import { routeOutboxEvent } from "@/server/outbox";
import { photosToSettle, settlePhotos } from "@/server/photos/settle";
import { updateStuckAlert } from "@/server/reconcile/alert";
import { getRedis } from "@/server/redis";
import {
  countPendingWork,
  listPendingMailKeys,
  listReceivedPhotos,
  listStuckEvents,
  listUnhandledEvents,
  setEventJobId,
} from "@/server/reconcile/pending";

/** The repeating work, each on a BullMQ job scheduler; its jobs take their definition's attempts and backoff. */
function makeSchedules(config: TConfig): { queue: TQueueName; name: TJobName; every: number }[] {
  return [
    { queue: "calendars", name: "sync-calendars", every: config.CALENDAR_SYNC_MINUTES * 60 * 1000 },
    { queue: "maintenance", name: "erase-personal-data", every: 6 * 3600 * 1000 },
  ];
}

/**
 * Upserts every job scheduler. Upserting one that exists with the same interval keeps its next
 * run where it was (BullMQ replaces the waiting iteration with one at the same time), so doing it
 * each round only restores what a Redis wipe took.
 */
async function upsertSchedules(config: TConfig): Promise<void> {
  for (const { queue, name, every } of makeSchedules(config)) {
    await getQueue(queue).upsertJobScheduler(name, { every }, { name, data: { requestedAt: 0 }, opts: makeScheduledJobOptions(name) });
  }
}

type TRound = { schedules: boolean; events: number; photos: number; mails: number; alerted: boolean; errors: string[] };

const counts = (outcome: TEnsured) => (outcome === "added" || outcome === "re-added" ? 1 : 0);

/** One round; each part runs even when another fails (Redis away still lets the alert be decided). */
async function reconcileOnce(config: TConfig, now = Date.now()): Promise<TRound> {
  const round: TRound = { schedules: false, events: 0, photos: 0, mails: 0, alerted: false, errors: [] };
  // Work younger than a round is left to its producer: the relay, the handler that queued it.
  const before = new Date(now - config.RECONCILE_SECONDS * 1000);
  const reviveAfterMs = config.JOB_BACKOFF_MAX_MS;
  const part = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      // Prisma's messages span lines; the log keeps one line per round.
      round.errors.push(
        `${name}: ${
          (error as Error).message
            .split("\n")
            .filter((line) => line.trim())
            .at(-1) ?? "failed"
        }`,
      );
    }
  };

  await part("schedules", async () => {
    await upsertSchedules(config);
    round.schedules = true;
  });
  await part("events", async () => {
    for (const event of await listUnhandledEvents(before)) {
      const route = routeOutboxEvent(event);
      if (!route) continue; // a topic this version does not know: it stays counted as stuck
      if (event.job_id !== route.jobId) await setEventJobId(event.id, route.jobId);
      // Put back under the request that wrote the event, so the job's lines still carry its id.
      const ensured = await withRequestId(event.request_id, () => ensureJob(route.name, route.payload as never, reviveAfterMs, now));
      round.events += counts(ensured);
    }
  });
  await part("photos", async () => {
    for (const photoId of await listReceivedPhotos(before)) {
      round.photos += counts(await ensureJob("process-photo", { photoId }, reviveAfterMs, now));
    }
  });
  await part("decided photos", async () => {
    // Pictures of decided reviews and submissions the decision could not move (the bucket was away).
    for (const parent of await photosToSettle()) await settlePhotos(parent);
  });
  await part("mails", async () => {
    for (const key of await listPendingMailKeys(before)) {
      const payload = parseMailKey(key);
      if (payload) round.mails += counts(await ensureJob("send-mail", payload, reviveAfterMs, now));
    }
  });
  await part("alert", async () => {
    const alertId = await updateStuckAlert(await countPendingWork(config.STUCK_ALERT_MINUTES, new Date(now)), () =>
      listStuckEvents(config.STUCK_ALERT_MINUTES, new Date(now)),
    );
    if (!alertId) return;
    round.alerted = true;
    // Its send-log row is already written: if this add fails, the next round's mail part queues it.
    await enqueue("send-mail", { template: "operator-stuck-work", subjectId: alertId });
  });
  return round;
}

/** Renews the lease if `owner` holds it (atomically: it may have passed to another worker meanwhile). */
const RENEW_LEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

/**
 * Whether this worker (`owner`) reconciles this round: it takes the lease if nobody holds it, or
 * renews its own. Redis away or failing: yes (rounds are idempotent; the alert must still be decided).
 */
export async function holdsReconcilerLease(config: TConfig, owner: string): Promise<boolean> {
  const key = `${config.REDIS_PREFIX}:reconciler-lease`;
  const ms = Math.round(config.RECONCILE_SECONDS * 1500);
  try {
    const redis = getRedis();
    if ((await redis.set(key, owner, "PX", ms, "NX")) === "OK") return true;
    return (await redis.eval(RENEW_LEASE, 1, key, owner, String(ms))) === 1;
  } catch {
    return true;
  }
}

/** Runs a round at once and then every RECONCILE_SECONDS until stopped (while it holds the lease); logs what it put back. */
export function startReconciler(config: TConfig): { stop: () => Promise<void> } {
  let running = true;
  let wake: (() => void) | undefined;
  const owner = randomUUID();
  const loop = (async () => {
    while (running) {
      if (await holdsReconcilerLease(config, owner)) {
        const round = await reconcileOnce(config);
        const requeued = round.events + round.photos + round.mails;
        if (requeued > 0 || round.alerted)
          logger.info(
            { events: round.events, photos: round.photos, mails: round.mails, alerted: round.alerted },
            "reconciler re-enqueued work",
          );
        if (round.errors.length > 0) logger.warn({ errors: round.errors }, "reconciler round failed in part");
      }
      if (running) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, config.RECONCILE_SECONDS * 1000)));
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
