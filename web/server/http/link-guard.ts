// What every door of a page behind an e-mailed link (and of the console's sign-in pages) does
// before its own work, and how it stays a page when the services are away:
//   - guardLinkPage: a POST must come from this site's own page (Origin, checked first, so that
//     another site's form neither reads the body nor uses up the visitor's allowance), then the
//     request counts against each of the door's rate limits;
//   - unlessUnavailable: a database or limiter that stays busy or away through the retries is
//     answered with the door's 503 page and when to retry, never a 500;
//   - readPostedForm: a POST's form fields, read only up to the form limit.
import "server-only";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { getConfig } from "../config";
import { readFormWithin } from "../contract/door";
import { unavailableErrorOf } from "../contract/refusals";
import { isAppError, Refusal } from "../errors";
import { checkOrigin } from "./abuse";
import { consumeRateLimit, getClientAddress } from "./rate-limit";

/**
 * A rate limit a door counts each request against: its bucket, what is counted (the client's
 * network unless `key` names something else, such as the address a sign-in link is asked for)
 * and the points a window allows (RATE_LIMIT_OWNER_PAGES unless given).
 */
export type TLinkPageLimit = { bucket: string; key?: string; points?: number };

/** How a door words its guard's refusals: too many requests (with when to retry), another site's form. */
export type TGuardRefusals<T> = { limited: (retryAfterSeconds: number) => T; crossOrigin: () => T };

/**
 * The guard of every link page's door: for a POST the same-origin check, then each of `limits`
 * in turn. Returns the door's refusal (in `language`) when the request is refused, else null.
 */
export async function guardLinkPage<T>(
  request: Request,
  language: TLanguage,
  limits: readonly TLinkPageLimit[],
  refuse: TGuardRefusals<T>,
): Promise<T | null> {
  try {
    if (request.method === "POST") checkOrigin(request.headers);
    for (const limit of limits)
      await consumeRateLimit(
        limit.bucket,
        limit.key ?? getClientAddress(request.headers),
        limit.points ?? getConfig().RATE_LIMIT_OWNER_PAGES,
      );
  } catch (error) {
    if (error instanceof Refusal && error.code === "RATE_LIMITED") return refuse.limited(error.details.retryAfterSeconds ?? 60);
    if (error instanceof Refusal && error.code === "FORBIDDEN") return refuse.crossOrigin();
    throw error;
  }
  return null;
}

/**
 * Runs a door; when the database (or the limiter) is busy or away, answers `unavailable` with the
 * message in `language` and when to retry, instead of failing.
 */
export async function unlessUnavailable<T>(
  language: TLanguage,
  run: () => Promise<T>,
  unavailable: (message: string, retryAfterSeconds: number) => T,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const found = unavailableErrorOf(error, language);
    if (!found) throw error;
    return unavailable(found.message, found.details.retryAfterSeconds ?? 1);
  }
}

/** A link page's posted form fields, or null when the body is over the form limit (the door answers 413). */
export async function readPostedForm(request: Request, t: TDictionary): Promise<URLSearchParams | null> {
  try {
    return await readFormWithin(request, t);
  } catch (error) {
    if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") return null;
    throw error;
  }
}
