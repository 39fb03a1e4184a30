// /sitemap.xml: every page's address in each language, with its hreflang alternates (the same
// ones its pages name: lib/metadata.ts). Built once at build time from content/routes.ts and
// content/articles.ts.
import type { MetadataRoute } from "next";
import { BLOG_SLUGS, blogPath } from "@/content/articles";
import { LOCALIZED_PAGES, TOPIC_SLUGS, type TLocalizedPage } from "@/content/routes";
import { hreflangAlternates, languageAddresses } from "@/lib/metadata";
import { getConfig } from "@/server/config";

export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(encodeURI(path), getConfig().APP_URL).toString();
  const neutral = [...TOPIC_SLUGS.map((slug) => `/${slug}`), "/blog", ...BLOG_SLUGS.map(blogPath), "/terms", "/privacy"];
  const pages = [...(Object.keys(LOCALIZED_PAGES) as TLocalizedPage[]), ...neutral.map((path) => ({ path }))];
  return pages.flatMap((page) => {
    const { en, af } = languageAddresses(page);
    return [en, af].map((path) => ({ url: absolute(path), alternates: { languages: hreflangAlternates(page, absolute) } }));
  });
}
