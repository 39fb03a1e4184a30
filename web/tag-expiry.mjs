// When each cache tag of the site last expired, shared by every web process: PostgreSQL's
// content_tag_expiries table is the truth (one row per tag, its latest expiry), so a tag expired
// through one process makes every process's cached pages and reads that carry it stale. Each
// process keeps a snapshot of the table for at most MEMO_MS, so a page view costs no query; Redis
// pub/sub tells the other processes of an expiry at once, so their snapshots need not wait out
// the memo. Redis may lose a message or be wiped: the next snapshot, at most MEMO_MS later, reads
// the table again. The Next.js cache handler (web/cache-handler.mjs) asks it about every cached
// entry; contentChanged (web/server/content/cache.ts) records an owner's change through it before
// the owner's call answers.
// Plain JavaScript: Next.js loads the cache handler, and this with it, outside its bundles. The
// site's bundle imports it too (a second copy of the module): both copies share one store, kept on
// globalThis, and so one pool, one Redis subscription and one snapshot per process.
import pg from "pg";
import { Redis } from "ioredis";
import { logger } from "./observability.mjs";

/** How long a snapshot of the table answers before it is read again. */
export const MEMO_MS = 1000;

/**
 * An entry stored less than this after a tag's expiry is stale too: its render may have begun
 * before the change (reading the old content) and finished after it, or this process's snapshot
 * may not have held the expiry yet. Such an entry is rendered once more.
 */
export const SETTLE_MS = MEMO_MS;

const STORE_KEY = Symbol.for("orania.tagExpiry");
const TABLE = "content_tag_expiries";

/** The settings the store needs, with web/server/config.ts's defaults. */
function settings(env) {
  return {
    databaseUrl: env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/orania_stays",
    redisUrl: env.REDIS_URL || "redis://127.0.0.1:6379",
    channel: `${env.REDIS_PREFIX || "orania"}:content-tag-expiries`,
  };
}

/** Next.js's own build phase marker: a build (a Docker image's has no database) shares nothing. */
function isBuilding(env) {
  return env.NEXT_PHASE === "phase-production-build";
}

function createStore(env) {
  const { databaseUrl, redisUrl, channel } = settings(env);
  /** tag -> the latest expiry known here (epoch ms); values only grow. */
  const expiries = new Map();
  /** tag -> when this process last recorded an expiry of it (epoch ms). */
  const recordedHere = new Map();
  let readAt = 0;
  let reading = null;
  let lastReadFailed = false;
  let pool;
  let publisher;
  let subscriber;
  let lastWarning = 0;

  function warn(error, message) {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, message);
  }

  function merge(tag, at) {
    const known = expiries.get(tag);
    if (known === undefined || at > known) expiries.set(tag, at);
  }

  function getPool() {
    if (!pool) {
      pool = new pg.Pool({
        connectionString: databaseUrl,
        max: 2,
        connectionTimeoutMillis: 2000,
        query_timeout: 2000,
        idleTimeoutMillis: 30_000,
      });
      // A broken idle connection is only dropped: the next query opens another.
      pool.on("error", (error) => warn(error, "tag expiries: database connection lost"));
    }
    return pool;
  }

  /**
   * Connected with the subscription, before any change is told; a message waits for the connection
   * at most a second (commandTimeout), so a Redis outage delays an owner's call by no more.
   */
  function getPublisher() {
    if (!publisher) {
      publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
      publisher.on("error", (error) => warn(error, "tag expiries: redis error"));
    }
    return publisher;
  }

  /** Listens for other processes' expiries; reconnects and subscribes again by itself after an outage. */
  function subscribe() {
    if (subscriber) return;
    getPublisher();
    subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 2000 });
    subscriber.on("error", (error) => warn(error, "tag expiries: redis error"));
    subscriber.on("message", (_channel, text) => {
      try {
        const { tags, at } = JSON.parse(text);
        if (Array.isArray(tags) && typeof at === "number") for (const tag of tags) if (typeof tag === "string") merge(tag, at);
      } catch {
        // not one of ours
      }
    });
    subscriber.subscribe(channel).catch((error) => warn(error, "tag expiries: redis subscription failed"));
  }

  async function read() {
    const startedAt = Date.now();
    try {
      const { rows } = await getPool().query(`SELECT tag, expired_at FROM ${TABLE}`);
      for (const row of rows) merge(row.tag, row.expired_at.getTime());
      lastReadFailed = false;
    } catch (error) {
      // No expiry is learned from an unreachable database; the next read tries again.
      lastReadFailed = true;
      warn(error, "tag expiries: database unreachable, cached pages are served as they are");
    }
    readAt = startedAt;
  }

  /**
   * The expiries known here, read again when the snapshot is older than MEMO_MS. While the
   * database is unreachable a request does not wait for the next try (up to its connection
   * timeout): it goes on with what is known.
   */
  async function current() {
    subscribe();
    if (Date.now() - readAt >= MEMO_MS) {
      reading ??= read().finally(() => (reading = null));
      if (!lastReadFailed) await reading;
    }
    return expiries;
  }

  return {
    /**
     * True when any of `tags` expired after an entry stored at `storedAt` (epoch ms), or less than
     * SETTLE_MS before it; an expiry set for a later time counts once it has come.
     */
    async isStale(tags, storedAt) {
      if (tags.length === 0) return false;
      const known = await current();
      const now = Date.now();
      return tags.some((tag) => {
        const at = known.get(tag);
        return at !== undefined && at <= now && at > storedAt - SETTLE_MS;
      });
    },

    /**
     * Records that `tags` expire now (or `expireSeconds` from now) in the table and tells the
     * other processes. `unlessRecordedWithin`: skip the tags this process recorded that recently
     * (Next.js reports an owner's change again once the reply has gone).
     */
    async expire(tags, { expireSeconds, unlessRecordedWithin } = {}) {
      subscribe();
      const now = Date.now();
      const fresh =
        unlessRecordedWithin === undefined
          ? tags
          : tags.filter((tag) => !(now - (recordedHere.get(tag) ?? -Infinity) < unlessRecordedWithin));
      if (fresh.length === 0) return;
      const at = now + (expireSeconds ?? 0) * 1000;
      for (const tag of fresh) {
        merge(tag, at);
        recordedHere.set(tag, now);
      }
      try {
        await getPool().query(
          `INSERT INTO ${TABLE} (tag, expired_at) SELECT unnest($1::text[]), $2
           ON CONFLICT (tag) DO UPDATE SET expired_at = GREATEST(${TABLE}.expired_at, EXCLUDED.expired_at)`,
          [fresh, new Date(at)],
        );
      } catch (error) {
        // This process knows, and the others if Redis tells them; else they serve what they hold
        // until CONTENT_REFRESH_SECONDS.
        logger.error(
          { err: error instanceof Error ? error.message : String(error), tags: fresh },
          "tag expiries: could not record an expiry",
        );
      }
      await getPublisher()
        .publish(channel, JSON.stringify({ tags: fresh, at }))
        .catch((error) => warn(error, "tag expiries: could not tell the other processes (they read the table within a second)"));
    },

    async close() {
      await Promise.allSettled([pool?.end(), publisher?.quit(), subscriber?.quit()]);
    },
  };
}

/** While building, nothing is shared: no expiry is known and none is recorded. */
const BUILD_STORE = { isStale: async () => false, expire: async () => undefined, close: async () => undefined };

/** This process's store of tag expiries (one however many copies of this module are loaded). */
export function tagExpiry(env = process.env) {
  if (isBuilding(env)) return BUILD_STORE;
  globalThis[STORE_KEY] ??= createStore(env);
  return globalThis[STORE_KEY];
}
