// The owner's reports in the browser, on a phone (390x844) and a desktop (1440x900), in both
// languages: a seeded year's figures on the page, its three charts drawn as images with names
// (and a table of numbers beside each), no serious axe violation, nothing wider than the screen;
// the period picked with a plain form and the stay with a link, with scripts off; the bookings'
// CSV behind its link.
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatCents } from "../../web/content/payments";
import { REPORT_TEXTS } from "../../web/content/reports";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { shoot, signInFromInbox, sql, STATES, type TLang, useConsoleLanguage } from "./owner-steps";

const state = path.join(STATES, "owner-reports.json");
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];
const LANGUAGES: TLang[] = ["en", "af"];
/** A year no other spec books in: its figures are this file's alone. */
const YEAR = "2019";

/** A website stay (4 nights, R4 001), a phone booking (2 nights) and the owner's block (3 nights) in YEAR; a stay a year earlier. */
async function seed() {
  if ((await sql("SELECT 1 FROM bookings WHERE number = 'E2ERPT1'")).length) return;
  const hold = async (kind: "booking" | "block", checkIn: string, checkOut: string) =>
    (
      await sql<{ id: string }>("INSERT INTO holds (id, kind, check_in, check_out) VALUES (gen_random_uuid(), $1, $2, $3) RETURNING id", [
        kind,
        checkIn,
        checkOut,
      ])
    )[0]!.id;
  const booking = async (
    number: string,
    stay: string,
    checkIn: string,
    checkOut: string,
    nights: number,
    total: number,
    manual: boolean,
    createdAt: string,
  ) => {
    const holdId = await hold("booking", checkIn, checkOut);
    return (
      await sql<{ id: string }>(
        `INSERT INTO bookings (id, number, stay, check_in, check_out, check_in_time, guests, guest_name, guest_email, guest_phone, language,
          nights, base_price_cents, additional_guest_fee_cents, total_price_cents, status, hold_id, manual, verified_at, decided_at, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, '15:00', 2, 'Report Guest', 'report@example.test', '+27821234567', 'en', $5, $6 * 100, 0, $6 * 100,
          'confirmed', $7, $8, $9, $9, $9, now()) RETURNING id`,
        [number, stay, checkIn, checkOut, nights, total, holdId, manual, createdAt],
      )
    )[0]!.id;
  };
  const first = await booking("E2ERPT1", "vacation-home", `${YEAR}-03-10`, `${YEAR}-03-14`, 4, 4001, false, `${YEAR}-01-15T10:00:00Z`);
  await booking("E2ERPT2", "fisheagle-hut", `${YEAR}-05-01`, `${YEAR}-05-03`, 2, 1500, true, `${YEAR}-04-20T10:00:00Z`);
  await booking(
    "E2ERPT3",
    "vacation-home",
    `${Number(YEAR) - 1}-07-01`,
    `${Number(YEAR) - 1}-07-04`,
    3,
    3000,
    false,
    `${Number(YEAR) - 1}-05-01T10:00:00Z`,
  );
  const blockHold = await hold("block", `${YEAR}-06-01`, `${YEAR}-06-04`);
  await sql("INSERT INTO owner_blocks (id, hold_id, source) VALUES (gen_random_uuid(), $1, 'owner')", [blockHold]);
  await sql("INSERT INTO ledger_entries (booking_id, kind, amount_cents, occurred_on, method) VALUES ($1, 'payment', 200000, $2, 'eft')", [
    first,
    `${YEAR}-02-01`,
  ]);
}

/** The page is no wider than the screen; else the message names what reaches past its edge. */
async function expectFits(page: Page, width: number) {
  const { scrollWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    culprits: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${String(element.getAttribute("class"))}">`),
  }));
  expect(scrollWidth, culprits.join(", ")).toBeLessThanOrEqual(width);
}

test.describe.configure({ mode: "serial" });

test("the owner signs in for the reports", async ({ page, context }) => {
  await seed();
  await page.goto("/owner/reports");
  await signInFromInbox(page, "en", "/owner/reports");
  await context.storageState({ path: state });
});

test.describe("signed in", () => {
  test.use({ storageState: state });

  for (const viewport of VIEWPORTS)
    for (const lang of LANGUAGES) {
      const t = REPORT_TEXTS[lang];
      test(`${viewport.name}, ${lang}: the year's figures, three charts with their tables, axe clean`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(`/owner/reports?year=${YEAR}`);
        await useConsoleLanguage(page, lang);
        await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
        // 6 nights sold of 365 less the 3 the owner blocked; R4 001 + R1 500 over the nights; R2 000 received.
        await expect(page.getByTestId("report-occupancy")).toContainText(lang === "en" ? "1.7%" : "1,7%");
        await expect(page.getByTestId("report-occupancy")).toContainText(lang === "en" ? "6 of 362 nights" : "6 van 362 nagte");
        await expect(page.getByTestId("report-revenue")).toContainText(formatCents(550_100, lang));
        await expect(page.getByTestId("report-revenue")).toContainText(formatCents(300_000, lang));
        await expect(page.getByTestId("report-received")).toContainText(formatCents(200_000, lang));
        await expect(page.getByTestId("report-outstanding")).toContainText(formatCents(350_100, lang));
        await expect(page.getByTestId("report-blocked")).toContainText("3");
        await expect(page.getByTestId("report-one-stay-rule")).toHaveText(t.oneStayRule);
        for (const [id, name] of [
          ["report-occupancy-by-month", t.occupancyByMonth],
          ["report-revenue-by-month", t.revenueByMonth],
          ["report-lead-time", t.leadTime],
        ] as const) {
          const chart = page.getByTestId(`${id}-chart`);
          await expect(chart).toBeVisible();
          await expect(chart).toHaveAttribute("role", "img");
          await expect(page.getByRole("img", { name })).toHaveCount(1);
          await expect(page.getByTestId(`${id}-table`)).toBeVisible();
        }
        // March's row: the website stay's 4 nights of 31, its whole price.
        const march = page.getByTestId("report-revenue-by-month-table").getByRole("row", { name: new RegExp(`^${t.monthsShort[2]} `) });
        await expect(march).toContainText(formatCents(400_100, lang));
        await expectFits(page, viewport.width);
        // Every table whole within its box: the year earlier's figures sit under this year's, not in columns past the edge.
        for (const region of await page.locator("[role=region]:has(table)").all()) {
          const { scrollWidth, clientWidth, name } = await region.evaluate((element) => ({
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
            name: element.getAttribute("aria-label"),
          }));
          expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
        }
        // The whole business's row: R5 501 booked this year, R3 000 the year before, in one cell.
        const total = page.getByTestId("report-per-stay-table").getByRole("row", { name: new RegExp(`^${t.total} `) });
        await expect(total).toContainText(formatCents(550_100, lang));
        await expect(total).toContainText(formatCents(300_000, lang));
        await shoot(page, testInfo, `owner-reports-${viewport.name}-${lang}`);
        await expectNoSeriousA11yViolations(page);
      });
    }

  test("the period and the stay are picked without scripts, and the bookings' CSV is behind its link", async ({ browser }) => {
    const context = await browser.newContext({ storageState: state, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/owner/reports");
    const t = REPORT_TEXTS[((await page.locator("html").getAttribute("lang")) ?? "en") as TLang];
    await page.getByLabel(t.year, { exact: true }).last().fill(YEAR);
    await page.getByRole("button", { name: t.show }).nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/owner/reports\\?stay=all&year=${YEAR}$`));
    await page.getByRole("navigation", { name: t.stay }).getByRole("link").nth(2).click();
    await expect(page).toHaveURL(new RegExp(`year=${YEAR}&stay=fisheagle-hut$`));
    // The phone booking's stay alone: 2 nights, R1 500.
    await expect(page.getByTestId("report-revenue")).toContainText(formatCents(150_000, t === REPORT_TEXTS.en ? "en" : "af"));
    const href = await page.getByTestId("report-bookings-csv").getAttribute("href");
    expect(href).toBe(`/owner/reports/export?year=${YEAR}`);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain("E2ERPT1");
    expect(text).toContain(`${YEAR}-03-10`);
    expect(text).toContain("4001.00");
    await context.close();
  });
});
