// Page metadata in one call: title, description, canonical, the other language's address
// (hreflang) and the social preview. `generateMetadata` in each page returns pageMetadata(...).
import type { Metadata } from "next";
import type { TLanguage } from "@/content/dictionaries";
import { LOCALIZED_PAGES, type TLocalizedPage } from "@/content/routes";
import { SITE } from "@/content/site";

const OPEN_GRAPH_LOCALES: Record<TLanguage, string> = { en: "en_ZA", af: "af_ZA" };

type TPageMetadataInput = {
  language: TLanguage;
  title: string;
  description: string;
  /** A localized page (home, hub, a stay), or the public path of a neutral page ("/terms"). */
  page: TLocalizedPage | { path: string };
  /** Open Graph type: "article" for topic pages and blog posts. */
  type?: "website" | "article";
};

export function pageMetadata({ language, title, description, page, type = "website" }: TPageMetadataInput): Metadata {
  const localized = typeof page === "string" ? LOCALIZED_PAGES[page] : undefined;
  const canonical = typeof page === "string" ? LOCALIZED_PAGES[page][language] : page.path;
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: localized ? { "en-ZA": localized.en, "af-ZA": localized.af, "x-default": localized.en } : undefined,
    },
    openGraph: {
      type,
      siteName: SITE.name,
      locale: OPEN_GRAPH_LOCALES[language],
      url: canonical,
      title,
      description,
      images: [{ url: SITE.socialImage.src, width: SITE.socialImage.width, height: SITE.socialImage.height }],
    },
    twitter: { card: "summary_large_image", title, description, images: [SITE.socialImage.src] },
  };
}
