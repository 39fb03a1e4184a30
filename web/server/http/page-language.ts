// The language of a page behind an e-mailed link (the booking page, the owner's link pages, the
// sign-in pages, the review invitation): `?lang=` when it asks for one, else the page's own
// default (the booking's language), else the visitor's (the `lang` cookie, then Accept-Language).
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { resolveLanguage } from "./language";

/** The language `?lang=` asks for, if it names one. */
export function askedLanguage(url: URL): TLanguage | undefined {
  const asked = url.searchParams.get("lang");
  return asked === "af" || asked === "en" ? asked : undefined;
}

export function pageLanguage(url: URL, headers: Headers, fallback?: TLanguage): TLanguage {
  return askedLanguage(url) ?? fallback ?? resolveLanguage(headers);
}
