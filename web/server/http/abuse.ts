// Defences of the public write paths against other sites and bots: state-changing requests must
// come from our own origin (or from no browser at all), and the public forms carry a honeypot
// field (`company`, which people never see) and the time the form was opened (`formStartedAt`).
import "server-only";
import { getConfig } from "../config";
import { refusedToVisitor } from "../errors";

/** The origins that are this site for a request with these headers: APP_URL's, and the Host it was sent to. */
export function siteOrigins(headers: Headers): Set<string> {
  const config = getConfig();
  const allowed = new Set([new URL(config.APP_URL).origin]);
  // X-Forwarded-Host and -Proto are a trusted proxy's to set; without one they are the client's.
  const trusted = config.TRUST_PROXY > 0;
  const host = (trusted ? headers.get("x-forwarded-host") : null) ?? headers.get("host");
  const protocol = (trusted ? headers.get("x-forwarded-proto") : null) ?? new URL(config.APP_URL).protocol.replace(":", "");
  if (host) allowed.add(`${protocol}://${host}`);
  return allowed;
}

/** Refuses a browser request that another site made (Origin or Sec-Fetch-Site says so). */
export function checkOrigin(headers: Headers): void {
  const origin = headers.get("origin");
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw refusedToVisitor("FORBIDDEN", "crossOrigin", { reason: "CROSS_ORIGIN" });
  if (origin === null) return;
  if (!siteOrigins(headers).has(origin)) throw refusedToVisitor("FORBIDDEN", "crossOrigin", { reason: "CROSS_ORIGIN" });
}

/** Refuses a form submission whose honeypot is filled or that was sent implausibly fast. */
export function checkFormSignals(body: unknown, now = Date.now()): void {
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  const { company, formStartedAt } = body as { company?: unknown; formStartedAt?: unknown };
  if (company !== undefined && company !== "") throw refusedToVisitor("BAD_REQUEST", "rejectedAsAutomated", { reason: "AUTOMATED" });
  // Requests without the field (the public API's shape) pass: e-mail confirmation and the caps
  // hold them. One that sends it must send a time at least MIN_FORM_FILL_MS in the past.
  if (formStartedAt === undefined) return;
  if (typeof formStartedAt !== "number" || !Number.isFinite(formStartedAt)) {
    throw refusedToVisitor("BAD_REQUEST", "formNotChecked", { reason: "TOO_FAST", field: "formStartedAt" });
  }
  if (now - formStartedAt < getConfig().MIN_FORM_FILL_MS) throw refusedToVisitor("BAD_REQUEST", "tooFast", { reason: "TOO_FAST" });
}
