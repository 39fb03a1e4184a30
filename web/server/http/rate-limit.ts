// Per-client limits on POSTs, counted in Redis so that every web instance shares them. If Redis
// is away, an in-process limiter stands in: a visitor is never refused because Redis is down.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { TDictionary } from "@/content/dictionaries";
import { getConfig } from "../config";
import { AppError } from "../errors";
import { getRedis } from "../redis";

const limiters = new Map<number, RateLimiterRedis>();

function getLimiter(points: number): RateLimiterRedis {
  let limiter = limiters.get(points);
  if (!limiter) {
    const config = getConfig();
    const options = { points, duration: config.RATE_LIMIT_WINDOW_SECONDS };
    limiter = new RateLimiterRedis({
      ...options,
      storeClient: getRedis(),
      keyPrefix: `${config.REDIS_PREFIX}:rl:${points}`,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    limiters.set(points, limiter);
  }
  return limiter;
}

/** Counts one request of this client against the bucket; throws 429 once over the limit. */
export async function consumeRateLimit(
  bucket: string,
  client: string,
  t: TDictionary,
  points = getConfig().RATE_LIMIT_POSTS,
): Promise<void> {
  try {
    await getLimiter(points).consume(`${bucket}:${client}`);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError("RATE_LIMITED", t.api.rateLimited, { retryAfterSeconds });
    }
    console.warn("[rate-limit] limiter unavailable, request let through", rejection);
  }
}

/**
 * The client's address: the last X-Forwarded-For entry, which the load balancer (or Next's own
 * server, when there is none) appends; earlier entries are the client's to forge.
 */
export function getClientAddress(headers: Headers): string {
  if (!getConfig().TRUST_PROXY) return "unknown";
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? headers.get("x-real-ip") ?? "unknown";
}
