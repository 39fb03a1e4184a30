// Reviews that are true, in a browser at 1440x900: a visitor writes a review of the Fish Eagle Hut
// on the home page; it shows nowhere until the owner approves it on the console's reviews screen;
// then the stay's page (both languages) lists it with the owner's public reply, and its rating
// box, the home's list and both pages' structured data count it. A review the owner copies from
// Airbnb shows with its channel. The counts are checked against the database (other specs approve
// reviews of this hut behind the pages' backs) and the figures against each other.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoAndReveal, revealLazyIslands, test, waitOutFormMinimum } from "./fixtures";
import { expectToast, shoot, signInFromInbox, sql, STAY_PATHS, T } from "./owner-steps";

const t = T.en;

type TRating = { aggregateRating?: { ratingValue: number; reviewCount: number } };

async function jsonLdRating(page: Page) {
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as TRating;
  return json.aggregateRating;
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a visitor's review shows only once the owner approves it, with the reply, and every figure counts it", async ({ page }, testInfo) => {
  const name = `Thandi ${randomUUID().slice(0, 6)}`;
  const comment = "Fish eagles at dawn and a spotless hut. We will be back.";

  const approved = async (stay?: string) =>
    Number(
      (
        await sql<{ n: string }>(
          "SELECT count(*) AS n FROM reviews WHERE status = 'approved' AND ($1::text IS NULL OR accommodation_type::text = $1)",
          [stay ?? null],
        )
      )[0]!.n,
    );
  const hutBefore = { reviewCount: await approved("fisheagle-hut") };
  const homeBefore = { reviewCount: await approved() };
  expect(hutBefore.reviewCount).toBeGreaterThanOrEqual(4);

  // The visitor writes the review on the home page.
  await gotoAndReveal(page, "/");
  const section = page.locator("#reviews");
  await section.getByRole("button", { name: "Write a Review" }).click();
  const form = section.getByTestId("review-form");
  await expect(form).toBeVisible();
  const openedAt = Date.now();
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Which stay?").selectOption("fisheagle-hut");
  await form.locator("label", { hasText: "5 stars" }).click();
  await form.getByLabel("Your review").fill(comment);
  await waitOutFormMinimum(page, openedAt);
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your review!" }).first()).toBeVisible();

  // Waiting for approval: the stay's page does not show it.
  await page.goto(STAY_PATHS.en["fisheagle-hut"]!);
  await expect(page.getByTestId("stay-reviews")).not.toContainText(name);

  // The owner approves it and replies.
  await page.goto("/owner/reviews");
  await signInFromInbox(page, "en", "/owner/reviews");
  const waiting = page.getByTestId("pending-reviews").locator("li", { hasText: name });
  await expect(waiting).toContainText(comment);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, "console-reviews-en");
  await waiting.getByRole("button", { name: t.reviews.approve }).click();
  await expectToast(page, t.reviews.approved);
  const decided = page.getByTestId("decided-reviews").locator("li", { hasText: name });
  await decided.getByLabel(t.reviews.reply).fill("Thank you, Thandi! The eagles will be waiting.");
  await decided.getByRole("button", { name: t.reviews.saveReply }).click();
  await expectToast(page, t.reviews.replySaved);

  // Every public figure now counts it, in both languages.
  for (const path of [STAY_PATHS.en["fisheagle-hut"]!, STAY_PATHS.af["fisheagle-hut"]!]) {
    await page.goto(path);
    const listed = page.getByTestId("stay-reviews").locator("li", { hasText: name });
    await expect(listed).toContainText(comment);
    await expect(listed.getByTestId("review-reply")).toContainText("The eagles will be waiting.");
    const count = hutBefore.reviewCount + 1;
    const after = (await jsonLdRating(page))!;
    expect(after.reviewCount).toBe(count);
    await expect(page.getByTestId("rating-box")).toContainText(after.ratingValue.toFixed(1));
    await expect(page.getByTestId("rating-box")).toContainText(path.startsWith("/visarend") ? `${count} resensies` : `${count} reviews`);
  }
  await gotoAndReveal(page, "/");
  await expect(page.locator("#reviews").getByTestId("reviews-list")).toContainText(name);
  const homeAfter = await jsonLdRating(page);
  expect(homeAfter?.reviewCount).toBe(homeBefore.reviewCount + 1);
  // The home's average and its structured data agree.
  await expect(page.locator("#reviews").getByTestId("review-average")).toContainText(homeAfter!.ratingValue.toFixed(1));

  // A review copied from Airbnb shows at once, with its channel.
  await page.goto("/owner/reviews");
  const imported = `Pieter ${randomUUID().slice(0, 6)}`;
  const importForm = page.getByRole("region", { name: t.reviews.importTitle });
  await importForm.getByLabel(t.common.stay, { exact: true }).selectOption("fisheagle-hut");
  await importForm.getByLabel(t.reviews.source, { exact: true }).selectOption("airbnb");
  await importForm.getByLabel(t.reviews.name, { exact: true }).fill(imported);
  await importForm.getByLabel(t.reviews.comment, { exact: true }).fill("Rustig en mooi. Baie dankie!");
  await importForm.getByRole("button", { name: t.reviews.importButton }).click();
  await expectToast(page, t.reviews.imported);
  await page.goto(STAY_PATHS.af["fisheagle-hut"]!);
  await expect(page.getByTestId("stay-reviews").locator("li", { hasText: imported })).toContainText("Airbnb");
  await expect(page.getByTestId("rating-box")).toContainText(`${hutBefore.reviewCount + 2} resensies`);
  await revealLazyIslands(page);
  await shoot(page, testInfo, "stay-page-reviews-af");
});
