// The header of every page: logo (home of the page's language), the two section tabs and the
// EN | AF toggle. Server-rendered; only HeaderNav (tabs + toggle) runs in the browser.
import { PageLink } from "@/components/ui/page-link";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";
import { SITE } from "@/content/site";
import { HeaderNav } from "./header-nav";
import { LogoMark } from "./logo-mark";

/** `languageHref`: the other language's address, for a page outside app/[lang] (see HeaderNav). */
export function SiteHeader({ language, t, languageHref }: { language: TLanguage; t: TDictionary; languageHref?: string }) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-3 px-4 py-2 sm:gap-x-6 sm:py-3">
        <PageLink
          href={localizedPath("home", language)}
          aria-label={t.shell.homeLink(SITE.name)}
          className="flex items-center gap-2.5 rounded-md font-serif text-lg font-semibold text-foreground"
        >
          <LogoMark className="size-9 shrink-0" />
          {/* A phone's header is one row: the logo alone names the site there (and the link's label). */}
          <span className="hidden sm:inline">{SITE.name}</span>
        </PageLink>
        <HeaderNav
          language={language}
          labels={{ nav: t.shell.mainNav, ...t.shell.tabs, switchLanguage: t.shell.switchLanguage }}
          languageHref={languageHref}
        />
      </div>
    </header>
  );
}
