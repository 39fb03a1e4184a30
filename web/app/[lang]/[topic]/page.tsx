// The 15 town-information pages (/oraniahistory ... /oraniadestination): language-neutral, so
// web/proxy.ts serves /en/<topic> or /af/<topic>; both are prerendered from content/topics.
import type { Metadata } from "next";
import { ArticleView } from "@/components/articles/article-view";
import { loadArticle } from "@/content/articles";
import { LANGUAGES } from "@/content/dictionaries";
import { TOPIC_SLUGS } from "@/content/routes";
import { languageOf } from "@/lib/language";
import { pageMetadata } from "@/lib/metadata";

type TTopicPageProps = { params: Promise<{ lang: string; topic: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) => TOPIC_SLUGS.map((topic) => ({ lang, topic })));
}

export async function generateMetadata({ params }: TTopicPageProps): Promise<Metadata> {
  const language = await languageOf(params);
  const { topic } = await params;
  const article = loadArticle("topics", topic, language);
  return pageMetadata({ language, page: { path: `/${topic}` }, title: article.title, description: article.description, type: "article" });
}

export default async function TopicPage({ params }: TTopicPageProps) {
  const language = await languageOf(params);
  const { topic } = await params;
  return <ArticleView kind="topics" slug={topic} language={language} back="hub" />;
}
