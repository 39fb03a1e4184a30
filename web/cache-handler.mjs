// The site's Next.js cache handler (next.config.ts `cacheHandler`: prerendered and re-rendered
// pages, and unstable_cache's reads). Entries stay where Next.js's own handler keeps them (this
// process's memory and the build's folder); what every web process shares is when each tag last
// expired (web/tag-expiry.mjs, kept in PostgreSQL). An entry is a miss, and is rendered or read
// anew, once any of its tags expired after it was stored: its own tags (the content tags of
// cachedContent, which a page collects from every read it made) and Next.js's implicit path tags
// (revalidatePath's). So an owner's change made through one process is seen by every other.
// Plain JavaScript: Next.js loads it with node, outside its bundles.
import { createRequire } from "node:module";
import { tagExpiry } from "./tag-expiry.mjs";

const require = createRequire(import.meta.url);
/** Next.js's default handler (pinned with Next.js in package.json): memory, then the build's files. */
const { default: FileSystemCache } = require("next/dist/server/lib/incremental-cache/file-system-cache");

/** The header in which a cached page or route response carries its tags (Next.js's NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = "x-next-cache-tags";

/** The tags an entry answers to: a read's own and its page's implicit ones, or a response's header. */
function tagsOf(entry, ctx) {
  if (entry.value?.kind === "FETCH") return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header !== "" ? header.split(",") : [];
}

export default class SharedTagsCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry || typeof entry.lastModified !== "number") return entry;
    return (await tagExpiry().isStale(tagsOf(entry, ctx), entry.lastModified)) ? null : entry;
  }

  /**
   * Next.js calls this for revalidateTag and revalidatePath once the request's reply has gone;
   * contentChanged has already recorded an owner's change before its reply, so a tag this process
   * recorded within the last second is not recorded twice.
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    await tagExpiry().expire(list, { expireSeconds: durations?.expire, unlessRecordedWithin: 1000 });
  }
}
