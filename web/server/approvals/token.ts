// Signed links: the owner's action links and the guest's confirmation link. HMAC-SHA256 over
// action, subject and expiry, so that a link cannot be forged, stretched or turned into another
// action; checked in constant time. A link acts only once because its action is allowed only
// while the subject is still undecided.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "../config";
import { getSecret } from "../secrets";

const OWNER_ACTIONS = [
  "booking.approve",
  "booking.decline",
  "booking.decline-block",
  "review.approve",
  "review.reject",
  "photos.approve",
  "photos.reject",
  "payment.extend",
  "payment.release",
] as const;
export type TOwnerAction = (typeof OWNER_ACTIONS)[number];

/** Links a guest follows: confirming their e-mail address for a booking request. */
export const GUEST_ACTIONS = ["booking.verify"] as const;
/** The guest's own booking page: a link that lasts for the booking's life, in every guest e-mail. */
export const BOOKING_PAGE_ACTIONS = ["booking.view"] as const;
/** The review form a guest is invited to after a confirmed stay. */
export const REVIEW_INVITE_ACTIONS = ["review.invite"] as const;
/** The changeover sheet the owner gives the cleaner; its subject is the link's row, which the owner can revoke. */
export const CLEANER_ACTIONS = ["changeover.view"] as const;
export type TSignedAction =
  | TOwnerAction
  | (typeof GUEST_ACTIONS)[number]
  | (typeof BOOKING_PAGE_ACTIONS)[number]
  | (typeof REVIEW_INVITE_ACTIONS)[number]
  | (typeof CLEANER_ACTIONS)[number];

type TActionClaim<A extends TSignedAction = TOwnerAction> = { action: A; subjectId: string; expiresAt: number };
type TTokenCheck<A extends TSignedAction = TOwnerAction> =
  { ok: true; claim: TActionClaim<A> } | { ok: false; reason: "tampered" | "expired" };

function sign(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

export function createActionToken(claim: TActionClaim<TSignedAction>, secret = getSecret("APPROVAL_SECRET")): string {
  const payload = Buffer.from(`${claim.action}|${claim.subjectId}|${claim.expiresAt}`).toString("base64url");
  return `${payload}.${sign(payload, secret).toString("base64url")}`;
}

export function verifyActionToken<A extends TSignedAction = TOwnerAction>(
  token: string,
  now = Date.now(),
  secret = getSecret("APPROVAL_SECRET"),
  allowed: readonly A[] = OWNER_ACTIONS as readonly TSignedAction[] as readonly A[],
): TTokenCheck<A> {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "tampered" };
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "tampered" };
  const [action, subjectId, expiresAt] = Buffer.from(payload, "base64url").toString("utf8").split("|");
  if (!allowed.includes(action as A) || !subjectId || !/^\d+$/.test(expiresAt ?? "")) return { ok: false, reason: "tampered" };
  if (Number(expiresAt) < now) return { ok: false, reason: "expired" };
  return { ok: true, claim: { action: action as A, subjectId, expiresAt: Number(expiresAt) } };
}

/** The absolute link the owner's e-mail carries for this action. */
export function makeActionUrl(action: TOwnerAction, subjectId: string, now = Date.now()): string {
  const config = getConfig();
  const expiresAt = now + config.APPROVAL_LINK_DAYS * 24 * 3600 * 1000;
  return `${config.APP_URL.replace(/\/+$/, "")}/owner/${createActionToken({ action, subjectId, expiresAt })}`;
}

/** The guest's link that confirms a booking request; valid as long as the request can be confirmed. */
export function makeVerifyUrl(bookingId: string, expiresAt: Date): string {
  const token = createActionToken({ action: "booking.verify", subjectId: bookingId, expiresAt: expiresAt.getTime() });
  return `${getConfig().APP_URL.replace(/\/+$/, "")}/verify/${token}`;
}

/** How long after check-out the guest's booking page stays open. */
const BOOKING_PAGE_DAYS_AFTER_STAY = 365;

/**
 * The guest's booking page. Its expiry is derived from the stay, so every e-mail of one booking
 * carries the same link; the HMAC makes it unguessable.
 */
export function makeBookingPageUrl(bookingId: string, checkOut: Date): string {
  const expiresAt = checkOut.getTime() + BOOKING_PAGE_DAYS_AFTER_STAY * 24 * 3600 * 1000;
  const token = createActionToken({ action: "booking.view", subjectId: bookingId, expiresAt });
  return `${getConfig().APP_URL.replace(/\/+$/, "")}/booking/${token}`;
}

/** How long after check-out a review invitation's link works. */
const REVIEW_INVITE_DAYS_AFTER_STAY = 60;

/** The review form of a stay, e-mailed to its guest the day after check-out; it takes one review. */
export function makeReviewInviteUrl(bookingId: string, checkOut: Date): string {
  const expiresAt = checkOut.getTime() + REVIEW_INVITE_DAYS_AFTER_STAY * 24 * 3600 * 1000;
  const token = createActionToken({ action: "review.invite", subjectId: bookingId, expiresAt });
  return `${getConfig().APP_URL.replace(/\/+$/, "")}/review/${token}`;
}

/** The cleaner's changeover sheet behind one of the owner's links, valid until the link's own expiry. */
export function makeCleanerUrl(linkId: string, expiresAt: Date): string {
  const token = createActionToken({ action: "changeover.view", subjectId: linkId, expiresAt: expiresAt.getTime() });
  return `${getConfig().APP_URL.replace(/\/+$/, "")}/cleaner/${token}`;
}
