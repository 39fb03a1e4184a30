// The information hubs: their cards, badges and links, the article section (English only), the
// call to action, the header's targets, and the scroll position restored on return.
import { BLOG_SLUGS } from "../../web/content/routes";
import { expect, test } from "./fixtures";

test("/experienceorania: 14 cards with icons and two badges, six articles, all posts, call to action", async ({ page }) => {
  await page.goto("/experienceorania");
  await expect(page.getByRole("heading", { level: 2, name: "Explore Every Aspect" })).toBeVisible();
  const cards = page.getByTestId("topic-cards").getByRole("listitem");
  await expect(cards).toHaveCount(14);
  for (const card of await cards.all()) {
    await expect(card.locator("svg").first()).toBeVisible();
    await expect(card.locator('[data-slot="badge"]')).toHaveCount(2);
  }
  await expect(page.getByRole("link", { name: "History & Strategy" })).toHaveAttribute("href", "/oraniahistory");
  await expect(page.getByRole("link", { name: "Town Council" })).toHaveAttribute("href", "/oraniadorpsraad");
  await expect(page.getByRole("link", { name: "Getting There" })).toHaveAttribute("href", "/oraniadestination");
  await expect(page.getByTestId("topic-cards")).toContainText("Ora currency");

  await expect(page.getByRole("heading", { name: "Read More About Orania" })).toBeVisible();
  const articles = page.getByTestId("article-links").getByRole("link");
  expect(await articles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    BLOG_SLUGS.map((slug) => `/blogs/${slug}`),
  );
  await expect(page.getByRole("link", { name: "View All Blog Posts" })).toHaveAttribute("href", "/blog");

  await expect(page.getByRole("heading", { name: "Ready to Visit Orania?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book Your Stay" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Accommodation", exact: true })).toHaveAttribute("href", "/");
  await expect(page.getByTestId("language-toggle")).toHaveAttribute("href", "/ervaarorania");
});

test("/ervaarorania: 12 cards, the strategy page, no blog section, its own call to action", async ({ page }) => {
  await page.goto("/ervaarorania");
  await expect(page.getByRole("heading", { level: 2, name: "Verken Elke Aspek" })).toBeVisible();
  await expect(page.getByTestId("topic-cards").getByRole("listitem")).toHaveCount(12);
  await expect(page.getByRole("link", { name: "Strategie" })).toHaveAttribute("href", "/oraniastrategy");
  await expect(page.getByTestId("article-links")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Bespreek Jou Verblyf" })).toHaveAttribute("href", "/verblyf");
  await expect(page.getByRole("link", { name: "Verblyf", exact: true })).toHaveAttribute("href", "/verblyf");
  await expect(page.getByTestId("language-toggle")).toHaveAttribute("href", "/experienceorania");
});

test("the toggle goes between the hubs", async ({ page }) => {
  await page.goto("/experienceorania");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/ervaarorania$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "af");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/experienceorania$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

for (const [path, storage] of [
  ["/experienceorania", "localStorage"],
  ["/ervaarorania", "sessionStorage"],
] as const) {
  test(`${path} restores the scroll position and the clicked card on return`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(path);
    const card = page.getByTestId("topic-cards").getByRole("listitem").nth(9);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const cardId = await card.getAttribute("data-card-id");
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    const saved = await page.evaluate((kind) => Object.values(kind === "localStorage" ? localStorage : sessionStorage).join(), storage);
    expect(saved).toContain(`"cardId":"${cardId}"`);

    await page.goto(path);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    await expect(page.locator(`[data-card-id="${cardId}"] a`)).toBeFocused();
  });
}
