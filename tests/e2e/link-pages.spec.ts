// The lost-link form (/booking) and the cleaner's changeover sheet (/cleaner/<token>) at a phone's
// size (390x844), in both languages: each has the site's layout (the site's heading typeface, its
// header with the language toggle to the same page, its footer, <html lang>) and no serious axe
// violation; the lost-link form refuses a malformed e-mail address under its field, in the page's
// language, with what was typed kept; the cleaner's sheet prints as the table alone.
import { getDictionary } from "../../web/content/dictionaries";
import { getConsoleDictionary } from "../../web/content/dictionaries/console";
import { GUEST_JOURNEY } from "../../web/content/guest-journey";
import { createActionToken } from "../../web/server/approvals/token";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { expect, test } from "./fixtures";
import { expectSiteLayout, LANGUAGES, siteHeadingFont, VIEWPORT } from "./link-page-steps";
import { sql } from "./owner-steps";

test.use({ viewport: VIEWPORT });

/** A cleaner's link that works for a day, as the owner's console makes one: its row and its signed address. */
async function newCleanerLink(): Promise<string> {
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  const [row] = await sql<{ id: string }>(
    "INSERT INTO cleaner_links (id, label, expires_at) VALUES (gen_random_uuid(), 'link-pages spec', $1) RETURNING id",
    [expiresAt.toISOString()],
  );
  const token = createActionToken(
    { action: "changeover.view", subjectId: row!.id, expiresAt: expiresAt.getTime() },
    E2E_ENV.APPROVAL_SECRET,
  );
  return `/cleaner/${token}`;
}

test("the lost-link form and the cleaner's sheet: the site's layout in both languages", async ({ page }) => {
  const headingFont = await siteHeadingFont(page);
  const cleaner = await newCleanerLink();
  for (const lang of LANGUAGES) {
    const texts = GUEST_JOURNEY[lang].resend;
    const form = await page.goto(`/booking?lang=${lang}`);
    expect(form?.status()).toBe(200);
    expect([form!.headers()["cache-control"], form!.headers()["x-robots-tag"]]).toEqual(["no-store", "noindex"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
    await expect(page.getByLabel(texts.number)).toBeVisible();
    await expect(page.getByLabel(texts.email)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectSiteLayout(page, lang, headingFont);

    const c = getConsoleDictionary(lang).changeovers;
    const sheet = await page.goto(`${cleaner}?lang=${lang}`);
    expect(sheet?.status()).toBe(200);
    expect([sheet!.headers()["cache-control"], sheet!.headers()["x-robots-tag"]]).toEqual(["no-store", "noindex"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.cleaner.title);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectSiteLayout(page, lang, headingFont);
    // Printed, the sheet is the page's content alone: no header, language toggle or footer.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByTestId("language-toggle")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.emulateMedia({ media: "screen" });
  }
  // The toggle leads to the same sheet in the other language.
  await page.getByRole("banner").getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(new RegExp(`${cleaner.replace(/[.]/g, "\\.")}\\?lang=en$`));
});

for (const lang of LANGUAGES) {
  test(`${lang}: the lost-link form refuses a malformed e-mail address under its field and keeps what was typed`, async ({
    page,
    allowConsoleError,
  }) => {
    const texts = GUEST_JOURNEY[lang].resend;
    await page.goto(`/booking?lang=${lang}`);
    const number = page.getByLabel(texts.number);
    const email = page.getByLabel(texts.email);
    await number.fill("OR-7K2M9Q");
    await email.fill("nie-'n-adres");
    allowConsoleError(/status of 400/);
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/booking",
    );
    await page.getByRole("button", { name: texts.submit }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(getDictionary(lang).validation.guestEmail);
    await expect(email).toHaveValue("nie-'n-adres");
    await expect(number).toHaveValue("OR-7K2M9Q");
    await expect(number).not.toHaveAttribute("aria-invalid");
  });
}
