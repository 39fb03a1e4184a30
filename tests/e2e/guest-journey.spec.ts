// The guest's journey after the request, in a browser and both languages: a guest books, confirms
// from the inbox and opens their booking page from the acknowledgement e-mail; the owner confirms
// from the e-mail's link; the page then shows the address and the business's contact; the guest
// cancels from it, another visitor books the same nights, and the owner gets the cancellation
// e-mail. Also: two tabs in two languages each book in their own page's language. Nights 420+ days
// ahead, apart from the other suites'.
import type { Page } from "@playwright/test";
import { E2E_ENV, TEST_ENV } from "../../scripts/test-env.mjs";
import { addDays } from "../../web/server/calendar/dates";
import pg from "pg";
import { book, chooseDates, confirmFromMail, fillContact, freeCheckIn, GUEST_EMAIL, openDialog, openMail, TEXTS } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test, waitForMail } from "./fixtures";

const JOURNEY = {
  en: {
    path: "/fisheagle-hut",
    days: 420,
    acknowledgement: "received your booking request",
    pageLink: "Open your booking page",
    requested: "Requested: the owner has not answered yet.",
    confirmed: "Confirmed: we look forward to welcoming you.",
    cancel: "Cancel my booking",
    yes: "Yes, cancel it",
    cancelled: "Your booking is cancelled and the owner has been told.",
    whatsapp: "WhatsApp us",
  },
  af: {
    path: "/visarend-hut",
    days: 440,
    acknowledgement: "ontvang",
    pageLink: "Maak jou besprekingsblad oop",
    requested: "Versoek: die eienaar het nog nie geantwoord nie.",
    confirmed: "Bevestig: ons sien daarna uit om jou te verwelkom.",
    cancel: "Kanselleer my bespreking",
    yes: "Ja, kanselleer dit",
    cancelled: "Jou bespreking is gekanselleer en die eienaar is ingelig.",
    whatsapp: "WhatsApp ons",
  },
} as const;

/** Follows a link of an e-mail's HTML as a mail program shows it. */
async function followMailLink(page: Page, html: string, name: string | RegExp): Promise<void> {
  await openMail(page, html);
  await page.getByRole("link", { name }).first().click();
}

async function bookingLanguage(number: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ language: string }>("SELECT language::text FROM bookings WHERE number = $1", [number]);
    return rows[0]?.language;
  } finally {
    await client.end();
  }
}

test.describe("the guest's journey after the request", () => {
  for (const lang of ["en", "af"] as const) {
    const texts = JOURNEY[lang];
    test(`book, see the request, owner confirms, the page shows address and contacts, the guest cancels, the nights are free again (${lang})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // A whole journey of two visitors and the owner: three times the suite's usual budget.
      test.slow();
      const checkIn = await freeCheckIn(page, texts.days, 2);
      const { number } = await book(page, texts.path, lang, checkIn, 2);
      await confirmFromMail(page, number, lang);

      // The guest's acknowledgement carries the booking page's link.
      const [acknowledgement] = await waitForMail(GUEST_EMAIL, number, {
        match: (mail) => (mail.subject ?? "").includes(texts.acknowledgement) && (mail.html ?? "").includes("/booking/"),
      });
      await followMailLink(page, acknowledgement!.html!, texts.pageLink);
      await expect(page).toHaveURL(/\/booking\/[\w.-]+$/);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("booking-status")).toContainText(texts.requested);
      await expect(page.getByTestId("business-address")).toHaveCount(0);
      const bookingPage = page.url();

      // The owner confirms from their e-mail's link.
      const [ownerMail] = await waitForMail(E2E_ENV.OWNER_EMAIL, `Booking request ${number}`);
      // The owner opens the mail in a browser of their own (this one holds the guest's language choice).
      await page.context().clearCookies();
      await followMailLink(page, ownerMail!.html!, "Confirm booking");
      await page.getByRole("button", { name: "Confirm booking" }).click();
      await expect(page.getByRole("status")).toContainText("confirmed");

      await page.goto(bookingPage);
      await expect(page.getByTestId("booking-status")).toContainText(texts.confirmed);
      await expect(page.getByTestId("business-address")).toHaveText(/Orania/);
      // The booking's own contacts, in the page's main content (the site's footer has the business's too).
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "+27 82 555 0100" })).toHaveAttribute("href", "tel:+27825550100");
      await expect(main.getByRole("link", { name: texts.whatsapp })).toHaveAttribute("href", /^https:\/\/wa\.me\/27825550101\?text=.+/);
      await expect(main.getByRole("link", { name: "stay@orania-stays.test" })).toHaveAttribute("href", "mailto:stay@orania-stays.test");
      await expectNoSeriousA11yViolations(page);

      // The guest cancels, through the confirmation step.
      await page.getByRole("link", { name: texts.cancel }).click();
      await page.getByRole("button", { name: texts.yes }).click();
      await expect(page.getByRole("status").first()).toContainText(texts.cancelled);

      // Another visitor can book the nights at once.
      const other = await browser.newContext({ baseURL });
      const visitor = await other.newPage();
      await book(visitor, "/african-darter-hut", "en", checkIn, 2);
      await other.close();

      await waitForMail(E2E_ENV.OWNER_EMAIL, `Booking ${number} cancelled`);
    });
  }

  test("two tabs in two languages: each booking is stored and mailed in its own page's language", async ({ page, context }) => {
    // Two bookings in three tabs: more than the suite's usual budget on a loaded machine.
    test.slow();
    const english = page;
    await english.goto("/vacation-home");
    const enCheckIn = await freeCheckIn(english, 460, 1);
    await chooseDates(english, "en", enCheckIn, addDays(enCheckIn, 1));
    // Opened later, an Afrikaans tab sets the shared language cookie to Afrikaans.
    const afrikaans = await context.newPage();
    await afrikaans.goto("/vakansie-huis");
    const afCheckIn = await freeCheckIn(afrikaans, 470, 1);
    await chooseDates(afrikaans, "af", afCheckIn, addDays(afCheckIn, 1));
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("af");
    const en = await sendBooking(english, "en");

    // And an English tab opened after that sets it back to English while the Afrikaans one books.
    const third = await context.newPage();
    await third.goto("/fisheagle-hut");
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
    const af = await sendBooking(afrikaans, "af");

    expect(await bookingLanguage(en)).toBe("en");
    expect(await bookingLanguage(af)).toBe("af");
    await waitForMail(GUEST_EMAIL, `Please confirm your booking request ${en}`);
    await waitForMail(GUEST_EMAIL, `Bevestig asseblief jou besprekingsversoek ${af}`);
  });
});

/** Sends the contact dialog on a page whose dates are chosen; returns the booking number. */
async function sendBooking(page: Page, lang: "en" | "af"): Promise<string> {
  await page.bringToFront();
  await openDialog(page, lang);
  await fillContact(page, lang);
  await page.getByRole("button", { name: TEXTS[lang].submit }).click();
  const success = page.getByTestId("booking-success");
  await expect(success.getByRole("heading", { name: TEXTS[lang].success })).toBeVisible();
  return (await success.getByTestId("booking-number").textContent())!.trim();
}
