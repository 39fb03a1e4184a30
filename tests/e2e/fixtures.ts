// The e2e `test`: Playwright's, plus a check after every test that the page logged no console
// error and threw no uncaught exception. A test that expects one (a 404 document, a failed call)
// declares it first with `allowConsoleError(/pattern/)`. Also: expectNoSeriousA11yViolations(page),
// and the local inbox that global-setup.ts starts: readInbox(), waitForMail(to, subject).
// And after every test, the page it ends on speaks one language: no text that only the other
// language's store writes appears on a page whose <html lang> is en or af. A page that shows the
// other language by design (the owner reading what went to a guest) says so first with
// `allowOtherLanguage(reason)`.
// And no test crosses the business's midnight: one that would start in the day's last two minutes
// waits for the next day (tests take "today" from the wall clock and compare it with the site's).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { TInboxMessage } from "../../scripts/local-services.mjs";
import { E2E_ENV, E2E_INBOX_PORT } from "../../scripts/test-env.mjs";
import { untilBusinessDayLasts } from "../support/business-day";
import { otherLanguagePhrases } from "../support/language-phrases";

type TFixtures = {
  allowConsoleError: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
  consoleGuard: void;
  allowOtherLanguage: (reason: string) => void;
  otherLanguageAllowed: { reason?: string };
  languageGuard: void;
  oneBusinessDay: void;
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
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  otherLanguageAllowed: async ({}, use) => use({}),
  allowOtherLanguage: async ({ otherLanguageAllowed }, use) => use((reason) => (otherLanguageAllowed.reason = reason)),
  languageGuard: [
    async ({ page, otherLanguageAllowed }, use) => {
      await use();
      if (otherLanguageAllowed.reason || page.isClosed() || !/^https?:/.test(page.url())) return;
      const shown = await page
        .evaluate(() => ({ lang: document.documentElement.lang, text: document.body?.innerText ?? "" }))
        .catch(() => undefined); // A page still navigating at the test's end has no document to read.
      if (!shown || (shown.lang !== "en" && shown.lang !== "af")) return;
      expect(otherLanguagePhrases(shown.lang, shown.text), `${page.url()} (${shown.lang})`).toEqual([]);
    },
    { auto: true },
  ],
  oneBusinessDay: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      // Longer than a test may take (the config's 90 s); the wait has a timeout of its own.
      await untilBusinessDayLasts(120_000);
      await use();
    },
    { auto: true, timeout: 150_000 },
  ],
});

export { expect };

/** axe-core over the page (WCAG 2.1 A and AA rules): no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A dynamic page streams its metadata after its first content: axe reads the page as it stands
  // once its title has arrived, not while its stream is still open.
  await expect(page).toHaveTitle(/\S/);
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

/** Every e-mail the suite's site and worker have sent so far, oldest first (the inbox's JSON API). */
export async function readInbox(): Promise<TInboxMessage[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_INBOX_PORT}/api/messages`);
  if (!response.ok) throw new Error(`The local inbox answered ${response.status}`);
  return (await response.json()) as TInboxMessage[];
}

/**
 * Waits until the inbox holds at least `count` e-mails to `to` whose subject contains `subject`
 * (and that `match`, if given), as the worker sends them within a second or two; returns them,
 * oldest first.
 */
export async function waitForMail(
  to: string,
  subject: string,
  { count = 1, match = () => true }: { count?: number; match?: (mail: TInboxMessage) => boolean } = {},
): Promise<TInboxMessage[]> {
  let found: TInboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await readInbox()).filter((mail) => mail.to.includes(to) && (mail.subject ?? "").includes(subject) && match(mail));
        return found.length;
      },
      { message: `${count} e-mail(s) to ${to} about "${subject}"`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * The public forms refuse a submission sent sooner than MIN_FORM_FILL_MS after the form opened (a
 * bot's speed). The suite fills a form in milliseconds, a person in seconds: before sending, a test
 * waits out what remains of that minimum, counted from `openedAt`. Take `openedAt` once the form
 * is on screen: a form starts its clock when it opens (the photo form anew each time), never after
 * it shows, so the wait is never shorter than the one the server counts.
 */
export async function waitOutFormMinimum(page: Page, openedAt: number): Promise<void> {
  const left = Number(E2E_ENV.MIN_FORM_FILL_MS) - (Date.now() - openedAt);
  if (left > 0) await page.waitForTimeout(left);
}
