// The pages behind the owner's action links: plain server-rendered HTML with the right status
// (200, 403 forged, 410 expired, 404 gone, 503 database busy). GET only describes; the form's POST acts.
import { getDictionary, type TDictionary, type TLanguage } from "@/content/dictionaries";
import { getConfig } from "../config";
import { asUnavailable } from "../db/transient";
import { isAppError } from "../errors";
import { checkOrigin } from "../http/abuse";
import { consumeRateLimit, getClientAddress } from "../http/rate-limit";
import { escapeHtml } from "../mail/layout";
import type { TActionSubject } from "./actions";

type TOwnerPage =
  | { kind: "confirm"; subject: TActionSubject; postUrl: string }
  | { kind: "done"; subject: TActionSubject }
  | { kind: "already"; subject: TActionSubject }
  | { kind: "forged" }
  | { kind: "expired" }
  | { kind: "missing" }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "unavailable"; message: string; retryAfterSeconds: number }
  | { kind: "cross-origin" }
  | { kind: "channel-conflict"; consoleUrl: string };

const STATUS: Record<TOwnerPage["kind"], number> = {
  confirm: 200,
  done: 200,
  already: 200,
  forged: 403,
  expired: 410,
  missing: 404,
  limited: 429,
  unavailable: 503,
  "cross-origin": 403,
  "channel-conflict": 409,
};

function details(subject: TActionSubject): string {
  return `<dl>${subject.details.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;
}

function body(page: TOwnerPage): { title: string; html: string } {
  switch (page.kind) {
    case "confirm":
      return {
        title: page.subject.title,
        html: `${details(page.subject)}<form method="post" action="${escapeHtml(page.postUrl)}"><button type="submit">${escapeHtml(page.subject.buttonLabel)}</button></form><p class="note">Nothing changes until you press the button.</p>`,
      };
    case "done":
      return {
        title: "Done",
        html: `<p role="status">Recorded: this is now <strong>${escapeHtml(page.subject.state)}</strong>.</p>${details(page.subject)}`,
      };
    case "already":
      return {
        title: "Already decided",
        html: `<p role="status">This was decided before: it is <strong>${escapeHtml(page.subject.state)}</strong>. Nothing was changed.</p>${details(page.subject)}`,
      };
    case "forged":
      return {
        title: "This link is not valid",
        html: "<p>The link has been altered or was not made by your booking website. Nothing was changed.</p>",
      };
    case "expired":
      return { title: "This link has expired", html: "<p>Links in the e-mails work for a limited time. Nothing was changed.</p>" };
    case "missing":
      return { title: "Not found", html: "<p>What this link refers to no longer exists. Nothing was changed.</p>" };
    case "limited":
      return {
        title: "Please wait a moment",
        html: "<p>Too many requests from this address. Try the link again in a few minutes. Nothing was changed.</p>",
      };
    case "unavailable":
      return { title: "Please wait a moment", html: `<p>${escapeHtml(page.message)}</p>` };
    case "channel-conflict":
      return {
        title: "Resolve the channel conflict first",
        html: `<p role="alert">A channel's calendar (Airbnb, Booking.com) claims some of these nights. It cannot be confirmed until you decline it, or mark the channel's claim handled. Nothing was changed.</p><p><a href="${escapeHtml(page.consoleUrl)}">Open it in the owner's console</a></p>`,
      };
    case "cross-origin":
      return { title: "Not sent from this site", html: "<p>The button must be pressed on this page itself. Nothing was changed.</p>" };
  }
}

export function renderOwnerPage(page: TOwnerPage): Response {
  const { title, html } = body(page);
  return renderPlainPage({
    language: "en",
    title,
    html,
    status: STATUS[page.kind],
    headers: "retryAfterSeconds" in page ? { "retry-after": String(page.retryAfterSeconds) } : {},
  });
}

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
export type TGuardRefusals = { limited: (retryAfterSeconds: number) => Response; crossOrigin: () => Response };

/**
 * The door of every page behind an e-mailed link: its rate limit per client in `bucket` (of
 * `points`, by default RATE_LIMIT_OWNER_PAGES), and for a POST the same-origin check. Returns the
 * page to answer with when the request is refused, else null.
 */
export async function guardLinkPage(
  request: Request,
  method: "GET" | "POST",
  { bucket, points = getConfig().RATE_LIMIT_OWNER_PAGES }: { bucket: string; points?: number },
  t: TDictionary,
  refuse: TGuardRefusals,
): Promise<Response | null> {
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
export async function unlessUnavailable(
  language: TLanguage,
  run: () => Promise<Response>,
  unavailable: (message: string, retryAfterSeconds: number) => Response,
): Promise<Response> {
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
  totalPrice: true,
  language: true,
  status: true,
  verifiedAt: true,
} as const;
