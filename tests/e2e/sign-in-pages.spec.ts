// The console's sign-in pages at a phone's size (390x844), in both languages: the form
// (/owner/sign-in) and the e-mailed link's page (/owner/sign-in/link) have the site's layout (the
// site's heading typeface, its header with the language toggle to the same page, <html lang>), no
// serious axe violation, and are never cached or indexed. With JavaScript off, the form refuses a
// malformed address under its field in the page's language, answers an owner's address with the
// "sent" notice, and the e-mailed link's button signs the owner in to the console.
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { getConsoleDictionary } from "../../web/content/dictionaries/console";
import { SITE } from "../../web/content/site";
import { fill } from "../../web/lib/fill";
import { expect, test, waitForMail } from "./fixtures";
import { expectSiteLayout, LANGUAGES, siteHeadingFont, VIEWPORT, withoutJavaScript } from "./link-page-steps";

test.use({ viewport: VIEWPORT });

/** A sign-in link's token as the e-mail carries one (the page's GET checks only its form). */
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

test("the sign-in form and the sign-in link's page: the site's layout in both languages, never cached or indexed", async ({ page }) => {
  const headingFont = await siteHeadingFont(page);
  for (const lang of LANGUAGES) {
    const t = getConsoleDictionary(lang).signIn;
    const form = await page.goto(`/owner/sign-in?lang=${lang}`);
    expect([form!.headers()["cache-control"], form!.headers()["x-robots-tag"]]).toEqual(["no-store", "noindex"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByLabel(t.email)).toBeVisible();
    await expectSiteLayout(page, lang, headingFont);

    const link = await page.goto(`/owner/sign-in/link?token=${TOKEN}&lang=${lang}`);
    expect([link!.headers()["cache-control"], link!.headers()["x-robots-tag"]]).toEqual(["no-store", "noindex"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.linkTitle);
    await expect(page.getByRole("button", { name: t.button, exact: true })).toBeVisible();
    await expectSiteLayout(page, lang, headingFont);
  }
  // The toggle leads to the same link's page in the other language, its token kept.
  await page.getByRole("banner").getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(new RegExp(`/owner/sign-in/link\\?lang=en&token=${TOKEN}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(getConsoleDictionary("en").signIn.linkTitle);
});

test("without JavaScript: a malformed address is refused under its field, an owner's gets the notice, and the e-mailed link signs in", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const t = getConsoleDictionary("af").signIn;
  await withoutJavaScript(browser, async (owner) => {
    await owner.goto("/owner/sign-in?lang=af");
    const field = owner.getByLabel(t.email);
    await field.fill("nie-'n-adres");
    await owner.getByRole("button", { name: t.send }).click();
    await expect(owner.locator("html")).toHaveAttribute("lang", "af");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(t.invalidEmail);
    await expect(field).toHaveValue("nie-'n-adres");

    const sentAt = Date.now();
    await field.fill(E2E_ENV.OWNER_EMAIL);
    await owner.getByRole("button", { name: t.send }).click();
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText(t.sentTitle);
    await expect(owner.getByRole("status")).toHaveText(t.sent);

    const [mail] = await waitForMail(E2E_ENV.OWNER_EMAIL, fill(t.mailSubject, { business: SITE.name }), {
      match: (m) => new Date(m.receivedAt).getTime() >= sentAt - 1000,
    });
    const link = new URL(new RegExp(`${E2E_ENV.APP_URL}/owner/sign-in/link\\S+`).exec(mail!.text ?? "")![0]);
    await owner.goto(`${link.pathname}${link.search}`);
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText(t.linkTitle);
    await owner.getByRole("button", { name: t.button, exact: true }).click();
    await expect(owner).toHaveURL(`${E2E_ENV.APP_URL}/owner`);
    // The console itself, signed in: its header's sign-out form.
    await expect(owner.locator('form[action^="/owner/sign-out"]')).toHaveCount(1);
  });
});
