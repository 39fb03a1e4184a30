// Prices and rules in a browser (1440x900, the console in English, the public pages in both
// languages): the owner sets a hut's minimum stay and cleaning fee and adds a season; the stay
// page's panel then shows a line per price with the season named and the cleaning fee, its total
// equal to the API's quote and to the booking stored; a stay shorter than the season's minimum is
// refused in the panel in the page's language; a booking made before a change keeps its price.
// The hut's rates are put back to a fresh install's at the end, as the other specs expect them.
// Nights 640+ days ahead, apart from the other suites'.
import type { Page } from "@playwright/test";
import { getDictionary } from "../../web/content/dictionaries";
import { addDays } from "../../web/server/calendar/dates";
import { defaultRates } from "../../web/server/pricing";
import { bookThroughApi, chooseDates, fillContact, freeCheckIn, openDialog, queryBooking, TEXTS } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { expectToast, shoot, signInFromInbox, sql, STAY_PATHS, T } from "./owner-steps";

const t = T.en;
const STAY = "african-darter-hut";

async function saveRates(page: Page, values: Record<"pricePerNight" | "minNights" | "cleaningFee", number>) {
  const form = page.getByTestId(`rates-${STAY}`);
  await form.getByLabel(t.prices.pricePerNight).fill(String(values.pricePerNight));
  await form.getByLabel(t.prices.minNights).fill(String(values.minNights));
  await form.getByLabel(t.prices.cleaningFee).fill(String(values.cleaningFee));
  await form.getByRole("button", { name: t.prices.save }).click();
  await expectToast(page, t.prices.saved);
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a season, a minimum stay and a cleaning fee: the panel's lines, the API quote and the stored booking agree", async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(120_000);
  const arrive = await freeCheckIn(page, 640, 6);
  const season = { startsOn: addDays(arrive, 1), endsOn: addDays(arrive, 8) };

  // A booking made before the change, at the fresh install's price.
  const early = await freeCheckIn(page, 680, 2);
  const earlyNumber = (await bookThroughApi(page, STAY, early, addDays(early, 2))).bookingNumber;

  await page.goto("/owner/prices");
  await signInFromInbox(page, "en", "/owner/prices");
  await expect(page.getByRole("heading", { level: 1, name: t.prices.title })).toBeVisible();
  await saveRates(page, { pricePerNight: 1500, minNights: 2, cleaningFee: 300 });

  const add = page.getByTestId(`add-season-${STAY}`);
  await add.getByLabel(t.prices.seasonName).fill("Festive");
  await add.getByLabel(t.prices.startsOn).fill(season.startsOn);
  await add.getByLabel(t.prices.endsOn).fill(season.endsOn);
  await add.getByLabel(t.prices.seasonPrice).fill("1800");
  await add.getByLabel(t.prices.seasonMinNights).fill("3");
  await add.getByRole("button", { name: t.prices.addSeason }).click();
  await expectToast(page, t.prices.seasonAdded);
  await expect(page.getByTestId(`seasons-${STAY}`)).toContainText("Festive");
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, "console-prices-en");

  // The public page: one night at the stay's new price, three in the season, and the cleaning fee.
  const checkOut = addDays(arrive, 4);
  const quote = await page.request.post("/api/calculate-price", {
    data: { accommodationType: STAY, checkIn: arrive, checkOut, guests: 1 },
  });
  const expected = (await quote.json()) as { totalPrice: number; totalPriceCents: number; lines: unknown[] };
  expect(expected).toMatchObject({
    totalPrice: 1500 + 3 * 1800 + 300,
    totalPriceCents: (1500 + 3 * 1800 + 300) * 100,
    lines: [
      { price: 1500, priceCents: 150_000, nights: 1, season: null },
      { price: 1800, priceCents: 180_000, nights: 3, season: "Festive" },
    ],
  });
  await page.goto(STAY_PATHS.en[STAY]!);
  // The page itself re-rendered with the new rates: the panel's price and the structured data's range.
  await expect(page.locator("#booking")).toContainText("R1,500");
  const lodging = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    priceRange: string;
  };
  expect(lodging.priceRange).toBe("R1500-R1800");
  await chooseDates(page, "en", arrive, checkOut);
  const breakdown = page.getByTestId("price-breakdown");
  await expect(breakdown.getByTestId("price-line")).toHaveText([/R1,500 x 1 night\s*R1,500/, /R1,800 x 3 nights \(Festive\)\s*R5,400/]);
  await expect(breakdown).toContainText("Cleaning feeR300");
  await expect(page.getByTestId("quote-total")).toHaveText(`R${(expected.totalPriceCents / 100).toLocaleString("en-US")}`);
  await shoot(page, testInfo, "stay-panel-season-en");
  await openDialog(page, "en");
  const dialog = await fillContact(page, "en", "Season Guest");
  await dialog.getByRole("button", { name: TEXTS.en.submit }).click();
  const success = page.getByTestId("booking-success");
  await expect(success.getByTestId("booking-total")).toHaveText(`R${(expected.totalPriceCents / 100).toLocaleString("en-US")}`);
  const number = (await success.getByTestId("booking-number").textContent())!.trim();
  expect(await queryBooking(number)).toMatchObject({ stay: STAY, total_price_cents: expected.totalPriceCents });

  // Arriving in the season for two nights: under its minimum of three, said in the page's language.
  allowConsoleError(/status of 400/);
  await page.goto(STAY_PATHS.af[STAY]!);
  const short = addDays(arrive, 5);
  await chooseDates(page, "af", short, addDays(short, 2));
  await expect(page.getByTestId("quote-refusal")).toHaveText(getDictionary("af").validation.minNights(3));
  await expect(page.getByRole("button", { name: TEXTS.af.bookNow })).toBeDisabled();

  // The booking made before the change kept the price it was made at.
  expect(await queryBooking(earlyNumber)).toMatchObject({ total_price_cents: 2 * 140_000 });

  // Back to a fresh install's rates, through the console (the pages re-render), for the other specs.
  await page.goto("/owner/prices");
  const fresh = defaultRates(STAY);
  await saveRates(page, {
    pricePerNight: fresh.pricePerNightCents / 100,
    minNights: fresh.minNights,
    cleaningFee: fresh.cleaningFeeCents / 100,
  });
  await page.getByTestId(`seasons-${STAY}`).getByRole("button", { name: t.prices.removeSeason }).click();
  await expectToast(page, t.prices.seasonRemoved);
  await expect(page.getByTestId(`seasons-${STAY}`)).toHaveCount(0);
  expect(await sql("SELECT 1 FROM stay_seasons")).toHaveLength(0);
});
