// The root layout, once per language (app/[lang], prerendered for "en" and "af"): <html lang>,
// fonts, header, footer and the page-wide helpers. Public addresses reach it through
// next.config.ts rewrites (localized pages) and web/proxy.ts (neutral pages); see content/routes.ts.
import "../globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LanguageSync } from "@/components/layout/language-sync";
import { NavigationLoader } from "@/components/layout/navigation-loader";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { FOOTER_ID, SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { IntentPrefetch, KEY_TOWN_PAGES, TownPrefetch } from "@/components/layout/town-prefetch";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { Toaster } from "@/components/ui/toaster";
import { getDictionary } from "@/content/dictionaries";
import { SITE } from "@/content/site";
import { languageOf, languageParams } from "@/lib/language";
import { getConfig } from "@/server/config";
import { MANIFEST_PATH } from "@/server/offline/manifest";
import { fontVariables } from "../fonts";

type TLayoutProps = { children: ReactNode; params: Promise<{ lang: string }> };

export const dynamicParams = false;
export const generateStaticParams = languageParams;

export const viewport: Viewport = { themeColor: "#faf6ef" };

export async function generateMetadata({ params }: Omit<TLayoutProps, "children">): Promise<Metadata> {
  const language = await languageOf(params);
  const t = getDictionary(language);
  return {
    manifest: MANIFEST_PATH[language],
    metadataBase: new URL(getConfig().APP_URL),
    title: { default: SITE.name, template: `%s | ${SITE.name}` },
    description: t.home.metaDescription,
    applicationName: SITE.name,
    formatDetection: { telephone: false },
  };
}

export default async function RootLayout({ children, params }: TLayoutProps) {
  const language = await languageOf(params);
  const t = getDictionary(language);
  return (
    <html lang={language} className={fontVariables}>
      <body className="relative flex min-h-dvh flex-col">
        <SkipLink label={t.shell.skipToContent} />
        <SiteHeader language={language} t={t} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter language={language} t={t} />
        <ScrollToTop label={t.shell.scrollToTop} footerId={FOOTER_ID} />
        <Toaster labels={{ toast: t.shell.toast.label, viewport: t.shell.toast.viewport, close: t.shell.close }} />
        <LanguageSync language={language} />
        <NavigationLoader text={t.shell.loading} />
        <TownPrefetch routes={KEY_TOWN_PAGES} delayMs={3_000} />
        <IntentPrefetch />
      </body>
    </html>
  );
}
