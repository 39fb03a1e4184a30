// A review invitation in a browser (390x844): a guest whose confirmed stay has ended opens the
// link from the invitation e-mail (signed as the worker signs it), writes the review on the site's
// review form in the booking's language (Afrikaans), and the link then says it was used; the owner sees
// the review waiting with the "Stayed here" badge and approves it, and both languages' stay pages
// show it with the badge. The invitation is a page of the site (its layout in both languages, axe
// clean), and its form works with JavaScript off: each field's message, then the review stored.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addDays, getBusinessToday } from "../../web/server/calendar/dates";
import { getDictionary } from "../../web/content/dictionaries";
import { GUEST_JOURNEY } from "../../web/content/guest-journey";
import { bookThroughApi, freeCheckIn } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { expectSiteLayout, LANGUAGES, sign, siteHeadingFont, VIEWPORT, withoutJavaScript } from "./link-page-steps";
import { expectToast, shoot, signInFromInbox, sql, STAY_PATHS, T } from "./owner-steps";

test.use({ viewport: VIEWPORT });

/**
 * A stay booked as a visitor does (free nights `days` ahead), then as it is once confirmed and
 * over, in Afrikaans (tests set dates instead of waiting): its id.
 */
async function pastStay(page: Page, days: number): Promise<{ id: string }> {
  const checkIn = await freeCheckIn(page, days, 2);
  const { bookingNumber } = await bookThroughApi(page, "fisheagle-hut", checkIn, addDays(checkIn, 2), randomUUID());
  // Nights long past that no earlier stay of these specs holds (one stay per night).
  const [{ n } = { n: "0" }] = await sql<{ n: string }>("SELECT count(*) AS n FROM holds WHERE check_out < $1", [
    addDays(getBusinessToday(), -390),
  ]);
  const start = addDays(getBusinessToday(), -400 - 3 * Number(n));
  const past = { checkIn: start, checkOut: addDays(start, 2) };
  const [booking] = await sql<{ id: string }>(
    "UPDATE bookings SET status = 'confirmed', verified_at = now(), language = 'af', check_in = $2, check_out = $3 WHERE number = $1 RETURNING id",
    [bookingNumber, past.checkIn, past.checkOut],
  );
  await sql("UPDATE holds SET check_in = $2, check_out = $3 WHERE id = (SELECT hold_id FROM bookings WHERE id = $1)", [
    booking!.id,
    past.checkIn,
    past.checkOut,
  ]);
  return booking!;
}

test("the invited guest's review is taken once, waits for the owner, and shows with the badge", async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(90_000);
  // The link opened again after use answers 409, which the browser logs.
  allowConsoleError(/status of 409 \(Conflict\).*\/review\//);
  const booking = await pastStay(page, 600);
  const token = sign("review.invite", booking.id);

  const name = `Marié ${randomUUID().slice(0, 4)}`;
  await page.goto(`/review/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jou resensie van Visarend Hut");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Jou naam soos dit moet verskyn").fill(name);
  await page.getByLabel("5 sterre").check();
  await page.getByLabel("Jou resensie").fill("Die stilste nagte by die rivier, en 'n visarend elke oggend.");
  await shoot(page, testInfo, "review-invitation-af");
  await page.getByRole("button", { name: "Stuur my resensie" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dankie vir jou resensie");
  // The link takes one review.
  await page.goto(`/review/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hierdie resensie is reeds geskryf");

  // The owner sees it waiting, with the badge, and approves it.
  await page.goto("/owner/reviews");
  await signInFromInbox(page, "en", "/owner/reviews");
  const waiting = page.getByTestId("pending-reviews").locator("li", { hasText: name });
  await expect(waiting.getByTestId("stayed-here")).toHaveText(T.en.reviews.stayedHere);
  await waiting.getByRole("button", { name: T.en.reviews.approve }).click();
  await expectToast(page, T.en.reviews.approved);

  for (const [path, badge] of [
    [STAY_PATHS.af["fisheagle-hut"]!, "Het hier gebly"],
    [STAY_PATHS.en["fisheagle-hut"]!, "Stayed here"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId("stay-reviews").locator("li", { hasText: name }).getByTestId("stayed-here")).toHaveText(badge);
  }
});

test("the invitation is a page of the site in both languages, and its plain form works without JavaScript", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const headingFont = await siteHeadingFont(page);
  const booking = await pastStay(page, 630);
  const path = `/review/${sign("review.invite", booking.id)}`;
  const title = { en: "Your review of Fish Eagle Hut", af: "Jou resensie van Visarend Hut" };
  // The booking's language unless ?lang= asks for the other; never cached, never indexed.
  const opened = await page.goto(path);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()).toMatchObject({ "cache-control": "no-store", "x-robots-tag": "noindex" });
  await expect(page.locator("html")).toHaveAttribute("lang", "af");
  for (const lang of LANGUAGES) {
    await page.goto(`${path}?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title[lang]);
    await expectSiteLayout(page, lang, headingFont);
  }

  await withoutJavaScript(browser, async (guest) => {
    const texts = GUEST_JOURNEY.af.review;
    const t = getDictionary("af");
    await guest.goto(path);
    const name = guest.getByLabel(texts.name);
    await expect(name).toHaveValue(/\S/);
    // Sent empty (but for the words): each field's message under it in the page's language, the draft kept.
    await name.fill("");
    await guest.getByLabel(texts.comment).fill(" ");
    const refused = guest.waitForResponse((response) => response.request().method() === "POST");
    await guest.getByRole("button", { name: texts.submit }).click();
    expect((await refused).status()).toBe(400);
    await expect(guest.getByTestId("review-notice")).toHaveText(texts.fix);
    for (const [field, label, message] of [
      ["guestName", texts.name, t.validation.reviewName],
      ["comment", texts.comment, t.validation.reviewComment],
    ] as const) {
      await expect(guest.getByTestId(`${field}-error`)).toHaveText(message);
      await expect(guest.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(guest.getByLabel(label)).toHaveAttribute("aria-describedby", `${field}-error`);
    }
    await expect(guest.getByTestId("rating-error")).toHaveText(t.validation.rating);
    await expect(guest.getByRole("radiogroup", { name: texts.rating })).toHaveAttribute("aria-invalid", "true");
    await expect(guest.getByLabel(texts.comment)).toHaveValue(" ");
    await expect(guest.locator("html")).toHaveAttribute("lang", "af");
    expect(await sql("SELECT id FROM reviews WHERE booking_id = $1", [booking.id])).toHaveLength(0);

    await guest.getByLabel(texts.name).fill("Koos sonder skrip");
    await guest.getByLabel(texts.stars(4)).check();
    await guest.getByLabel(texts.comment).fill("Stil en mooi, selfs sonder JavaScript.");
    await guest.getByRole("button", { name: texts.submit }).click();
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText(texts.thanksTitle);
    await expect(guest.getByRole("status")).toHaveText(texts.thanks);
  });
  const rows = await sql<{ guest_name: string; rating: number; status: string; stayed_here: boolean; language: string }>(
    "SELECT guest_name, rating, status::text, stayed_here, language::text FROM reviews WHERE booking_id = $1",
    [booking.id],
  );
  expect(rows).toEqual([{ guest_name: "Koos sonder skrip", rating: 4, status: "pending", stayed_here: true, language: "af" }]);
});
