// Limits on what one requester can ask for: a client (its network), an e-mail address and a phone
// number may each keep only a few requests open at once, and only so many nights in them, so
// that nobody but the owner controls the calendar. Counted in the writing transaction under
// advisory locks on each key, so that concurrent requests of one sender cannot both pass.
import { createHmac } from "node:crypto";
import type { TDictionary } from "@/content/dictionaries";
import { getConfig } from "../config";
import { getDb, type TTx } from "../db/client";
import { AppError } from "../errors";
import { clientNetwork } from "../http/client-network";
import { getSecret } from "../secrets";

type TSender = { clientKey: string; email: string; phone: string };

/**
 * A keyed hash of the client's network (its /24 or /64: clientNetwork), so that a sender with a
 * block of addresses counts once: enough to count its requests, useless to anyone else.
 */
export function makeClientKey(client: string): string {
  return createHmac("sha256", getSecret("APPROVAL_SECRET"))
    .update(`client:${clientNetwork(client)}`)
    .digest("base64url")
    .slice(0, 32);
}

/** Refuses a sender the owner blocked (by e-mail address or phone number) while the block lasts. */
export async function refuseBlockedSender(request: { guestEmail: string; guestPhone: string }, t: TDictionary): Promise<void> {
  const blocked = await getDb().senderBlock.findFirst({
    where: {
      until: { gt: new Date() },
      OR: [
        { kind: "email", value: request.guestEmail.toLowerCase() },
        { kind: "phone", value: request.guestPhone },
      ],
    },
    select: { id: true },
  });
  if (blocked) throw new AppError("FORBIDDEN", t.api.senderBlocked, { reason: "SENDER_BLOCKED" });
}

type TOpenCounts = { unverified: number; open: number; nights: number };

/** Open requests (holding nights that have not lapsed) of each of the sender's keys. */
async function countOpenRequests(tx: TTx, sender: TSender, excludeBookingId?: string): Promise<TOpenCounts[]> {
  const exclude = excludeBookingId ?? "00000000-0000-0000-0000-000000000000";
  return tx.$queryRaw<TOpenCounts[]>`
    WITH open_requests AS (
      SELECT b.client_key, lower(b.guest_email) AS email, b.guest_phone AS phone, b.verified_at, b.nights
      FROM bookings b JOIN holds h ON h.id = b.hold_id
      WHERE b.status = 'requested' AND h.expires_at > now() AND b.id <> ${exclude}::uuid
        AND (b.client_key = ${sender.clientKey} OR lower(b.guest_email) = ${sender.email.toLowerCase()} OR b.guest_phone = ${sender.phone})
    ), by_key AS (
      SELECT 'client' AS dim, * FROM open_requests WHERE client_key = ${sender.clientKey}
      UNION ALL SELECT 'email', * FROM open_requests WHERE email = ${sender.email.toLowerCase()}
      UNION ALL SELECT 'phone', * FROM open_requests WHERE phone = ${sender.phone}
    )
    SELECT (count(*) FILTER (WHERE verified_at IS NULL))::int AS unverified,
      (count(*) FILTER (WHERE verified_at IS NOT NULL))::int AS open,
      coalesce(sum(nights), 0)::int AS nights
    FROM by_key GROUP BY dim`;
}

/** Serialises the writes of one sender: locks each of its keys until the transaction ends. */
async function lockSender(tx: TTx, sender: TSender): Promise<void> {
  const keys = [`client:${sender.clientKey}`, `email:${sender.email.toLowerCase()}`, `phone:${sender.phone}`].sort();
  for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/**
 * Refuses a new request that would take its sender over a cap: unconfirmed requests and
 * unanswered confirmed ones (429), or nights held by them together (409).
 */
export async function enforceRequestCaps(tx: TTx, sender: TSender & { nights: number }, t: TDictionary): Promise<void> {
  const config = getConfig();
  await lockSender(tx, sender);
  for (const counts of await countOpenRequests(tx, sender)) {
    if (counts.unverified >= config.REQUEST_CAP_UNVERIFIED)
      throw new AppError("RATE_LIMITED", t.api.capUnverified(config.REQUEST_CAP_UNVERIFIED, config.PROVISIONAL_HOLD_MINUTES), {
        reason: "REQUEST_CAP_UNVERIFIED",
      });
    if (counts.open >= config.REQUEST_CAP_OPEN)
      throw new AppError("RATE_LIMITED", t.api.capOpen(config.REQUEST_CAP_OPEN), { reason: "REQUEST_CAP_OPEN" });
    if (counts.nights + sender.nights > config.REQUEST_CAP_NIGHTS)
      throw new AppError("CONFLICT", t.api.capNights(config.REQUEST_CAP_NIGHTS), { reason: "REQUEST_CAP_NIGHTS" });
  }
}

/** True when confirming this request would give its sender more unanswered requests than allowed. */
export async function isOverOpenCap(tx: TTx, bookingId: string, sender: TSender): Promise<boolean> {
  await lockSender(tx, sender);
  const counts = await countOpenRequests(tx, sender, bookingId);
  return counts.some((c) => c.open >= getConfig().REQUEST_CAP_OPEN);
}
