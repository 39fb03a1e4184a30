// The long-form content: every topic page, blog post and legal page exists in both languages with
// its frontmatter, related links resolve, and Markdown's raw HTML is escaped, never passed through.
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "@/content/dictionaries";
import { HUB_CARDS } from "@/content/hub";
import { BLOG_SLUGS, TOPIC_SLUGS } from "@/content/routes";

vi.mock("server-only", () => ({}));
const { articleLink, formatArticleDate, loadArticle, renderMarkdown } = await import("@/content/articles");

const PAGES = [
  ...TOPIC_SLUGS.map((slug) => ["topics", slug] as const),
  ...BLOG_SLUGS.map((slug) => ["blog", slug] as const),
  ["legal", "terms"] as const,
  ["legal", "privacy"] as const,
];

describe("content", () => {
  for (const language of LANGUAGES) {
    it.each(PAGES)(`%s/%s exists in ${language} with a title, description, date and text`, (kind, slug) => {
      const article = loadArticle(kind, slug, language);
      expect(article.title.length).toBeGreaterThan(3);
      expect(article.description.length).toBeGreaterThan(30);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.html).toContain("<h2");
      expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
      for (const related of article.related) expect(articleLink(related, language), `${slug} -> ${related}`).toBeDefined();
      if (kind === "blog") expect(article.category).toMatch(/^[a-z-]+$/);
    });
  }

  it("gives each post the same category in both languages", () => {
    for (const slug of BLOG_SLUGS) expect(loadArticle("blog", slug, "af").category).toBe(loadArticle("blog", slug, "en").category);
  });

  it("has 14 English and 12 Afrikaans hub cards, each on a topic page, with two badges", () => {
    expect(HUB_CARDS.en).toHaveLength(14);
    expect(HUB_CARDS.af).toHaveLength(12);
    for (const card of [...HUB_CARDS.en, ...HUB_CARDS.af]) {
      expect(TOPIC_SLUGS).toContain(card.route.slice(1));
      expect(card.badges).toHaveLength(2);
    }
    expect(HUB_CARDS.en.map((card) => card.route)).not.toContain("/oraniastrategy");
    expect(HUB_CARDS.af.map((card) => card.route)).toContain("/oraniastrategy");
  });

  it("escapes raw HTML in Markdown", () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n## Title');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("<h2");
  });

  it("formats dates per language", () => {
    // November is spelt alike in both languages: these months are not, so a formatter that
    // ignored the language fails here whatever month the posts are dated.
    expect(formatArticleDate("2026-03-05", "en")).toBe("5 March 2026");
    expect(formatArticleDate("2026-03-05", "af")).toBe("5 Maart 2026");
    expect(formatArticleDate("2026-10-22", "en")).toBe("22 October 2026");
    expect(formatArticleDate("2026-10-22", "af")).toBe("22 Oktober 2026");
  });
});
