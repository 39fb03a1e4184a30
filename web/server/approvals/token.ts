// The owner's action links: HMAC-SHA256 over action, subject and expiry, so that a link cannot be
// forged or stretched; checked in constant time. A link acts only once because its action is
// allowed only while the subject is still undecided.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "../config";
import { getSecret } from "../secrets";

export const OWNER_ACTIONS = [
  "booking.approve",
  "booking.decline",
  "review.approve",
  "review.reject",
  "photos.approve",
  "photos.reject",
] as const;
export type TOwnerAction = (typeof OWNER_ACTIONS)[number];

export type TActionClaim = { action: TOwnerAction; subjectId: string; expiresAt: number };
export type TTokenCheck = { ok: true; claim: TActionClaim } | { ok: false; reason: "tampered" | "expired" };

function sign(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

export function createActionToken(claim: TActionClaim, secret = getSecret("APPROVAL_SECRET")): string {
  const payload = Buffer.from(`${claim.action}|${claim.subjectId}|${claim.expiresAt}`).toString("base64url");
  return `${payload}.${sign(payload, secret).toString("base64url")}`;
}

export function verifyActionToken(token: string, now = Date.now(), secret = getSecret("APPROVAL_SECRET")): TTokenCheck {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "tampered" };
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "tampered" };
  const [action, subjectId, expiresAt] = Buffer.from(payload, "base64url").toString("utf8").split("|");
  if (!OWNER_ACTIONS.includes(action as TOwnerAction) || !subjectId || !/^\d+$/.test(expiresAt ?? ""))
    return { ok: false, reason: "tampered" };
  if (Number(expiresAt) < now) return { ok: false, reason: "expired" };
  return { ok: true, claim: { action: action as TOwnerAction, subjectId, expiresAt: Number(expiresAt) } };
}

/** The absolute link the owner's e-mail carries for this action. */
export function makeActionUrl(action: TOwnerAction, subjectId: string, now = Date.now()): string {
  const config = getConfig();
  const expiresAt = now + config.APPROVAL_LINK_DAYS * 24 * 3600 * 1000;
  return `${config.APP_URL.replace(/\/+$/, "")}/owner/${createActionToken({ action, subjectId, expiresAt })}`;
}
