// The 404 message, shared by app/global-not-found.tsx (unknown addresses) and
// app/[lang]/not-found.tsx (a page calling notFound()).
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { LocalizedNotFoundMessage } from "./localized-not-found";
import { NotFoundBody } from "./not-found-body";

export function NotFoundMessage({ t }: { t: TDictionary }) {
  return <NotFoundBody language={t.language} texts={t.notFound} />;
}

/** Under app/[lang]: the message of the page's language (not-found files get no params; the router knows them). */
export function LocalizedNotFound({ dictionaries }: { dictionaries: Record<TLanguage, TDictionary> }) {
  return <LocalizedNotFoundMessage texts={{ en: dictionaries.en.notFound, af: dictionaries.af.notFound }} />;
}
