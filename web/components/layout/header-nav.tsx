"use client";
// The header's tabs (Accommodation / All about Orania) and the EN | AF toggle. It works out the
// current page from the router's segments under app/[lang] (the same on the server and in the
// browser, unlike the rewritten URL), so the toggle's address is right in the server HTML.
// Plain class strings, not cn(): this ships on every page and tailwind-merge would add 8 KB.
import { PageLink } from "@/components/ui/page-link";
import { useRouter, useSelectedLayoutSegments } from "next/navigation";
import type { MouseEvent } from "react";
import type { TLanguage } from "@/content/dictionaries";
import { counterpartPath, findLocalizedPage, localizedPath, publicPathOf, TOPIC_SLUGS } from "@/content/routes";
import { setLanguage } from "@/lib/set-language";

type TLabels = { nav: string; accommodation: string; aboutOrania: string; switchLanguage: string };
type TSection = "accommodation" | "about" | undefined;

const TOWN_ROOTS: readonly string[] = [...TOPIC_SLUGS, "blog", "blogs"];

function sectionOf(path: string): TSection {
  const page = findLocalizedPage(path)?.page;
  if (page === "hub" || TOWN_ROOTS.includes(path.split("/")[1] ?? "")) return "about";
  if (page !== undefined) return "accommodation";
  return undefined;
}

/**
 * `languageHref`: the other language's address of a page outside app/[lang] (a page behind an
 * e-mailed link, `?lang=`); the toggle is then a plain link, a whole new page in that language.
 */
export function HeaderNav({ language, labels, languageHref }: { language: TLanguage; labels: TLabels; languageHref?: string }) {
  const router = useRouter();
  const segments = useSelectedLayoutSegments().filter((segment) => !segment.startsWith("(") && !segment.startsWith("__"));
  const current = publicPathOf(language, segments.length > 0 ? `/${segments.join("/")}` : "");
  const section = sectionOf(current);
  const other: TLanguage = language === "en" ? "af" : "en";
  const target = languageHref ?? counterpartPath(current);

  function switchLanguage(event: MouseEvent<HTMLAnchorElement>) {
    setLanguage(other);
    if (languageHref === undefined && target === current) {
      // A neutral page keeps its address: re-render it in the language just chosen.
      event.preventDefault();
      router.refresh();
    }
  }

  const Toggle = languageHref === undefined ? PageLink : "a";
  const tabs = [
    { key: "accommodation" as const, href: localizedPath("home", language), label: labels.accommodation },
    { key: "about" as const, href: localizedPath("hub", language), label: labels.aboutOrania },
  ];

  return (
    <div className="flex flex-1 items-center justify-end gap-2 sm:gap-5">
      <nav aria-label={labels.nav}>
        <ul className="flex gap-1 rounded-lg bg-muted p-1">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <PageLink
                href={tab.href}
                aria-current={current === tab.href ? "page" : undefined}
                data-active={section === tab.key || undefined}
                className="block rounded-md px-2 py-1.5 text-center text-[13px] leading-tight font-medium sm:px-3 sm:py-2 sm:text-sm text-muted-foreground transition-colors hover:text-foreground data-[active]:bg-card data-[active]:text-foreground data-[active]:shadow-sm"
              >
                {tab.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <Toggle
        href={target}
        hrefLang={other}
        onClick={switchLanguage}
        className="flex h-10 shrink-0 items-center gap-1 rounded-md border border-input bg-card px-2 text-sm font-semibold sm:px-3"
        data-testid="language-toggle"
      >
        <span className={language === "en" ? "text-foreground" : "text-muted-foreground"}>EN</span>
        <span aria-hidden className="text-muted-foreground">
          |
        </span>
        <span className={language === "af" ? "text-foreground" : "text-muted-foreground"}>AF</span>
        <span className="sr-only">{labels.switchLanguage}</span>
      </Toggle>
    </div>
  );
}
