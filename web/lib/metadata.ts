// Page metadata in one call: title, description, canonical, the other language's address
// (hreflang) and the social preview. `generateMetadata` in each page returns pageMetadata(...).
import type { Metadata } from "next";
import { getDictionary, type TDictionary, type TLanguage } from "@/content/dictionaries";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
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
  /** The link preview's 1200x630 image (a stay's cover), instead of the site's. */
  image?: { url: string; alt: string };
};

/**
 * A page's address in each language. A neutral page ("/terms") is served at its neutral path in
 * the visitor's language, and at /en/terms and /af/terms in one language each: those are its
 * indexable addresses.
 */
export function languageAddresses(page: TLocalizedPage | { path: string }): Record<TLanguage, string> {
  return typeof page === "string" ? LOCALIZED_PAGES[page] : { en: `/en${page.path}`, af: `/af${page.path}` };
}

/**
 * A page's hreflang alternates (`absolute` makes the sitemap's full URLs). The neutral path names
 * the language address it shows as its canonical, so it cannot be a target of hreflang (whose
 * targets must be canonical pages): the English address is the x-default, as for localized pages.
 */
export function hreflangAlternates(page: TLocalizedPage | { path: string }, absolute = (path: string) => path) {
  const { en, af } = languageAddresses(page);
  return { "en-ZA": absolute(en), "af-ZA": absolute(af), "x-default": absolute(en) };
}

export function pageMetadata({ language, title, description, page, type = "website", image }: TPageMetadataInput): Metadata {
  const canonical = languageAddresses(page)[language];
  const preview = image
    ? { url: image.url, width: 1200, height: 630, alt: image.alt }
    : { url: SITE.socialImage.src, width: SITE.socialImage.width, height: SITE.socialImage.height, alt: SITE.socialImage.alt[language] };
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: hreflangAlternates(page),
    },
    openGraph: {
      type,
      siteName: SITE.name,
      locale: OPEN_GRAPH_LOCALES[language],
      url: canonical,
      title,
      description,
      images: [preview],
    },
    twitter: { card: "summary_large_image", title, description, images: [{ url: preview.url, alt: preview.alt }] },
  };
}

/** generateMetadata of a page under app/[lang] whose title and description are texts of its language's dictionary. */
export function dictionaryMetadata(
  page: TLocalizedPage | { path: string },
  texts: (t: TDictionary) => { title: string; description: string },
) {
  return async ({ params }: TLanguagePageProps): Promise<Metadata> => {
    const language = await languageOf(params);
    return pageMetadata({ language, page, ...texts(getDictionary(language)) });
  };
}
