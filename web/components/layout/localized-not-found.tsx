"use client";
// The 404 message under app/[lang], in the language of the route's [lang] segment, with the page's
// title: a not-found file is given no params, the router's segments name the language.
import { useParams } from "next/navigation";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { NotFoundBody } from "./not-found-body";

export function LocalizedNotFoundMessage({ texts }: { texts: Record<TLanguage, TDictionary["notFound"]> }) {
  const language: TLanguage = useParams<{ lang?: string }>().lang === "af" ? "af" : "en";
  return (
    <>
      <title>{texts[language].title}</title>
      <NotFoundBody language={language} texts={texts[language]} />
    </>
  );
}
