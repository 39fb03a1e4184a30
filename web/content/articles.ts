// The long-form pages: town topics (content/topics), blog posts (content/blog) and the legal
// pages (content/legal), each `<slug>.<language>.md` with a frontmatter block. Read from disk and
// rendered to HTML at build time only (the pages using this are prerendered), so no Markdown code
// reaches the browser. Raw HTML in the Markdown is escaped, never passed through.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { Marked } from "marked";
import { escapeHtml } from "@/lib/escape-html.mjs";
import type { TLanguage } from "./dictionaries/types";
import { BLOG_SLUGS, TOPIC_SLUGS } from "./routes";
import { fillHours, STAY_HOURS, type TStayHours } from "./stays";

export { BLOG_SLUGS };

export type TArticleKind = "topics" | "blog" | "legal";

export type TArticle = {
  slug: string;
  title: string;
  description: string;
  /** yyyy-MM-dd */
  date: string;
  /** Blog posts only: the middle segment of /blogs/{category}/{slug}. */
  category?: string;
  related: string[];
  html: string;
  readingMinutes: number;
};

type TArticleLink = { href: string; title: string; description: string };

const CONTENT_ROOT = path.join(process.cwd(), "web", "content");
const WORDS_PER_MINUTE = 200;

const markdown = new Marked({
  gfm: true,
  renderer: {
    // HTML inside the Markdown is shown as text: content is data, not markup.
    html: ({ text }) => escapeHtml(text),
  },
});

/** Markdown to HTML; raw HTML in it comes out as text. */
export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

const cache = new Map<string, TArticle>();

/** A frontmatter value that is text; anything else counts as missing. */
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** One page's Markdown in a language, rendered. Throws when the file is missing. */
export function loadArticle(kind: TArticleKind, slug: string, language: TLanguage, hours: TStayHours = STAY_HOURS): TArticle {
  const key = `${kind}/${slug}.${language} ${JSON.stringify(hours)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const source = readFileSync(path.join(CONTENT_ROOT, kind, `${slug}.${language}.md`), "utf8");
  // Parsed without gray-matter's cache: the articles are cached here, once each.
  // A page names the stays' hours as {checkInFrom}, {checkInUntil} and {checkOutBy}.
  const { data, content: body } = matter(fillHours(source, hours), {});
  const words = body.split(/\s+/).filter(Boolean).length;
  const article: TArticle = {
    slug,
    title: text(data.title) ?? slug,
    description: text(data.description) ?? "",
    date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : (text(data.date) ?? ""),
    category: text(data.category),
    related: Array.isArray(data.related) ? data.related.filter((item): item is string => typeof item === "string") : [],
    html: renderMarkdown(body),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
  cache.set(key, article);
  return article;
}

export function isBlogSlug(slug: string): slug is (typeof BLOG_SLUGS)[number] {
  return (BLOG_SLUGS as readonly string[]).includes(slug);
}

function isTopicSlug(slug: string): slug is (typeof TOPIC_SLUGS)[number] {
  return (TOPIC_SLUGS as readonly string[]).includes(slug);
}

/** A blog post's one address (its canonical): /blogs/{slug}; /blog/{slug} and /blogs/{category}/{slug} show the same post. */
export function blogPath(slug: string): string {
  return `/blogs/${slug}`;
}

/** The link to a topic page or blog post named in a `related` list; undefined for an unknown slug. */
export function articleLink(slug: string, language: TLanguage): TArticleLink | undefined {
  if (isTopicSlug(slug)) {
    const { title, description } = loadArticle("topics", slug, language);
    return { href: `/${slug}`, title, description };
  }
  if (isBlogSlug(slug)) {
    const { title, description } = loadArticle("blog", slug, language);
    return { href: blogPath(slug), title, description };
  }
  return undefined;
}

/** Formats an article's yyyy-MM-dd date for its language ("22 November 2026"). */
export function formatArticleDate(date: string, language: TLanguage): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language === "af" ? "af-ZA" : "en-ZA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(parsed);
}
