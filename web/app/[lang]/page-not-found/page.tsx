// The 404 page of a language, prerendered once per language: web/proxy.ts serves /af/page-not-found
// for an unknown address under an Afrikaans page (/verblyf/nope, /af/nope) and /en/page-not-found
// under an English one (/vacation-home/nope), and the visitor's language for an address that names
// none (/stays/nope); it marks the reply so that web/server.mjs sends it with status 404. Its title
// is the 404 page's own, without the site's name after it. The message is in the page's own HTML,
// inside the site's header and footer (a page calling notFound() here would be prerendered as an
// empty shell only a script fills).
import type { Metadata } from "next";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { getDictionary } from "@/content/dictionaries";
import { languageOf, languageParams, type TLanguagePageProps } from "@/lib/language";

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: TLanguagePageProps): Promise<Metadata> {
  const t = getDictionary(await languageOf(params));
  return { title: { absolute: t.notFound.title }, description: t.notFound.body, robots: { index: false } };
}

export default async function PageNotFound({ params }: TLanguagePageProps) {
  const language = await languageOf(params);
  return <NotFoundBody language={language} texts={getDictionary(language).notFound} />;
}
