// The web process's Redis connection (rate limits, and later the queue producer). It fails fast
// while Redis is away instead of queueing commands, so a Redis outage never stalls a request.
import "server-only";
import { Redis } from "ioredis";
import { getConfig } from "./config";
import { logger } from "./log";

const globalForRedis = globalThis as unknown as { orania_redis?: Redis };

export function getRedis(): Redis {
  if (!globalForRedis.orania_redis) {
    const redis = new Redis(getConfig().REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    redis.on("error", (error) => logger.warn({ err: error.message }, "redis error"));
    globalForRedis.orania_redis = redis;
  }
  return globalForRedis.orania_redis;
}
