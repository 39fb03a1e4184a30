// The owner's business details in a browser, on a phone (390x844) with the console in Afrikaans:
// the owner sets the phone, the WhatsApp number and a hut's map pin, and the public pages in both
// languages show them at once (footer, WhatsApp link, structured data, the hut's map link), their
// scripts still allowed by the pages' policy (the fixture fails a test on any console error); a
// number that is not one is refused under its field; with no phone set, no page shows a phone
// link. The details are put back to the settings' at the end, as the other specs expect them.
import type { Page } from "@playwright/test";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { DEFAULT_PINS } from "../../web/content/site";
import { getOwnerMessages } from "../../web/server/owner/messages";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { expectToast, shoot, signInFromInbox, STAY_PATHS, T } from "./owner-steps";

const t = T.af;

type TLodging = { telephone?: string; email: string; geo: { latitude: number; longitude: number }; address: { streetAddress: string } };

async function lodgingJsonLd(page: Page): Promise<TLodging> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as TLodging;
}

async function fillDetails(page: Page, details: { phone: string; whatsapp: string; email?: string; pin?: [number, number] }) {
  await page.getByLabel(t.business.phone, { exact: true }).fill(details.phone);
  await page.getByLabel(t.business.whatsapp).fill(details.whatsapp);
  if (details.email !== undefined) await page.getByLabel(t.business.email).fill(details.email);
  if (details.pin) {
    const hut = page.locator('fieldset[data-stay="fisheagle-hut"]');
    await hut.getByLabel(t.business.latitude).fill(String(details.pin[0]));
    await hut.getByLabel(t.business.longitude).fill(String(details.pin[1]));
  }
  await page.getByRole("button", { name: t.business.save }).click();
}

test.use({ viewport: { width: 390, height: 844 } });

test("the owner's phone, WhatsApp number and hut pin show on the public pages at once; no phone, no phone link", async ({
  page,
  allowConsoleError,
}, testInfo) => {
  await page.goto("/owner/business");
  await signInFromInbox(page, "af", "/owner/business");
  await expect(page.getByRole("heading", { level: 1, name: t.business.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, "console-business-af");

  // A number that is not one: refused under its field, in the owner's language; nothing saved.
  allowConsoleError(/status of 400 .*owner\.business\.save/);
  await fillDetails(page, { phone: "bel my", whatsapp: "" });
  await expect(page.locator("#business-phone-error")).toHaveText(getOwnerMessages("af").invalidPhone);
  await expect(page.getByLabel(t.business.phone, { exact: true })).toBeFocused();

  await fillDetails(page, { phone: "082 555 1234", whatsapp: "+27 83 555 6789", pin: [-29.6543, 24.1234] });
  await expectToast(page, t.business.saved);

  for (const lang of ["af", "en"] as const) {
    await page.goto(STAY_PATHS[lang]["fisheagle-hut"]!);
    const footer = page.locator("footer#contact");
    await expect(footer.getByRole("link", { name: "+27 82 555 1234" })).toHaveAttribute("href", "tel:+27825551234");
    await expect(footer.locator('a[href^="https://wa.me/27835556789"]')).toBeVisible();
    await expect(page.locator('a[href*="openstreetmap.org"]')).toHaveAttribute("href", /mlat=-29\.6543&mlon=24\.1234/);
    const lodging = await lodgingJsonLd(page);
    expect(lodging.telephone).toBe("+27825551234");
    expect(lodging.geo).toMatchObject({ latitude: -29.6543, longitude: 24.1234 });
    // The booking panel, an island, still loads: the re-rendered page's scripts run under its policy.
    await page.locator("#booking").scrollIntoViewIfNeeded();
    await expect(page.locator("#booking").getByRole("button").first()).toBeVisible();
  }
  await shoot(page, testInfo, "stay-page-owner-details-en");

  // No phone: no phone link on any page, and the structured data names none.
  await page.goto("/owner/business");
  await fillDetails(page, { phone: "", whatsapp: "+27 83 555 6789" });
  await expectToast(page, t.business.saved);
  for (const path of ["/", "/verblyf", STAY_PATHS.en["fisheagle-hut"]!, STAY_PATHS.af["vacation-home"]!]) {
    await page.goto(path);
    await expect(page.locator("footer#contact")).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    expect((await lodgingJsonLd(page)).telephone).toBeUndefined();
  }

  // Back to the settings' details and the default pin, as the other specs expect them.
  await page.goto("/owner/business");
  await fillDetails(page, {
    phone: E2E_ENV.BUSINESS_PHONE!,
    whatsapp: E2E_ENV.BUSINESS_WHATSAPP!,
    email: E2E_ENV.BUSINESS_EMAIL,
    pin: [DEFAULT_PINS["fisheagle-hut"].latitude, DEFAULT_PINS["fisheagle-hut"].longitude],
  });
  await expectToast(page, t.business.saved);
});
