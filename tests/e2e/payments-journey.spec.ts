// Getting paid from end to end, on a phone (390x844), twice: the console in Afrikaans and the guest
// in English, then the other way round. The owner sets the payment terms (50% deposit in 3 days,
// balance 14 days before, a R1,000 breakage deposit, VAT registered, bank details); a visitor books
// on the public site and confirms from the e-mailed link; the owner confirms it in the console; the
// guest's confirmation carries a pro-forma PDF (read by a real PDF text extractor) with the
// reference, the bank details, each amount and due date, the amounts adding up to the total; the
// guest's booking page shows the same schedule; the owner records part of the deposit, the rest of
// it, the balance and the breakage deposit: one receipt e-mail each, and the guest's page then
// shows every item paid and nothing outstanding; its cancel step offers everything paid back (the
// cooling-off period after confirmation). After check-out (the booking's dates moved into
// the past in the database, as the timed integration suites do, and the worker's payment scan run
// against the same database) the tax invoice, issued at the first payment (the time of supply),
// carries the counter's next number and the address the guest gave on their page before paying,
// comes by e-mail with its PDF, and the guest's page offers its PDF. The terms are put back as they were at the end. Nights 600+ days ahead.
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import type { TInboxMessage } from "../../scripts/local-services.mjs";
import { E2E_ENV, TEST_ENV } from "../../scripts/test-env.mjs";
import { formatCents, GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "../../web/content/payments";
import { GUEST_MAIL } from "../../web/content/mail";
import { addDays, formatDisplayDate, getBusinessToday, type TIsoDate } from "../../web/server/calendar/dates";
import { book, confirmFromMail, freeCheckIn, GUEST_EMAIL } from "./booking-steps";
import { expect, readInbox, test, waitForMail } from "./fixtures";
import { findAttachment, pdfText } from "../support/pdf";
import { expectToast, shoot, signInFromInbox, sql, STAY_PATHS, T, type TLang } from "./owner-steps";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const BANK = {
  accountHolder: "Orania Verblyf Trust",
  bankName: "Standard Bank",
  accountNumber: "0123456789",
  branchCode: "051001",
};
const VAT_NUMBER = "4123456789";
const BREAKAGE_CENTS = 100_000;
const NIGHTS = 3;

const JOURNEYS = [
  { console: "af", guest: "en", stay: "fisheagle-hut", days: 600, pastCheckIn: -9 },
  { console: "en", guest: "af", stay: "african-darter-hut", days: 640, pastCheckIn: -4 },
] as const;

/** An amount as the guest's language writes it ("R1,234.50" / "R1 234,50"). */
const AMOUNT: Record<TLang, string> = { en: "R\\d{1,3}(?:,\\d{3})*\\.\\d{2}", af: "R\\d{1,3}(?: \\d{3})*,\\d{2}" };
const DATE = "\\d{2}/\\d{2}/\\d{4}";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Cents from an amount written in `lang`'s way: read independently of formatCents. */
function centsOf(amount: string, lang: TLang): number {
  const [whole, fraction] = lang === "en" ? amount.slice(1).replace(/,/g, "").split(".") : amount.slice(1).replace(/ /g, "").split(",");
  return Number(whole) * 100 + Number(fraction);
}

/** Cents as the owner types rand in the console's language: "1400.50" / "1400,50". */
const typed = (cents: number, lang: TLang) => (cents / 100).toFixed(2).replace(".", lang === "af" ? "," : ".");

function attachmentText(mail: TInboxMessage, name: RegExp): Promise<string> {
  const attachment = findAttachment(mail, name);
  expect(attachment, `${mail.subject} carries a PDF named like ${name}`).toBeDefined();
  expect(attachment!.mimeType).toBe("application/pdf");
  return pdfText(Buffer.from(attachment!.content, "base64"));
}

/** The schedule's items as the pro-forma lists them: kind, amount and due date in the guest's language. */
function scheduleOf(text: string, lang: TLang) {
  const kinds = PAYMENT_TEXTS[lang].scheduleKinds;
  const item = (kind: keyof typeof kinds) => {
    const found = new RegExp(`${escape(kinds[kind])} (${AMOUNT[lang]}) (${DATE})`).exec(text);
    expect(found, `the pro-forma's ${kind} row in: ${text}`).not.toBeNull();
    return { amount: found![1]!, cents: centsOf(found![1]!, lang), due: found![2]! };
  };
  const total = new RegExp(`${escape(GUEST_PAYMENT_TEXTS[lang].labels.total)} (${AMOUNT[lang]})`).exec(text);
  expect(total, `the pro-forma's total in: ${text}`).not.toBeNull();
  return {
    deposit: item("deposit"),
    balance: item("balance"),
    breakage: item("breakage_deposit"),
    total: { amount: total![1]!, cents: centsOf(total![1]!, lang) },
  };
}

/** The guest's side: a browser context of its own (another person, another language), watched for errors. */
async function guestPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** The guest's booking page's payment section, and the value beside one of its labels. */
function paymentSection(page: Page) {
  const section = page.getByTestId("payment");
  return {
    section,
    items: section.getByRole("listitem"),
    value: (label: string) =>
      section.locator("dt", { hasText: new RegExp(`^${escape(label)}$`) }).locator("xpath=following-sibling::dd[1]"),
  };
}

/** Moves a booking's stay (and its hold) to `checkIn`, and its confirmation a month back, in one transaction. */
async function moveStay(bookingId: string, checkIn: TIsoDate, confirmedOn: TIsoDate) {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  try {
    await client.query("BEGIN");
    const checkOut = addDays(checkIn, NIGHTS);
    await client.query("UPDATE holds SET check_in = $2, check_out = $3 WHERE id = (SELECT hold_id FROM bookings WHERE id = $1)", [
      bookingId,
      checkIn,
      checkOut,
    ]);
    await client.query("UPDATE bookings SET check_in = $2, check_out = $3 WHERE id = $1", [bookingId, checkIn, checkOut]);
    await client.query("UPDATE payment_plans SET confirmed_on = $2 WHERE booking_id = $1", [bookingId, confirmedOn]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The worker's payment scan (reminders, release, tax documents), run in this process against the
 * browser suite's database and Redis, as the worker runs it at each sweep: the suite's worker
 * sweeps only every HOLD_SWEEP_SECONDS, and a test does not wait for a clock.
 */
async function runPaymentScan() {
  for (const [key, value] of Object.entries(E2E_ENV)) process.env[key] = value;
  const { scanPaymentWork } = await import("../../web/server/payments/due-work");
  return scanPaymentWork();
}

/** Saves the business's details as shown (the site's name for a name not saved); returns the row there was before. */
async function saveSupplier() {
  for (const [key, value] of Object.entries(E2E_ENV)) process.env[key] = value;
  const { getDb } = await import("../../web/server/db/client");
  const { readBusinessProfile } = await import("../../web/server/business");
  const { SITE } = await import("../../web/content/site");
  const before = await getDb().businessProfile.findUnique({ where: { id: 1 } });
  if (!before?.name) {
    const { pins: _pins, ...profile } = await readBusinessProfile();
    await getDb().businessProfile.upsert({
      where: { id: 1 },
      create: { id: 1, ...profile, name: SITE.name },
      update: { name: SITE.name },
    });
  }
  return before;
}

async function restoreSupplier(before: { name: string | null } | null) {
  const { getDb } = await import("../../web/server/db/client");
  if (!before) await getDb().businessProfile.delete({ where: { id: 1 } });
  else if (!before.name) await getDb().businessProfile.update({ where: { id: 1 }, data: { name: before.name } });
}

/**
 * What a journey changed and puts back at its own end (the terms through the console, the supplier);
 * run here instead when the journey stopped early, so that no later spec meets its terms or supplier.
 */
let putBack: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  const pending = putBack;
  putBack = null;
  await pending?.();
});

test.afterAll(async () => {
  const { getDb } = await import("../../web/server/db/client");
  const { closeQueues } = await import("../../web/server/queue");
  await closeQueues();
  await getDb().$disconnect();
});

for (const journey of JOURNEYS) {
  const t = T[journey.console];
  const g = GUEST_PAYMENT_TEXTS[journey.guest];
  const kinds = PAYMENT_TEXTS[journey.guest].scheduleKinds;

  test(`terms, a booking, its pro-forma, four payments with a receipt each, and the tax invoice from the first payment (console ${journey.console}, guest ${journey.guest})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two people's journeys, a dozen e-mails and seven PDFs on two shared cores: four times the usual budget.
    test.setTimeout(120_000);
    const today = getBusinessToday();

    // The owner's payment terms, in the console's language; what was there before is kept to put back.
    for (const [key, value] of Object.entries(E2E_ENV)) process.env[key] = value;
    const { getDb } = await import("../../web/server/db/client");
    const termsBefore = await getDb().paymentTerms.findUnique({ where: { id: 1 } });
    const supplier: { saved: boolean; before: Awaited<ReturnType<typeof saveSupplier>> } = { saved: false, before: null };
    putBack = async () => {
      if (!termsBefore) await getDb().paymentTerms.deleteMany({ where: { id: 1 } });
      else {
        const { id: _id, updatedAt: _updatedAt, ...terms } = termsBefore;
        await getDb().paymentTerms.update({ where: { id: 1 }, data: { ...terms, cancellationTiers: terms.cancellationTiers ?? [] } });
      }
      if (supplier.saved) await restoreSupplier(supplier.before);
    };
    await page.goto("/owner/payment-terms");
    await signInFromInbox(page, journey.console, "/owner/payment-terms");
    const p = t.paymentTerms;
    const wanted: [string, string][] = [
      [p.accountHolder, BANK.accountHolder],
      [p.bankName, BANK.bankName],
      [p.accountNumber, BANK.accountNumber],
      [p.branchCode, BANK.branchCode],
      [p.accountType, journey.console === "af" ? "Tjek" : "Cheque"],
      [p.depositPercent, "50"],
      [p.depositDays, "3"],
      [p.balanceDaysBefore, "14"],
      [p.breakage, "1000"],
      [p.vatNumber, VAT_NUMBER],
    ];
    const before: [string, string][] = [];
    for (const [label, value] of wanted) {
      const field = page.getByLabel(label, { exact: true });
      before.push([label, await field.inputValue()]);
      await field.fill(value);
    }
    await page.getByRole("button", { name: p.save }).click();
    await expectToast(page, p.saved);
    expect(
      await sql(
        "SELECT deposit_percent, deposit_days, balance_days_before, breakage_deposit_cents, vat_number, account_number FROM payment_terms",
      ),
    ).toEqual([
      {
        deposit_percent: 50,
        deposit_days: 3,
        balance_days_before: 14,
        breakage_deposit_cents: BREAKAGE_CENTS,
        vat_number: VAT_NUMBER,
        account_number: BANK.accountNumber,
      },
    ]);

    // A tax document names the supplier the owner saved: the install's own details saved as they
    // are shown (so no page changes), put back as they were at the end.
    supplier.before = await saveSupplier();
    supplier.saved = true;

    // A visitor books on the public site in their language and confirms from the e-mailed link.
    const guest = await guestPage(browser, baseURL);
    const checkIn = await freeCheckIn(guest.page, journey.days, NIGHTS);
    const { number } = await book(guest.page, STAY_PATHS[journey.guest][journey.stay]!, journey.guest, checkIn, NIGHTS);
    await confirmFromMail(guest.page, number, journey.guest);
    const [row] = await sql<{ id: string; total_price_cents: number }>("SELECT id, total_price_cents FROM bookings WHERE number = $1", [
      number,
    ]);
    const totalCents = row!.total_price_cents;

    // The owner finds it in the console and confirms it.
    await page.goto("/owner/bookings");
    await page.getByLabel(t.bookings.search).fill(number);
    await page.getByRole("button", { name: t.bookings.apply }).click();
    await page
      .getByTestId("bookings-list")
      .getByRole("link", { name: new RegExp(number) })
      .click();
    await page.getByRole("button", { name: t.detail.confirm, exact: true }).click();
    await expect(page.getByTestId("booking-status")).toHaveText(t.statuses.confirmed);

    // The guest's confirmation: the pro-forma's reference, bank details, each amount and due date.
    const [confirmation] = await waitForMail(GUEST_EMAIL, GUEST_MAIL[journey.guest].confirmed.subject(number));
    const proforma = await attachmentText(
      confirmation!,
      journey.guest === "en" ? /^pro-forma-invoice-.*\.pdf$/ : /^pro-forma-faktuur-.*\.pdf$/,
    );
    expect(proforma).toContain(g.documents.proforma);
    expect(proforma).toContain(`${g.labels.reference} ${number}`);
    for (const detail of Object.values(BANK)) expect(proforma).toContain(detail);
    expect(proforma).toContain(VAT_NUMBER);
    const schedule = scheduleOf(proforma, journey.guest);
    expect(schedule.total.cents).toBe(totalCents);
    expect(schedule.deposit.cents + schedule.balance.cents).toBe(schedule.total.cents);
    expect(schedule.deposit.cents).toBe(Math.floor((totalCents * 50 + 50) / 100));
    expect(schedule.deposit.due).toBe(formatDisplayDate(addDays(today, 3)));
    expect(schedule.balance.due).toBe(formatDisplayDate(addDays(checkIn, -14)));
    expect(schedule.breakage.cents).toBe(BREAKAGE_CENTS);

    // The guest's booking page, from the e-mail's link: the same schedule, the same bank details.
    const pageLink = /https?:\/\/\S+\/booking\/[A-Za-z0-9._~-]+/.exec(confirmation!.text ?? "")![0];
    await guest.page.goto(pageLink);
    await expect(guest.page.locator("html")).toHaveAttribute("lang", journey.guest);
    const account = paymentSection(guest.page);
    const line = (kind: keyof typeof kinds, item: { amount: string; due: string }, state: string) =>
      `${kinds[kind]}: ${item.amount}, ${g.labels.dueOn.toLowerCase()} ${item.due} (${state})`;
    await expect(account.items).toHaveText([
      line("deposit", schedule.deposit, g.states.due),
      line("balance", schedule.balance, g.states.due),
      line("breakage_deposit", schedule.breakage, g.states.due),
    ]);
    await expect(account.value(g.labels.total)).toHaveText(schedule.total.amount);
    await expect(account.value(g.labels.outstanding)).toHaveText(schedule.total.amount);
    await expect(account.section).toContainText(BANK.accountNumber);
    await shoot(guest.page, testInfo, `guest-payment-due-${journey.guest}`);
    // Money written one way on the page and in the e-mail: the booking's prices as the payments,
    // every amount in the guest's language's form (the road R369 in the directions is no amount).
    for (const [where, text] of [
      ["the booking page", await guest.page.locator("main").innerText()],
      ["the confirmation e-mail", confirmation!.text ?? ""],
    ] as const) {
      // An amount stands alone: not part of a word such as a booking number ("OR-4R67KX" holds no R67).
      const amounts = text.replaceAll("R369", "").match(/(?<![A-Za-z0-9])R\d{1,3}(?:[,. \u00a0]\d{2,3}(?!\d))*(?![A-Za-z0-9])/g) ?? [];
      expect(amounts.length, where).toBeGreaterThanOrEqual(4);
      for (const amount of amounts) expect(amount, `${where}: ${amount}`).toMatch(new RegExp(`^${AMOUNT[journey.guest]}$`));
    }

    // Before paying, the guest gives the address for the tax invoice on their page: a plain form, on the phone.
    const billingAddress = "3 Kerkstraat\nOrania\n8752";
    if (totalCents > 500_000) await expect(guest.page.getByTestId("billing-needed")).toHaveText(g.billing.needed);
    await guest.page.getByLabel(g.billing.address, { exact: true }).fill(billingAddress);
    await guest.page.getByRole("button", { name: g.billing.save }).click();
    await expect(guest.page.getByText(g.billing.saved)).toBeVisible();
    await expect(guest.page.getByTestId("billing-needed")).toHaveCount(0);
    expect(await sql<{ billing_address: string }>("SELECT billing_address FROM bookings WHERE id = $1", [row!.id])).toEqual([
      { billing_address: billingAddress },
    ]);

    // The tax invoice's number: the counter's next when the first payment arrives (the time of supply).
    // Other bookings' invoices share the counter (another spec's payment, issued at a sweep of the
    // suite's worker once a supplier is saved), so the number is the counter's next or a later one.
    const [counter] = await sql<{ next: number }>("SELECT next FROM document_counters WHERE kind = 'invoice'");
    // The owner records part of the deposit, the rest of it, the balance, then the breakage deposit.
    const payments = page.getByTestId("booking-payments");
    await expect(payments).toBeVisible();
    const moneyIn = payments.getByTestId("record-money-in");
    const part = 50_000;
    const steps = [
      { kind: "payment", cents: part },
      { kind: "payment", cents: schedule.deposit.cents - part },
      { kind: "payment", cents: schedule.balance.cents },
      { kind: "breakage_deposit", cents: BREAKAGE_CENTS },
    ] as const;
    const ownerKinds = PAYMENT_TEXTS[journey.console].ledgerKinds;
    for (const [index, step] of steps.entries()) {
      await moneyIn.getByLabel(t.account.kind).selectOption({ label: ownerKinds[step.kind] });
      await moneyIn.getByLabel(t.account.amount).fill(typed(step.cents, journey.console));
      await expect(moneyIn.getByLabel(t.account.received)).toHaveValue(today);
      await moneyIn.getByRole("button", { name: t.account.record }).click();
      // The toast is announced when the server took the entry (for 5 s); the ledger shows it once the page has refreshed.
      await expectToast(page, t.account.recorded);
      await expect(payments.getByTestId("ledger-entry")).toHaveCount(index + 1);
      // Its receipt, in the guest's language, with the amount in the subject and in its PDF.
      const [receipt] = await waitForMail(GUEST_EMAIL, g.mail.receiptSubject(number, formatCents(step.cents, journey.guest)));
      const text = await attachmentText(receipt!, journey.guest === "en" ? /^receipt-.*\.pdf$/ : /^kwitansie-.*\.pdf$/);
      expect(text).toContain(`${g.labels.amountReceived} ${formatCents(step.cents, journey.guest)}`);
    }
    await expect(payments.getByTestId("outstanding-total")).toHaveText(formatCents(0, journey.console));

    // The guest's cancel step, confirmed today for a stay more than 14 days away: the cooling-off
    // promise gives back everything paid, the breakage deposit with it, and the policy beneath
    // states the promise first. (The guest keeps the booking.)
    await guest.page.goto(`${pageLink}?lang=${journey.guest}&cancel=1`);
    const everything = formatCents(schedule.total.cents + BREAKAGE_CENTS, journey.guest);
    await expect(guest.page.getByTestId("refund")).toContainText(
      g.page.refundIfCancelled(everything, { percent: 100, daysBefore: 0, coolingOff: { withinDays: 7, noticeDays: 14 } }),
    );
    await expect(guest.page.locator("#cancellation li").first()).toContainText(journey.guest === "en" ? "within 7 days" : "binne 7 dae");
    await shoot(guest.page, testInfo, `guest-cancel-cooling-off-${journey.guest}`);
    await guest.page.goto(pageLink);

    // Once each: every outbox event handled and every receipt's send claimed, the inbox holds four.
    await expect
      .poll(async () => (await sql<{ n: number }>("SELECT count(*)::int AS n FROM outbox_events WHERE handled_at IS NULL"))[0]!.n)
      .toBe(0);
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>("SELECT count(*)::int AS n FROM email_sends WHERE key LIKE $1 AND sent_at IS NOT NULL", [
              `payment-guest-receipt:${row!.id}:%`,
            ])
          )[0]!.n,
      )
      .toBe(steps.length);
    // The subject's words before the amount: "Receipt for booking <number>: ".
    const receiptWords = g.mail.receiptSubject(number, "\u0000").split("\u0000")[0]!;
    expect((await readInbox()).filter((mail) => mail.to.includes(GUEST_EMAIL) && mail.subject?.startsWith(receiptWords))).toHaveLength(
      steps.length,
    );

    // The guest's page: every item paid, nothing outstanding.
    await guest.page.reload();
    await expect(account.items).toHaveText([
      line("deposit", schedule.deposit, g.states.paid),
      line("balance", schedule.balance, g.states.paid),
      line("breakage_deposit", schedule.breakage, g.states.paid),
    ]);
    await expect(account.value(g.page.paid)).toHaveText(schedule.total.amount);
    await expect(account.value(g.labels.outstanding)).toHaveText(formatCents(0, journey.guest));
    await shoot(guest.page, testInfo, `guest-payment-paid-${journey.guest}`);

    // The first payment was the time of supply: the worker's scan issued the tax invoice for the
    // whole stay with a number from the counter, once, and moving the stay past check-out adds none.
    await runPaymentScan();
    await moveStay(row!.id, addDays(today, journey.pastCheckIn), addDays(today, -30));
    await runPaymentScan();
    const invoices = await sql<{ number: number; amount_cents: number }>(
      "SELECT number, amount_cents FROM tax_documents WHERE booking_id = $1 AND kind = 'invoice'",
      [row!.id],
    );
    expect(invoices).toEqual([{ number: expect.any(Number), amount_cents: totalCents }]);
    const invoiceNumber = invoices[0]!.number;
    expect(invoiceNumber).toBeGreaterThanOrEqual(counter!.next);
    const [counterAfter] = await sql<{ next: number }>("SELECT next FROM document_counters WHERE kind = 'invoice'");
    expect(counterAfter!.next).toBeGreaterThan(invoiceNumber);

    await guest.page.reload();
    const [download] = await Promise.all([
      guest.page.waitForEvent("download"),
      guest.page.getByRole("link", { name: g.page.downloadTaxInvoice }).click(),
    ]);
    const { readFile } = await import("node:fs/promises");
    const invoice = await pdfText(await readFile(await download.path()));
    expect(invoice).toContain("Tax Invoice");
    expect(invoice).toContain(`${g.labels.number} ${invoiceNumber}`);
    expect(invoice).toContain(`${g.labels.bookingNumber} ${number}`);
    expect(invoice).toContain(`${g.labels.total} ${formatCents(totalCents, journey.guest)}`);
    expect(invoice).toContain(`${g.labels.recipientAddress} 3 Kerkstraat Orania 8752`);
    // The guest was also e-mailed it, once, with its PDF, in the booking's language.
    const [invoiceMail] = await waitForMail(GUEST_EMAIL, g.mail.taxInvoiceSubject(invoiceNumber, number));
    expect(await attachmentText(invoiceMail!, /^tax-invoice-\d+\.pdf$/)).toContain(`${g.labels.number} ${invoiceNumber}`);
    // The form gives way to what the invoice was issued with.
    await expect(guest.page.getByTestId("billing")).toContainText(g.billing.issued);
    expect(guest.errors).toEqual([]);
    await guest.close();

    // The terms as they were before, through the console (the terms page renders anew).
    await page.goto("/owner/payment-terms");
    for (const [label, value] of before) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: p.save }).click();
    await expectToast(page, p.saved);
    expect((await sql<{ vat_number: string | null }>("SELECT vat_number FROM payment_terms"))[0]!.vat_number).toBeNull();
    putBack = null;
    await restoreSupplier(supplier.before);
  });
}
