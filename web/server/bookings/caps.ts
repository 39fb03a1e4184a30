// Limits on what one requester can ask for: a client (its network), an e-mail address and a phone
// number may each keep only a few requests open at once, and only so many nights in them, so
// that nobody but the owner controls the calendar. Counted in the writing transaction under
// advisory locks on each key, so that concurrent requests of one sender cannot both pass (a new
// request: the database's request_booking, create-booking.ts; a confirmation: isOverOpenCap).
import "server-only";
import { createHmac } from "node:crypto";
import { getConfig } from "../config";
import { Prisma } from "../db/generated/client";
import type { TTx } from "../db/client";
import { Refusal, refusedToVisitor } from "../errors";
import { clientNetwork } from "../http/client-network";
import { getSecret } from "../secrets";
import { lockKeys } from "./holds";

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

/**
 * SQL: whether the owner blocked this sender (by e-mail address or phone number) while the block
 * lasts. Read with the other facts of a request, before its transaction (create-booking.ts).
 */
export function senderBlockedSql(request: { guestEmail: string; guestPhone: string }): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM sender_blocks
    WHERE until > now() AND ((kind = 'email' AND value = ${request.guestEmail.toLowerCase()}) OR (kind = 'phone' AND value = ${request.guestPhone})))`;
}

/** The refusal of a request whose sender the owner blocked (403), in the visitor's words at the door. */
export function senderBlockedError(): Refusal {
  return refusedToVisitor("FORBIDDEN", "senderBlocked", { reason: "SENDER_BLOCKED" });
}

type TOpenCounts = { unverified: number; open: number; nights: number };

/** Open requests (holding nights that have not lapsed) of each of the sender's keys (the database's open_request_counts). */
async function countOpenRequests(tx: TTx, sender: TSender, excludeBookingId?: string): Promise<TOpenCounts[]> {
  return tx.$queryRaw<TOpenCounts[]>`
    SELECT unverified, open, nights FROM open_request_counts(${sender.clientKey}, ${sender.email}, ${sender.phone}, ${excludeBookingId ?? null}::uuid)`;
}

/** The advisory lock keys of a sender, in the order they are taken (before any night's: holds.ts). */
export function senderLockKeys(sender: TSender): string[] {
  return [`client:${sender.clientKey}`, `email:${sender.email.toLowerCase()}`, `phone:${sender.phone}`].sort();
}

/** The caps a new request is held to, as the database's request_booking takes them. */
export function requestCaps(): { unverified: number; open: number; nights: number } {
  const config = getConfig();
  return { unverified: config.REQUEST_CAP_UNVERIFIED, open: config.REQUEST_CAP_OPEN, nights: config.REQUEST_CAP_NIGHTS };
}

export type TCapReason = "REQUEST_CAP_UNVERIFIED" | "REQUEST_CAP_OPEN" | "REQUEST_CAP_NIGHTS";

/**
 * The refusal of a request that would take its sender over a cap: unconfirmed requests and
 * unanswered confirmed ones (429), or nights held by them together (409). The database's
 * request_booking counts, under the sender's locks, and names the cap; the visitor's door words it.
 */
export function capRefusal(reason: TCapReason): Refusal {
  const config = getConfig();
  switch (reason) {
    case "REQUEST_CAP_UNVERIFIED":
      return refusedToVisitor("RATE_LIMITED", "capUnverified", {
        reason,
        params: [config.REQUEST_CAP_UNVERIFIED, config.PROVISIONAL_HOLD_MINUTES],
      });
    case "REQUEST_CAP_OPEN":
      return refusedToVisitor("RATE_LIMITED", "capOpen", { reason, params: [config.REQUEST_CAP_OPEN] });
    case "REQUEST_CAP_NIGHTS":
      return refusedToVisitor("CONFLICT", "capNights", { reason, params: [config.REQUEST_CAP_NIGHTS] });
  }
}

/** True when confirming this request would give its sender more unanswered requests than allowed. */
export async function isOverOpenCap(tx: TTx, bookingId: string, sender: TSender): Promise<boolean> {
  await lockKeys(tx, senderLockKeys(sender));
  const counts = await countOpenRequests(tx, sender, bookingId);
  return counts.some((c) => c.open >= getConfig().REQUEST_CAP_OPEN);
}
