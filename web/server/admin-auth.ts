// HTTP basic auth for the operators' pages (the queue dashboard), from ADMIN_USER / ADMIN_PASSWORD,
// compared in constant time.
import { timingSafeEqual } from "node:crypto";
import { getConfig } from "./config";
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

export const BASIC_AUTH_CHALLENGE = 'Basic realm="Queue dashboard", charset="UTF-8"';
