// What every page behind an e-mailed link shares: its door's guard (rate limit, same-origin
// POSTs), the 503 answer of a busy database, and (for the pages not yet React pages) the plain page.
import { getDictionary, type TDictionary, type TLanguage } from "@/content/dictionaries";
import { getConfig } from "../config";
import { asUnavailable } from "../db/transient";
import { isAppError } from "../errors";
import { checkOrigin } from "../http/abuse";
import { consumeRateLimit, getClientAddress } from "../http/rate-limit";
import { escapeHtml } from "../mail/layout";

/** A small server-rendered page behind a link in an e-mail: no scripts, not indexed, never cached. */
export function renderPlainPage({
  language,
  title,
  html,
  status,
  headers = {},
}: {
  language: "en" | "af";
  title: string;
  html: string;
  status: number;
  headers?: Record<string, string>;
}): Response {
  const document = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2a2e;background:#f6f4ef;margin:0;padding:24px}main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e3e8e6;border-radius:8px;padding:24px}h1{font-size:22px;margin:0 0 16px}dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#5b6b70}dd{margin:0;font-weight:600;white-space:pre-wrap}button{font:inherit;font-weight:600;background:#1d5c63;color:#fff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer}button:focus-visible{outline:3px solid #e0a100;outline-offset:2px}.note{color:#5b6b70;font-size:14px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${html}</main></body></html>`;
  return new Response(document, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex", ...headers },
  });
}

/** The pages a link page answers its guard's refusals with, in its own style. */
export type TGuardRefusals<T = Response> = { limited: (retryAfterSeconds: number) => T; crossOrigin: () => T };

/**
 * The door of every page behind an e-mailed link: its rate limit per client in `bucket` (of
 * `points`, by default RATE_LIMIT_OWNER_PAGES), and for a POST the same-origin check. Returns the
 * page to answer with when the request is refused, else null.
 */
export async function guardLinkPage<T = Response>(
  request: Request,
  method: "GET" | "POST",
  { bucket, points = getConfig().RATE_LIMIT_OWNER_PAGES }: { bucket: string; points?: number },
  t: TDictionary,
  refuse: TGuardRefusals<T>,
): Promise<T | null> {
  try {
    await consumeRateLimit(bucket, getClientAddress(request.headers), t, points);
    if (method === "POST") checkOrigin(request.headers, t);
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") return refuse.limited(error.details.retryAfterSeconds ?? 60);
    if (isAppError(error) && error.code === "FORBIDDEN") return refuse.crossOrigin();
    throw error;
  }
  return null;
}

/**
 * Runs a link page; when the database is busy or away, answers `unavailable` (a 503 page with the
 * message in `language` and when to retry) instead of failing.
 */
export async function unlessUnavailable<T = Response>(
  language: TLanguage,
  run: () => Promise<T>,
  unavailable: (message: string, retryAfterSeconds: number) => T,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const found = asUnavailable(error, getDictionary(language));
    if (!found) throw error;
    return unavailable(found.message, found.details.retryAfterSeconds ?? 1);
  }
}

/** A booking's fields every guest link page shows or decides on. */
export const GUEST_PAGE_BOOKING_FIELDS = {
  number: true,
  stay: true,
  checkIn: true,
  checkOut: true,
  guests: true,
  totalPriceCents: true,
  language: true,
  status: true,
  verifiedAt: true,
} as const;
