import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ROOT, signInFromInbox, sql, STATES, T, type TLang } from "./owner-steps";

const state = path.join(STATES, "owner-phone-fit.json");

function consoleRoutes(bookingId: string): string[] {
  const root = path.join(ROOT, "web/app/owner/(console)");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === "page.tsx") found.push(`/owner/${path.relative(root, dir)}`.replace(/\/$/, "").replace("[id]", bookingId));
    }
  };
  walk(root);
  return found.sort();
}

async function measure(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 8)
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${el.getBoundingClientRect().right} "${(el.textContent ?? "").slice(0, 40)}"`);
    return { width, culprits };
  });
}

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

test("sign in", async ({ page, context }) => {
  await page.goto("/owner");
  await signInFromInbox(page, "af", "/owner");
  await context.storageState({ path: state });
});

test.describe("signed in", () => {
  test.use({ storageState: state });
  test("measure", async ({ page }) => {
    await page.goto("/owner/bookings/new?stay=fisheagle-hut&checkIn=2027-09-01&checkOut=2027-09-03");
    await page.getByLabel(T.af.common.name, { exact: true }).fill("Piet Telefoon");
    await page.getByRole("button", { name: T.af.manual.submit }).click();
    await expect(page).toHaveURL(/\/owner\/bookings\/[0-9a-f-]{36}$/);
    const [booking] = await sql<{ id: string }>("SELECT id FROM bookings ORDER BY created_at DESC LIMIT 1");
    for (const lang of ["af", "en"] as TLang[]) {
      if (lang === "en") {
        await page.getByRole("button", { name: T.af.shell.otherLanguage }).click();
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      }
      for (const route of consoleRoutes(booking!.id)) {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        console.log(lang, route, JSON.stringify(await measure(page), null, 1));
        await page.screenshot({ path: `/tmp/explore/${lang}${route.replaceAll("/", "_")}.png` });
      }
    }
  });
});
