// /blogs/{slug} and /blogs/{category}/{slug} (language-neutral, via web/proxy.ts): a blog post.
import type { Metadata } from "next";
import { BlogPost, blogPostMetadata, blogPostOf, blogsPathParams } from "@/components/articles/blog-post-page";
import { languageOf } from "@/lib/language";

type TBlogsPostPageProps = { params: Promise<{ lang: string; path: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = blogsPathParams;

export async function generateMetadata({ params }: TBlogsPostPageProps): Promise<Metadata> {
  const language = await languageOf(params);
  return blogPostMetadata(blogPostOf((await params).path, language), language);
}

export default async function BlogsPostPage({ params }: TBlogsPostPageProps) {
  const language = await languageOf(params);
  return <BlogPost slug={blogPostOf((await params).path, language)} language={language} />;
}
