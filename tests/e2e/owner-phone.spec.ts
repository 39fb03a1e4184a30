// The owner's console on a phone (390x844), in both languages: no console screen is wider than the
// phone (every page under web/app/owner/(console), found on disk, measured by
// document.documentElement.scrollWidth) and the calendar's month fits it; declining a request asks
// first, and backing out of the question leaves the request undecided; a booking's history reads
// as sentences in the console's language, with no raw keys; a phone booking taken without an
// e-mail keeps the arrival time entered and makes no "e-mail confirmed" claim.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { fill } from "../../web/lib/fill";
import { addDays } from "../../web/server/calendar/dates";
import { book, confirmFromMail, freeCheckIn, GUEST_EMAIL } from "./booking-steps";
import { expect, test } from "./fixtures";
import { ROOT, shoot, signInFromInbox, sql, STATES, STAY_PATHS, T, type TLang, useConsoleLanguage } from "./owner-steps";

const PHONE = { width: 390, height: 844 };
/** The console's header on a phone: at most a sixth of the screen's height. */
const HEADER_MAX_PX = PHONE.height / 6;
const state = path.join(STATES, "owner-narrow-phone.json");
const LANGUAGES: TLang[] = ["af", "en"];

/** Every console screen: each page.tsx under app/owner/(console), a booking's page for `[id]`. */
function consoleScreens(bookingId: string): string[] {
  const root = path.join(ROOT, "web/app/owner/(console)");
  const screens: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === "page.tsx") screens.push(path.posix.join("/owner", path.relative(root, dir).split(path.sep).join("/")));
    }
  };
  walk(root);
  return screens.map((screen) => screen.replace("[id]", bookingId)).sort();
}

/** The page is no wider than the phone; else the message names the elements that reach past its edge. */
async function expectFitsPhone(page: Page, label: string) {
  const { width, culprits } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    culprits: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${String(element.className)}"> "${(element.textContent ?? "").slice(0, 40)}"`,
      ),
  }));
  expect(width, `${label} is ${width} px wide: ${culprits.join(", ")}`).toBeLessThanOrEqual(PHONE.width);
}

/** The value a booking's page shows for a field. */
function field(page: Page, term: string) {
  return page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
}

test.use({ viewport: PHONE });
test.describe.configure({ mode: "serial" });

test("the owner signs in on a phone", async ({ page, context }) => {
  await page.goto("/owner");
  await signInFromInbox(page, "af", "/owner");
  await context.storageState({ path: state });
});

test.describe("signed in", () => {
  test.use({ storageState: state });

  for (const [index, lang] of LANGUAGES.entries()) {
    const t = T[lang];
    const owner = fill(t.history.actors.owner, { email: E2E_ENV.OWNER_EMAIL });

    test(`${lang}: a phone booking without an e-mail keeps its arrival time and claims no confirmed e-mail`, async ({ page }) => {
      const checkIn = await freeCheckIn(page, 650 + 30 * index, 2);
      await page.goto(`/owner/bookings/new?stay=fisheagle-hut&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`);
      await useConsoleLanguage(page, lang);
      await page.getByLabel(t.common.name, { exact: true }).fill("Piet Telefoon");
      await page.getByLabel(`${t.common.phone} (${t.common.optional})`).fill("+27825550123");
      await page.getByLabel(t.detail.checkInTime).selectOption("16:30");
      await page.getByRole("button", { name: t.manual.submit }).click();
      await expect(page).toHaveURL(/\/owner\/bookings\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").at(-1)!;

      await expect(field(page, t.detail.checkInTime)).toHaveText("16:30");
      expect(await sql("SELECT 1 FROM bookings WHERE id = $1 AND check_in_time = '16:30' AND guest_email = ''", [id])).toHaveLength(1);
      await expect(page.getByText(t.detail.noEmail)).toBeVisible();
      // No claim about an e-mail address nobody gave (nor the English one on the Afrikaans console).
      for (const claim of [T.en.detail.verified, T.af.detail.verified, t.detail.notVerified])
        await expect(page.getByText(claim, { exact: true })).toHaveCount(0);
      const history = page.getByTestId("booking-history");
      await expect(history).toContainText(fill(t.history.actions["booking.manual"], { who: owner }));
      await expect(history).not.toContainText("booking.");
    });

    test(`${lang}: decline asks first; backing out leaves the request undecided; the history is sentences in ${lang}`, async ({
      page,
    }, testInfo) => {
      const checkIn = await freeCheckIn(page, 300 + 40 * index, 2);
      const { number } = await book(page, STAY_PATHS[lang]["vacation-home"]!, lang, checkIn, 2);
      await confirmFromMail(page, number, lang);
      const [booking] = await sql<{ id: string }>("SELECT id FROM bookings WHERE number = $1", [number]);
      await page.goto(`/owner/bookings/${booking!.id}`);
      await useConsoleLanguage(page, lang);
      const status = page.getByTestId("booking-status");
      await expect(status).toHaveText(t.statuses.requested);

      // One tap asks; the question has the focus on its answer, in the console's language.
      const decline = page.getByRole("button", { name: t.detail.decline, exact: true });
      await decline.click();
      const question = page.getByRole("alertdialog", { name: fill(t.detail.declineCheck, { number }) });
      await expect(question).toBeVisible();
      await expect(question.getByRole("button", { name: t.detail.declineConfirm })).toBeFocused();
      await expectFitsPhone(page, "the booking's page asking to decline");
      await shoot(page, testInfo, `owner-phone-${lang}-decline-check`);

      // Back: nothing decided, and the focus is back on Decline. Escape backs out too.
      await question.getByRole("button", { name: t.common.back }).click();
      await expect(question).toHaveCount(0);
      await expect(decline).toBeFocused();
      await decline.click();
      await expect(question).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(question).toHaveCount(0);
      await expect(decline).toBeFocused();
      await page.reload();
      await expect(status).toHaveText(t.statuses.requested);
      expect(await sql("SELECT status::text FROM bookings WHERE number = $1", [number])).toEqual([{ status: "requested" }]);

      // Yes: declined.
      await decline.click();
      await question.getByRole("button", { name: t.detail.declineConfirm }).click();
      await expect(status).toHaveText(t.statuses.declined);
      expect(await sql("SELECT status::text FROM bookings WHERE number = $1", [number])).toEqual([{ status: "declined" }]);

      // The history: who did what, in the console's language; no template names or audit keys.
      await page.reload();
      const history = page.getByTestId("booking-history");
      await expect(history).toContainText(fill(t.history.request, { who: t.history.actors.guest }));
      await expect(history).toContainText(fill(t.history.mailSent, { to: GUEST_EMAIL, mail: t.history.mails["booking-guest-verify"] }));
      await expect(history).toContainText(fill(t.history.actions["booking.decline"], { who: owner }));
      const text = (await history.textContent()) ?? "";
      expect(text).not.toMatch(/\b(booking|review|photos|calendar|operator)[.-][a-z-]+/);
      expect(text).not.toMatch(/ · (guest|system|owner)\b|\brequest · /);
      const other = T[lang === "af" ? "en" : "af"];
      expect(text).not.toContain(fill(other.history.request, { who: other.history.actors.guest }));
      await shoot(page, testInfo, `owner-phone-${lang}-history`);
    });
  }

  test("no console screen is wider than the phone, in either language, and the calendar's month fits", async ({ page }, testInfo) => {
    // Thirteen screens twice, each loaded and measured.
    test.setTimeout(120_000);
    const [booking] = await sql<{ id: string }>("SELECT id FROM bookings ORDER BY created_at DESC LIMIT 1");
    const screens = consoleScreens(booking!.id);
    expect(screens).toEqual(expect.arrayContaining(["/owner", "/owner/calendar", "/owner/bookings/new", `/owner/bookings/${booking!.id}`]));
    for (const lang of LANGUAGES) {
      await page.goto("/owner");
      await useConsoleLanguage(page, lang);
      for (const screen of screens) {
        await page.goto(screen);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectFitsPhone(page, `${screen} (${lang})`);
        // The header (name, language, sign out, the screens in one sideways row) leaves the screen to the work.
        const header = (await page.locator("body header").first().boundingBox())!;
        expect(header.height, `${screen} (${lang}): header ${header.height} px`).toBeLessThanOrEqual(HEADER_MAX_PX);
      }
      // The calendar: every night of the month within the screen, for every stay.
      await page.goto("/owner/calendar");
      for (const stay of ["vacation-home", "fisheagle-hut", "african-darter-hut"]) {
        const nights = page.locator(`[data-month-scroller]`).first().locator(`button[data-stay="${stay}"]`);
        await expect(nights.first()).toBeVisible();
        // Every night's box, read in one go: its left and right edges.
        const edges = await nights.evaluateAll((buttons) =>
          buttons.map((button) => {
            const box = button.getBoundingClientRect();
            return { date: button.dataset.date, left: box.left, right: box.right };
          }),
        );
        expect(edges.length).toBeGreaterThanOrEqual(28);
        expect(edges.filter((night) => night.left < 0 || night.right > PHONE.width)).toEqual([]);
      }
      await shoot(page, testInfo, `owner-phone-${lang}-calendar`);
      // "Sign out on every device" has a panel of its own on Today, not a place beside "Sign out".
      await page.goto("/owner");
      await expect(page.locator("header").getByRole("button", { name: T[lang].shell.signOutEverywhere })).toHaveCount(0);
      const devices = page.getByRole("region", { name: T[lang].devices.title });
      await expect(devices.getByRole("button", { name: T[lang].shell.signOutEverywhere })).toBeVisible();
      await shoot(page, testInfo, `owner-phone-${lang}-today`);
    }
  });
});
