// The web app manifest in each language: what a phone shows when the site is added to its home
// screen (standalone, like an app: the guest's booking page then opens from an icon, with or
// without signal). English at /manifest.webmanifest (app/manifest.ts), Afrikaans at
// /af.webmanifest; the pages of each language link their own. One id for both: one app, in either.
import "server-only";
import type { MetadataRoute } from "next";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";
import { SITE } from "@/content/site";

export const MANIFEST_PATH: Record<TLanguage, string> = { en: "/manifest.webmanifest", af: "/af.webmanifest" };

export function siteManifest(language: TLanguage): MetadataRoute.Manifest {
  return {
    id: "/",
    name: SITE.name,
    short_name: SITE.name,
    description: getDictionary(language).home.metaDescription,
    lang: language === "af" ? "af-ZA" : "en-ZA",
    start_url: localizedPath("home", language),
    scope: "/",
    display: "standalone",
    background_color: "#faf6ef",
    theme_color: "#1d5c5a",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icons/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icons/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
}
