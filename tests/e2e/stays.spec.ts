// The stay pages and the booking flow in a browser: both languages, every stay booked end to end
// and confirmed from the guest's e-mail in the local inbox (checked against the database and the
// owner's e-mail), the success dialog's texts and its "send again", taken nights disabled for the
// next visitor, two visitors racing for the same nights, the dialog's validation, the gallery's
// keyboard, screenshots and axe. Each test books its own nights 200+ days ahead, so the tests never collide.
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { addDays, formatDisplayDate } from "../../web/server/calendar/dates";
import { defaultRates, quoteStay } from "../../web/server/pricing";
import {
  book,
  bookThroughApi,
  chooseDates,
  closeNights,
  confirmFromMail,
  dayCell,
  fillContact,
  freeCheckIn,
  openDialog,
  queryBooking,
  TEXTS,
  verificationMails,
} from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, revealLazyIslands, test } from "./fixtures";
import { KEEP_SCREENSHOTS, SCREENSHOTS } from "./owner-steps";

type TStayCase = { stay: "vacation-home" | "fisheagle-hut" | "african-darter-hut"; path: string; lang: "en" | "af" };
const PAGES: TStayCase[] = [
  { stay: "vacation-home", path: "/vacation-home", lang: "en" },
  { stay: "fisheagle-hut", path: "/fisheagle-hut", lang: "en" },
  { stay: "african-darter-hut", path: "/african-darter-hut", lang: "en" },
  { stay: "vacation-home", path: "/vakansie-huis", lang: "af" },
  { stay: "fisheagle-hut", path: "/visarend-hut", lang: "af" },
  { stay: "african-darter-hut", path: "/slanghalsvo%C3%ABl-hut", lang: "af" },
];

/** The success dialog's texts: the booking dialogs' own, then the line and button added for e-mail confirmation. */
const SUCCESS_TEXTS = {
  en: {
    body: "Your booking was made successfully. We will contact you soon with further details.",
    labels: ["Booking number", "Accommodation", "Check-in", "Check-out", "Total"],
    close: "Close",
    confirmLine: "Check your e-mail and confirm your request within 30 minutes — until then the owner does not see it.",
    resend: "Send the e-mail again",
    resent: "Sent again",
  },
  af: {
    body: "Jou bespreking is suksesvol gemaak. Ons sal jou binnekort kontak met verdere besonderhede.",
    labels: ["Besprekingsnommer", "Verblyf", "Intrek", "Uittrek", "Totaal"],
    close: "Sluit",
    confirmLine: "Kyk in jou e-pos en bevestig jou versoek binne 30 minute — eers dan sien die eienaar dit.",
    resend: "Stuur die e-pos weer",
    resent: "Weer gestuur",
  },
};

test.describe("the stay pages", () => {
  test("titles, back links, photo grid, map card and hreflang in both languages", async ({ page }) => {
    await page.goto("/slanghalsvo%C3%ABl-hut");
    await expect(page.locator("html")).toHaveAttribute("lang", "af");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Slanghalsvoël Hut in Orania");
    await expect(page.getByRole("link", { name: "Terug na verblyf" })).toHaveAttribute("href", "/verblyf");
    await expect(page.getByTestId("photo-grid")).toContainText("+7 foto's");
    await expect(page.getByRole("link", { name: "Wys op kaart" })).toHaveAttribute("href", /openstreetmap\.org/);
    await expect(page.getByTestId("rating-box")).toContainText("Uitstekend");
    await expect(page.getByTestId("rating-box")).toContainText("Geriewe");
    await expect(page.getByTestId("stay-reviews").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Kies Datums" })).toBeDisabled();
    await expect(page.locator('link[rel="alternate"][hreflang="en-ZA"]')).toHaveAttribute("href", /\/african-darter-hut$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    await page.goto("/vacation-home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacation Home in Orania");
    await expect(page.getByRole("link", { name: "Back to accommodation" })).toHaveAttribute("href", "/");
    await expect(page.getByTestId("photo-grid")).toContainText("+12 photos");
    await expect(page.getByText("About this place")).toBeVisible();
    await expect(page.getByTestId("stay-reviews").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Show on map" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Choose Dates" })).toBeDisabled();

    await page.goto("/visarend-hut");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visarend Hut in Orania");
    // The rating box and the structured data show the same average, computed from approved reviews.
    const lodging = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      aggregateRating: { ratingValue: number };
    };
    await expect(page.getByTestId("rating-box")).toContainText(lodging.aggregateRating.ratingValue.toFixed(1));
  });

  for (const { path: address, label } of [
    { path: "/fisheagle-hut", label: /^([1-5]) out of 5 stars$/ },
    { path: "/visarend-hut", label: /^([1-5]) uit 5 sterre$/ },
  ]) {
    test(`each review's rating on ${address} is one element, named in the page's language and filled up to it`, async ({ page }) => {
      await page.goto(address);
      const reviews = page.getByTestId("stay-reviews").getByRole("listitem");
      await expect(reviews.first()).toBeVisible();
      const ratings = await reviews.evaluateAll((items) =>
        items.map((item) => {
          const stars = item.querySelector('[role="img"]')!;
          return {
            name: stars.getAttribute("aria-label") ?? "",
            children: stars.childElementCount,
            fill: getComputedStyle(stars).backgroundImage,
          };
        }),
      );
      expect(ratings.length).toBeGreaterThan(0);
      for (const { name, children, fill } of ratings) {
        const stars = Number(label.exec(name)?.[1]);
        expect(stars, name).toBeGreaterThan(0);
        expect(children, "elements inside the rating").toBe(0);
        // Filled up to its rating: 1rem stars 0.125rem apart, 18 px per star at the page's 16 px.
        expect(fill).toMatch(new RegExp(`^linear-gradient\\(to right, rgb\\([^)]*\\) ${stars * 18}px`));
      }
    });
  }

  test("on a phone the booking panel loads only when the visitor nears it; its placeholder shows the price", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const availabilityCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/trpc/bookings.unavailableDates")) availabilityCalls.push(request.url());
    });
    await page.goto("/visarend-hut");
    await page.waitForLoadState("networkidle");
    const booking = page.locator("#booking");
    await expect(booking.getByRole("heading", { name: "Bespreek jou verblyf" })).toBeAttached();
    await expect(booking).toContainText("R1,400 per nag");
    await expect(booking.getByRole("status")).toHaveText("Laai die besprekingskalender...");
    await expect(page.getByTestId("booking-calendar")).toHaveCount(0);
    expect(availabilityCalls).toEqual([]);

    await page.getByRole("link", { name: "Bespreek nou" }).click();
    await expect(page.getByTestId("booking-calendar").getByRole("grid").first()).toBeVisible();
    await expect(booking.getByText("Laai die besprekingskalender...")).toHaveCount(0);
    await expect.poll(() => availabilityCalls.length).toBe(1);
  });

  test("the gallery's keyboard navigation wraps, Escape closes it and focus returns", async ({ page }) => {
    await page.goto("/fisheagle-hut");
    const main = page.getByRole("button", { name: "Open photo 1 of 14" });
    await main.click();
    const counter = page.getByTestId("photo-counter");
    await expect(counter).toHaveText("1 / 14");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("14 / 14");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("1 / 14");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 14");
    await page.getByRole("button", { name: "Previous photo" }).click();
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toHaveText("14 / 14");
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText("1 / 14");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("photo-viewer")).toHaveCount(0);
    await expect(main).toBeFocused();
  });
});

test.describe("booking a stay", () => {
  PAGES.forEach(({ stay, path: stayPath, lang }, index) => {
    test(`a visitor books ${stay} (${lang}) end to end`, async ({ page }) => {
      const checkIn = await freeCheckIn(page, 205 + index * 8, 2);
      const checkOut = addDays(checkIn, 2);
      const guests = stay === "vacation-home" ? 3 : 2;
      await page.goto(stayPath);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await chooseDates(page, lang, checkIn, checkOut);
      await page.getByLabel(lang === "en" ? "Guests" : "Gaste", { exact: true }).selectOption(String(guests));
      const expected = quoteStay(defaultRates(stay), { accommodationType: stay, checkIn, checkOut, guests });
      await expect(page.getByTestId("quote-total")).toHaveText(`R${(expected.totalPriceCents / 100).toLocaleString("en-US")}`);
      const breakdown = page.getByTestId("price-breakdown");
      await expect(breakdown).toContainText(lang === "en" ? "R1,400 x 2 nights" : "R1,400 x 2 nagte");
      if (stay === "vacation-home")
        await expect(breakdown).toContainText(lang === "en" ? "Additional guests (2)" : "Addisionele gaste (2)");
      else await expect(breakdown).not.toContainText(/gaste \(|guests \(/);

      await openDialog(page, lang);
      const dialog = await fillContact(page, lang);
      await expect(dialog.getByRole("combobox", { name: lang === "en" ? "Country code" : "Landkode" })).toHaveValue("+27");
      await dialog.getByRole("button", { name: TEXTS[lang].submit }).click();

      const success = page.getByTestId("booking-success");
      await expect(success.getByRole("heading", { name: TEXTS[lang].success })).toBeVisible();
      await expect(page.getByTestId("booking-dialog")).toHaveCount(0);
      await expect(success).toContainText(formatDisplayDate(checkIn));
      await expect(success).toContainText(formatDisplayDate(checkOut));
      const number = (await success.getByTestId("booking-number").textContent())!.trim();
      const row = await queryBooking(number);
      expect(row).toMatchObject({ stay, total_price_cents: expected.totalPriceCents, guests });
      await expect(success.getByTestId("booking-total")).toHaveText(`R${(expected.totalPriceCents / 100).toLocaleString("en-US")}`);

      // Closed, the panel is reset; the nights just requested stay open to others until the owner confirms.
      await success
        .getByRole("button", { name: lang === "en" ? "Close" : "Sluit" })
        .first()
        .click();
      await expect(page.getByRole("button", { name: TEXTS[lang].chooseDates })).toBeDisabled();
      await expect(page.getByLabel(lang === "en" ? "Guests" : "Gaste", { exact: true })).toHaveValue("1");
      await expect(page.getByLabel(lang === "en" ? "Check-in time" : "Intrek tyd")).toHaveValue("14:00");
      await expect(await dayCell(page, lang, checkIn)).not.toHaveAttribute("data-disabled", "true");

      // Only once the guest confirms from the e-mail is the owner told.
      expect(await queryBooking(number)).toMatchObject({ verified: false });
      await confirmFromMail(page, number, lang);
    });
  });

  for (const [lang, stayPath, days] of [
    ["en", "/african-darter-hut", 300],
    ["af", "/slanghalsvo%C3%ABl-hut", 306],
  ] as const) {
    test(`the success dialog keeps the spec's texts and asks to confirm from the e-mail (${lang})`, async ({ page }) => {
      const texts = SUCCESS_TEXTS[lang];
      const { success } = await book(page, stayPath, lang, await freeCheckIn(page, days, 1));
      await expect(success.getByRole("heading")).toHaveText(TEXTS[lang].success);
      await expect(success.getByText(texts.body, { exact: true })).toBeVisible();
      await expect(success.locator("dt")).toHaveText(texts.labels);
      await expect(success.getByRole("button", { name: texts.close, exact: true })).toHaveCount(2); // the footer's and the corner's
      await expect(success.getByTestId("confirm-email")).toHaveText(texts.confirmLine);
      await expect(success.getByRole("button", { name: texts.resend })).toBeVisible();
    });

    test(`"send the e-mail again" sends a second confirmation e-mail, by keyboard, announced in the dialog (${lang})`, async ({ page }) => {
      const texts = SUCCESS_TEXTS[lang];
      const { success, number } = await book(page, stayPath, lang, await freeCheckIn(page, days + 3, 1));
      await verificationMails(number, 1);
      const close = success.getByRole("button", { name: texts.close, exact: true }).first();
      const resend = success.getByRole("button", { name: texts.resend });
      await expect(close).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(resend).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(success.getByRole("status")).toHaveText(texts.resent);
      await expect(page.getByRole("region", { name: /Notifications|Kennisgewings/ }).getByRole("listitem")).toContainText(texts.resent);
      await expect(resend).toBeFocused();
      expect(await verificationMails(number, 2)).toHaveLength(2);
    });
  }

  test.describe("when sending again is refused", () => {
    // A client of its own (the test site trusts one proxy's X-Forwarded-For), so that using up its
    // allowance of resends leaves every other test and run alone.
    test.use({
      extraHTTPHeaders: { "x-forwarded-for": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1` },
    });

    test("the dialog says why, in the visitor's language", async ({ page, allowConsoleError }) => {
      allowConsoleError(/status of 429/);
      const { success, number } = await book(page, "/visarend-hut", "af", await freeCheckIn(page, 315, 1));
      // The other door, POST /api/bookings/resend-verification, shares the limit: use it up there.
      for (let sent = 0; ; sent++) {
        const response = await page.request.post("/api/bookings/resend-verification", {
          data: { bookingNumber: number, guestEmail: "someone-else@example.com" },
        });
        if (response.status() === 429) break;
        expect(response.status()).toBe(202);
        expect(sent, "requests before the limit").toBeLessThan(1000);
      }
      await success.getByRole("button", { name: SUCCESS_TEXTS.af.resend }).click();
      const reason = "Te veel versoeke. Wag asseblief 'n oomblik en probeer weer.";
      await expect(success.getByRole("status")).toHaveText(reason);
      const toast = page.getByRole("region", { name: /Notifications|Kennisgewings/ }).getByRole("listitem");
      await expect(toast).toContainText("Kon nie die e-pos stuur nie");
      await expect(toast).toContainText(reason);
    });
  });

  test("a second visitor finds nights the owner closed disabled on every stay, and may still check out on the first", async ({ page }) => {
    const checkIn = await freeCheckIn(page, 260, 3);
    const checkOut = addDays(checkIn, 3);
    // Another visitor's request binds nothing: its nights stay open.
    await bookThroughApi(page, "fisheagle-hut", checkIn, checkOut);
    await page.goto("/fisheagle-hut");
    await expect(await dayCell(page, "en", checkIn)).not.toHaveAttribute("data-disabled", "true");
    await closeNights(checkIn, checkOut);
    for (const { path: stayPath, lang } of PAGES) {
      await page.goto(stayPath);
      for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
        await expect(await dayCell(page, lang, night)).toHaveAttribute("data-disabled", "true");
      }
      await expect(await dayCell(page, lang, checkOut)).not.toHaveAttribute("data-disabled", "true");
    }
    // The day before the taken nights can be a last night: check in two days before, out on the first taken one.
    await page.goto("/vakansie-huis");
    await chooseDates(page, "af", addDays(checkIn, -2), checkIn);
    await expect(await dayCell(page, "af", addDays(checkIn, 1))).toHaveAttribute("data-disabled", "true");
  });

  test("two visitors submitting overlapping nights at once: both accepted, the later one told a request is ahead", async ({
    browser,
    baseURL,
    page,
  }) => {
    const checkIn = await freeCheckIn(page, 272, 5);
    const visitor = async (b: Browser, offset: number) => {
      const context = await b.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto("/fisheagle-hut");
      await chooseDates(page, "en", addDays(checkIn, offset), addDays(checkIn, offset + 3));
      await openDialog(page, "en");
      await fillContact(page, "en", offset === 0 ? "First Visitor" : "Second Visitor");
      return { context, page };
    };
    const [a, b] = [await visitor(browser, 0), await visitor(browser, 1)];
    await Promise.all([a, b].map(({ page }) => page.getByRole("button", { name: "Confirm Booking" }).click()));
    // Neither binds the nights (only the owner's confirmation does): both are accepted, and the one
    // that came second is told that a request is ahead of it; the owner answers them in order.
    const told = async ({ page }: { page: Page }) => {
      const success = page.getByTestId("booking-success");
      await expect(success).toBeVisible();
      return success.getByTestId("request-ahead").count();
    };
    expect((await Promise.all([told(a), told(b)])).sort()).toEqual([0, 1]);
    await a.context.close();
    await b.context.close();
  });

  test("each validation message appears under its field, and submit waits for a valid form", async ({ page }) => {
    await page.goto("/vakansie-huis");
    const checkIn = await freeCheckIn(page, 284, 2);
    await chooseDates(page, "af", checkIn, addDays(checkIn, 2));
    await openDialog(page, "af");
    const dialog = page.getByTestId("booking-dialog");
    const submit = dialog.getByRole("button", { name: "Bevestig Bespreking" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Volle naam").fill("A");
    await dialog.getByLabel("E-pos").fill("nie-'n-adres");
    await dialog.getByLabel("Telefoonnommer").fill("12345");
    await dialog.getByLabel("Telefoonnommer").blur();
    await expect(dialog.getByTestId("error-guestName")).toHaveText("Naam moet minstens 2 karakters wees");
    await expect(dialog.getByTestId("error-guestEmail")).toHaveText("Gee asseblief 'n geldige e-pos adres in");
    await expect(dialog.getByTestId("error-guestPhone")).toHaveText("Telefoonnommer moet minstens 8 syfers wees");
    await expect(dialog.getByLabel("Volle naam")).toHaveAttribute("aria-invalid", "true");
    // Letters: the message says so (not "at least 8 digits").
    await dialog.getByLabel("Telefoonnommer").fill("82 123 abc");
    await expect(dialog.getByTestId("error-guestPhone")).toHaveText(
      "'n Telefoonnommer het net syfers, spasies, hakies, koppeltekens en 'n + voor die landkode",
    );
    await expect(dialog.getByTestId("error-countryCode")).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await fillContact(page, "af");
    await expect(dialog.getByTestId("error-guestName")).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expect(dialog.getByTestId("privacy-notice").getByRole("link")).toHaveAttribute("href", "/privacy");
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`screenshots and axe at ${viewport.width}x${viewport.height}: page, calendar, both dialogs`, async ({ page }) => {
    const tag = `${viewport.width}x${viewport.height}`;
    await page.setViewportSize(viewport);
    await page.goto("/visarend-hut");
    await revealLazyIslands(page);
    await expect(page.getByTestId("booking-calendar").getByRole("grid").first()).toBeVisible();
    if (KEEP_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `stay-page-${tag}.png`), fullPage: true });
    if (viewport.width < 1024) {
      // The bar steps aside while the panel's own button or the footer is on screen: from the top.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.getByRole("link", { name: "Bespreek nou" }).click();
      await expect(page).toHaveURL(/#booking$/);
    }
    const checkIn = await freeCheckIn(page, viewport.width < 1024 ? 288 : 294, 1);
    await chooseDates(page, "af", checkIn, addDays(checkIn, 1));
    await expect(page.getByTestId("price-breakdown")).toContainText("R1,400 x 1 nag");
    await expectNoSeriousA11yViolations(page);
    if (KEEP_SCREENSHOTS) await page.locator("#booking").screenshot({ path: path.join(SCREENSHOTS, `stay-calendar-${tag}.png`) });

    await openDialog(page, "af");
    await fillContact(page, "af");
    await expectNoSeriousA11yViolations(page);
    if (KEEP_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `stay-booking-dialog-${tag}.png`) });

    await page.getByRole("button", { name: "Bevestig Bespreking" }).click();
    await expect(page.getByTestId("booking-success")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (KEEP_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `stay-success-dialog-${tag}.png`) });
  });
}
