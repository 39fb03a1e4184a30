// The pages behind e-mailed links at a phone's size (390x844), in both languages: each has the
// site's layout (the site's heading typeface, its header with the language toggle, <html lang>)
// and no serious axe violation; and its plain POST form does its work with JavaScript off.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addDays } from "../../web/server/calendar/dates";
import { getConsoleDictionary } from "../../web/content/dictionaries/console";
import { GUEST_JOURNEY } from "../../web/content/guest-journey";
import { bookThroughApi, freeCheckIn } from "./booking-steps";
import { expect, test } from "./fixtures";
import { expectSiteLayout, LANGUAGES, sign, siteHeadingFont, VIEWPORT, withoutJavaScript } from "./link-page-steps";
import { sql } from "./owner-steps";

test.use({ viewport: VIEWPORT });

/** A fresh request on free nights `days` ahead, confirmed by its guest: its id and number. */
async function newRequest(page: Page, days: number): Promise<{ id: string; number: string }> {
  const checkIn = await freeCheckIn(page, days, 2);
  const { bookingNumber } = await bookThroughApi(page, "vacation-home", checkIn, addDays(checkIn, 2), randomUUID());
  const [row] = await sql<{ id: string }>("UPDATE bookings SET verified_at = now() WHERE number = $1 RETURNING id", [bookingNumber]);
  return { id: row!.id, number: bookingNumber };
}

test("the guest's booking page: the site's layout in both languages, and cancelling works without JavaScript", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const headingFont = await siteHeadingFont(page);
  const booking = await newRequest(page, 650);
  const path = `/booking/${sign("booking.view", booking.id)}`;
  for (const lang of LANGUAGES) {
    await page.goto(`${path}?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(booking.number);
    await expectSiteLayout(page, lang, headingFont);
  }
  // The toggle leads to the same page in the other language.
  await page.getByRole("banner").getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("booking-status")).toContainText(GUEST_JOURNEY.en.page.status.requested);

  await withoutJavaScript(browser, async (guest) => {
    const texts = GUEST_JOURNEY.af.page;
    await guest.goto(`${path}?lang=af`);
    await guest.getByRole("link", { name: texts.cancelRequest }).click();
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText(texts.cancelConfirmTitle);
    // Opening the step changed nothing.
    expect((await sql<{ status: string }>("SELECT status::text FROM bookings WHERE id = $1", [booking.id]))[0]!.status).toBe("requested");
    await guest.getByRole("button", { name: texts.cancelConfirm }).click();
    await expect(guest.getByRole("status").first()).toHaveText(texts.cancelledDone);
    await expect(guest.locator("html")).toHaveAttribute("lang", "af");
  });
  expect((await sql<{ status: string }>("SELECT status::text FROM bookings WHERE id = $1", [booking.id]))[0]!.status).toBe("cancelled");
});

test("the owner's link page: the site's layout in both languages, and confirming works without JavaScript", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const headingFont = await siteHeadingFont(page);
  const booking = await newRequest(page, 670);
  const path = `/owner/${sign("booking.approve", booking.id)}`;
  for (const lang of LANGUAGES) {
    await page.goto(`${path}?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      getConsoleDictionary(lang).ownerLinks.actions["booking.approve"].title,
    );
    await expectSiteLayout(page, lang, headingFont);
  }
  expect((await sql<{ status: string }>("SELECT status::text FROM bookings WHERE id = $1", [booking.id]))[0]!.status).toBe("requested");

  await withoutJavaScript(browser, async (owner) => {
    const texts = getConsoleDictionary("af").ownerLinks;
    await owner.goto(`${path}?lang=af`);
    await owner.getByRole("button", { name: texts.actions["booking.approve"].button }).click();
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText(texts.doneTitle);
    await expect(owner.getByRole("status")).toContainText(texts.states.confirmed!);
  });
  expect((await sql<{ status: string }>("SELECT status::text FROM bookings WHERE id = $1", [booking.id]))[0]!.status).toBe("confirmed");
});
