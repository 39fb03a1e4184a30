// The site's public paths, the language each one belongs to, and the internal routes behind them.
// Read by web/proxy.ts, the header and page metadata; web/next.config.ts repeats LOCALIZED_PAGES.
//
// Every page lives under app/[lang]/ and is prerendered once per language:
//   - localized pages (home, hub, stays) have one public path per language; next.config.ts
//     rewrites each to its internal route, e.g. /verblyf -> /af, /vacation-home -> /en/stays/vacation-home;
//   - neutral pages (topics, blog, terms, privacy) keep one public path; web/proxy.ts rewrites
//     /terms to /en/terms or /af/terms after the visitor's last choice (the `lang` cookie).
import type { TLanguage } from "./dictionaries/types";
import { STAY_IDS, STAYS, type TStayId } from "./stays";

/** The cookie that keeps the visitor's last language choice: "en" or "af". */
export const LANGUAGE_COOKIE = "lang";
/** How long the language cookie keeps a choice: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Session storage mirror of the choice, as the spec names it: "true" or "false". */
export const SESSION_LANGUAGE_KEY = "isAfrikaans";

export type TLocalizedPage = "home" | "hub" | TStayId;

type TLocalizedRoute = { en: string; af: string; /** the route under app/[lang] */ internal: string };

export const LOCALIZED_PAGES: Record<TLocalizedPage, TLocalizedRoute> = {
  home: { en: "/", af: "/verblyf", internal: "" },
  hub: { en: "/experienceorania", af: "/ervaarorania", internal: "/hub" },
  ...(Object.fromEntries(STAY_IDS.map((id) => [id, { ...STAYS[id].path, internal: `/stays/${id}` }])) as Record<TStayId, TLocalizedRoute>),
};

/** The town-information topic pages, each at /{slug} in both languages. */
export const TOPIC_SLUGS = [
  "oraniahistory",
  "oraniastrategy",
  "oranialeadership",
  "oraniaproperty",
  "oraniainstitutions",
  "oraniaeconomy",
  "oraniatourism",
  "oraniajobopportunities",
  "oraniaeducation",
  "oraniadorpsraad",
  "oraniaculture",
  "oraniasafety",
  "oraniaagriculture",
  "oraniareligion",
  "oraniadestination",
] as const;

/** The blog posts (content/blog), in the order the hub and the blog list show them. */
export const BLOG_SLUGS = [
  "is-orania-safe-to-visit",
  "can-you-move-to-orania",
  "is-orania-open-to-visitors",
  "can-you-live-off-grid-in-orania",
  "what-makes-orania-so-different",
  "is-orania-safe-for-tourists",
] as const;

/** First path segments of the language-neutral pages (web/proxy.ts's matcher lists the same). */
export const NEUTRAL_ROOTS: readonly string[] = ["terms", "privacy", "blog", "blogs", ...TOPIC_SLUGS];

const localizedEntries = Object.entries(LOCALIZED_PAGES) as [TLocalizedPage, TLocalizedRoute][];

/** Paths arrive percent-encoded from the browser (/slanghalsvo%C3%ABl-hut); compare decoded NFC. */
function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: compare as given
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
  return trimmed.normalize("NFC") || "/";
}

/** The public path of a localized page in a language. */
export function localizedPath(page: TLocalizedPage, language: TLanguage): string {
  return LOCALIZED_PAGES[page][language];
}

/** Which localized page a public path is, and in which language; undefined for any other path. */
export function findLocalizedPage(pathname: string): { page: TLocalizedPage; language: TLanguage } | undefined {
  const path = normalizePath(pathname);
  for (const [page, route] of localizedEntries) {
    if (route.en === path) return { page, language: "en" };
    if (route.af === path) return { page, language: "af" };
  }
  return undefined;
}

/** True for a path whose language is the visitor's last choice (topics, blog, terms, privacy). */
export function isNeutralPath(pathname: string): boolean {
  const first = normalizePath(pathname).split("/")[1] ?? "";
  return NEUTRAL_ROOTS.includes(first);
}

/** The language a public path forces, or undefined on a neutral (or unknown) path. */
export function languageOfPath(pathname: string): TLanguage | undefined {
  return findLocalizedPage(pathname)?.language;
}

/** The path of each language's 404 page (app/[lang]/page-not-found): web/proxy.ts serves /af/<it> for an unknown Afrikaans address. */
export const NOT_FOUND_SLUG = "page-not-found";

/**
 * True for an internal address (/af/..., /en/...) that a page serves or answers itself: a localized
 * page's, or one under a neutral root (topics, blog, terms, privacy; the blog's own pages answer
 * an unknown post). Not the 404 page's own (/af/page-not-found): it is only ever a 404's body.
 */
export function isInternalPage(pathname: string): boolean {
  const [, language, ...rest] = normalizePath(pathname).split("/");
  if (language !== "af" && language !== "en") return false;
  const internal = rest.length > 0 ? `/${rest.join("/")}` : "";
  if (localizedEntries.some(([, route]) => route.internal === internal)) return true;
  return NEUTRAL_ROOTS.includes(rest[0] ?? "");
}

/**
 * The language an address names even when no page serves it (a 404's language): /af/... and
 * /en/..., a localized page's path and anything under it (/verblyf/nope is Afrikaans); undefined
 * for any other address.
 */
export function languageOfAddress(pathname: string): TLanguage | undefined {
  const path = normalizePath(pathname);
  const first = path.split("/")[1];
  if (first === "af" || first === "en") return first;
  for (const [, route] of localizedEntries) {
    for (const language of ["en", "af"] as const) {
      const base = route[language];
      if (path === base || (base !== "/" && path.startsWith(`${base}/`))) return language;
    }
  }
  return undefined;
}

/**
 * Where the language toggle goes: a localized page's counterpart in the other language
 * (/ <-> /verblyf, /experienceorania <-> /ervaarorania, /vacation-home <-> /vakansie-huis ...);
 * a neutral page stays where it is and only the language changes.
 */
export function counterpartPath(pathname: string): string {
  const found = findLocalizedPage(pathname);
  if (!found) return normalizePath(pathname);
  return LOCALIZED_PAGES[found.page][found.language === "en" ? "af" : "en"];
}

/** The public path of an internal route: ("af", "") -> /verblyf, ("en", "/terms") -> /terms. */
export function publicPathOf(language: TLanguage, internal: string): string {
  for (const [, route] of localizedEntries) {
    if (route.internal === internal) return route[language];
  }
  return internal || "/";
}
