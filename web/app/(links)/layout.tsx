// The root layout of the pages behind e-mailed links (/booking/<token>, ...): the site's look
// (<html lang>, fonts, header with the language toggle, footer) in the language the page's door
// chose (web/server/http/link-page.ts: `?lang=`, else the booking's, else the visitor's). Never
// indexed; the door's reply adds X-Robots-Tag and Cache-Control: no-store (web/proxy.ts). Printed,
// a page is its content alone: the site's header (with the language toggle) and footer are left out.
import "../globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { otherLanguageHref, readLinkPage } from "@/components/links/link-page";
import { getDictionary } from "@/content/dictionaries";
import { SITE } from "@/content/site";
import { getConfig } from "@/server/config";
import { MANIFEST_PATH } from "@/server/offline/manifest";
import { fontVariables } from "../fonts";

export const viewport: Viewport = { themeColor: "#faf6ef" };

export async function generateMetadata(): Promise<Metadata> {
  const state = await readLinkPage();
  return {
    manifest: MANIFEST_PATH[state.language],
    metadataBase: new URL(getConfig().APP_URL),
    title: { default: SITE.name, template: `%s | ${SITE.name}` },
    robots: { index: false, follow: false, nocache: true },
    formatDetection: { telephone: false },
  };
}

export default async function LinkPagesLayout({ children }: { children: ReactNode }) {
  const state = await readLinkPage();
  const t = getDictionary(state.language);
  return (
    <html lang={state.language} className={fontVariables}>
      <body className="relative flex min-h-dvh flex-col print:block print:min-h-0 print:[&>footer]:hidden print:[&>header]:hidden">
        <SkipLink label={t.shell.skipToContent} />
        <SiteHeader language={state.language} t={t} languageHref={otherLanguageHref(state, state.keep)} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter language={state.language} t={t} />
      </body>
    </html>
  );
}
