// The changeover sheet on a phone (390x844), in both languages: the owner's sheet with the
// guests' names, arrival times and the turnover, axe clean, and printed as the table alone (no
// header, navigation or forms); a link made for the cleaner opens the same stays without any
// guest's name, e-mail, phone or price (searched for in the page's text), axe clean, and stops
// working once revoked; the weekly digest is turned off and on again on the business screen.
import path from "node:path";
import type { Page } from "@playwright/test";
import { addDays, formatDisplayDate, getBusinessToday } from "../../web/server/calendar/dates";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { expectToast, shoot, signInFromInbox, sql, STATES, T, type TLang, useConsoleLanguage } from "./owner-steps";

const PHONE = { width: 390, height: 844 };
const state = path.join(STATES, "owner-changeovers.json");
const LANGUAGES: TLang[] = ["en", "af"];

const GUESTS = [
  { name: "Elmarie Wisselgas", email: "elmarie.wisselgas@example.co.za", phone: "+27825559901", price: 6789, stay: "vacation-home" },
  { name: "Fanie Wisselgas", email: "fanie.wisselgas@example.co.za", phone: "+27825559902", price: 3456, stay: "fisheagle-hut" },
];

/** A confirmed booking written into the suite's database with its hold; false when its nights are taken. */
async function insertBooking(guest: (typeof GUESTS)[number], number: string, checkIn: string, checkOut: string, time: string) {
  try {
    await sql(
      `WITH h AS (INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), 'booking', $1::date, $2::date) RETURNING id)
       INSERT INTO bookings (id, number, stay, check_in, check_out, check_in_time, guests, guest_name, guest_email, guest_phone,
         language, nights, base_price_cents, additional_guest_fee_cents, total_price_cents, status, hold_id, verified_at, decided_at, updated_at)
       SELECT gen_random_uuid(), $3, $4::stay, $1::date, $2::date, $5, 3, $6, $7, $8, 'en', $2::date - $1::date, $9 * 100, 0, $9 * 100,
         'confirmed', h.id, now(), now(), now() FROM h`,
      [checkIn, checkOut, number, guest.stay, time, guest.name, guest.email, guest.phone, guest.price],
    );
    return true;
  } catch (error) {
    if (/holds_one_stay_at_a_time|conflicting key/.test((error as Error).message)) return false;
    throw error;
  }
}

/** Elmarie leaves and Fanie arrives on the same day within the cleaner's 14 days: the first free such days. */
async function seedTurnover(): Promise<string> {
  const today = getBusinessToday();
  const [existing] = await sql<{ check_out: string }>(
    `SELECT to_char(check_out, 'YYYY-MM-DD') AS check_out FROM bookings WHERE guest_email = $1`,
    [GUESTS[0]!.email],
  );
  if (existing) return existing.check_out;
  // From the fourth day: the Today screen's today and tomorrow, which other specs read, stay as they were.
  for (let start = 3; start <= 10; start++) {
    const day = (n: number) => addDays(today, start + n);
    const [free] = await sql<{ free: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM holds WHERE daterange(check_in, check_out, '[)') && daterange($1::date, $2::date, '[)')) AS free`,
      [day(0), day(3)],
    );
    if (!free?.free) continue;
    if (!(await insertBooking(GUESTS[0]!, "WS0000001", day(0), day(1), "15:00"))) continue;
    if (await insertBooking(GUESTS[1]!, "WS0000002", day(1), day(3), "17:30")) return day(1);
  }
  throw new Error("no three free nights in the next two weeks");
}

/** The page holds none of the guests' names, e-mail addresses, phone numbers or prices. */
async function expectNoGuestDetails(page: Page) {
  const html = await page.content();
  const text = await page.locator("body").innerText();
  // The sheet itself (the footer gives the business's own e-mail address) holds no amount and no address.
  const sheet = await page.getByRole("main").innerText();
  for (const guest of GUESTS)
    for (const secret of [
      guest.name,
      guest.name.split(" ")[0]!,
      guest.email,
      guest.phone,
      guest.phone.slice(3),
      "082 555 99",
      String(guest.price),
    ]) {
      expect(text, secret).not.toContain(secret);
      expect(html, secret).not.toContain(secret);
    }
  // An amount starts a word: a booking number ("OR-4R67KX") holds none.
  expect(sheet).not.toMatch(/(?<![\w-])R\s?\d|@/);
}

/** A day's row of a sheet, found by its heading cell (the stays' own dates are in its other cells). */
const dayRow = (page: Page, date: string) =>
  page.getByTestId("changeover-day").filter({ has: page.locator("th", { hasText: formatDisplayDate(date) }) });

test.use({ viewport: PHONE });
test.describe.configure({ mode: "serial" });

test("the owner signs in on a phone", async ({ page, context }) => {
  await page.goto("/owner/changeovers");
  await signInFromInbox(page, "en", "/owner/changeovers");
  await context.storageState({ path: state });
});

test.describe("signed in", () => {
  test.use({ storageState: state });

  for (const lang of LANGUAGES) {
    const t = T[lang];
    const c = t.changeovers;

    test(`${lang}: the changeover sheet shows the turnover with names and arrival times, and prints as the table alone`, async ({
      page,
    }, testInfo) => {
      const turnover = await seedTurnover();
      await page.goto("/owner/changeovers");
      await useConsoleLanguage(page, lang);
      await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
      const day = dayRow(page, turnover);
      await expect(day).toContainText(c.turnover);
      await expect(day).toContainText(GUESTS[0]!.name);
      await expect(day).toContainText(GUESTS[1]!.name);
      await expect(day).toContainText(`${c.arrivalTime}: 17:30`);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, testInfo, `changeovers-${lang}-phone`);

      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("navigation", { name: t.nav.label })).toBeHidden();
      await expect(page.getByRole("button", { name: c.print })).toBeHidden();
      await expect(page.getByRole("button", { name: c.links.create })).toBeHidden();
      await expect(page.getByTestId("changeover-sheet")).toBeVisible();
      await shoot(page, testInfo, `changeovers-${lang}-print`);
      await page.emulateMedia({ media: "screen" });
    });

    test(`${lang}: the cleaner's link shows the stays without names, contact details or prices, until revoked`, async ({
      page,
      allowConsoleError,
    }, testInfo) => {
      const turnover = await seedTurnover();
      await page.goto("/owner/changeovers");
      await useConsoleLanguage(page, lang);
      const label = `Marie ${lang}`;
      await page.getByLabel(`${c.links.label} (${t.common.optional})`).fill(label);
      await page.getByRole("button", { name: c.links.create }).click();
      await expectToast(page, c.links.created);
      const item = page.getByTestId("cleaner-link").filter({ hasText: label });
      const url = await item.getByTestId("cleaner-link-url").inputValue();
      expect(url).toMatch(/\/cleaner\/[\w-]+\.[\w-]+$/);

      // The cleaner's browser picks the language (cookie, Accept-Language); ?lang= asks for one.
      const response = await page.goto(`${url}?lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: c.cleaner.title })).toBeVisible();
      const row = dayRow(page, turnover);
      await expect(row).toContainText(c.turnover);
      await expect(row).toContainText(`${c.arrivalTime}: 17:30`);
      await expect(row).toContainText(`${c.guests}: 3`);
      await expectNoGuestDetails(page);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, testInfo, `cleaner-link-${lang}-phone`);

      await page.goto("/owner/changeovers");
      await page
        .getByTestId("cleaner-link")
        .filter({ hasText: label })
        .getByRole("button", { name: new RegExp(`^${c.links.revoke}`) })
        .click();
      await expectToast(page, c.links.revoked);
      await expect(page.getByTestId("cleaner-link").filter({ hasText: label })).toHaveCount(0);
      allowConsoleError(/status of 410/);
      const gone = await page.goto(`${url}?lang=${lang}`);
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1, name: c.cleaner.expired })).toBeVisible();
    });

    test(`${lang}: the weekly digest is turned off and on again on the business screen`, async ({ page }) => {
      await page.goto("/owner/business");
      await useConsoleLanguage(page, lang);
      const box = page.getByLabel(t.digest.label);
      const section = page.getByRole("region", { name: t.digest.title });
      await expect(section).toContainText(E2E_ENV.OWNER_EMAIL);
      for (const on of [false, true]) {
        await box.setChecked(on);
        await section.getByRole("button", { name: t.digest.save }).click();
        await expect
          .poll(
            async () => (await sql<{ weekly_digest: boolean }>("SELECT weekly_digest FROM owner_settings WHERE id = 1"))[0]?.weekly_digest,
          )
          .toBe(on);
      }
      await expectToast(page, t.digest.saved);
      await page.reload();
      await expect(page.getByLabel(t.digest.label)).toBeChecked();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
