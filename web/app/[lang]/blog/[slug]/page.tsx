// /blog/{slug} (language-neutral, via web/proxy.ts): a blog post; canonical at /blogs/{slug}.
import type { Metadata } from "next";
import { BlogPost, blogPostMetadata, blogPostOf, blogPostParams } from "@/components/articles/blog-post-page";
import { languageOf } from "@/lib/language";

type TBlogPostPageProps = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = blogPostParams;

export async function generateMetadata({ params }: TBlogPostPageProps): Promise<Metadata> {
  const language = await languageOf(params);
  return blogPostMetadata(blogPostOf([(await params).slug], language), language);
}

export default async function BlogPostPage({ params }: TBlogPostPageProps) {
  const language = await languageOf(params);
  return <BlogPost slug={blogPostOf([(await params).slug], language)} language={language} />;
}
