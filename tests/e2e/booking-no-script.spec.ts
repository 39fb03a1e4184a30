// Booking with scripts off, on a phone, in both languages: from the stay page to the booking form
// that needs no script (/book), the request made (in the database, the guest's e-mail sent, and
// confirmed from that e-mail, still without scripts); a bad e-mail address and a short phone
// number refused with /api/bookings's own messages under their fields and what was typed kept;
// nights confirmed for someone else meanwhile answered with the taken-nights message and the
// months showing them taken. And the home page's review form, posted without scripts too. axe on
// each page. Nights 600+ days ahead, apart from the other specs'.
import type { Browser, Page } from "@playwright/test";
import { getDictionary } from "../../web/content/dictionaries";
import { localizedPath } from "../../web/content/routes";
import { fill } from "../../web/lib/fill";
import { addDays } from "../../web/server/calendar/dates";
import { bookingRequestBody, bookThroughApi, freeCheckIn, queryBooking, TEXTS, VERIFY_LINK } from "./booking-steps";
import { expect, test, waitForMail } from "./fixtures";
import { expectNoSeriousA11yViolationsWithoutScripts, LANGUAGES, sign, withoutJavaScript } from "./link-page-steps";
import { shoot, sql } from "./owner-steps";

const STAY = "fisheagle-hut";

type TTyped = { checkIn: string; checkOut: string; guests?: string; name: string; email: string; phone: string };

/** The form's fields filled in as a visitor would, by their labels in `lang`. */
async function fillForm(page: Page, lang: "en" | "af", typed: TTyped): Promise<void> {
  const texts = getDictionary(lang).booking;
  await page.getByLabel(texts.checkIn, { exact: true }).fill(typed.checkIn);
  await page.getByLabel(texts.checkOut, { exact: true }).fill(typed.checkOut);
  if (typed.guests) await page.getByLabel(texts.guests, { exact: true }).selectOption(typed.guests);
  await page.getByLabel(texts.dialog.fullName).fill(typed.name);
  await page.getByLabel(texts.dialog.email).fill(typed.email);
  await page.getByLabel(texts.dialog.phone).fill(typed.phone);
}

/** Presses the form's button (the booking form's unless named); the status of the answer to its POST. */
async function submitForm(page: Page, lang: "en" | "af", button = getDictionary(lang).booking.dialog.submit): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((reply) => reply.request().method() === "POST"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return response.status();
}

/** From the stay page in `lang`, with scripts off, to the booking form by its link. */
async function openForm(browser: Browser, page: Page, lang: "en" | "af"): Promise<void> {
  const t = getDictionary(lang);
  await page.goto(localizedPath(STAY, lang));
  // The panel's loading placeholder gives way to the link; axe on the stay page and on the form.
  await expect(page.getByText(t.booking.loadingCalendar)).toBeHidden();
  await expectNoSeriousA11yViolationsWithoutScripts(browser, page);
  await page.getByRole("link", { name: t.booking.noScript.link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.booking.noScript.title, { stay: t.stays.byId[STAY].name }));
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expectNoSeriousA11yViolationsWithoutScripts(browser, page);
}

/** Another guest's request for these nights, confirmed by its guest and then by the owner. */
async function confirmForSomeoneElse(page: Page, checkIn: string, checkOut: string): Promise<void> {
  const { bookingNumber } = await bookThroughApi(page, "vacation-home", checkIn, checkOut, `no-script-${checkIn}`);
  const [booking] = await sql<{ id: string }>("SELECT id FROM bookings WHERE number = $1", [bookingNumber]);
  expect((await page.request.post(`/verify/${sign("booking.verify", booking!.id)}`)).status()).toBe(200);
  expect((await page.request.post(`/owner/${sign("booking.approve", booking!.id)}`)).status()).toBe(200);
  expect((await sql<{ status: string }>("SELECT status::text FROM bookings WHERE id = $1", [booking!.id]))[0]!.status).toBe("confirmed");
}

for (const [index, lang] of LANGUAGES.entries()) {
  const t = getDictionary(lang);

  test(`with scripts off (${lang}), a visitor books a hut from its page, and confirms the request from the e-mail`, async ({
    browser,
    page,
  }, testInfo) => {
    const checkIn = await freeCheckIn(page, 600 + index * 20, 2);
    const email = `no-script-${lang}@example.com`;
    await withoutJavaScript(browser, async (guest) => {
      await openForm(browser, guest, lang);
      await shoot(guest, testInfo, `no-script-form-${lang}`);
      await fillForm(guest, lang, {
        checkIn,
        checkOut: addDays(checkIn, 2),
        guests: "2",
        name: "Nomsa Dlamini",
        email,
        phone: "082 555 0142",
      });
      await guest.getByRole("button", { name: t.booking.dialog.submit }).click();

      await expect(guest.getByRole("heading", { level: 1 })).toHaveText(t.booking.success.title);
      await shoot(guest, testInfo, `no-script-sent-${lang}`);
      await expectNoSeriousA11yViolationsWithoutScripts(browser, guest);
      const number = (await guest.getByTestId("booking-number").textContent())!.trim();
      expect(await queryBooking(number)).toMatchObject({ stay: STAY, guests: 2, verified: false });

      const [mail] = await waitForMail(email, number, { match: (message) => VERIFY_LINK.test(message.text ?? "") });
      await guest.goto(VERIFY_LINK.exec(mail!.text!)![0]);
      await expect(guest.locator("html")).toHaveAttribute("lang", lang);
      await guest.getByRole("button", { name: TEXTS[lang].confirmButton }).click();
      await expect.poll(async () => (await queryBooking(number))?.verified).toBe(true);
    });
  });

  test(`with scripts off (${lang}), a bad e-mail address and a short phone number get /api/bookings's messages under their fields, and what was typed is kept`, async ({
    browser,
    page,
  }, testInfo) => {
    const checkIn = await freeCheckIn(page, 640 + index * 20, 2);
    const typed = { checkIn, checkOut: addDays(checkIn, 2), name: "Pieter Kotze", email: "pieter@", phone: "082 55" };
    // The same request to the API, in the same language: its per-field messages are the form's.
    const api = await page.request.post("/api/bookings", {
      headers: { "accept-language": lang },
      data: bookingRequestBody({
        accommodationType: STAY,
        checkIn,
        checkOut: typed.checkOut,
        guestName: typed.name,
        guestEmail: typed.email,
        guestPhone: typed.phone,
        language: lang,
      }),
    });
    expect(api.status()).toBe(400);
    const { error } = (await api.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["guestEmail", "guestPhone"]);

    await withoutJavaScript(browser, async (guest) => {
      await openForm(browser, guest, lang);
      await fillForm(guest, lang, typed);
      expect(await submitForm(guest, lang)).toBe(400);
      await shoot(guest, testInfo, `no-script-refused-${lang}`);
      await expect(guest.locator("#guestEmail-error")).toHaveText(error.fields.guestEmail!);
      await expect(guest.locator("#guestPhone-error")).toHaveText(error.fields.guestPhone!);
      await expect(guest.getByLabel(t.booking.dialog.email)).toHaveAttribute("aria-invalid", "true");
      await expect(guest.getByLabel(t.booking.dialog.email)).toHaveValue(typed.email);
      await expect(guest.getByLabel(t.booking.dialog.phone)).toHaveValue(typed.phone);
      await expect(guest.getByLabel(t.booking.dialog.fullName)).toHaveValue(typed.name);
      await expect(guest.getByLabel(t.booking.checkIn, { exact: true })).toHaveValue(checkIn);
      await expect(guest.locator("html")).toHaveAttribute("lang", lang);
      await expectNoSeriousA11yViolationsWithoutScripts(browser, guest);
    });
    expect(await sql("SELECT 1 FROM bookings WHERE guest_email = $1", [typed.email])).toEqual([]);
  });

  test(`with scripts off (${lang}), nights confirmed for someone else meanwhile get the taken-nights answer and the months show them taken`, async ({
    browser,
    page,
  }, testInfo) => {
    const checkIn = await freeCheckIn(page, 680 + index * 20, 2);
    const checkOut = addDays(checkIn, 2);
    await withoutJavaScript(browser, async (guest) => {
      await openForm(browser, guest, lang);
      await guest.goto(`/book?stay=${STAY}&lang=${lang}&month=${checkIn.slice(0, 7)}`);
      await expect(guest.locator(`[data-day="${checkIn}"]`)).toHaveAttribute("data-state", "free");
      await fillForm(guest, lang, { checkIn, checkOut, name: "Late Guest", email: `late-${lang}@example.com`, phone: "082 555 0199" });
      await confirmForSomeoneElse(page, checkIn, checkOut);
      expect(await submitForm(guest, lang)).toBe(409);
      await shoot(guest, testInfo, `no-script-taken-${lang}`);
      const refusal = guest.getByRole("alert").first();
      await expect(refusal).toHaveText(await takenMessage(page, lang, checkIn, checkOut));
      await expect(guest.locator(`[data-day="${checkIn}"]`)).toHaveAttribute("data-state", /taken|checkOutOnly/);
      await expect(guest.locator(`[data-day="${addDays(checkIn, 1)}"]`)).toHaveAttribute("data-state", "taken");
      await expect(guest.locator(`[data-day="${addDays(checkIn, 1)}"]`)).toContainText(t.booking.day.unavailable);
      await expect(guest.getByLabel(t.booking.dialog.fullName)).toHaveValue("Late Guest");
      await expectNoSeriousA11yViolationsWithoutScripts(browser, guest);
    });
  });

  test(`with scripts off (${lang}), the home page's review form posts: a missing review is refused under its field, then the review waits for the owner`, async ({
    browser,
  }) => {
    const texts = t.reviews;
    const name = `Quiet Reviewer ${lang}`;
    await withoutJavaScript(browser, async (guest) => {
      await guest.goto(localizedPath("home", lang));
      await guest.getByRole("link", { name: texts.write }).click();
      await expect(guest.getByRole("heading", { level: 1 })).toHaveText(texts.formTitle);
      await expect(guest.locator("html")).toHaveAttribute("lang", lang);
      await expectNoSeriousA11yViolationsWithoutScripts(browser, guest);
      await guest.getByLabel(texts.name).fill(name);
      await guest.getByLabel(texts.stayType).selectOption(STAY);
      await guest.getByLabel(fill(texts.starOther, { count: 4 })).check();
      expect(await submitForm(guest, lang, texts.submit)).toBe(400);
      await expect(guest.locator("#comment-error")).toHaveText(/\S/);
      await expect(guest.getByLabel(texts.name)).toHaveValue(name);
      await expect(guest.getByLabel(texts.stayType)).toHaveValue(STAY);
      await expect(guest.getByLabel(fill(texts.starOther, { count: 4 }))).toBeChecked();
      await expectNoSeriousA11yViolationsWithoutScripts(browser, guest);
      await guest.getByLabel(texts.comment).fill("Stil nagte langs die rivier.");
      expect(await submitForm(guest, lang, texts.submit)).toBe(201);
      await expect(guest.getByRole("heading", { level: 1 })).toHaveText(texts.successTitle);
    });
    expect(await sql("SELECT accommodation_type::text AS stay, rating, status::text FROM reviews WHERE guest_name = $1", [name])).toEqual([
      { stay: STAY, rating: 4, status: "pending" },
    ]);
  });
}

/** What /api/bookings answers in `lang` for nights that are taken. */
async function takenMessage(page: Page, lang: "en" | "af", checkIn: string, checkOut: string): Promise<string> {
  const reply = await page.request.post("/api/bookings", {
    headers: { "accept-language": lang },
    data: bookingRequestBody({ accommodationType: STAY, checkIn, checkOut, guestEmail: `else-${lang}@example.com`, language: lang }),
  });
  expect(reply.status()).toBe(409);
  return ((await reply.json()) as { error: { message: string } }).error.message;
}
