// HTTP basic auth for the operators' pages (the queue dashboard), from ADMIN_USER / ADMIN_PASSWORD,
// compared in constant time. Failed logins are rate-limited per client: after
// RATE_LIMIT_ADMIN_LOGINS failures in RATE_LIMIT_WINDOW_SECONDS every login of that client is
// refused (429) until the window passes, the right password included.
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getConfig } from "./config";
import { countFailure, secondsUntilRetry } from "./http/rate-limit";
import { getSecret } from "./secrets";

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the Authorization header carries the admin's credentials. */
export function isAdmin(authorization: string | null | undefined): boolean {
  const { ADMIN_USER } = getConfig();
  const ADMIN_PASSWORD = getSecret("ADMIN_PASSWORD");
  if (!authorization?.startsWith("Basic ")) return false;
  const decoded = Buffer.from(authorization.slice(6), "base64").toString("utf8");
  const split = decoded.indexOf(":");
  return split > 0 && safeEqual(decoded.slice(0, split), ADMIN_USER) && safeEqual(decoded.slice(split + 1), ADMIN_PASSWORD);
}

const BASIC_AUTH_CHALLENGE = 'Basic realm="Queue dashboard", charset="UTF-8"';

const LOGIN_BUCKET = "admin-login";

type TAdminCheck = { ok: true } | { ok: false; status: 401 } | { ok: false; status: 429; retryAfterSeconds: number };

/**
 * The admin's login through the rate limit. A request without credentials (the browser's first,
 * before it asks for them) is not a failed attempt; wrong credentials are.
 */
export async function checkAdminLogin(authorization: string | null | undefined, client: string): Promise<TAdminCheck> {
  const points = getConfig().RATE_LIMIT_ADMIN_LOGINS;
  const retryAfterSeconds = await secondsUntilRetry(LOGIN_BUCKET, client, points);
  if (retryAfterSeconds !== null) return { ok: false, status: 429, retryAfterSeconds };
  if (isAdmin(authorization)) return { ok: true };
  if (authorization) await countFailure(LOGIN_BUCKET, client, points);
  return { ok: false, status: 401 };
}

/** The dashboard's Content-Security-Policy: Bull Board needs its `<base>` and same-origin assets, nothing inline. */
export const DASHBOARD_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

/** The reply's status, text and headers for a refused login. */
export function refusal(check: Exclude<TAdminCheck, { ok: true }>): { status: number; text: string; headers: Record<string, string> } {
  return check.status === 429
    ? {
        status: 429,
        text: "Too many failed logins; try again later.",
        headers: { "retry-after": String(check.retryAfterSeconds), "cache-control": "no-store" },
      }
    : { status: 401, text: "Authentication required.", headers: { "www-authenticate": BASIC_AUTH_CHALLENGE, "cache-control": "no-store" } };
}
