// The blog list (/blog and /blogs): every post with its title, description, date and reading time.
import { PageLink } from "@/components/ui/page-link";
import { BLOG_SLUGS, blogPath, formatArticleDate, loadArticle } from "@/content/articles";
import type { TDictionary, TLanguage } from "@/content/dictionaries";

export function BlogList({ language, t }: { language: TLanguage; t: TDictionary }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t.articles.blogTitle}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t.articles.blogDescription}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {BLOG_SLUGS.map((slug) => {
          const post = loadArticle("blog", slug, language);
          return (
            <li key={slug} className="relative flex flex-col rounded-lg border bg-card p-5 shadow-sm">
              <h2 className="text-lg font-semibold">
                <PageLink href={blogPath(slug)} className="after:absolute after:inset-0 hover:underline">
                  {post.title}
                </PageLink>
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">{post.description}</p>
              <p className="mt-auto pt-4 text-xs text-muted-foreground">
                <time dateTime={post.date}>{formatArticleDate(post.date, language)}</time> · {t.articles.readingTime(post.readingMinutes)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
