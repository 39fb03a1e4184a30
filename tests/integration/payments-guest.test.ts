// The guest's side of getting paid, through the whole pipeline (outbox, relay, worker, SMTP): the
// confirmation e-mail carries a pro-forma invoice (a real PDF, read by a real PDF text extractor)
// with the reference, the bank details and each amount with its due date, adding up to the total;
// each payment the owner records brings the guest one receipt e-mail with its PDF, in the
// booking's language; the guest's own page shows the schedule, what is paid and outstanding, and
// the refund cancelling today would give, and takes the guest's invoice details from a plain form;
// the bank details and the invoice address appear on no public page, feed or reply.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "@/content/payments";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, formatDisplayDate, getBusinessToday } from "@/server/calendar/dates";
import { getConfig } from "@/server/config";
import { confirm } from "@/server/owner/actions";
import { DEFAULT_PAYMENT_TERMS, type TPaymentTerms } from "@/server/payments/rules";
import { readBookingAccount, recordLedgerEntry, writePaymentTerms } from "@/server/payments/store";
import { makeBookingRequest } from "../support/api";
import { owner } from "../support/owner";
import { expectInNoPublicReply } from "../support/public-replies";
import { findAttachment, pdfText } from "../support/pdf";
import { findMail, requestAndConfirm, startStack, waitFor, type TStack } from "../support/stack";
import type { TInboxMessage } from "../../scripts/local-services.mjs";

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("payments-guest", 10, { RECONCILE_SECONDS: "2" });
  process.env.DATABASE_URL = stack.env.DATABASE_URL;
  expect(getConfig().DATABASE_URL).toBe(stack.env.DATABASE_URL);
  await writePaymentTerms(owner().actor, TERMS);
});

afterAll(async () => {
  await stack?.stop();
});

const today = getBusinessToday();
const TERMS: TPaymentTerms = {
  ...DEFAULT_PAYMENT_TERMS,
  accountHolder: "Oranje Verblyf Trust",
  bankName: "Capitec Business",
  accountNumber: "1052498761",
  branchCode: "450105",
  accountType: "current",
  depositPercent: 50,
  depositDays: 3,
  balanceDaysBefore: 14,
  breakageDepositCents: 100_000,
  vatNumber: "4987654321",
};

async function attachedPdfText(mail: TInboxMessage, name: RegExp): Promise<string> {
  const attachment = findAttachment(mail, name);
  expect(attachment, `${mail.subject} carries a PDF`).toBeDefined();
  expect(attachment!.mimeType).toBe("application/pdf");
  return pdfText(Buffer.from(attachment!.content, "base64"));
}

const receipts = (email: string, number: string, word: string) => findMail(stack, email, number).filter((m) => m.subject?.includes(word));

/** The guest's booking page address, from an e-mail's text. */
const pageLinkOf = (mail: TInboxMessage) => /https?:\/\/\S+\/booking\/[A-Za-z0-9._~-]+/.exec(mail.text ?? "")![0];

async function waitForNoPendingEvents() {
  await waitFor("every outbox event handled", async () => (await stack.db.outboxEvent.count({ where: { handledAt: null } })) === 0);
}

const pay = (bookingId: string, amountCents: number, kind: "payment" | "breakage_deposit" = "payment") =>
  recordLedgerEntry(owner().actor, { bookingId, kind, amountCents, occurredOn: today, method: "eft", note: "" });

describe("the guest's payments", () => {
  it("confirmation with a pro-forma invoice, one receipt per payment, and the booking page's account (English)", async () => {
    const email = "lize@example.co.za";
    const booking = await requestAndConfirm(stack, makeBookingRequest({ guestEmail: email, guestName: "Lize Botha" }, 45, 3));
    await confirm(owner(), { id: booking.id });
    const confirmed = await waitFor("the confirmation", () => findMail(stack, email, "is confirmed")[0]);
    const account = (await readBookingAccount(booking.id))!;
    const [deposit, balance] = account.schedule.payments;
    expect(account.schedule.payments.map((p) => p.kind)).toEqual(["deposit", "balance"]);
    expect(deposit!.dueOn).toBe(addDays(today, 3));
    expect(balance!.dueOn).toBe(addDays(today, 45 - 14));

    // The e-mail itself says what is due when, where to pay and the reference.
    for (const text of [
      formatCents(deposit!.amountCents, "en"),
      formatDisplayDate(deposit!.dueOn),
      formatCents(balance!.amountCents, "en"),
      formatDisplayDate(balance!.dueOn),
      TERMS.accountNumber,
      TERMS.branchCode,
      `Use ${booking.bookingNumber} as the payment reference`,
    ])
      expect(confirmed.text).toContain(text);

    const proforma = await attachedPdfText(confirmed, /^pro-forma-invoice-.*\.pdf$/);
    expect(proforma).toContain("Pro-forma invoice");
    expect(proforma).toContain(`Payment reference ${booking.bookingNumber}`);
    for (const text of [TERMS.accountHolder, TERMS.bankName, TERMS.accountNumber, TERMS.branchCode, TERMS.vatNumber!])
      expect(proforma).toContain(text);
    for (const item of [...account.schedule.payments, account.schedule.breakage!]) {
      expect(proforma).toContain(formatCents(item.amountCents, "en"));
      expect(proforma).toContain(formatDisplayDate(item.dueOn));
    }
    expect(proforma).toContain(`Total ${formatCents(account.schedule.totalDueCents, "en")}`);
    expect(deposit!.amountCents + balance!.amountCents).toBe(account.schedule.totalDueCents);
    expect(proforma).toContain(`Prices include VAT of ${formatCents(account.schedule.vatCents, "en")}`);
    expect(account.schedule.vatCents).toBeGreaterThan(0);
    // The lines of the stay add up to the total the schedule asks.
    const stayRow = await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stayRow.basePriceCents + stayRow.additionalGuestFeeCents + stayRow.cleaningFeeCents).toBe(account.schedule.totalDueCents);
    expect(proforma).toContain(`Accommodation ${formatCents(stayRow.basePriceCents, "en")}`);

    // Part of the deposit, the rest of it, then the balance: one receipt each, with its PDF.
    const part = 50_000;
    const steps = [part, deposit!.amountCents - part, balance!.amountCents];
    for (const [index, amount] of steps.entries()) {
      await pay(booking.id, amount);
      const receipt = await waitFor(`receipt ${index + 1}`, () => receipts(email, booking.bookingNumber, "Receipt")[index]);
      expect(receipt.subject).toContain(formatCents(amount, "en"));
      const text = await attachedPdfText(receipt, /^receipt-.*\.pdf$/);
      const paidSoFar = steps.slice(0, index + 1).reduce((a, b) => a + b, 0);
      expect(text).toContain(`Amount received ${formatCents(amount, "en")}`);
      expect(text).toContain(`Date received ${formatDisplayDate(today)}`);
      expect(text).toContain(`Paid so far ${formatCents(paidSoFar, "en")}`);
      expect(text).toContain(`Outstanding ${formatCents(account.schedule.totalDueCents - paidSoFar, "en")}`);
      expect(text).toContain(`Toward ${index < 2 ? "Deposit" : "Balance"}`);
    }
    await waitForNoPendingEvents();
    expect(receipts(email, booking.bookingNumber, "Receipt")).toHaveLength(3);
    expect(await stack.db.emailSend.count({ where: { key: { startsWith: `payment-guest-receipt:${booking.id}:` } } })).toBe(3);

    // The guest's page: the schedule and its states, paid, outstanding, bank details, the PDF.
    const pageUrl = pageLinkOf(confirmed).replace(/^https?:\/\/[^/]+/, stack.baseUrl);
    const page = await (await fetch(`${pageUrl}?lang=en`)).text();
    expect(page).toContain(`Deposit: ${formatCents(deposit!.amountCents, "en")}, due by ${formatDisplayDate(deposit!.dueOn)} (paid)`);
    expect(page).toContain(`Balance: ${formatCents(balance!.amountCents, "en")}, due by ${formatDisplayDate(balance!.dueOn)} (paid)`);
    expect(page).toMatch(
      new RegExp(`<dt[^>]*>Paid</dt><dd[^>]*>${formatCents(account.schedule.totalDueCents, "en").replace(".", "\\.")}</dd>`),
    );
    expect(page).toMatch(/<dt[^>]*>Outstanding<\/dt><dd[^>]*>R0\.00<\/dd>/);
    expect(page).toContain(TERMS.accountNumber);
    const download = await fetch(`${pageUrl}/proforma.pdf?lang=en`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain(`Payment reference ${booking.bookingNumber}`);
    // A link not signed by the site opens nothing.
    expect((await fetch(`${pageUrl.slice(0, -3)}xyz/proforma.pdf`)).status).toBeGreaterThanOrEqual(400);
    // The cancel step says what cancelling today repays: confirmed today, 45 days out, the
    // cooling-off promise gives back everything paid.
    const cancelStep = await (await fetch(`${pageUrl}?lang=en&cancel=1`)).text();
    expect(cancelStep).toContain(
      `within 7 days of our confirmation and more than 14 days before check-in, you get back everything you paid: ${formatCents(account.schedule.totalDueCents, "en")}.`,
    );

    // Invoice details: a plain form on the page, same-site POSTs only, each refused field in the page's language.
    expect(page).toContain('<input type="hidden" name="action" value="billing"/>');
    const postBilling = (fields: Record<string, string>, origin = stack.baseUrl) =>
      fetch(`${pageUrl}?lang=en`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action: "billing", ...fields }).toString(),
      });
    const address = "7 Dahliastraat\nOrania\n8752";
    expect((await postBilling({ billingAddress: address }, "https://evil.example")).status).toBe(403);
    const refused = await postBilling({ billingName: "", billingAddress: address, billingVatNumber: "12345" });
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toMatch(/<span id="billing-billingVatNumber-error"[^>]*>A VAT number has 10 digits and starts with 4\.<\/span>/);
    expect(refusedPage).toContain('aria-invalid="true"');
    expect(refusedPage).toContain("7 Dahliastraat\nOrania\n8752</textarea>");
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).billingAddress).toBeNull();
    const saved = await postBilling({ billingName: "", billingAddress: address, billingVatNumber: "" });
    // Saved, then back to the page by GET (a reload does not send the form again).
    expect(saved.redirected).toBe(true);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Your invoice details are saved.");
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).billingAddress).toBe(address);
    expect(await (await fetch(`${pageUrl}?lang=af`)).text()).toContain("Faktuurbesonderhede");

    // The bank details are the guest's to see, behind the signed link only: on no public page, feed or reply.
    await expectInNoPublicReply(stack.baseUrl, stack.env.FEED_TOKEN_SECRET, [
      TERMS.accountNumber,
      TERMS.accountHolder,
      TERMS.branchCode,
      "Dahliastraat",
    ]);
  });

  it("in Afrikaans: the amounts as R1 234,50, the documents' words in Afrikaans", async () => {
    const email = "jana@example.co.za";
    const booking = await requestAndConfirm(
      stack,
      makeBookingRequest({ guestEmail: email, guestName: "Jana Strydom", language: "af", accommodationType: "fisheagle-hut" }, 60, 4),
    );
    await confirm(owner(), { id: booking.id });
    const confirmed = await waitFor("die bevestiging", () => findMail(stack, email, "is bevestig")[0]);
    const account = (await readBookingAccount(booking.id))!;
    const proforma = await attachedPdfText(confirmed, /^pro-forma-faktuur-.*\.pdf$/);
    expect(proforma).toContain("Pro-forma-faktuur");
    expect(proforma).toContain(`Betalingsverwysing ${booking.bookingNumber}`);
    for (const item of account.schedule.payments) {
      expect(formatCents(item.amountCents, "af")).toMatch(/^R\d{1,3}( \d{3})*,\d{2}$/);
      expect(proforma).toContain(formatCents(item.amountCents, "af"));
    }
    expect(proforma).toContain(`Breekskadedeposito (terugbetaalbaar) ${formatCents(100_000, "af")}`);
    expect(confirmed.text).toContain(`Gebruik ${booking.bookingNumber} as die betalingsverwysing`);

    await pay(booking.id, 123_450);
    const receipt = await waitFor("die kwitansie", () => receipts(email, booking.bookingNumber, "Kwitansie")[0]);
    expect(receipt.subject).toContain("R1 234,50");
    const text = await attachedPdfText(receipt, /^kwitansie-.*\.pdf$/);
    expect(text).toContain("Bedrag ontvang R1 234,50");
    expect(text).toContain("Metode EFT");

    const pageUrl = pageLinkOf(confirmed).replace(/^https?:\/\/[^/]+/, stack.baseUrl);
    const page = await (await fetch(pageUrl)).text();
    expect(page).toContain("deels betaal: R1 234,50");
    expect(page).toMatch(
      new RegExp(`<dt[^>]*>Uitstaande</dt><dd[^>]*>${formatCents(account.schedule.totalDueCents - 123_450, "af")}</dd>`),
    );
  });

  it("a manual booking without an e-mail address gets no receipt", async () => {
    const { id } = await createManualBooking({
      input: {
        stay: "african-darter-hut",
        checkIn: addDays(today, 90),
        checkOut: addDays(today, 92),
        guests: 2,
        name: "Piet Smit",
        language: "en",
      },
      actor: owner().actor,
    });
    await pay(id, 20_000);
    expect(await stack.db.outboxEvent.count({ where: { topic: "payment.recorded", payload: { path: ["bookingId"], equals: id } } })).toBe(
      0,
    );
  });
});
