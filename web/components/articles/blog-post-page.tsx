// What every blog address renders (/blog/{slug}, /blogs/{slug}, /blogs/{category}/{slug}): the
// post, with /blogs/{slug} as its canonical address, so search engines see one page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleView } from "@/components/articles/article-view";
import { BLOG_SLUGS, blogPath, isBlogSlug, loadArticle } from "@/content/articles";
import { LANGUAGES, type TLanguage } from "@/content/dictionaries";
import { pageMetadata } from "@/lib/metadata";

export function blogPostParams() {
  return LANGUAGES.flatMap((lang) => BLOG_SLUGS.map((slug) => ({ lang, slug })));
}

/** Every /blogs/{category}/{slug} and /blogs/{slug} a post has. */
export function blogsPathParams() {
  return LANGUAGES.flatMap((lang) =>
    BLOG_SLUGS.flatMap((slug) => {
      const { category } = loadArticle("blog", slug, lang);
      return [{ lang, path: [slug] }, ...(category ? [{ lang, path: [category, slug] }] : [])];
    }),
  );
}

/** The post a path names, or a 404 (a category that is not the post's own included). */
export function blogPostOf(path: string[], language: TLanguage): string {
  const slug = path.at(-1) ?? "";
  if (path.length > 2 || !isBlogSlug(slug)) notFound();
  if (path.length === 2 && loadArticle("blog", slug, language).category !== path[0]) notFound();
  return slug;
}

export function blogPostMetadata(slug: string, language: TLanguage): Metadata {
  const post = loadArticle("blog", slug, language);
  return pageMetadata({ language, page: { path: blogPath(slug) }, title: post.title, description: post.description, type: "article" });
}

export function BlogPost({ slug, language }: { slug: string; language: TLanguage }) {
  return <ArticleView kind="blog" slug={slug} language={language} back="blog" />;
}
