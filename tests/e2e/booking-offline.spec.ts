// The guest's stay on their phone with no signal, at a phone's size (390x844), in both languages:
// the guest opens their confirmed booking page (deposit paid, arriving in a few days, so its
// arrival guide shows); the phone's service worker keeps it. With the network off, the booking
// page, its arrival guide, its calendar file and, for a page never opened, the offline page (in
// the guest's language, with the business's phone and WhatsApp and the saved booking) still open.
// Back online the guest cancels, and the phone's copy is gone. Nights 1-3 days ahead (the guide
// shows only from PRE_ARRIVAL_DAYS before check-in); the booking is cancelled before the test ends.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { GUEST_JOURNEY } from "../../web/content/guest-journey";
import { addDays } from "../../web/server/calendar/dates";
import { ahead, bookThroughApi, freeCheckIn } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { LANGUAGES, sign, VIEWPORT } from "./link-page-steps";
import { shoot, sql } from "./owner-steps";

test.use({ viewport: VIEWPORT });

/** The stay this spec writes an arrival guide for (the owner's spec edits another's) and removes it after. */
const STAY = "fisheagle-hut";
const GUIDE = { doorCode: "Gate 2468#", wifiName: "Visarend-gaste", directions: "Down the river road, the third gate." };

/** A request for one night `days` ahead or soon after, verified, confirmed by the owner's link and paid in full. */
async function paidBooking(page: Page): Promise<{ id: string; number: string }> {
  const checkIn = await freeCheckIn(page, 1, 1);
  // The guide shows from PRE_ARRIVAL_DAYS (3 by default) before check-in.
  expect(checkIn <= ahead(3), "a free night within three days").toBe(true);
  const { bookingNumber } = await bookThroughApi(page, STAY, checkIn, addDays(checkIn, 1), randomUUID());
  const [row] = await sql<{ id: string; total: number }>(
    "UPDATE bookings SET verified_at = now() WHERE number = $1 RETURNING id, total_price_cents AS total",
    [bookingNumber],
  );
  const approve = await page.request.post(`/owner/${sign("booking.approve", row!.id)}`, {
    form: {},
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(approve.status(), await approve.text()).toBeLessThan(400);
  expect((await sql<{ status: string }>("SELECT status::text FROM bookings WHERE id = $1", [row!.id]))[0]!.status).toBe("confirmed");
  await sql(
    "INSERT INTO ledger_entries (booking_id, kind, amount_cents, occurred_on, method) VALUES ($1, 'payment', $2, current_date, 'eft')",
    [row!.id, row!.total],
  );
  return { id: row!.id, number: bookingNumber };
}

/** When the phone's copy of `path` was saved, or null when it keeps none. */
function savedAt(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (key) => (await caches.match(key))?.headers.get("x-saved-at") ?? null, path);
}

for (const lang of LANGUAGES) {
  test(`${lang}: the booking page, its arrival guide and its calendar file open with no network, another page shows the offline page; cancelled, the copy is gone`, async ({
    page,
    context,
  }, testInfo) => {
    const texts = GUEST_JOURNEY[lang];
    await sql(
      "INSERT INTO arrival_guides (stay, guide, updated_at) VALUES ($1, $2, now()) ON CONFLICT (stay) DO UPDATE SET guide = EXCLUDED.guide, updated_at = now()",
      [
        STAY,
        JSON.stringify({
          directions: { en: GUIDE.directions, af: GUIDE.directions },
          doorCode: GUIDE.doorCode,
          wifiName: GUIDE.wifiName,
          wifiPassword: "",
          keyPlace: { en: "", af: "" },
          notes: { en: "", af: "" },
        }),
      ],
    );
    let cancelAt: string | undefined;
    try {
      await page.goto("/");
      const booking = await paidBooking(page);
      const path = `/booking/${sign("booking.view", booking.id)}`;
      cancelAt = path;
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByTestId("arrival-guide")).toContainText(GUIDE.doorCode);
      // As served, the page has no note about a saved copy; the worker keeps one once it runs.
      await expect(page.locator("#saved-copy")).toBeHidden();
      await expect.poll(() => savedAt(page, path), { timeout: 30_000 }).not.toBeNull();

      await context.setOffline(true);
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(booking.number);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("#saved-copy")).toBeVisible();
      await expect(page.locator("#saved-copy")).toContainText(texts.offline.savedCopy);
      await expect(page.getByTestId("arrival-guide")).toContainText(GUIDE.wifiName);
      // What the guest needs at the gate: the way there, the pin a phone's own map finds with no signal, the hours, the rules, who to call.
      await expect(page.locator("#directions")).toContainText(texts.page.directionsTitle);
      await expect(page.getByTestId("stay-coordinates")).toHaveText(/^-?\d+(\.\d+)?, -?\d+(\.\d+)?$/);
      await expect(page.getByTestId("stay-map")).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
      await expect(page.locator("#times")).toContainText(texts.page.timesTitle);
      await expect(page.locator("#house-rules")).toContainText(texts.page.houseRulesTitle);
      await expect(page.locator("#contact-us a[href^='tel:']")).toBeVisible();
      await expect(page.getByTestId("whatsapp-link")).toBeVisible();
      // The kept copy runs no script: nothing of the old build can run against a new one.
      expect(await page.locator("script").count()).toBe(0);
      await shoot(page, testInfo, `offline-booking-page-${lang}`);
      const calendar = await page.evaluate(async (href) => (await fetch(href)).text(), `${path}/calendar.ics?lang=${lang}`);
      expect(calendar).toContain("BEGIN:VCALENDAR");
      expect(calendar).toContain(booking.number);

      // A page never opened: the offline page, in the guest's language, with the saved booking.
      await page.goto("/vacation-home");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.offline.title);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("main a[href^='tel:']")).toBeVisible();
      await expect(page.locator("main a[href^='https://wa.me/']")).toHaveText(texts.whatsappUs);
      await expect(page.locator("#saved-bookings").getByRole("link")).toContainText(booking.number);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, testInfo, `offline-page-${lang}`);
      await page.locator("#saved-bookings").getByRole("link").click();
      await expect(page.getByTestId("arrival-guide")).toContainText(GUIDE.doorCode);

      // Back online, the guest cancels: the phone keeps no copy of a booking that no longer stands.
      await context.setOffline(false);
      await page.goto(`${path}?lang=${lang}&cancel=1`);
      await page.getByRole("button", { name: texts.page.cancelConfirm }).click();
      await expect(page.getByRole("status").first()).toHaveText(texts.page.cancelledDone);
      await expect.poll(() => savedAt(page, path), { timeout: 30_000 }).toBeNull();
      await context.setOffline(true);
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.offline.title);
      await expect(page.locator("#saved-bookings")).toBeHidden();
    } finally {
      await context.setOffline(false);
      // Whatever happened above, the nights are given back (cancelling twice changes nothing).
      if (cancelAt) await page.request.post(cancelAt, { form: {}, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
      await sql("DELETE FROM arrival_guides WHERE stay = $1", [STAY]);
    }
  });
}
