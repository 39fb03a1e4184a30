// A review invitation in a browser (390x844): a guest whose confirmed stay has ended opens the
// link from the invitation e-mail (signed as the worker signs it), writes the review on the plain
// form in the booking's language (Afrikaans), and the link then says it was used; the owner sees
// the review waiting with the "Stayed here" badge and approves it, and both languages' stay pages
// show it with the badge.
import { randomUUID } from "node:crypto";
import { E2E_ENV } from "../../scripts/test-env.mjs";
import { addDays, getBusinessToday } from "../../web/server/calendar/dates";
import { createActionToken } from "../../web/server/approvals/token";
import { bookThroughApi, freeCheckIn } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { expectToast, shoot, signInFromInbox, sql, STAY_PATHS, T } from "./owner-steps";

test.use({ viewport: { width: 390, height: 844 } });

test("the invited guest's review is taken once, waits for the owner, and shows with the badge", async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(90_000);
  // The link opened again after use answers 409, which the browser logs.
  allowConsoleError(/status of 409 \(Conflict\).*\/review\//);
  // A stay booked as a visitor does, then as it is once confirmed and over (tests set dates instead of waiting).
  const checkIn = await freeCheckIn(page, 600, 2);
  const { bookingNumber } = await bookThroughApi(page, "fisheagle-hut", checkIn, addDays(checkIn, 2), randomUUID());
  // Nights long past that no earlier run of this spec holds (one stay per night).
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
  const token = createActionToken(
    { action: "review.invite", subjectId: booking!.id, expiresAt: Date.now() + 24 * 3600 * 1000 },
    E2E_ENV.APPROVAL_SECRET,
  );

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
