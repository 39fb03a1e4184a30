// /blog (language-neutral, via web/proxy.ts): the list of posts. /blogs shows the same list.
import { BlogList } from "@/components/articles/blog-list";
import { getDictionary } from "@/content/dictionaries";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
import { dictionaryMetadata } from "@/lib/metadata";

export const generateMetadata = dictionaryMetadata({ path: "/blog" }, (t) => ({
  title: t.articles.blogTitle,
  description: t.articles.blogDescription,
}));

export default async function BlogPage({ params }: TLanguagePageProps) {
  const language = await languageOf(params);
  return <BlogList language={language} t={getDictionary(language)} />;
}
