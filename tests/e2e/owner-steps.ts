// The owner's steps in the browser, shared by the console's specs: the console's texts in each
// language, signing in from the e-mailed link, switching the console's language, screenshots kept
// as test artefacts, and the toast that announces an action's result.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import pg from "pg";
import { E2E_ENV, E2E_RESULTS_DIR, TEST_ENV } from "../../scripts/test-env.mjs";
import { getConsoleDictionary } from "../../web/content/dictionaries/console";
import { expect, waitForMail } from "./fixtures";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SCREENSHOTS = path.join(E2E_RESULTS_DIR, "screenshots");
/** Where each spec keeps its signed-in browser state for its later tests. */
export const STATES = path.join(E2E_RESULTS_DIR, "owner-sessions");
mkdirSync(SCREENSHOTS, { recursive: true });
mkdirSync(STATES, { recursive: true });

export type TLang = "en" | "af";
export const STAY_PATHS: Record<TLang, Record<string, string>> = {
  en: { "vacation-home": "/vacation-home", "fisheagle-hut": "/fisheagle-hut", "african-darter-hut": "/african-darter-hut" },
  af: { "vacation-home": "/vakansie-huis", "fisheagle-hut": "/visarend-hut", "african-darter-hut": "/slanghalsvo%C3%ABl-hut" },
};

/** The console's texts in each language, and the sign-in page's. */
export const T = {
  en: { ...getConsoleDictionary("en"), signIn: { email: "E-mail", send: "Send me a sign-in link", subject: "Sign in", button: "Sign in" } },
  af: {
    ...getConsoleDictionary("af"),
    signIn: { email: "E-pos", send: "Stuur vir my 'n aantekenskakel", subject: "Teken in", button: "Teken in" },
  },
};

/** A query on the browser suite's database, for what a spec sets up or checks beside the pages. */
export async function sql<TRow extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<TRow[]> {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<TRow>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Screenshots of the screens, for a person to look at, are taken with KEEP_SCREENSHOTS=1 only: each
 * costs a second or more, and the suite proves nothing with them. Playwright keeps one of every
 * failing test's page whatever this says (playwright.config.ts).
 */
export const KEEP_SCREENSHOTS = process.env.KEEP_SCREENSHOTS === "1";

export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/** The console in `lang`: the owner's account keeps the choice, so switch with the header's toggle if needed. */
export async function useConsoleLanguage(page: Page, lang: TLang) {
  const current = (await page.locator("html").getAttribute("lang")) as TLang;
  if (current === lang) return;
  await page.getByRole("button", { name: T[current].shell.otherLanguage }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Expects the toast that announces an action's result (within `timeout` ms for a long action). */
export async function expectToast(page: Page, text: string, timeout?: number) {
  await expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible(timeout ? { timeout } : {});
}

/**
 * Expects the toast, then closes it with its close button and waits until it is gone: the next
 * action's toast of the same words (or one that replaces it) can then only be that action's own,
 * never this one still on screen. (The status region expectToast finds is the toast's
 * announcement; the toast itself is an item of the notifications list.)
 */
export async function expectAndCloseToast(page: Page, text: string) {
  await expectToast(page, text);
  const toast = page.locator('li[data-state="open"]').filter({ hasText: text });
  await toast
    .getByRole("button")
    .click({ timeout: 5000 })
    .catch(async (error: unknown) => {
      // Closed by itself meanwhile (it shows for five seconds): nothing left to close.
      if ((await toast.count()) > 0) throw error;
    });
  await expect(page.locator("li").filter({ hasText: text })).toHaveCount(0);
}

/**
 * From a console page that sent the browser to sign in: asks for a link in `lang`, opens it from
 * the local inbox, presses its button, and expects to land back on `consolePath` in `lang`.
 */
export async function signInFromInbox(page: Page, lang: TLang, consolePath: string) {
  await expect(page).toHaveURL(/\/owner\/sign-in/);
  // The sign-in page speaks the browser's language; the owner switches it with the header's toggle.
  const shown = (await page.locator("html").getAttribute("lang")) as TLang;
  if (shown !== lang) await page.getByRole("banner").getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const t = T[lang];
  const sentAt = Date.now();
  await page.getByLabel(t.signIn.email).fill(E2E_ENV.OWNER_EMAIL);
  await page.getByRole("button", { name: t.signIn.send }).click();
  const [mail] = await waitForMail(E2E_ENV.OWNER_EMAIL, t.signIn.subject, {
    match: (m) => new Date(m.receivedAt).getTime() >= sentAt - 1000,
  });
  // The sign-in link: the one address of the site in the e-mail.
  const link = new RegExp(`${E2E_ENV.APP_URL}/\\S+`).exec(mail!.text ?? "")![0];
  await page.goto(link);
  await page.getByRole("button", { name: t.signIn.button }).click();
  await expect(page).toHaveURL(new RegExp(`${consolePath.replace(/\//g, "\\/")}$`));
  await useConsoleLanguage(page, lang);
}
