// Steps shared by the specs of the pages behind e-mailed links (booking, owner, sign-in and review
// invitation pages): phone size, both languages, the site's layout, and a context without JavaScript.
import type { Browser, Page } from "@playwright/test";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { createActionToken, type TSignedAction } from "../../web/server/approvals/token";
import { getDictionary } from "../../web/content/dictionaries";
import { SITE } from "../../web/content/site";
import { expect, expectNoSeriousA11yViolations } from "./fixtures";

export const VIEWPORT = { width: 390, height: 844 };
export const LANGUAGES = ["en", "af"] as const;

export function sign(action: TSignedAction, subjectId: string): string {
  return createActionToken({ action, subjectId, expiresAt: Date.now() + 24 * 3600 * 1000 }, E2E_ENV.APPROVAL_SECRET);
}

/** The font family of the site's own page heading (the home page's h1). */
export async function siteHeadingFont(page: Page): Promise<string> {
  await page.goto("/");
  return page.getByRole("heading", { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
}

/** The page in `lang` has the site's layout: <html lang>, the heading typeface, the header and its toggle to the other language; axe clean. */
export async function expectSiteLayout(page: Page, lang: "en" | "af", headingFont: string): Promise<void> {
  const t = getDictionary(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  expect(await page.getByRole("heading", { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toBe(headingFont);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: t.shell.homeLink(SITE.name) })).toBeVisible();
  const toggle = header.getByTestId("language-toggle");
  await expect(toggle).toBeVisible();
  // The same page in the other language: `?lang=` first, then what the page keeps (a sign-in link's token).
  await expect(toggle).toHaveAttribute("href", new RegExp(`\\?lang=${lang === "en" ? "af" : "en"}(&|$)`));
  await expectNoSeriousA11yViolations(page);
}

export async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT, baseURL: E2E_ENV.APP_URL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * axe on a page as a visitor without scripts sees it. axe cannot run where scripts are off (it
 * waits on timers of its own), so the document as it stands (what its noscript elements hold
 * shown, every script left out) is opened at the same address in a context that runs scripts.
 */
export async function expectNoSeriousA11yViolationsWithoutScripts(browser: Browser, page: Page): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: E2E_ENV.APP_URL });
  try {
    const copy = await context.newPage();
    await copy.route(page.url(), (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(page.url());
    await expectNoSeriousA11yViolations(copy);
  } finally {
    await context.close();
  }
}
