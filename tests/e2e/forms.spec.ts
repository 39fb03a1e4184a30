// The home page's public forms against the real API and database: the review form and the guest
// photo form, their validation toasts, successful submissions, the
// honeypot and start time they send, and the approved review then shown with its average.
import type { Page, Request } from "@playwright/test";
import pg from "pg";
import { TEST_ENV } from "../../scripts/test-env.mjs";
import { expect, gotoAndReveal, revealLazyIslands, test, waitOutFormMinimum } from "./fixtures";

/** A 1x1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole("region", { name: /Notifications|Kennisgewings/ }).getByRole("listitem");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
}

/** The JSON a tRPC mutation sent (batched: {"0": {"json": input}}). */
function mutationInput(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as Record<string, { json: Record<string, unknown> }>;
  return body["0"]!.json;
}

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test.describe("review form", () => {
  test("asks for the missing fields, then submits, resets and hides", async ({ page }) => {
    await gotoAndReveal(page, "/");
    const section = page.locator("#reviews");
    await expect(section.getByTestId("review-average")).toContainText(/\d\.\d/);
    await section.getByRole("button", { name: "Write a Review" }).click();
    const form = section.getByTestId("review-form");
    await expect(form.locator('input[name="company"]')).toHaveAttribute("tabindex", "-1");

    await form.getByLabel("Your name").fill("   ");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expectToast(page, "Missing information", "Please fill in all fields.");

    await form.getByLabel("Your name").fill("  Anna Botha ");
    await form.getByLabel("Which stay?").selectOption("fisheagle-hut");
    await form.locator("label", { hasText: "4 stars" }).click();
    await form.getByLabel("Your review").fill(" Quiet, clean and right on the river. ");
    const sent = page.waitForRequest((request) => request.url().includes("/api/trpc/reviews.create"));
    await form.getByRole("button", { name: "Submit Review" }).click();
    const input = mutationInput(await sent);
    expect(input).toMatchObject({
      guestName: "Anna Botha",
      accommodationType: "fisheagle-hut",
      rating: 4,
      comment: "Quiet, clean and right on the river.",
      source: "website",
      company: "",
    });
    expect(input.formStartedAt).toEqual(expect.any(Number));
    await expectToast(page, "Thank you for your review!", "Your review has been submitted and will be displayed after approval.");
    await expect(form).toHaveCount(0);

    // Once the owner approves it, the list shows it with the average.
    await withDatabase((client) =>
      client.query("UPDATE reviews SET status = 'approved', decided_at = now() WHERE guest_name = 'Anna Botha'"),
    );
    await page.reload();
    await revealLazyIslands(page);
    await expect(section.getByTestId("reviews-list")).toContainText("Anna Botha");
    await expect(section.getByTestId("reviews-list")).toContainText("Fish Eagle Hut");
    await expect(section.getByTestId("review-average")).toContainText(/[1-5]\.\d/);

    await section.getByRole("button", { name: "Write a Review" }).click();
    await expect(form.getByLabel("Your name")).toHaveValue("");
    await expect(form.getByLabel("Which stay?")).toHaveValue("general");
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toHaveCount(0);
  });

  test("speaks Afrikaans on /verblyf", async ({ page }) => {
    await gotoAndReveal(page, "/verblyf");
    await page.getByRole("button", { name: "Skryf 'n Resensie" }).click();
    await page.getByRole("button", { name: "Dien Resensie In" }).click();
    await expectToast(page, "Inligting ontbreek", "Vul asseblief alle velde in.");
  });

  test("says so when the submission fails", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 500/);
    await page.route("**/api/trpc/reviews.create**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await gotoAndReveal(page, "/");
    await page.getByRole("button", { name: "Write a Review" }).click();
    await page.getByLabel("Your name").fill("Piet");
    await page.getByLabel("Your review").fill("Lovely.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expectToast(page, "Error", "Failed to submit review. Please try again.");
  });
});

test.describe("guest photo form", () => {
  test("toggles, validates, clears on Cancel and submits", async ({ page }) => {
    await gotoAndReveal(page, "/");
    const section = page.locator("#guest-photos");
    const toggle = section.getByRole("button", { name: "Share Your Photos" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const form = section.getByTestId("photo-form");
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Your e-mail")).toHaveAttribute("type", "email");

    await form.getByRole("button", { name: "Submit Photos" }).click();
    await expectToast(page, "Missing information", "Please fill in your name and e-mail.");

    await form.getByLabel("Your name").fill("Marie");
    await form.getByLabel("Your e-mail").fill("marie@example.com");
    await form.getByRole("button", { name: "Submit Photos" }).click();
    await expectToast(page, "No photos selected", "Please select at least one photo.");

    await form.getByLabel("Photos", { exact: true }).setInputFiles([1, 2, 3, 4, 5, 6].map((n) => png(`${n}.png`)));
    await form.getByRole("button", { name: "Submit Photos" }).click();
    await expectToast(page, "Too many files", "Please select a maximum of 5 photos.");

    // Cancel empties the form and toggles it closed; opened again, it is empty.
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toHaveCount(0);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(form.getByLabel("Your name")).toHaveValue("");
    const reopenedAt = Date.now();
    await expect(form.getByLabel("Your e-mail")).toHaveValue("");
    expect(await form.getByLabel("Photos", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

    await form.getByLabel("Your name").fill("Marie");
    await form.getByLabel("Your e-mail").fill("marie@example.com");
    await form.getByLabel("Photos", { exact: true }).setInputFiles([png("river.png"), png("stoep.png")]);
    await waitOutFormMinimum(page, reopenedAt);
    const sent = page.waitForRequest((request) => request.url().includes("/api/trpc/reviews.submitPhotos"));
    await form.getByRole("button", { name: "Submit Photos" }).click();
    const input = mutationInput(await sent);
    expect(input).toMatchObject({ guestName: "Marie", guestEmail: "marie@example.com", company: "" });
    expect(input.images).toEqual([expect.stringMatching(/^data:image\/png;base64,/), expect.stringMatching(/^data:image\/png;base64,/)]);
    expect(input.formStartedAt).toEqual(expect.any(Number));
    await expectToast(page, "Thank you for sharing!", "Your photos have been submitted and will be published after review.");
    await expect(form).toHaveCount(0);
    await toggle.click();
    await expect(section.getByTestId("photo-form")).toBeVisible();
    await toggle.click();
    await expect(section.getByTestId("photo-form")).toHaveCount(0);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  for (const [lang, path, texts] of [
    [
      "en",
      "/",
      {
        share: "Share Your Photos",
        name: "Your name",
        email: "Your e-mail",
        files: "Photos",
        submit: "Submit Photos",
        message: "Please enter a valid e-mail address",
      },
    ],
    [
      "af",
      "/verblyf",
      {
        share: "Deel Jou Foto's",
        name: "Jou naam",
        email: "Jou e-pos",
        files: "Foto's",
        submit: "Dien Foto's In",
        message: "Gee asseblief 'n geldige e-pos adres in",
      },
    ],
  ] as const) {
    test(`shows the server's message under the e-mail field when it refuses the address (${lang})`, async ({ page, allowConsoleError }) => {
      allowConsoleError(/status of 400/);
      await gotoAndReveal(page, path);
      const section = page.locator("#guest-photos");
      await section.getByRole("button", { name: texts.share }).click();
      const form = section.getByTestId("photo-form");
      await expect(form).toBeVisible();
      const openedAt = Date.now();
      await form.getByLabel(texts.name).fill("Marie");
      // The browser's own rule for type=email lets this through; the server wants a full domain.
      const email = form.getByLabel(texts.email);
      await email.fill("marie@example");
      expect(await email.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
      await form.getByLabel(texts.files, { exact: true }).setInputFiles([png("river.png")]);
      await waitOutFormMinimum(page, openedAt);
      const answered = page.waitForResponse((response) => response.url().includes("/api/trpc/reviews.submitPhotos"));
      await form.getByRole("button", { name: texts.submit }).click();
      expect((await answered).status()).toBe(400);
      const error = form.getByTestId("guestEmail-error");
      await expect(error).toHaveText(texts.message);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAttribute("aria-describedby", "guestEmail-error");
      // Directly under the e-mail field.
      const [field, message] = [(await email.boundingBox())!, (await error.boundingBox())!];
      expect(message.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(message.y - (field.y + field.height)).toBeLessThan(24);
    });
  }

  test("refuses files that are not images", async ({ page }) => {
    await gotoAndReveal(page, "/");
    await page.getByRole("button", { name: "Share Your Photos" }).click();
    await page.getByLabel("Your name").fill("Marie");
    await page.getByLabel("Your e-mail").fill("marie@example.com");
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
    await page.getByRole("button", { name: "Submit Photos" }).click();
    await expectToast(page, "Not an image", "Only image files can be uploaded.");
  });
});

test("the reviews and guest photos load only when the visitor scrolls near them", async ({ page }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/trpc/")) apiCalls.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Until then the server HTML holds their frames: headings and subtitles, no controls, no API calls.
  await expect(page.locator("#reviews")).toHaveAttribute("aria-busy", "true");
  await expect(page.locator("#reviews").getByRole("heading", { level: 2 })).toHaveText("Guest Reviews");
  await expect(page.locator("#guest-photos").getByRole("heading", { level: 2 })).toHaveText("Guest Photos");
  await expect(page.getByRole("button", { name: "Write a Review" })).toHaveCount(0);
  expect(apiCalls).toEqual([]);

  await revealLazyIslands(page);
  await expect(page.locator("#reviews").getByRole("button", { name: "Write a Review" })).toBeVisible();
  await expect(page.locator("#reviews")).not.toHaveAttribute("aria-busy");
  await expect.poll(() => apiCalls.some((url) => url.includes("reviews.list"))).toBe(true);
});

test("the reviews' code loads at once when the visitor tabs into their section before scrolling near it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto("/");
  await expect(page.locator("[data-lazy-island]:not([data-near])")).toHaveCount(1);
  // Focus reaching the frame (a keyboard visitor, or a jump to its anchor) asks for the islands' code;
  // focused again until the page has hydrated and listens.
  await expect(async () => {
    await page.locator("#reviews-title").evaluate((heading: HTMLElement) => {
      heading.setAttribute("tabindex", "-1");
      heading.blur();
      heading.focus({ preventScroll: true });
    });
    await expect(page.locator("[data-lazy-island][data-near]")).toHaveCount(1, { timeout: 500 });
  }).toPass();
});

test("the home page shows the about block, house rules and the guest sections", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#about").getByRole("heading", { level: 2 })).toHaveText("About Orania Stays");
  await expect(page.locator("#about")).toContainText("Your perfect retreat in the heart of Orania");
  for (const title of ["Luxury Comfort", "Privacy Guarantee", "Prime Location", "Warm Hospitality"]) {
    await expect(page.locator("#about").getByRole("heading", { name: title })).toBeVisible();
  }
  // The one window the booking panel offers too (STAY_HOURS): 14:00 to 18:00.
  await expect(page.locator("#house-rules")).toContainText("Check-in 14:00 - 18:00");
  await expect(page.locator("#house-rules")).toContainText("No unregistered visitors.");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
  // The range is computed from the stays' rates: a fresh install's charge R1,400 a night, the
  // house R300 more for each guest after the first, up to six.
  expect(jsonLd).toMatchObject({ "@type": "LodgingBusiness", priceRange: "R1400-R2900" });
});
