// The owner's console in a browser, on a phone (390x844, in Afrikaans) and a desktop (1440x900, in
// English): the owner signs in from the e-mailed link (once per viewport; later tests reuse the
// session), sees a visitor's confirmed request on the calendar and in the list, confirms it,
// cancels it with a reason, and a second visitor books those nights; enters a phone booking from a
// calendar selection; blocks three nights on the calendar, which every stay's date picker then
// refuses, and two nights of one hut alone, which the other stays keep free; resolves a channel feed's claim (served here on 127.0.0.1) on a request's nights. Then
// every screen in both languages, axe in the viewport's (so each language is axed once, at one
// of the two widths), a screenshot kept as a test artefact when asked for.
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { fill } from "../../web/lib/fill";
import { addDays } from "../../web/server/calendar/dates";
import { STAYS } from "../../web/content/stays";
import { GUEST_JOURNEY } from "../../web/content/guest-journey";
import { book, confirmFromMail, dayCell, freeCheckIn } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test, waitForMail } from "./fixtures";
import { expectToast, ROOT, shoot, signInFromInbox, sql, STATES, STAY_PATHS, T, type TLang } from "./owner-steps";

/** A night's cell of a stay's row on the console's calendar, on the month that shows it. */
async function calendarCell(page: Page, stay: string, date: string) {
  await page.goto(`/owner/calendar?from=${date.slice(0, 7)}&months=1`);
  return page.locator(`button[data-stay="${stay}"][data-date="${date}"]`);
}

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 }, lang: "af" as TLang, days: 420 },
  { name: "desktop", viewport: { width: 1440, height: 900 }, lang: "en" as TLang, days: 520 },
];

for (const { name, viewport, lang, days } of VIEWPORTS) {
  const t = T[lang];
  const state = path.join(STATES, `owner-${name}.json`);

  test.describe(`the owner's console on a ${name}`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ viewport });

    test("the owner requests a sign-in link, opens it from the inbox and signs in", async ({ page, context }) => {
      await page.goto("/owner/calendar");
      await signInFromInbox(page, lang, "/owner/calendar");
      await expect(page.getByRole("heading", { level: 1, name: t.calendar.title })).toBeVisible();
      await context.storageState({ path: state });
    });

    test.describe("signed in", () => {
      test.use({ storageState: state });

      test("a visitor's request shows on the calendar and in the list; confirmed, then cancelled, its nights go to a second visitor", async ({
        page,
      }) => {
        // Today begins with the first day's steps still open, each a link to where it is taken.
        await page.goto("/owner");
        const steps = page.getByTestId("setup-steps");
        await expect(steps.getByRole("link", { name: t.today.setup.steps.bank })).toHaveAttribute("href", "/owner/payment-terms");
        await expect(steps.getByRole("link", { name: t.today.setup.steps.prices })).toHaveAttribute("href", "/owner/prices");

        const checkIn = await freeCheckIn(page, days, 2);
        const { number } = await book(page, STAY_PATHS[lang]["fisheagle-hut"]!, lang, checkIn, 2);
        await confirmFromMail(page, number, lang);

        const cell = await calendarCell(page, "fisheagle-hut", checkIn);
        await expect(cell).toHaveAttribute("data-kind", "request");
        await expect(page.locator(`button[data-stay="vacation-home"][data-date="${checkIn}"]`)).toHaveAttribute("data-kind", "elsewhere");
        await cell.click();
        await expect(page.getByTestId("hold-detail")).toContainText(number);

        await page.goto("/owner/bookings");
        await page.getByLabel(t.bookings.search).fill(number);
        await page.getByRole("button", { name: t.bookings.apply }).click();
        await expect(page.getByTestId("bookings-list").getByRole("listitem")).toHaveCount(1);
        await page
          .getByTestId("bookings-list")
          .getByRole("link", { name: new RegExp(number) })
          .click();

        // The suite's terms are a fresh install's, without a bank account: confirming asks first,
        // and offers the way to add one; Today lists it among the first day's steps.
        await page.getByRole("button", { name: t.detail.confirm, exact: true }).click();
        const bankCheck = page.getByRole("alertdialog");
        await expect(bankCheck).toContainText(fill(t.detail.bankMissingCheck, { number }));
        await expect(page.getByRole("link", { name: t.detail.addBankAccount })).toHaveAttribute("href", "/owner/payment-terms");
        await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.requested);
        await bankCheck.getByRole("button", { name: t.detail.confirmAnyway }).click();
        await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.confirmed);
        await waitForMail("anna@example.com", number, {
          match: (m) => /confirm|bevestig/i.test(m.subject ?? "") && !/verify|Confirm your|Bevestig jou/i.test(m.subject ?? ""),
          count: 1,
        });
        await expect(await calendarCell(page, "fisheagle-hut", checkIn)).toHaveAttribute("data-kind", "booking");

        await page.locator(`button[data-stay="fisheagle-hut"][data-date="${checkIn}"]`).click();
        await page.getByRole("link", { name: fill(t.calendar.openBooking, { number }) }).click();
        await page.getByLabel(t.detail.reason).fill("Die gas het gebel: familie-nood.");
        await page.getByRole("button", { name: t.detail.cancelBooking }).click();
        // Who asked must be said: the refund and the guest's e-mail follow from it.
        await expect(page.locator("#cancel-requestedBy-error")).toHaveText(t.errors.required);
        await page.getByLabel(t.detail.requestedByGuest).check();
        await page.getByRole("button", { name: t.detail.cancelBooking }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: t.detail.cancelConfirm }).click();
        await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.cancelled);
        // The guest asked: their e-mail says so ("as you asked"), in their language.
        const words = GUEST_JOURNEY[lang].mail.cancelled;
        const [cancelledMail] = await waitForMail("anna@example.com", words.subject(number));
        expect(cancelledMail!.text).toContain(words.intro);

        const second = await book(page, STAY_PATHS[lang]["vacation-home"]!, lang, checkIn, 2);
        expect(second.number).not.toBe(number);
      });

      test("a phone booking entered from a calendar selection holds its nights", async ({ page }) => {
        const checkIn = await freeCheckIn(page, days + 20, 2);
        await calendarCell(page, "african-darter-hut", checkIn);
        await page.locator(`button[data-stay="african-darter-hut"][data-date="${checkIn}"]`).click();
        await page.locator(`button[data-stay="african-darter-hut"][data-date="${addDays(checkIn, 1)}"]`).click();
        await page.getByRole("link", { name: t.calendar.enterBooking }).click();
        await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`));
        await page.getByLabel(t.common.name, { exact: true }).fill("Piet Telefoon");
        await page.getByLabel(`${t.common.phone} (${t.common.optional})`).fill("+27825550123");
        await page.getByRole("button", { name: t.manual.submit }).click();
        await expect(page).toHaveURL(/\/owner\/bookings\/[0-9a-f-]{36}$/);
        await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.confirmed);
        await expect(page.locator('a[href="tel:+27825550123"]')).toBeVisible();
        // The contact row's chat, beside the messages' own WhatsApp button.
        await expect(page.getByRole("link", { name: /^WhatsApp 082 555 0123/ })).toBeVisible();
        await expect(await calendarCell(page, "african-darter-hut", checkIn)).toHaveAttribute("data-kind", "manual");
      });

      test("three nights blocked on the calendar are disabled on every stay's date picker", async ({ page }) => {
        // Three free nights within one month: the calendar shows a month at a time, and the
        // keyboard's selection stays inside the month shown.
        let offset = days + 40;
        let first = await freeCheckIn(page, offset, 3);
        while (addDays(first, 2).slice(0, 7) !== first.slice(0, 7)) first = await freeCheckIn(page, (offset += 3), 3);
        const last = addDays(first, 2);
        await calendarCell(page, "vacation-home", first);
        const firstCell = page.locator(`button[data-stay="vacation-home"][data-date="${first}"]`);
        // The keyboard selects too: focus the first night, Enter, arrow to the last, Enter.
        await firstCell.focus();
        await page.keyboard.press("Enter");
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("Enter");
        await expect(page.getByTestId("calendar-selection")).toBeVisible();
        await page.getByRole("button", { name: t.calendar.block }).click();
        await expectToast(page, t.calendar.blocked);
        for (const stay of ["vacation-home", "fisheagle-hut", "african-darter-hut"])
          await expect(page.locator(`button[data-stay="${stay}"][data-date="${last}"]`)).toHaveAttribute("data-kind", "block");

        for (const stayPath of Object.values(STAY_PATHS[lang])) {
          await page.goto(stayPath);
          for (let night = first; night <= last; night = addDays(night, 1))
            await expect(await dayCell(page, lang, night)).toHaveAttribute("data-disabled", "true");
        }
      });

      test("a block of one hut, chosen on the calendar, closes that hut alone", async ({ page }) => {
        let offset = days + 60;
        let first = await freeCheckIn(page, offset, 2);
        while (addDays(first, 1).slice(0, 7) !== first.slice(0, 7)) first = await freeCheckIn(page, (offset += 2), 2);
        await calendarCell(page, "fisheagle-hut", first);
        await page.locator(`button[data-stay="fisheagle-hut"][data-date="${first}"]`).click();
        await page.locator(`button[data-stay="fisheagle-hut"][data-date="${addDays(first, 1)}"]`).click();
        const hutOnly = fill(t.blocks.oneStay, { stay: STAYS["fisheagle-hut"].name[lang] });
        const choice = page.getByRole("group", { name: t.blocks.scope });
        await expect(choice.getByRole("radio", { name: t.common.allStays })).toBeChecked();
        await choice.getByRole("radio", { name: hutOnly }).check();
        await page.getByRole("button", { name: t.calendar.block }).click();
        await expectToast(page, t.calendar.blocked);
        await expect(page.locator(`button[data-stay="fisheagle-hut"][data-date="${first}"]`)).toHaveAttribute("data-kind", "block");
        for (const stay of ["vacation-home", "african-darter-hut"])
          await expect(page.locator(`button[data-stay="${stay}"][data-date="${first}"]`)).toHaveAttribute("data-kind", "free");
        await page.goto("/owner/blocks");
        await expect(page.getByTestId("blocks-list")).toContainText(hutOnly);
      });

      test("a channel feed claims a request's nights: the conflict shows, confirm is refused, decline resolves it", async ({
        page,
        allowConsoleError,
      }) => {
        // The refused confirmation: the browser logs the call's 409.
        allowConsoleError(/owner\.bookings\.confirm.*|409 \(Conflict\)/);
        const checkIn = await freeCheckIn(page, days + 60, 2);
        const { number } = await book(page, STAY_PATHS[lang]["vacation-home"]!, lang, checkIn, 2);
        await confirmFromMail(page, number, lang);

        const stamp = (date: string) => date.replaceAll("-", "");
        const ics = [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//e2e//channel//EN",
          "BEGIN:VEVENT",
          `UID:e2e-${number}@airbnb.test`,
          `DTSTART;VALUE=DATE:${stamp(checkIn)}`,
          `DTEND;VALUE=DATE:${stamp(addDays(checkIn, 2))}`,
          "SUMMARY:Reserved",
          "END:VEVENT",
          "END:VCALENDAR",
          "",
        ].join("\r\n");
        const server: Server = createServer((_, response) => response.writeHead(200, { "content-type": "text/calendar" }).end(ics));
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}.ics`;
        const [feed] = await sql<{ id: string }>(
          "INSERT INTO calendar_feeds (id, stay, source, url) VALUES (gen_random_uuid(), 'vacation-home', 'airbnb', $1) RETURNING id",
          [url],
        );
        try {
          const sync = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/owner-calendar.ts", "sync"], {
            cwd: ROOT,
            env: { ...process.env, ...E2E_ENV },
          });
          expect(sync.status, sync.stderr.toString()).toBe(0);
          await expect
            .poll(async () => (await sql("SELECT 1 FROM calendar_conflicts WHERE feed_id = $1", [feed!.id])).length, { timeout: 15_000 })
            .toBe(1);

          await page.goto("/owner/conflicts");
          const conflict = page.getByTestId("conflict").filter({ hasText: number });
          await expect(conflict).toContainText("Airbnb");

          await conflict.getByRole("link", { name: new RegExp(number) }).click();
          await page.getByRole("button", { name: t.detail.confirm, exact: true }).click();
          await page.getByRole("alertdialog").getByRole("button", { name: t.detail.confirmAnyway }).click();
          await expect(page.getByRole("status").first()).toBeVisible();
          await page.reload();
          await expect(page.getByTestId("booking-status")).not.toHaveText(t.statuses.confirmed);

          await page.goto("/owner/conflicts");
          const again = page.getByTestId("conflict").filter({ hasText: number });
          await again.getByRole("button", { name: t.conflicts.declineOurs }).click();
          await again.getByRole("button", { name: t.conflicts.declineOurs }).click();
          await expect(page.getByText(number)).toHaveCount(0);
        } finally {
          await sql("DELETE FROM calendar_feeds WHERE id = $1", [feed!.id]);
          server.close();
        }
      });

      test("every screen in both languages: screenshots, and no serious axe violation in this viewport's", async ({ page }, testInfo) => {
        // Fourteen screens twice, each loaded and photographed, and axed once: more than one page's time.
        test.setTimeout(240_000);
        const [booking] = await sql<{ id: string }>("SELECT id FROM bookings ORDER BY created_at DESC LIMIT 1");
        const screens = [
          "/owner",
          "/owner/calendar",
          "/owner/bookings",
          `/owner/bookings/${booking!.id}`,
          "/owner/bookings/new",
          "/owner/conflicts",
          "/owner/blocks",
          "/owner/reviews",
          "/owner/guest-photos",
          "/owner/business",
          "/owner/prices",
          "/owner/photos",
          "/owner/payments",
          "/owner/payment-terms",
        ];
        for (const language of [lang, lang === "en" ? "af" : "en"] as TLang[]) {
          for (const screen of screens) {
            await page.goto(screen);
            await expect(page.locator("html")).toHaveAttribute("lang", language);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            await shoot(
              page,
              testInfo,
              `owner-${name}-${language}-${screen
                .replace(/\/[0-9a-f-]{36}$/, "/detail")
                .replaceAll("/", "-")
                .slice(1)}`,
            );
            // The other viewport axes the screens in the other language.
            if (language === lang) await expectNoSeriousA11yViolations(page);
          }
          if (language === lang) {
            await page.getByRole("button", { name: T[language].shell.otherLanguage }).click();
            await expect(page.locator("html")).toHaveAttribute("lang", language === "en" ? "af" : "en");
          }
        }
      });
    });
  });
}
