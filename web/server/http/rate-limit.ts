// Per-client limits on POSTs, counted in Redis so that every web instance shares them. If Redis
// is away, an in-process limiter stands in: a visitor is never refused because Redis is down. A
// client counts by its network (clientNetwork: /24, /64), not by each address it can take.
import "server-only";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "../config";
import { refusedToVisitor } from "../errors";
import { getRedis } from "../redis";
import { logger } from "../log";
import { clientNetwork } from "./client-network";

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
export async function consumeRateLimit(bucket: string, client: string, points = getConfig().RATE_LIMIT_POSTS): Promise<void> {
  try {
    await getLimiter(points).consume(`${bucket}:${clientNetwork(client)}`);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw refusedToVisitor("RATE_LIMITED", "rateLimited", { retryAfterSeconds });
    }
    logger.warn({ err: rejection }, "rate limiter unavailable, request let through");
  }
}

/**
 * The header through which the site's own server (web/server.mjs) hands the connection's peer
 * address to the request handlers. The server removes any copy a client sent.
 */
export const PEER_ADDRESS_HEADER = "x-orania-peer-address";

/**
 * The client's address. With TRUST_PROXY = 0 it is the connection's peer, whatever the headers
 * say. With N trusted reverse proxies, each appending the address it saw to X-Forwarded-For, it
 * is the entry N from the right of [...X-Forwarded-For, peer]; entries further left are the
 * client's to forge. Without the peer (a request that did not come through the site's server)
 * every such request shares one client, so limits fail closed.
 */
export function getClientAddress(headers: Headers, trustedProxies = getConfig().TRUST_PROXY): string {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return "unknown";
  if (trustedProxies === 0) return peer;
  const forwarded =
    headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}

/**
 * For attempts that count only when they fail (the dashboard's logins): the seconds until this
 * client may try again when its failures in the bucket used up the limit, else null. If Redis is
 * away the in-process limiter answers.
 */
export async function secondsUntilRetry(bucket: string, client: string, points: number): Promise<number | null> {
  const state = await getLimiter(points)
    .get(`${bucket}:${clientNetwork(client)}`)
    .catch(() => null);
  if (!state || state.consumedPoints < points) return null;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** Counts one failed attempt of this client in the bucket. */
export async function countFailure(bucket: string, client: string, points: number): Promise<void> {
  await getLimiter(points)
    .consume(`${bucket}:${clientNetwork(client)}`)
    .catch(() => undefined);
}
