// The site's frame in a browser: language by path and by cookie, the toggle, the 404 page,
// the header and footer helpers, and accessibility of the pages the shell renders.
import { statSync } from "node:fs";
import path from "node:path";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { ROOT } from "./owner-steps";

const languageCookie = async (page: import("@playwright/test").Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value;

test.describe("localized pages", () => {
  test("/ is the English accommodation list", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/^Accommodation in Orania/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accommodation in Orania");
    await expect(page.getByText("3 unique stays")).toBeVisible();
    const stays = page.getByRole("region", { name: /Accommodation in Orania|Verblyf in Orania/ }).getByRole("link");
    await expect(stays).toHaveText(["Vacation Home", "Fish Eagle Hut", "African Darter Hut"]);
    expect(await stays.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/vacation-home",
      "/fisheagle-hut",
      "/african-darter-hut",
    ]);
    await expect(page.getByRole("link", { name: "Accommodation", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "All about Orania" })).toHaveAttribute("href", "/experienceorania");
    await expect(page.locator('link[rel="alternate"][hreflang="af-ZA"]')).toHaveAttribute("href", /\/verblyf$/);
    await expect(page.getByTestId("navigation-loader")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("/verblyf is the Afrikaans accommodation list", async ({ page }) => {
    await page.goto("/verblyf");
    await expect(page.locator("html")).toHaveAttribute("lang", "af");
    await expect(page).toHaveTitle(/^Verblyf in Orania/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verblyf in Orania");
    const stays = page.getByRole("region", { name: /Accommodation in Orania|Verblyf in Orania/ }).getByRole("link");
    await expect(stays).toHaveText(["Vakansie Huis", "Visarend Hut", "Slanghalsvoël Hut"]);
    expect(await stays.evaluateAll((links) => links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname)))).toEqual([
      "/vakansie-huis",
      "/visarend-hut",
      "/slanghalsvoël-hut",
    ]);
    await expect(page.getByRole("link", { name: "Alles oor Orania" })).toHaveAttribute("href", "/ervaarorania");
    await expect(page.locator("#contact").getByRole("link", { name: "Terme en voorwaardes" })).toHaveAttribute("href", "/terms");
    expect(await languageCookie(page)).toBe("af");
    expect(await page.evaluate(() => sessionStorage.getItem("isAfrikaans"))).toBe("true");
    await expectNoSeriousA11yViolations(page);
  });

  test("the toggle goes to the counterpart page and back", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/verblyf$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "af");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verblyf in Orania");
    expect(await languageCookie(page)).toBe("af");

    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await languageCookie(page)).toBe("en");
    expect(await page.evaluate(() => sessionStorage.getItem("isAfrikaans"))).toBe("false");
  });

  test("an internal route is not an address of its own", async ({ page }) => {
    await page.goto("/af");
    await expect(page).toHaveURL(/\/verblyf$/);
  });
});

test.describe("neutral pages", () => {
  test("render in the language of the cookie, with no flash of the other", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "af", url: baseURL! }]);
    const response = await page.request.get("/terms");
    expect(await response.text()).toContain('<html lang="af"');
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "af");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terme en voorwaardes");
    await expect(page.getByRole("link", { name: "Verblyf", exact: true })).toHaveAttribute("href", "/verblyf");
    await expectNoSeriousA11yViolations(page);
  });

  test("are English without a choice, and the toggle switches them in place", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
    await expect(page.getByTestId("language-toggle")).toHaveAttribute("href", "/terms");

    await page.getByTestId("language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "af");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terme en voorwaardes");
    await expect(page).toHaveURL(/\/terms$/);
    expect(await languageCookie(page)).toBe("af");
  });

  test("follow the language of the last localized page", async ({ page }) => {
    await page.goto("/verblyf");
    await page.locator("#contact").getByRole("link", { name: "Terme en voorwaardes" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "af");
  });
});

test.describe("frame", () => {
  test("unknown addresses get the 404 page with status 404", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("'Loading your Experience...' covers a slow navigation and leaves with the new page", async ({ page }) => {
    await page.goto("/experienceorania");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the page's route data (prefetches and the navigation itself) until the screen is seen.
    await page.route(
      (url) => url.pathname === "/oraniaeconomy",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.locator('a[href="/oraniaeconomy"]').first().click();
    const loader = page.getByTestId("navigation-loader");
    await expect(loader).toBeVisible();
    await expect(loader).toHaveText("Loading your Experience...");
    release();
    await expect(page).toHaveURL(/\/oraniaeconomy$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(loader).toHaveCount(0);
  });

  test("a link to another page navigates inside the loaded page, and the back button returns", async ({ page }) => {
    await page.goto("/");
    const hubTab = page.getByRole("link", { name: "All about Orania" });
    // Hydrated once pointing at a link prefetches its page (the layout's intent prefetch).
    await expect(async () => {
      await page.mouse.move(0, 0);
      const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/experienceorania", { timeout: 1_000 });
      await hubTab.hover();
      await prefetched;
    }).toPass();
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
    await hubTab.click();
    await expect(page).toHaveURL(/\/experienceorania$/);
    await expect(page.getByRole("link", { name: "All about Orania" })).toHaveAttribute("aria-current", "page");
    // The same document: a client navigation, not a new page load.
    expect(await page.evaluate(() => "loadedOnce" in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accommodation in Orania");
  });

  test("a page sends its stylesheet and its JSON-LD once, and stays styled through client navigations", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    const css = /<style data-precedence="next"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(css.length).toBeGreaterThan(10_000);
    // A stretch of the stylesheet that reads the same inside the payload's JSON strings.
    const stretch = /[^"\\<>&]{60}/.exec(css.slice(css.length / 2))?.[0] ?? "";
    expect(stretch).toHaveLength(60);
    expect(html.split(stretch)).toHaveLength(2);
    const lodging = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(lodging)).toMatchObject({ "@type": "LodgingBusiness" });
    expect(html).not.toContain(JSON.stringify(lodging).slice(1, 80));

    await page.goto("/");
    const styled = () =>
      page.evaluate(() => ({
        sheet: document.querySelector("style[data-precedence]")?.textContent?.length ?? 0,
        // The heading font is the stylesheet's own (@font-face headingFont), not the browser's.
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
        lodging: document.querySelector('script[type="application/ld+json"]')?.textContent ?? "",
      }));
    const first = await styled();
    expect(first.sheet).toBe(css.length);
    expect(first.heading).toMatch(/headingFont/);
    expect(first.lodging).toBe(lodging);
    await page.getByRole("link", { name: "All about Orania" }).click();
    await expect(page).toHaveURL(/\/experienceorania$/);
    expect((await styled()).heading).toMatch(/headingFont/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accommodation in Orania");
    expect(await styled()).toMatchObject({ sheet: css.length, heading: expect.stringMatching(/headingFont/) });
  });

  test("the skip link leads past the header", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("the back-to-top button appears past 400 px and scrolls up", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 390));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("the footer gives the contact details and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer#contact");
    await expect(footer.getByRole("link", { name: /^\+27/ })).toHaveAttribute("href", /^tel:\+27/);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    // The year of the page's rendering: the build's for a prerendered page, so between the build's and today's.
    const shown = Number(/© (\d{4})/.exec((await footer.textContent()) ?? "")?.[1]);
    expect(shown).toBeGreaterThanOrEqual(statSync(path.join(ROOT, "web", ".next", "BUILD_ID")).mtime.getFullYear());
    expect(shown).toBeLessThanOrEqual(new Date().getFullYear());
  });

  test("the most-read town pages are prefetched a few seconds after the home page loads", async ({ page }) => {
    const prefetched = new Set<string>();
    page.on("request", (request) => {
      if (request.headers()["rsc"] === "1") prefetched.add(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect
      .poll(() => [...prefetched].sort(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["/oraniadestination", "/oraniahistory", "/oranialeadership", "/oraniastrategy"]));
  });

  for (const [from, home, cards, title] of [
    ["/privacy", "/", 14, "All about Orania"],
    ["/verblyf", "/verblyf", 12, "Alles oor Orania"],
  ] as const) {
    test(`the about-tab panel stays hidden on ${home} and opens from the footer (${from})`, async ({ page }) => {
      await page.goto(home);
      const panel = page.locator("section#orania-topics");
      await expect(panel).toBeHidden();
      await page.goto(from);
      await page
        .locator("footer#contact")
        .getByRole("link", { name: /Orania$/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${home.replace("/", "\\/")}#orania-topics$`));
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(panel.getByTestId("topic-cards").getByRole("listitem")).toHaveCount(cards);
      await expect(panel.getByRole("link").first()).toHaveAttribute("href", /^\/[a-z]/);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Static pages arrive whole in the first HTML: nothing waits for a script to be shown, so the
  // first paint is the page (no layout shift when scripts run) and it reads without JavaScript.
  for (const path of ["/", "/verblyf", "/experienceorania", "/oraniahistory", "/blogs/is-orania-safe-to-visit", "/fisheagle-hut"]) {
    test(`${path} is complete without scripts`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator('main [hidden] h1, main template[id^="B:"]')).toHaveCount(0);
      await expect(page.locator("footer#contact")).toBeVisible();
    });
  }
});
