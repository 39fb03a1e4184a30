// The page's language on the server: app/[lang] pages and layouts read it from their params.
import { notFound } from "next/navigation";
import { LANGUAGES, type TLanguage } from "@/content/dictionaries";

/** The props of a page under app/[lang] without further segments. */
export type TLanguagePageProps = { params: Promise<{ lang: string }> };

function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** `const language = await languageOf(params)` in any page or layout under app/[lang]. */
export async function languageOf(params: Promise<{ lang: string }>): Promise<TLanguage> {
  const { lang } = await params;
  if (!isLanguage(lang)) notFound();
  return lang;
}

/** generateStaticParams for app/[lang]: one prerendered copy per language. */
export function languageParams(): { lang: TLanguage }[] {
  return LANGUAGES.map((lang) => ({ lang }));
}
