// /privacy (language-neutral: web/proxy.ts serves /en/privacy or /af/privacy after the `lang`
// cookie): the POPIA policy from content/legal/privacy.<language>.md.
import type { Metadata } from "next";
import { ArticleView } from "@/components/articles/article-view";
import { loadArticle } from "@/content/articles";
import { getDictionary } from "@/content/dictionaries";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: TLanguagePageProps): Promise<Metadata> {
  const language = await languageOf(params);
  const t = getDictionary(language);
  return pageMetadata({ language, page: { path: "/privacy" }, title: t.legal.privacyTitle, description: t.legal.privacyDescription });
}

export default async function PrivacyPage({ params }: TLanguagePageProps) {
  const language = await languageOf(params);
  return (
    <ArticleView article={loadArticle("legal", "privacy", language)} language={language} t={getDictionary(language)} variant="legal" />
  );
}
