// Every route of the spec's table (the stay pages have their own suite) in both languages:
// status, title, h1, <html lang>, canonical and hreflang; axe-core once per page type.
import type { Page } from "@playwright/test";
import { TOPIC_SLUGS } from "../../web/content/routes";
import { expect, expectNoSeriousA11yViolations, revealLazyIslands, test } from "./fixtures";

type TLanguage = "en" | "af";
type TRouteCase = {
  path: string;
  language: TLanguage;
  title: string;
  h1: string;
  canonical: string;
  /** The localized pages' alternates: [en, af]; neutral pages have one address and none. */
  alternates?: [string, string];
};

const SITE = "Orania Stays";

const LOCALIZED: TRouteCase[] = [
  {
    path: "/",
    language: "en",
    title: `Accommodation in Orania | ${SITE}`,
    h1: "Accommodation in Orania",
    canonical: "/",
    alternates: ["/", "/verblyf"],
  },
  {
    path: "/verblyf",
    language: "af",
    title: `Verblyf in Orania | ${SITE}`,
    h1: "Verblyf in Orania",
    canonical: "/verblyf",
    alternates: ["/", "/verblyf"],
  },
  {
    path: "/experienceorania",
    language: "en",
    title: `Experience Orania | ${SITE}`,
    h1: "Experience Orania",
    canonical: "/experienceorania",
    alternates: ["/experienceorania", "/ervaarorania"],
  },
  {
    path: "/ervaarorania",
    language: "af",
    title: `Ervaar Orania | ${SITE}`,
    h1: "Ervaar Orania",
    canonical: "/ervaarorania",
    alternates: ["/experienceorania", "/ervaarorania"],
  },
];

/** Neutral pages: the same address in both languages, chosen by the `lang` cookie. */
const NEUTRAL: Record<TLanguage, { path: string; h1: string; canonical: string }[]> = {
  en: [
    { path: "/oraniahistory", h1: "History of Orania", canonical: "/oraniahistory" },
    { path: "/blog", h1: "Blog: questions about Orania", canonical: "/blog" },
    { path: "/blogs", h1: "Blog: questions about Orania", canonical: "/blog" },
    { path: "/blog/is-orania-safe-to-visit", h1: "Is Orania Safe to Visit?", canonical: "/blogs/is-orania-safe-to-visit" },
    { path: "/blogs/is-orania-safe-to-visit", h1: "Is Orania Safe to Visit?", canonical: "/blogs/is-orania-safe-to-visit" },
    { path: "/blogs/travel/is-orania-safe-to-visit", h1: "Is Orania Safe to Visit?", canonical: "/blogs/is-orania-safe-to-visit" },
    { path: "/terms", h1: "Terms and conditions", canonical: "/terms" },
    { path: "/privacy", h1: "Privacy policy", canonical: "/privacy" },
  ],
  af: [
    { path: "/oraniahistory", h1: "Die geskiedenis van Orania", canonical: "/oraniahistory" },
    { path: "/blog", h1: "Blog: vrae oor Orania", canonical: "/blog" },
    { path: "/blogs", h1: "Blog: vrae oor Orania", canonical: "/blog" },
    { path: "/blog/can-you-move-to-orania", h1: "Kan jy na Orania trek?", canonical: "/blogs/can-you-move-to-orania" },
    { path: "/blogs/can-you-move-to-orania", h1: "Kan jy na Orania trek?", canonical: "/blogs/can-you-move-to-orania" },
    { path: "/terms", h1: "Terme en voorwaardes", canonical: "/terms" },
    { path: "/privacy", h1: "Privaatheidsbeleid", canonical: "/privacy" },
  ],
};

const POSTS: [string, string][] = [
  ["travel", "is-orania-safe-to-visit"],
  ["living", "can-you-move-to-orania"],
  ["travel", "is-orania-open-to-visitors"],
  ["living", "can-you-live-off-grid-in-orania"],
  ["community", "what-makes-orania-so-different"],
  ["travel", "is-orania-safe-for-tourists"],
];

async function chooseLanguage(page: Page, baseURL: string | undefined, language: TLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, url: baseURL! }]);
}

/** The head's canonical and hreflang links; x-default is the English address unless named. */
async function expectHead(page: Page, canonical: string, alternates?: [string, string], xDefault = alternates?.[0]) {
  const path = (href: string | null) => decodeURI(new URL(href ?? "", "http://x").pathname);
  expect(path(await page.locator('link[rel="canonical"]').getAttribute("href"))).toBe(canonical);
  const hreflangs = page.locator('link[rel="alternate"][hreflang]');
  if (alternates) {
    expect(path(await page.locator('link[rel="alternate"][hreflang="en-ZA"]').getAttribute("href"))).toBe(alternates[0]);
    expect(path(await page.locator('link[rel="alternate"][hreflang="af-ZA"]').getAttribute("href"))).toBe(alternates[1]);
    expect(path(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href"))).toBe(xDefault);
  } else {
    await expect(hreflangs).toHaveCount(0);
  }
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/social\.jpg$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
}

test.describe("localized pages", () => {
  for (const route of LOCALIZED) {
    test(`${route.path}: status, title, h1, lang, canonical, hreflang`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", route.language);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      await expectHead(page, route.canonical, route.alternates);
    });
  }
});

for (const language of ["en", "af"] as const) {
  test.describe(`neutral pages in ${language}`, () => {
    for (const route of NEUTRAL[language]) {
      test(`${route.path}`, async ({ page, baseURL }) => {
        await chooseLanguage(page, baseURL, language);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
        const h1 = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
        await expect(page).toHaveTitle(`${h1} | ${SITE}`);
        // Each language has an indexable address of its own, the canonical of the shared address
        // in that language; hreflang names only those, the English one as the x-default.
        const own = (lang: TLanguage) => `/${lang}${route.canonical}`;
        await expectHead(page, own(language), [own("en"), own("af")]);
      });
    }

    test("every topic page and blog address answers 200 with its title", async ({ page, baseURL }) => {
      await chooseLanguage(page, baseURL, language);
      const paths = [
        ...TOPIC_SLUGS.map((slug) => `/${slug}`),
        ...POSTS.flatMap(([category, slug]) => [`/blog/${slug}`, `/blogs/${slug}`, `/blogs/${category}/${slug}`]),
      ];
      for (const path of paths) {
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${language}"`);
        expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html, path).toMatch(/<title>[^<]+ \| Orania Stays<\/title>/);
      }
    });
  });
}

test.describe("articles", () => {
  test("a topic page shows its date, reading time, text and related links, with no script of its own", async ({ page }) => {
    await page.goto("/oraniahistory");
    await expect(page.getByText(/Published:/)).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.locator(".prose h2").first()).toBeVisible();
    const related = page.getByRole("complementary").getByRole("link");
    expect(await related.count()).toBeGreaterThan(0);
    await related.first().click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("History of Orania");
  });

  test("an unknown post or category is the 404 page", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    expect((await page.goto("/blogs/no-such-post"))?.status()).toBe(404);
    expect((await page.goto("/blogs/living/is-orania-safe-to-visit"))?.status()).toBe(404);
    expect((await page.goto("/oraniaunknown"))?.status()).toBe(404);
  });

  test("sitemap.xml and robots.txt list the public pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/",
      "/verblyf",
      "/experienceorania",
      "/ervaarorania",
      "/oraniadestination",
      "/blogs/is-orania-safe-for-tourists",
      "/terms",
      "/privacy",
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    expect(robots).toContain("Disallow: /api/");
  });
});

test.describe("accessibility of every page type", () => {
  for (const path of [
    "/",
    "/verblyf",
    "/experienceorania",
    "/ervaarorania",
    "/oraniaeconomy",
    "/blog",
    "/blogs/travel/is-orania-safe-to-visit",
    "/terms",
    "/privacy",
  ]) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await revealLazyIslands(page);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yViolations(page);
    });
  }
});
