// The booking dialog's flaws, one browser test each: "Book Now" waits for the vacation home's quote
// (never a total of R0); a 409 (nights the owner closed meanwhile) closes the dialog, shows the
// taken nights and keeps what the guest typed; nights another visitor requested meanwhile are still
// accepted, and the success dialog says a request is ahead; focus returns to the button that opened the dialog; letters in the phone number are
// reported under the phone field; no same-day check-in after the day's last check-in time in
// Johannesburg; on a phone the sticky "Book now" bar and the back-to-top button never overlap.
// Nights 500+ days ahead, apart from the other suites'.
import type { Route } from "@playwright/test";
import { getDictionary } from "../../web/content/dictionaries";
import { addDays } from "../../web/server/calendar/dates";
import { defaultRates, quoteStay } from "../../web/server/pricing";
import { bookThroughApi, chooseDates, closeNights, dayCell, fillContact, freeCheckIn, openDialog, TEXTS } from "./booking-steps";
import { expect, test } from "./fixtures";

test.describe("the booking dialog", () => {
  test("Book Now waits for the vacation home's quote, and the dialog shows its total, never R0", async ({ page }) => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The real quote, held back until the test has looked at the button meanwhile.
    await page.route("**/api/trpc/bookings.quote**", async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto("/vacation-home");
    const checkIn = await freeCheckIn(page, 500, 2);
    await chooseDates(page, "en", checkIn, addDays(checkIn, 2));
    const bookNow = page.getByRole("button", { name: TEXTS.en.bookNow, exact: true });
    await expect(bookNow).toBeDisabled();
    release!();
    await expect(bookNow).toBeEnabled();
    await bookNow.click();
    const total = quoteStay(defaultRates("vacation-home"), {
      accommodationType: "vacation-home",
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 1,
    }).totalPriceCents;
    const dialog = page.getByTestId("booking-dialog");
    await expect(dialog).toContainText(`R${(total / 100).toLocaleString("en-US")}`);
    await expect(dialog).not.toContainText("R0");
  });

  test("on 409 the toast explains, the dialog closes, the calendar shows the taken nights, and the typed details are kept", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 409/);
    await page.goto("/fisheagle-hut");
    const checkIn = await freeCheckIn(page, 510, 2);
    await chooseDates(page, "en", checkIn, addDays(checkIn, 2));
    await openDialog(page, "en");
    await fillContact(page, "en", "Kept Details");
    // The owner closes the nights while the guest is typing.
    await closeNights(checkIn, addDays(checkIn, 2));
    await page.getByRole("button", { name: TEXTS.en.submit }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Those nights were just taken", { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("booking-dialog")).toHaveCount(0);
    await expect(await dayCell(page, "en", checkIn)).toHaveAttribute("data-disabled", "true");

    const next = addDays(checkIn, 4);
    await chooseDates(page, "en", next, addDays(next, 1));
    await openDialog(page, "en");
    await expect(page.getByTestId("booking-dialog").getByLabel("Full name")).toHaveValue("Kept Details");
    await expect(page.getByTestId("booking-dialog").getByLabel("E-mail")).not.toHaveValue("");
  });

  test("nights another visitor requested meanwhile are still accepted, and the success dialog says a request is ahead, in the page's language", async ({
    page,
  }) => {
    await page.goto("/visarend-hut");
    const checkIn = await freeCheckIn(page, 530, 2);
    await chooseDates(page, "af", checkIn, addDays(checkIn, 2));
    await openDialog(page, "af");
    await fillContact(page, "af", "Tweede Gas");
    // Another visitor asks for the same nights while this one is typing: an unanswered request binds nothing.
    await bookThroughApi(page, "vacation-home", checkIn, addDays(checkIn, 2));
    await page.getByRole("button", { name: TEXTS.af.submit }).click();
    const success = page.getByTestId("booking-success");
    await expect(success.getByRole("heading", { name: TEXTS.af.success })).toBeVisible();
    await expect(success.getByTestId("request-ahead")).toHaveText(/'n Ander versoek vir van hierdie nagte is voor joune/);
    // The requested nights are not shown as taken.
    await success.getByRole("button", { name: "Sluit", exact: true }).last().click();
    await expect(await dayCell(page, "af", checkIn)).not.toHaveAttribute("data-disabled", "true");
  });

  test("focus returns to Book Now when the dialog closes by Escape or Cancel", async ({ page }) => {
    await page.goto("/visarend-hut");
    const checkIn = await freeCheckIn(page, 520, 1);
    await chooseDates(page, "af", checkIn, addDays(checkIn, 1));
    const bookNow = page.getByRole("button", { name: TEXTS.af.bookNow, exact: true });
    // Enabled once the hut's quote has come: focus() on a disabled button leaves focus on the
    // last day clicked, and Enter would then start a new range instead of opening the dialog.
    await expect(bookNow).toBeEnabled();
    await bookNow.focus();
    await expect(bookNow).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("booking-dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("booking-dialog")).toHaveCount(0);
    await expect(bookNow).toBeFocused();

    await bookNow.click();
    await page.getByTestId("booking-dialog").locator("form").getByRole("button", { name: "Kanselleer", exact: true }).click();
    await expect(bookNow).toBeFocused();
  });

  for (const [lang, path] of [
    ["en", "/african-darter-hut"],
    ["af", "/slanghalsvo%C3%ABl-hut"],
  ] as const) {
    test(`a wrong phone number shows what is wrong with it under the phone field, on a phone (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const checkIn = await freeCheckIn(page, lang === "en" ? 530 : 534, 1);
      await chooseDates(page, lang, checkIn, addDays(checkIn, 1));
      await openDialog(page, lang);
      const dialog = page.getByTestId("booking-dialog");
      const phone = dialog.getByLabel(lang === "en" ? "Phone number" : "Telefoonnommer");
      const texts = getDictionary(lang).validation;
      // Letters; a South African number a digit short; too few digits for any number (the published wording).
      for (const [typed, message] of [
        ["82 123 abcd", texts.phoneCharacters],
        ["082 123 45", texts.phoneShortZa],
        ["12", texts.guestPhone],
      ] as const) {
        await phone.fill(typed);
        await phone.blur();
        await expect(dialog.getByTestId("error-guestPhone")).toHaveText(message);
        await expect(phone).toHaveAttribute("aria-invalid", "true");
      }
      await expect(dialog.getByTestId("error-countryCode")).toHaveCount(0);
      // What the guest typed stays in the field.
      await expect(phone).toHaveValue("12");
    });
  }

  for (const [lang, path, days] of [
    // Nights no other spec asks for: a booking here takes the night from every stay.
    ["en", "/fisheagle-hut", 612],
    ["af", "/visarend-hut", 616],
  ] as const) {
    test(`a guest whose browser fills the contact details at once is not turned away as too quick, on a phone (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const checkIn = await freeCheckIn(page, days, 1);
      // The form's clock starts when the panel shows (it wakes as it nears the screen), not when
      // the dialog opens: contact details filled at once (autofill) then count the time the guest
      // spent choosing dates.
      await chooseDates(page, lang, checkIn, addDays(checkIn, 1));
      const beforeOpen = await page.evaluate(() => Date.now());
      await openDialog(page, lang);
      await fillContact(page, lang, "Autofill Anna");
      const sent = page.waitForRequest((request) => request.method() === "POST" && /\/api\/trpc\/bookings\.create/.test(request.url()));
      await page.getByRole("button", { name: TEXTS[lang].submit }).click();
      const body = JSON.parse((await sent).postData() ?? "{}") as Record<string, { json: { formStartedAt: number } }>;
      expect(body["0"]?.json.formStartedAt).toBeLessThan(beforeOpen);
      await expect(page.getByTestId("booking-success")).toBeVisible();
    });
  }

  test("the phone goes out as typed after its country code, one space between (+27 082 555 1234)", async ({ page }) => {
    await page.goto("/african-darter-hut");
    const checkIn = await freeCheckIn(page, 538, 1);
    await chooseDates(page, "en", checkIn, addDays(checkIn, 1));
    await openDialog(page, "en");
    const dialog = await fillContact(page, "en", "Phone Joiner");
    await dialog.getByLabel("Phone number").fill(" 082 555 1234 ");
    const sent = page.waitForRequest((request) => request.method() === "POST" && /\/api\/trpc\/bookings\.create/.test(request.url()));
    await page.getByRole("button", { name: TEXTS.en.submit }).click();
    // tRPC's batch body: {"0": {"json": <the input>}}.
    const body = JSON.parse((await sent).postData() ?? "{}") as Record<string, { json: { guestPhone: string } }>;
    expect(body["0"]?.json.guestPhone).toBe("+27 082 555 1234");
    await expect(page.getByTestId("booking-success")).toBeVisible();
  });

  test("no same-day check-in after the day's last check-in time in Johannesburg", async ({ page }) => {
    // The browser's clock on a free day of its own: the API suites share this database.
    const day = await freeCheckIn(page, 540, 1);
    await page.clock.setFixedTime(new Date(`${day}T17:30:00+02:00`));
    await page.goto("/fisheagle-hut");
    await expect(await dayCell(page, "en", day)).not.toHaveAttribute("data-disabled", "true");

    await page.clock.setFixedTime(new Date(`${day}T18:30:00+02:00`));
    await page.reload();
    await expect(await dayCell(page, "en", day)).toHaveAttribute("data-disabled", "true");
    await expect(await dayCell(page, "en", addDays(day, 1))).not.toHaveAttribute("data-disabled", "true");
  });

  test("on a phone the sticky Book now bar and the back-to-top button do not overlap", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/visarend-hut");
    // Down in the stay's text, the booking panel (which the button steps away from) still below the screen.
    await page.evaluate(() => {
      const panel = document.getElementById("booking")!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: panel - window.innerHeight * 1.5, behavior: "instant" });
    });
    const bar = page.getByRole("link", { name: "Bespreek nou" }).locator("xpath=..");
    const backToTop = page.locator("[data-back-to-top]");
    await expect(backToTop).toBeVisible();
    await expect(bar).toBeVisible();
    const [a, b] = [(await bar.boundingBox())!, (await backToTop.boundingBox())!];
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `bar ${JSON.stringify(a)} and back-to-top ${JSON.stringify(b)}`).toBe(false);
  });
});
