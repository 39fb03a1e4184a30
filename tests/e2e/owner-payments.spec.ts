// Getting paid in the console, on a phone (390x844) with the console in Afrikaans: the owner saves
// the payment terms (50% deposit in 3 days, balance 14 days before, a R1,000 breakage deposit, VAT
// registered, one refund tier more), a bad branch code refused under its field in Afrikaans; enters
// a booking by phone, records part of its deposit, records a mistaken payment and reverses it after
// the confirmation step, gives the deposit until today, records more of it from the Payments
// screen; the Payments screen and the booking page then agree (what is due, what was received), and the CSV from the Payments screen holds the
// entries. The terms page then states the new refund tier and a changed nightly rate in both
// languages. Every screen passes axe and is no wider than the phone. Terms and rates are put back
// to a fresh install's at the end, as the other specs expect them. Nights 760+ days ahead.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { formatCents, PAYMENT_TEXTS } from "../../web/content/payments";
import { addDays, formatDisplayDate, getBusinessToday } from "../../web/server/calendar/dates";
import { defaultRates } from "../../web/server/pricing";
import { fill } from "../../web/lib/fill";
import { freeCheckIn } from "./booking-steps";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { expectToast, shoot, signInFromInbox, sql, T } from "./owner-steps";

const t = T.af;
const money = PAYMENT_TEXTS.af;
const HUT = "african-darter-hut";

test.use({ viewport: { width: 390, height: 844 } });

/** The screen passes axe and nothing makes the phone scroll sideways. */
async function expectPhoneReady(page: Page) {
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function setField(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function saveTerms(page: Page) {
  await page.getByRole("button", { name: t.paymentTerms.save }).click();
}

async function setHutPrice(page: Page, price: number) {
  await page.goto("/owner/prices");
  const form = page.getByTestId(`rates-${HUT}`);
  await form.getByLabel(t.prices.pricePerNight).fill(String(price));
  await form.getByRole("button", { name: t.prices.save }).click();
  await expectToast(page, t.prices.saved);
}

test("terms saved, part of a deposit recorded, a mistake reversed: the Payments screen, the booking page, the CSV and the terms page agree", async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = getBusinessToday();

  await page.goto("/owner/payment-terms");
  await signInFromInbox(page, "af", "/owner/payment-terms");
  await expect(page.getByRole("heading", { level: 1, name: t.paymentTerms.title })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: t.nav.paymentTerms })).toHaveAttribute("aria-current", "page");
  await expectPhoneReady(page);

  // The terms, with a branch code one digit short: refused under its field in Afrikaans.
  allowConsoleError(/status of 400/);
  await setField(page, t.paymentTerms.accountHolder, "Orania Verblyf (Edms) Bpk");
  await setField(page, t.paymentTerms.bankName, "Standard Bank");
  await setField(page, t.paymentTerms.accountNumber, "012345678");
  await setField(page, t.paymentTerms.branchCode, "05100");
  await setField(page, t.paymentTerms.accountType, "Tjek");
  await setField(page, t.paymentTerms.depositPercent, "50");
  await setField(page, t.paymentTerms.depositDays, "3");
  await setField(page, t.paymentTerms.balanceDaysBefore, "14");
  await setField(page, t.paymentTerms.breakage, "1000");
  await setField(page, t.paymentTerms.vatNumber, "4123456789");
  const tiers = page.getByTestId("cancellation-tiers");
  await tiers.getByRole("button", { name: t.paymentTerms.addTier }).click();
  const added = tiers.getByRole("listitem", { name: fill(t.paymentTerms.tier, { n: 4 }) });
  await added.getByLabel(t.paymentTerms.tierDays).fill("7");
  await added.getByLabel(t.paymentTerms.tierRefund).fill("25");
  await saveTerms(page);
  await expect(page.locator("#terms-branchCode-error")).toHaveText(money.terms.branchCode);
  await expect(page.getByLabel(t.paymentTerms.branchCode, { exact: true })).toBeFocused();
  await expect(page.getByLabel(t.paymentTerms.branchCode, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectPhoneReady(page);
  await shoot(page, testInfo, "console-payment-terms-refused-af");

  await setField(page, t.paymentTerms.branchCode, "051001");
  await saveTerms(page);
  await expectToast(page, t.paymentTerms.saved);
  expect(
    await sql(
      "SELECT deposit_percent, deposit_days, balance_days_before, breakage_deposit_cents, vat_number, branch_code FROM payment_terms",
    ),
  ).toEqual([
    {
      deposit_percent: 50,
      deposit_days: 3,
      balance_days_before: 14,
      breakage_deposit_cents: 100_000,
      vat_number: "4123456789",
      branch_code: "051001",
    },
  ]);

  // A booking taken by phone: confirmed at once, under these terms (two nights at R1,400: R2,800).
  const checkIn = await freeCheckIn(page, 760, 2);
  await page.goto(`/owner/bookings/new?stay=vacation-home&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`);
  await page.getByLabel(t.common.name, { exact: true }).fill("Marié Betaal");
  await page.getByRole("button", { name: t.manual.submit }).click();
  await expect(page).toHaveURL(/\/owner\/bookings\/[0-9a-f-]{36}$/);
  const bookingPath = new URL(page.url()).pathname;
  const payments = page.getByTestId("booking-payments");
  const schedule = payments.getByTestId("payment-schedule");
  await expect(schedule.locator('[data-kind="deposit"]')).toContainText(`${money.scheduleKinds.deposit} R1 400,00`);
  await expect(schedule.locator('[data-kind="balance"]')).toContainText(`${money.scheduleKinds.balance} R1 400,00`);
  await expect(schedule.locator('[data-kind="breakage_deposit"]')).toContainText("R1 000,00");
  await expect(payments.getByTestId("payment-totals")).toContainText(`${t.account.vat}R365,22`);

  // Part of the deposit, received today by EFT.
  const moneyIn = payments.getByTestId("record-money-in");
  await moneyIn.getByLabel(t.account.amount).fill("700,50");
  await expect(moneyIn.getByLabel(t.account.received)).toHaveValue(today);
  await moneyIn.getByRole("button", { name: t.account.record }).click();
  await expectToast(page, t.account.recorded);
  await expect(schedule.locator('[data-kind="deposit"]').getByTestId("item-state")).toHaveText(t.account.states["part-paid"]);

  // A payment recorded by mistake, then reversed with a reason after the confirmation step.
  await moneyIn.getByLabel(t.account.amount).fill("500");
  await moneyIn.getByRole("button", { name: t.account.record }).click();
  await expect(payments.getByTestId("ledger-entry")).toHaveCount(2);
  const mistaken = payments.getByTestId("ledger-entry").nth(1);
  await mistaken.getByRole("button", { name: t.account.reverse }).click();
  await expect(mistaken.getByLabel(t.account.reverseReason)).toBeFocused();
  await expect(mistaken).toContainText(`${money.ledgerKinds.payment} R500,00`);
  await mistaken.getByLabel(t.account.reverseReason).fill("Twee keer aangeteken");
  await mistaken.getByRole("button", { name: t.account.reverseYes }).click();
  await expectToast(page, t.account.reversedDone);
  await expect(payments.getByTestId("ledger-entry")).toHaveCount(3);
  await expect(payments.locator('[data-testid="ledger-entry"][data-reversed="true"]')).toContainText(t.account.reversed);
  await expect(payments.locator('[data-testid="ledger-entry"][data-kind="reversal"]')).toContainText("Twee keer aangeteken");
  await expect(payments.getByTestId("paid-total")).toHaveText("R700,50");
  await expect(payments.getByTestId("outstanding-total")).toHaveText("R2 099,50");

  // The deposit's rest given until today: it is due today on the Payments screen.
  const extend = payments.getByTestId("extend-deposit");
  await extend.getByLabel(t.account.extendUntil).fill(today);
  await extend.getByRole("button", { name: t.account.extendSave }).click();
  // The owner is told the day it is now due.
  await expectToast(page, fill(t.account.extendedTo, { deposit: formatDisplayDate(today) }));
  await expect(schedule.locator('[data-kind="deposit"]')).toContainText(fill(t.account.due, { date: formatDisplayDate(today) }));
  await expectPhoneReady(page);
  await shoot(page, testInfo, "console-booking-payments-af");

  await page.getByRole("navigation").getByRole("link", { name: t.nav.payments }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.payments.title })).toBeVisible();
  const number = (await sql<{ number: string }>("SELECT number FROM bookings WHERE id = $1", [bookingPath.split("/").at(-1)]))[0]!.number;
  const dueToday = page.getByTestId("payments-due-today-list").getByRole("listitem").filter({ hasText: number });
  await expect(dueToday).toContainText(
    fill(t.payments.dueLine, { kind: money.scheduleKinds.deposit, amount: "R699,50", date: formatDisplayDate(today) }),
  );
  // A payment recorded from this screen, against the booking picked from those that still owe money.
  const recordAny = page.getByTestId("record-money-any");
  await recordAny
    .getByLabel(t.account.booking)
    .selectOption({ label: fill(t.payments.owingOption, { number, guest: "Marié Betaal", amount: "R2 099,50" }) });
  await recordAny.getByLabel(t.account.amount).fill("99,50");
  await recordAny.getByRole("button", { name: t.account.record }).click();
  await expectToast(page, t.account.recorded);
  await expect(dueToday).toContainText(
    fill(t.payments.dueLine, { kind: money.scheduleKinds.deposit, amount: "R600,00", date: formatDisplayDate(today) }),
  );
  const [received] = await sql<{ cents: number; entries: number }>(
    `SELECT COALESCE(SUM(e.amount_cents), 0)::int AS cents, COUNT(*)::int AS entries FROM ledger_entries e
     WHERE e.kind IN ('payment', 'breakage_deposit') AND e.occurred_on >= date_trunc('month', $1::date)
       AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)`,
    [today],
  );
  await expect(page.getByTestId("received-this-month")).toHaveText(
    fill(received!.entries === 1 ? t.payments.receivedLineOne : t.payments.receivedLine, {
      amount: formatCents(received!.cents, "af"),
      count: received!.entries,
    }),
  );
  await expectPhoneReady(page);
  await shoot(page, testInfo, "console-payments-af");

  // The accountant's CSV of this month, from the screen's form.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("payments-export").getByRole("button", { name: t.payments.download }).first().click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toContain(`${today},${number},Marié Betaal,${money.ledgerKinds.payment},EFT,in,700.50,,`);
  expect(csv).toContain(`${today},${number},Marié Betaal,${money.ledgerKinds.reversal},EFT,uit,-500.00,Twee keer aangeteken,`);
  expect(csv).toContain(`${today},${number},Marié Betaal,${money.ledgerKinds.payment},EFT,in,99.50,,`);

  // Back to the booking from the screen's link: the same amount due.
  await dueToday.getByRole("link").click();
  await expect(page).toHaveURL(bookingPath);
  await expect(page.getByTestId("outstanding-total")).toHaveText("R2 000,00");

  // The terms page, in both languages: the new refund tier, the breakage deposit and a new nightly rate.
  await setHutPrice(page, 1500);
  for (const [path, texts] of [
    [
      "/en/terms",
      [
        "7 days or more, 25%",
        "A refundable breakage deposit of R1,000.00",
        "R1,500.00 per night at the African Darter Hut",
        "A deposit of 50%",
      ],
    ],
    [
      "/af/terms",
      ["7 dae of meer, 25%", "breekskadedeposito van R1 000,00", "R1 500,00 per nag by die Slanghalsvoël Hut", "'n Deposito van 50%"],
    ],
  ] as const) {
    await page.goto(path);
    for (const text of texts) await expect(page.locator("article")).toContainText(text);
    await expect(page.locator("article")).not.toContainText("[[");
    await expectPhoneReady(page);
  }
  await shoot(page, testInfo, "terms-payments-af");

  // Back to a fresh install's rate and terms (through the console, so the pages render anew).
  await setHutPrice(page, defaultRates(HUT).pricePerNightCents / 100);
  await page.goto("/owner/payment-terms");
  for (const label of [
    t.paymentTerms.accountHolder,
    t.paymentTerms.bankName,
    t.paymentTerms.accountNumber,
    t.paymentTerms.branchCode,
    t.paymentTerms.accountType,
    t.paymentTerms.vatNumber,
  ])
    await setField(page, label, "");
  await setField(page, t.paymentTerms.breakage, "0");
  await page
    .getByTestId("cancellation-tiers")
    .getByRole("button", { name: fill(t.paymentTerms.removeTier, { n: 3 }) })
    .click();
  await saveTerms(page);
  await expectToast(page, t.paymentTerms.saved);
  await page.goto("/en/terms");
  await expect(page.locator("article")).toContainText("30 days or more, 100%; 14 days or more, 50%; less than 14 days, none.");
  await expect(page.locator("article")).toContainText(
    "R1,400.00 per night, plus R300.00 per additional guest per night at the vacation home.",
  );
});
