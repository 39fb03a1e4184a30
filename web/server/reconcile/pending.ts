// Work the database says is due and not done: what the worker's reconciler puts back into the
// queues, and what /health and /api/health count. Each kind is read from its own rows, so nothing
// here depends on what Redis still holds:
//   outbox events   handled_at IS NULL (the worker stamps it when the event's job completes)
//   photos          state = 'received' (processing makes them ready or failed)
//   e-mails         email_sends.sent_at IS NULL (the send log's row of an e-mail still owed)
//   holds           expires_at in the past (lapsed; the worker's sweep releases them)
import "server-only";
import { getConfig } from "../config";
import { getDb } from "../db/client";

type TDueEvent = { id: bigint; topic: string; payload: unknown; job_id: string | null; request_id: string | null };

/** Outbox events queued before `queuedBefore` whose job has not completed. */
export function listUnhandledEvents(queuedBefore: Date, limit = 500): Promise<TDueEvent[]> {
  return getDb().$queryRaw<TDueEvent[]>`
    SELECT id, topic, payload, job_id, request_id FROM outbox_events
    WHERE handled_at IS NULL AND sent_at IS NOT NULL AND sent_at < ${queuedBefore}
    ORDER BY id LIMIT ${limit}`;
}

/** Records the job an event becomes (when it was missing or made by another version). */
export async function setEventJobId(id: bigint, jobId: string): Promise<void> {
  await getDb().outboxEvent.update({ where: { id }, data: { jobId } });
}

/** Stamps every event that became this job as handled; called by the worker as the job's last step. */
export async function markEventsHandled(jobId: string): Promise<number> {
  return getDb().$executeRaw`UPDATE outbox_events SET handled_at = now() WHERE job_id = ${jobId} AND handled_at IS NULL`;
}

/** Photos received before `receivedBefore` and not processed yet. */
export async function listReceivedPhotos(receivedBefore: Date, limit = 500): Promise<string[]> {
  const rows = await getDb().photo.findMany({
    where: { state: "received", createdAt: { lt: receivedBefore } },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  return rows.map((row) => row.id);
}

/** Send-log keys of e-mails owed since before `owedBefore` and not sent. */
/**
 * The keys of e-mails owed since before `owedBefore`, but not those an attempt claimed less than
 * MAIL_CLAIM_SECONDS before `now`: that attempt may have handed it to SMTP already.
 */
export async function listPendingMailKeys(owedBefore: Date, limit = 500, now = new Date()): Promise<string[]> {
  const claimedBefore = new Date(now.getTime() - getConfig().MAIL_CLAIM_SECONDS * 1000);
  const rows = await getDb().emailSend.findMany({
    where: { sentAt: null, createdAt: { lt: owedBefore }, OR: [{ claimedAt: null }, { claimedAt: { lte: claimedBefore } }] },
    select: { key: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  return rows.map((row) => row.key);
}

export type TWorkCount = {
  /** Not done yet, however recent. */
  pending: number;
  /** Not done for longer than STUCK_ALERT_MINUTES. */
  stuck: number;
  /** How long the oldest of them has waited. */
  oldestSeconds: number | null;
};

export type TWorkReport = {
  stuckAfterMinutes: number;
  /** Stuck items of every kind together. */
  stuck: number;
  outboxEvents: TWorkCount;
  photos: TWorkCount;
  mails: TWorkCount;
  lapsedHolds: TWorkCount;
};

type TCountRow = { kind: string; pending: bigint; stuck: bigint; oldest: Date | null };

/** Counts the pending and stuck work of each kind, in one query. */
export async function countPendingWork(stuckAfterMinutes: number, now = new Date()): Promise<TWorkReport> {
  const cutoff = new Date(now.getTime() - stuckAfterMinutes * 60 * 1000);
  const rows = await getDb().$queryRaw<TCountRow[]>`
    SELECT 'outboxEvents' AS kind, count(*) AS pending, count(*) FILTER (WHERE created_at < ${cutoff}) AS stuck, min(created_at) AS oldest
      FROM outbox_events WHERE handled_at IS NULL
    UNION ALL
    SELECT 'photos', count(*), count(*) FILTER (WHERE created_at < ${cutoff}), min(created_at)
      FROM photos WHERE state = 'received'
    UNION ALL
    SELECT 'mails', count(*), count(*) FILTER (WHERE created_at < ${cutoff}), min(created_at)
      FROM email_sends WHERE sent_at IS NULL
    UNION ALL
    SELECT 'lapsedHolds', count(*), count(*) FILTER (WHERE expires_at < ${cutoff}), min(expires_at)
      FROM holds WHERE expires_at <= ${now}`;
  const counts = Object.fromEntries(
    rows.map((row) => [
      row.kind,
      {
        pending: Number(row.pending),
        stuck: Number(row.stuck),
        oldestSeconds: row.oldest ? Math.max(0, Math.round((now.getTime() - row.oldest.getTime()) / 1000)) : null,
      },
    ]),
  ) as Record<"outboxEvents" | "photos" | "mails" | "lapsedHolds", TWorkCount>;
  return {
    stuckAfterMinutes,
    stuck: Object.values(counts).reduce((sum, count) => sum + count.stuck, 0),
    ...counts,
  };
}

/** A stuck outbox event as the operator's alert names it: enough to find its job and act. */
export type TStuckEvent = { id: string; topic: string; jobId: string | null; minutes: number; attempts: number; lastError: string | null };

/** E-mail addresses in an error text (a mail server's refusal names the recipient): not for the alert. */
const EMAIL_ADDRESS = /[^\s<>@"']+@[^\s<>@"']+/g;

/** The oldest outbox events not handled for longer than `stuckAfterMinutes`, at most `limit`. */
export async function listStuckEvents(stuckAfterMinutes: number, now = new Date(), limit = 10): Promise<TStuckEvent[]> {
  const cutoff = new Date(now.getTime() - stuckAfterMinutes * 60 * 1000);
  const rows = await getDb().outboxEvent.findMany({
    where: { handledAt: null, createdAt: { lt: cutoff } },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, topic: true, jobId: true, createdAt: true, attempts: true, lastError: true },
  });
  return rows.map((row) => ({
    id: String(row.id),
    topic: row.topic,
    jobId: row.jobId,
    minutes: Math.round((now.getTime() - row.createdAt.getTime()) / 60_000),
    attempts: row.attempts,
    lastError: row.lastError ? row.lastError.replace(EMAIL_ADDRESS, "[address]").slice(0, 200) : null,
  }));
}
