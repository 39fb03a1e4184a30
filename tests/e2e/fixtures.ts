// The e2e `test`: Playwright's, plus a check after every test that the page logged no console
// error and threw no uncaught exception. A test that expects one (a 404 document, a failed call)
// declares it first with `allowConsoleError(/pattern/)`. Also: expectNoSeriousA11yViolations(page).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

type TFixtures = {
  allowConsoleError: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
  consoleGuard: void;
};

export const test = base.extend<TFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  allowedConsoleErrors: async ({}, use) => use([]),
  allowConsoleError: async ({ allowedConsoleErrors }, use) => use((pattern) => allowedConsoleErrors.push(pattern)),
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(errors.filter((error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core over the page (WCAG 2.1 A and AA rules): no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/**
 * Scrolls each island that loads near the screen (components/ui/near-screen.tsx: the home page's
 * reviews and guest photos, a stay page's booking panel) into view, as a visitor would reach it,
 * and waits until all of them have been asked to load.
 */
export async function revealLazyIslands(page: Page): Promise<void> {
  const islands = page.locator("[data-lazy-island]");
  for (const island of await islands.all()) await island.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-lazy-island]:not([data-near])")).toHaveCount(0);
}

/** page.goto, then revealLazyIslands. */
export async function gotoAndReveal(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await revealLazyIslands(page);
}
