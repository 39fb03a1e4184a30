// The owner's passkey in a browser with a virtual authenticator (Chromium's WebAuthn domain):
// signed in by an e-mailed link, the owner adds a passkey on the Today screen, signs out, and
// signs in again with the passkey alone; once the passkey is removed, it signs nobody in. The
// site is opened as http://localhost: WebAuthn refuses an IP address as the relying party.
import type { Page } from "@playwright/test";
import { E2E_ENV, TEST_PORT } from "../../scripts/test-env.mjs";
import { getConsoleDictionary } from "../../web/content/dictionaries/console";
import { SITE } from "../../web/content/site";
import { fill } from "../../web/lib/fill";
import { expect, expectNoSeriousA11yViolations, test, waitForMail } from "./fixtures";

const ORIGIN = `http://localhost:${TEST_PORT}`;

test.use({ baseURL: ORIGIN, viewport: { width: 390, height: 844 } });

/** Signs in with an e-mailed link, opened on this origin (the e-mail names the site's own). */
async function signInByLink(page: Page, t: ReturnType<typeof getConsoleDictionary>) {
  await page.goto("/owner/sign-in?lang=en");
  const sentAt = Date.now();
  await page.getByLabel(t.signIn.email).fill(E2E_ENV.OWNER_EMAIL);
  await page.getByRole("button", { name: t.signIn.send }).click();
  const [mail] = await waitForMail(E2E_ENV.OWNER_EMAIL, fill(t.signIn.mailSubject, { business: SITE.name }), {
    match: (m) => new Date(m.receivedAt).getTime() >= sentAt - 1000,
  });
  const link = new URL(new RegExp(`${E2E_ENV.APP_URL}/\\S+`).exec(mail!.text ?? "")![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: t.signIn.button }).click();
  await expect(page).toHaveURL(`${ORIGIN}/owner`);
  // The console speaks the language the owner last chose (another test may have chosen Afrikaans).
  if ((await page.locator("html").getAttribute("lang")) === "af") {
    await page.getByRole("button", { name: getConsoleDictionary("af").shell.otherLanguage }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
}

async function signOut(page: Page, t: ReturnType<typeof getConsoleDictionary>) {
  await page.getByRole("button", { name: t.shell.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/owner\/sign-in/);
}

test("the owner adds a passkey, signs in with it alone, and a removed passkey signs nobody in", async ({
  page,
  context,
  allowConsoleError,
}) => {
  // The refused sign-in at the end: the browser logs the call's 401.
  allowConsoleError(/401 \(Unauthorized\)/);
  const t = getConsoleDictionary("en");
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await signInByLink(page, t);
  const panel = page.locator("#passkeys").locator("..");
  await page.getByLabel(t.passkeys.name).fill("Test phone");
  await page.getByRole("button", { name: t.passkeys.add }).click();
  await expect(page.getByRole("status").filter({ hasText: t.passkeys.added }).first()).toBeVisible();
  await expect(page.getByTestId("passkeys")).toContainText("Test phone");
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  await signOut(page, t);
  await page.goto("/owner/sign-in?lang=en&returnTo=%2Fowner%2Fcalendar");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: t.signIn.passkey }).click();
  await expect(page).toHaveURL(`${ORIGIN}/owner/calendar`);
  await expect(page.getByRole("heading", { level: 1, name: t.calendar.title })).toBeVisible();

  await page.goto("/owner");
  await panel.getByRole("button", { name: `${t.passkeys.remove}: Test phone` }).click();
  await expect(page.getByRole("status").filter({ hasText: t.passkeys.removed }).first()).toBeVisible();
  await expect(page.getByText(t.passkeys.none)).toBeVisible();

  await signOut(page, t);
  await page.getByRole("button", { name: t.signIn.passkey }).click();
  await expect(page.getByRole("alert").filter({ hasText: t.signIn.passkeyFailed })).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/sign-in/);
});
