// Content the owner edits in the console and prerendered pages show: business details, stay
// rates, stay photos, reviews and the stays' texts and hours. Pages read it through `cachedContent`, so they stay static; an
// owner's change calls `contentChanged` with what it touched, which expires those tags at once in
// every web process (web/tag-expiry.mjs keeps their expiry times in PostgreSQL, and the site's
// cache handler, web/cache-handler.mjs, checks each cached page and read against them), and the
// next visit to any process renders the page anew. Only the web process (Next.js) may use this
// module: the worker, e-mails and tests read the database directly, through the same readers
// unwrapped.
import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { revalidateTag, unstable_cache } from "next/cache";
import { tagExpiry } from "../../tag-expiry.mjs";
import { getConfig } from "../config";

export const CONTENT_TAG = {
  business: "content:business",
  rates: "content:rates",
  photos: "content:photos",
  reviews: "content:reviews",
  stays: "content:stays",
} as const;
type TContentTag = (typeof CONTENT_TAG)[keyof typeof CONTENT_TAG];

/**
 * A reader for pages: cached under `key` and `tags` until the owner changes them. While the site
 * is built without a reachable database (a Docker image build), it answers `fallback` (the fresh
 * install's defaults), and the page catches up at its first visit CONTENT_REFRESH_SECONDS after the
 * build (the visit that finds it older is answered from the built page and renders it anew).
 */
export function cachedContent<TArgs extends unknown[], TResult>(
  read: (...args: TArgs) => Promise<TResult>,
  key: string,
  tags: TContentTag[],
  fallback: (...args: TArgs) => TResult,
): (...args: TArgs) => Promise<TResult> {
  const cached = unstable_cache(read, [key], { tags, revalidate: getConfig().CONTENT_REFRESH_SECONDS });
  return async (...args: TArgs) => {
    // Next.js's own build phase marker, not a setting of the site.
    // eslint-disable-next-line no-restricted-properties
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return cached(...args);
    try {
      return await cached(...args);
    } catch (error) {
      if (!warned.has(key)) console.warn(`[content] ${key}: database unreachable while building, using the defaults (${String(error)})`);
      warned.add(key);
      return fallback(...args);
    }
  };
}

const warned = new Set<string>();

/**
 * After the owner changed content: expire its tags now, in every web process (the next visit to
 * any of them renders a fresh page, none is served stale). Every page that shows the content read
 * it through `cachedContent` and carries its tag. Call it from the web process's doors (tRPC
 * procedures, route handlers) after the change committed, and await it: the expiry is recorded
 * before the owner's call answers (Next.js itself passes revalidateTag to the cache handler only
 * after the reply has gone).
 */
export async function contentChanged(tags: TContentTag[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await tagExpiry().expire(tags);
}
