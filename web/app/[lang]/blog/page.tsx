// /blog (language-neutral, via web/proxy.ts): the list of posts. /blogs shows the same list.
import type { Metadata } from "next";
import { BlogList } from "@/components/articles/blog-list";
import { getDictionary } from "@/content/dictionaries";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
import { pageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: TLanguagePageProps): Promise<Metadata> {
  const language = await languageOf(params);
  const t = getDictionary(language);
  return pageMetadata({ language, page: { path: "/blog" }, title: t.articles.blogTitle, description: t.articles.blogDescription });
}

export default async function BlogPage({ params }: TLanguagePageProps) {
  const language = await languageOf(params);
  return <BlogList language={language} t={getDictionary(language)} />;
}
