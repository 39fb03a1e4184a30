// The channel calendars screen on a phone (390x844): the owner copies a stay's export address,
// adds a channel's calendar (served by the test), and the worker's import closes its nights on the
// console's calendar; a calendar the channel no longer has shows what went wrong in plain words;
// removing the calendar opens its nights again. Axe clean in both languages.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { addDays, listNights } from "../../web/server/calendar/dates";
import { freeCheckIn } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { expectToast, shoot, signInFromInbox, sql, STATES, T, useConsoleLanguage } from "./owner-steps";

const state = path.join(STATES, "owner-channels.json");
const t = T.en;
const c = t.channels;

/** The channel: /sold.ics sells the nights the test chose; anything else is a calendar it no longer has. */
let soldIcs = "";
const channel = http.createServer((request, response) => {
  if (request.url === "/sold.ics") return void response.writeHead(200, { "content-type": "text/calendar" }).end(soldIcs);
  response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
});
let channelBase = "";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await new Promise<void>((resolve) => channel.listen(0, "127.0.0.1", resolve));
  channelBase = `http://127.0.0.1:${(channel.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await sql("DELETE FROM calendar_feeds WHERE url LIKE $1", [`${channelBase}/%`]);
  await new Promise((resolve) => channel.close(resolve));
});

/** A feed's item on the screen, by the address it imports. */
const feedItem = (page: Page, url: string) => page.getByTestId("feed").filter({ hasText: url });

/** Reloads the screen until the worker's import shows in the item (the import runs in the worker). */
async function waitForImport(page: Page, url: string, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(feedItem(page, url)).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

async function calendarCell(page: Page, stay: string, date: string) {
  await page.goto(`/owner/calendar?from=${date.slice(0, 7)}&months=1`);
  return page.locator(`button[data-stay="${stay}"][data-date="${date}"]`);
}

test("the owner signs in on a phone", async ({ page, context }) => {
  await page.goto("/owner/channels");
  await signInFromInbox(page, "en", "/owner/channels");
  await context.storageState({ path: state });
});

test.describe("signed in", () => {
  test.use({ storageState: state });

  test("a channel's calendar added on the screen closes its nights; a failing one says why; removed, its nights open", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const checkIn = await freeCheckIn(page, 560, 3);
    const nights = listNights(checkIn, addDays(checkIn, 3));
    const compact = (date: string) => date.replaceAll("-", "");
    soldIcs = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar//EN\r\nBEGIN:VEVENT\r\nUID:e2e-${checkIn}@airbnb.com\r\nDTSTART;VALUE=DATE:${compact(checkIn)}\r\nDTEND;VALUE=DATE:${compact(addDays(checkIn, 3))}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

    await page.goto("/owner/channels");
    await useConsoleLanguage(page, "en");
    await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
    // Each stay's export address, ready to paste into a channel.
    await expect(page.getByLabel(c.exportLabel.replace("{stay}", "Fish Eagle Hut"))).toHaveValue(
      /\/calendar\/fisheagle-hut\.ics\?token=[\w-]{32}$/,
    );

    // An address that is not one is refused under its field.
    const form = page.locator("form[aria-labelledby='add-feed-heading']");
    await form.getByLabel(c.url, { exact: true }).fill("airbnb.com/calendar");
    await form.getByRole("button", { name: c.add }).click();
    await expect(form.locator("#feed-url-error")).toHaveText(c.badUrl);
    await expect(form.getByLabel(c.url, { exact: true })).toBeFocused();

    // The channel's calendar for the Fish Eagle Hut.
    const soldUrl = `${channelBase}/sold.ics`;
    await form.getByLabel(c.stay, { exact: true }).selectOption("fisheagle-hut");
    await form.getByLabel(c.source, { exact: true }).selectOption("airbnb");
    await form.getByLabel(c.url, { exact: true }).fill(soldUrl);
    await form.getByRole("button", { name: c.add }).click();
    await expectToast(page, c.added);
    await expect(form.locator("#feed-url-error")).toHaveCount(0);
    await waitForImport(page, soldUrl, c.blockedNights.replace("{n}", "3"));
    await expect(feedItem(page, soldUrl).getByTestId("feed-error")).toHaveCount(0);

    // A calendar the channel no longer has: the screen says so in plain words.
    const goneUrl = `${channelBase}/gone.ics`;
    await form.getByLabel(c.stay, { exact: true }).selectOption("african-darter-hut");
    await form.getByLabel(c.source, { exact: true }).selectOption("booking");
    await form.getByLabel(c.url, { exact: true }).fill(goneUrl);
    await form.getByRole("button", { name: c.add }).click();
    await expectToast(page, c.added);
    await waitForImport(page, goneUrl, c.errors.gone);
    await shoot(page, testInfo, "owner-channels-en-phone");
    await expectNoSeriousA11yViolations(page);

    // The calendar shows the channel's nights on its stay, and the other stays closed those nights.
    await feedItem(page, soldUrl).getByRole("link", { name: c.onCalendar }).click();
    await expect(page).toHaveURL(new RegExp(`/owner/calendar\\?from=${checkIn.slice(0, 7)}`));
    for (const night of nights) {
      await expect(page.locator(`button[data-stay="fisheagle-hut"][data-date="${night}"]`)).toHaveAttribute("data-kind", "channel-airbnb");
      await expect(page.locator(`button[data-stay="vacation-home"][data-date="${night}"]`)).toHaveAttribute("data-kind", "elsewhere");
    }
    const visitors = await page.request.get("/api/unavailable-dates?accommodationType=vacation-home");
    const closed = ((await visitors.json()) as { date: string }[]).map((item) => item.date);
    for (const night of nights) expect(closed).toContain(night);

    // Removed (after its confirmation step), its nights open again for the owner and for visitors.
    await page.goto("/owner/channels");
    await feedItem(page, soldUrl).getByRole("button", { name: c.remove }).click();
    const confirm = page.getByRole("alertdialog", { name: c.removeConfirm });
    await expect(confirm.getByRole("button", { name: c.remove })).toBeFocused();
    await confirm.getByRole("button", { name: c.remove }).click();
    await expectToast(page, c.removed);
    await expect(feedItem(page, soldUrl)).toHaveCount(0);
    const cell = await calendarCell(page, "fisheagle-hut", nights[0]!);
    await expect(cell).not.toHaveAttribute("data-kind", /channel|elsewhere/);
    const after = await page.request.get("/api/unavailable-dates?accommodationType=vacation-home");
    const stillClosed = ((await after.json()) as { date: string }[]).map((item) => item.date);
    for (const night of nights) expect(stillClosed).not.toContain(night);

    // Today names the failing calendar in the same words, with a way to the screen.
    await page.goto("/owner");
    await expect(page.getByRole("region", { name: t.today.failingFeeds })).toContainText(c.errors.gone);
  });

  test("the screen in Afrikaans: its texts and no serious axe violation", async ({ page }, testInfo) => {
    await page.goto("/owner/channels");
    await useConsoleLanguage(page, "af");
    await expect(page.getByRole("heading", { level: 1, name: T.af.channels.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: T.af.channels.addTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, testInfo, "owner-channels-af-phone");
    await useConsoleLanguage(page, "en");
  });
});
