// A booking's messages between the owner and its guest. The owner's message is e-mailed to the
// guest through the outbox (one send-log row per message, so exactly once); the guest's messages
// are only stored, and the owner hears of them per burst: `scanMessageBursts`, on the worker's
// sweep, finds bookings whose unread guest messages have been quiet for MESSAGE_QUIET_SECONDS,
// marks those messages as covered by one e-mail and claims its send-log row in one statement.
// Everything is decided from PostgreSQL, so a Redis that was wiped loses only time (the
// reconciler queues owed send-log rows again) and never sends a burst's e-mail twice.
import "server-only";
import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "@/content/messages";
import type { TActor } from "../audit/actor";
import { getConfig } from "../config";
import { getDb, type TDb } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { refusedToVisitor } from "../errors";
import { logger } from "../log";
import { makeOutboxEvent } from "../outbox";
import { enqueue } from "../queue";
import { parseMailKey } from "../queue/jobs";
import { isSafeText } from "../validation";

export type TMessageAuthor = "owner" | "guest";

export type TThreadMessage = { id: string; author: TMessageAuthor; body: string; createdAt: string; unread: boolean };

/** The thread of one booking, oldest first; `unread` marks the guest's messages the owner has not seen. */
export async function listThread(bookingId: string, db: TDb = getDb()): Promise<TThreadMessage[]> {
  const rows = await db.bookingMessage.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
  return rows.map((m) => ({
    id: m.id.toString(),
    author: m.author === "owner" ? "owner" : "guest",
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    unread: m.author === "guest" && m.readAt === null,
  }));
}

/** A message's text as the guest sends it; each issue's message is the key of its refusal. */
const zMessageBody = z
  .string({ error: "messageEmpty" })
  .trim()
  .min(1, "messageEmpty")
  .max(MESSAGE_MAX_LENGTH, "messageTooLong")
  .refine(isSafeText, "messageUnreadable");

/** The guest's message, trimmed; refused under `message` when it is empty, too long or has characters that cannot be stored. */
export function parseGuestMessage(text: unknown): string {
  const parsed = zMessageBody.safeParse(text);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.message;
  if (key === "messageTooLong") throw refusedToVisitor("BAD_REQUEST", key, { field: "message", params: [MESSAGE_MAX_LENGTH] });
  throw refusedToVisitor("BAD_REQUEST", key === "messageUnreadable" ? key : "messageEmpty", { field: "message" });
}

/** A booking takes messages while it exists and its guest's details were not erased: refused otherwise. */
async function refuseUnlessOpen(bookingId: string, db: TDb | Parameters<Parameters<TDb["$transaction"]>[0]>[0]) {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { erasedAt: true } });
  if (!booking) throw refusedToVisitor("NOT_FOUND", "notFound");
  if (booking.erasedAt) throw refusedToVisitor("CONFLICT", "erased", { reason: "ERASED" });
}

/**
 * The owner writes to the guest (refused when the booking is gone or its personal data erased): stored, the guest's waiting messages count as read (the owner
 * answered them), and the e-mail to the guest is owed by the outbox event in the same transaction.
 */
export async function postOwnerMessage({
  bookingId,
  actor,
  body,
}: {
  bookingId: string;
  actor: Extract<TActor, { kind: "owner" }>;
  body: string;
}): Promise<{ id: string }> {
  return retryingTransaction(async (tx) => {
    await refuseUnlessOpen(bookingId, tx);
    const message = await tx.bookingMessage.create({ data: { bookingId, author: "owner", body, actorEmail: actor.email } });
    await tx.bookingMessage.updateMany({ where: { bookingId, author: "guest", readAt: null }, data: { readAt: new Date() } });
    await tx.outboxEvent.create({ data: makeOutboxEvent("message.sent", { bookingId, messageId: message.id.toString() }) });
    return { id: message.id.toString() };
  });
}

/** The guest writes from the booking page; refused once the booking's personal data was erased. */
export async function postGuestMessage(bookingId: string, body: string): Promise<void> {
  const db = getDb();
  await refuseUnlessOpen(bookingId, db);
  await db.bookingMessage.create({ data: { bookingId, author: "guest", body } });
}

/** The owner has seen the thread: its guest messages are read, and no e-mail is owed for them any more. */
export async function markThreadRead(bookingId: string): Promise<{ read: number }> {
  const { count } = await getDb().bookingMessage.updateMany({
    where: { bookingId, author: "guest", readAt: null },
    data: { readAt: new Date() },
  });
  return { read: count };
}

export type TUnreadThread = { bookingId: string; unread: number; lastAt: string };

/** The threads with guest messages the owner has not read, the most recent first (Today). */
export async function listUnreadThreads(db: TDb = getDb()): Promise<TUnreadThread[]> {
  const rows = await db.bookingMessage.groupBy({
    by: ["bookingId"],
    where: { author: "guest", readAt: null },
    _count: { _all: true },
    _max: { createdAt: true },
  });
  return rows
    .map((row) => ({ bookingId: row.bookingId, unread: row._count._all, lastAt: (row._max.createdAt ?? new Date(0)).toISOString() }))
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

/**
 * One e-mail to the owner per burst of a guest's messages: for every booking whose unread, not yet
 * covered guest messages have all been quiet for MESSAGE_QUIET_SECONDS, the messages are marked as
 * covered by the burst (its last message's id) and the send-log row `message-owner:<booking>:<id>`
 * is claimed, in one statement; the claimed rows are queued. A second scan, a second worker or a
 * scan after Redis was wiped finds those messages covered and claims nothing again.
 */
export async function scanMessageBursts(now = new Date()): Promise<string[]> {
  const quietSince = new Date(now.getTime() - getConfig().MESSAGE_QUIET_SECONDS * 1000);
  const claimed = await getDb().$queryRaw<{ key: string }[]>`
    WITH bursts AS (
      SELECT m.booking_id, max(m.id) AS last
      FROM booking_messages m JOIN bookings b ON b.id = m.booking_id
      WHERE m.author = 'guest' AND m.read_at IS NULL AND m.owner_mail_seq IS NULL AND b.erased_at IS NULL
      GROUP BY m.booking_id
      HAVING max(m.created_at) <= ${quietSince}
    ), covered AS (
      UPDATE booking_messages m SET owner_mail_seq = bursts.last
      FROM bursts
      WHERE m.booking_id = bursts.booking_id AND m.author = 'guest' AND m.read_at IS NULL
        AND m.owner_mail_seq IS NULL AND m.id <= bursts.last
      RETURNING m.booking_id
    )
    INSERT INTO email_sends (id, key)
    SELECT gen_random_uuid(), 'message-owner:' || bursts.booking_id || ':' || bursts.last
    FROM bursts
    WHERE EXISTS (SELECT 1 FROM covered WHERE covered.booking_id = bursts.booking_id)
    ON CONFLICT (key) DO NOTHING
    RETURNING key`;
  // Claimed rows are owed mail: if Redis is away now, the reconciler queues them later.
  for (const { key } of claimed) {
    const payload = parseMailKey(key);
    if (payload)
      await enqueue("send-mail", payload).catch((error: unknown) =>
        logger.warn({ key, err: (error as Error).message }, "message e-mail not queued"),
      );
  }
  return claimed.map(({ key }) => key.split(":")[1]!);
}

/** The guest messages one owner e-mail covers (its burst), oldest first. */
export function loadBurst(bookingId: string, last: number) {
  return getDb().bookingMessage.findMany({
    where: { bookingId, author: "guest", ownerMailSeq: BigInt(last) },
    orderBy: { id: "asc" },
    select: { body: true, createdAt: true },
  });
}
