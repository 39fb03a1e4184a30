// A topic page, blog post or legal page: title, date, reading time, the Markdown rendered at
// build time (content/articles.ts), and links to related pages. A server component: no client JS.
import { PageLink } from "@/components/ui/page-link";
import type { ReactNode } from "react";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { articleLink, formatArticleDate, loadArticle, type TArticleKind } from "@/content/articles";
import type { TStayHours } from "@/content/stays";
import { localizedPath } from "@/content/routes";

type TArticleViewProps = {
  kind: TArticleKind;
  slug: string;
  language: TLanguage;
  /** A link above the title back to the town's hub or to the blog's list. */
  back?: "hub" | "blog";
  /** Shown after the text (the terms' call to action). */
  footer?: ReactNode;
  /** Legal pages show "Last updated" instead of a reading time. */
  variant?: "article" | "legal";
  /** Writes the parts that follow the owner's settings into the rendered Markdown (the terms' prices and payment rules). */
  fillHtml?: (html: string) => string;
  /** The stays' hours its text names: the owner's (the terms); the shipped setting unless given. */
  hours?: TStayHours;
};

export function ArticleView({ kind, slug, language, back, footer, variant = "article", fillHtml, hours }: TArticleViewProps) {
  const t = getDictionary(language);
  const article = loadArticle(kind, slug, language, hours);
  const backLink =
    back === "hub" ? { href: localizedPath("hub", language), label: t.articles.backToHub } : { href: "/blog", label: t.articles.blogTitle };
  const related = article.related.map((slug) => articleLink(slug, language)).filter((link) => link !== undefined);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      {back ? (
        <nav aria-label={t.articles.breadcrumb} className="mb-6 text-sm">
          <PageLink href={backLink.href} className="font-medium text-secondary underline-offset-4 hover:underline">
            ← {backLink.label}
          </PageLink>
        </nav>
      ) : null}
      <header>
        <h1 className="font-serif text-3xl font-semibold text-balance sm:text-4xl">{article.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{article.description}</p>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            {variant === "legal" ? t.legal.updated : t.articles.published}:{" "}
            <time dateTime={article.date}>{formatArticleDate(article.date, language)}</time>
          </span>
          {variant === "article" ? <span>{t.articles.readingTime(article.readingMinutes)}</span> : null}
        </p>
      </header>
      <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: fillHtml ? fillHtml(article.html) : article.html }} />
      {footer}
      {related.length > 0 ? (
        <aside aria-labelledby="related-title" className="mt-12 border-t pt-8">
          <h2 id="related-title" className="text-xl font-semibold">
            {t.articles.related}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((link) => (
              <li key={link.href} className="rounded-lg border bg-card p-4">
                <PageLink href={link.href} className="font-semibold text-foreground underline-offset-4 hover:underline">
                  {link.title}
                </PageLink>
                <p className="mt-1 text-sm text-muted-foreground">{link.description}</p>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
