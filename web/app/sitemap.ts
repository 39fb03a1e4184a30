// /sitemap.xml: every canonical address of the route table, with the other language's address
// for the localized pages. Built once at build time from content/routes.ts and content/articles.ts.
import type { MetadataRoute } from "next";
import { BLOG_SLUGS, blogPath } from "@/content/articles";
import { LOCALIZED_PAGES, TOPIC_SLUGS } from "@/content/routes";
import { getConfig } from "@/server/config";

export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(encodeURI(path), getConfig().APP_URL).toString();
  const localized = Object.values(LOCALIZED_PAGES).flatMap((route) => {
    const languages = { "en-ZA": absolute(route.en), "af-ZA": absolute(route.af), "x-default": absolute(route.en) };
    return [route.en, route.af].map((path) => ({ url: absolute(path), alternates: { languages } }));
  });
  const neutral = [...TOPIC_SLUGS.map((slug) => `/${slug}`), "/blog", ...BLOG_SLUGS.map(blogPath), "/terms", "/privacy"].map((path) => ({
    url: absolute(path),
  }));
  return [...localized, ...neutral];
}
