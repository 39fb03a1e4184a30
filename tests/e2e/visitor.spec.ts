// What a visitor on a phone (390 x 844) sees on the public pages, in both languages: the stays'
// hours named alike everywhere (from their one setting), the 404 page and the footer's address in
// the page's language, a compact header, a "Book now" bar that steps aside for the panel and the
// footer, and a back-to-top button that never covers the footer's text.
import type { Locator, Page } from "@playwright/test";
import { getDictionary } from "../../web/content/dictionaries";
import { CHECK_IN_TIMES, STAY_HOURS } from "../../web/content/stays";
import { addDays } from "../../web/server/calendar/dates";
import { chooseDates, freeCheckIn, openDialog } from "./booking-steps";
import { expect, revealLazyIslands, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const { checkInFrom, checkInUntil, checkOutBy } = STAY_HOURS;

type TBox = { x: number; y: number; width: number; height: number };
const overlaps = (a: TBox, b: TBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The offered times of a check-in time select (the placeholder is not one). */
const offered = (select: Locator) => select.locator("option:not([disabled])").allTextContents();

test.describe("the stays' hours, one setting everywhere", () => {
  for (const [lang, stayPath, homePath, texts] of [
    [
      "en",
      "/fisheagle-hut",
      "/",
      {
        time: "Check-in time",
        note: "Check-in available between",
        rule: `Check-in ${checkInFrom} - ${checkInUntil}`,
        terms: `Check-in is between ${checkInFrom} and ${checkInUntil}`,
        out: `Check-out is by ${checkOutBy}`,
      },
    ],
    [
      "af",
      "/visarend-hut",
      "/verblyf",
      {
        time: "Intrek tyd",
        note: "Intrek beskikbaar tussen",
        rule: `Intrek ${checkInFrom} - ${checkInUntil}`,
        terms: `Intrek is tussen ${checkInFrom} en ${checkInUntil}`,
        out: `Uittrek is teen ${checkOutBy}`,
      },
    ],
  ] as const) {
    test(`the dialog, the panel, the house rules and the terms name the same window (${lang})`, async ({ page }) => {
      await page.goto(stayPath);
      const checkIn = await freeCheckIn(page, lang === "en" ? 560 : 564, 1);
      await chooseDates(page, lang, checkIn, addDays(checkIn, 1));
      const panel = page.locator("#booking");
      const panelTime = panel.getByLabel(texts.time, { exact: true });
      expect(await offered(panelTime)).toEqual([...CHECK_IN_TIMES]);
      expect(CHECK_IN_TIMES[0]).toBe(checkInFrom);
      expect(CHECK_IN_TIMES.at(-1)).toBe(checkInUntil);
      await expect(panel.getByText(texts.note)).toHaveText(`${texts.note} ${checkInFrom} - ${checkInUntil}`);
      await expect(panel.getByText(texts.note)).toHaveText(getDictionary(lang).booking.checkInNote);

      await openDialog(page, lang);
      expect(await offered(page.getByTestId("booking-dialog").getByLabel(texts.time, { exact: true }))).toEqual([...CHECK_IN_TIMES]);

      await page.goto(homePath);
      await expect(page.locator("#house-rules")).toContainText(texts.rule);
      await page.goto(`/${lang}/terms`);
      await expect(page.locator("main")).toContainText(texts.terms);
      await expect(page.locator("main")).toContainText(texts.out);
    });
  }
});

test.describe("the page's language", () => {
  for (const [lang, paths, heading, address] of [
    ["af", ["/verblyf/nope", "/af/nope", "/visarend-hut/nope"], "404 Bladsy Nie Gevind Nie", "Orania, Noord-Kaap, 8752, Suid-Afrika"],
    ["en", ["/no-such-page", "/en/nope", "/fisheagle-hut/nope"], "404 Page Not Found", "Orania, Northern Cape, 8752, South Africa"],
  ] as const) {
    test(`the 404 page and the footer's address follow it (${lang})`, async ({ page, allowConsoleError }) => {
      allowConsoleError(/status of 404/);
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        await expect(page, path).toHaveTitle(new RegExp(`^${heading}`));
      }
      await page.goto(lang === "af" ? "/verblyf" : "/");
      await expect(page.getByTestId("footer-address")).toHaveText(address);
      await page.goto(lang === "af" ? "/slanghalsvo%C3%ABl-hut" : "/african-darter-hut");
      await expect(page.getByTestId("footer-address")).toHaveText(address);
    });
  }
});

/** The boxes of the footer's visible text (each line of each text node), in the viewport. */
async function footerTextBoxes(page: Page): Promise<TBox[]> {
  return page.locator("footer").evaluate((footer) => {
    const boxes: TBox[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const { x, y, width, height } of range.getClientRects()) boxes.push({ x, y, width, height });
    }
    return boxes;
  });
}

/** Scrolls so that the footer's top is `fraction` of the way down the screen (1: the page's foot). */
async function scrollFooterTo(page: Page, fraction: number) {
  await page.evaluate((at) => {
    const footer = document.querySelector("footer")!;
    const top = footer.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: at >= 1 ? document.documentElement.scrollHeight : top - window.innerHeight * at, behavior: "instant" });
  }, fraction);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  for (const [lang, paths, heading] of [
    ["af", ["/verblyf/enigiets", "/ervaarorania/enigiets", "/vakansie-huis/enigiets"], "404 Bladsy Nie Gevind Nie"],
    ["en", ["/vacation-home/anything", "/experienceorania/anything", "/stays/anything"], "404 Page Not Found"],
  ] as const) {
    test(`a mistyped address is the site's own 404 page in the path's language, whole without scripts (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      const page = await context.newPage();
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        // The site's header (with its language switch), its footer and a way home, from the HTML alone.
        await expect(page.getByRole("banner"), path).toBeVisible();
        await expect(page.getByRole("banner").getByTestId("language-toggle"), path).toHaveAttribute(
          "hreflang",
          lang === "af" ? "en" : "af",
        );
        await expect(page.getByRole("contentinfo"), path).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
      }
      await context.close();
    });
  }

  test("the sticky header is one compact row (at most 72 px) in both languages", async ({ page }) => {
    for (const path of ["/", "/verblyf", "/visarend-hut", "/fisheagle-hut", "/experienceorania", "/ervaarorania"]) {
      await page.goto(path);
      const header = (await page.locator("body > header").boundingBox())!;
      expect(header.height, path).toBeLessThanOrEqual(72);
      // Nothing in it is pushed past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
  });

  for (const [lang, path, bookNow, chooseDates] of [
    ["af", "/visarend-hut", "Bespreek nou", "Kies Datums"],
    ["en", "/vacation-home", "Book now", "Choose Dates"],
  ] as const) {
    test(`the Book now bar hides beside the panel's own button and over the footer; back-to-top never covers the footer's text or the Guests field (${lang})`, async ({
      page,
    }) => {
      await page.goto(path);
      // The panel loads as the visitor nears it; then back to the top of the page.
      await revealLazyIslands(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const bar = page.locator("[data-bottom-bar]");
      const barLink = page.getByRole("link", { name: bookNow, exact: true });
      await expect(barLink).toBeVisible();

      // The panel's own button in view: the bar steps aside.
      const panelButton = page.locator("#booking").getByRole("button", { name: chooseDates, exact: true });
      await panelButton.scrollIntoViewIfNeeded();
      await expect(panelButton).toBeInViewport();
      await expect(bar).toBeHidden();

      const backToTop = page.locator("[data-back-to-top]");
      for (const fraction of [0.9, 0.5, 0.2, 1]) {
        await scrollFooterTo(page, fraction);
        await expect(bar).toBeHidden();
        await expect(backToTop).toBeAttached();
        const button = await backToTop.boundingBox();
        if (!button) continue;
        for (const text of await footerTextBoxes(page)) {
          expect(
            overlaps(button, text),
            `back-to-top ${JSON.stringify(button)} over footer text ${JSON.stringify(text)} at ${fraction}`,
          ).toBe(false);
        }
      }
      // At the page's foot the button is on screen, in the footer's own strip.
      await expect(backToTop).toBeInViewport();

      // Back up in the stay's text, the bar shows again and the button sits above it.
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      await expect(barLink).toBeVisible();
      await expect(backToTop).toBeVisible();
      // The button moves up once the bar has shown (a frame or more later on a busy machine).
      await expect
        .poll(async () => {
          const [a, b] = [await bar.boundingBox(), await backToTop.boundingBox()];
          return a && b && !overlaps(a, b) ? "apart" : `bar ${JSON.stringify(a)} and back-to-top ${JSON.stringify(b)}`;
        })
        .toBe("apart");

      // The Guests field near the screen's foot, where the button floats: the button never lies over it.
      for (let gap = 0; gap <= 150; gap += 15) {
        await page.evaluate((above) => {
          const field = document.getElementById("booking-guests")!.getBoundingClientRect();
          window.scrollBy({ top: field.bottom - (window.innerHeight - above), behavior: "instant" });
        }, gap);
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const button = document.querySelector("[data-back-to-top]");
                if (!button || getComputedStyle(button).visibility === "hidden") return "clear";
                const [a, b] = [button.getBoundingClientRect(), document.getElementById("booking-guests")!.getBoundingClientRect()];
                return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top ? "covered" : "clear";
              }),
            { message: `back-to-top over the Guests field, ${gap} px above the screen's foot` },
          )
          .toBe("clear");
      }
    });
  }
});
