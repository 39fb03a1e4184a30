// Getting paid, the worker's part, through the whole pipeline (site, worker, PostgreSQL, Redis,
// SMTP inbox): the guest's reminder of each unpaid payment a few days before its due date, once
// per payment and due date, whatever Redis loses and however often the worker restarts; the
// owner's one notice of an overdue deposit, whose signed links give two more days or release the
// nights (freed on every stay and in the channels' feeds, the guest told in their language with
// the calendar's cancellation); the terms' automatic release; and the tax invoice at the first
// payment with the next number, once, and a credit note for a later refund, each e-mailed to the guest
// once with its PDF; the owner's overdue notice in the owner's console language. Time is set the way the
// other timed suites set it: the test moves the rows' own dates (the day the booking was
// confirmed, its nights) relative to the real today, never waits for days to pass.
// test-site: none
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "@/content/payments";
import { STAYS, type TStayId } from "@/content/stays";
import { addDays, getBusinessToday, listNights, toUtcDate, type TIsoDate } from "@/server/calendar/dates";
import { makeExportToken } from "@/server/calendar/feeds";
import { parseBlockedRanges } from "@/server/calendar/parse-ics";
import { DEFAULT_PAYMENT_TERMS, type TPaymentTerms } from "@/server/payments/rules";
import { makeBookingRequest } from "../support/api";
import { findAttachment, pdfText } from "../support/pdf";
import { extractActionLinks, findMail, requestAndConfirm, startStack, waitFor, type TStack } from "../support/stack";

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("payments-worker", 6, { HOLD_SWEEP_SECONDS: "1", PAYMENT_REMINDER_DAYS: "3" });
});

afterAll(async () => {
  await stack?.stop();
});

const today = getBusinessToday();
const OWNER = () => stack.env.OWNER_EMAIL!;
const BANK = { accountHolder: "Orania Stays", bankName: "FNB", accountNumber: "62123456789", branchCode: "250655", accountType: "Cheque" };

type TBooking = { id: string; bookingNumber: string; email: string };

/** A request confirmed by its guest and by the owner's e-mailed link, on nights of its own far ahead. */
let made = 0;
async function confirmedBooking(email: string, language: "en" | "af" = "en"): Promise<TBooking> {
  const request = makeBookingRequest({ guestEmail: email, accommodationType: "fisheagle-hut", language }, 400 + 10 * made++, 2);
  const booking = await requestAndConfirm(stack, request);
  const ownerMail = await waitFor("the owner's e-mail", () => findMail(stack, OWNER(), `Booking request ${booking.bookingNumber}`)[0]);
  const [approve] = extractActionLinks(ownerMail);
  expect((await fetch(approve!, { method: "POST" })).status).toBe(200);
  await waitFor("the payment plan", () => stack.db.paymentPlan.findUnique({ where: { bookingId: booking.id } }));
  return { ...booking, email };
}

/**
 * Sets the clock for a booking: confirmed on `confirmedOn`, staying two nights from `checkIn`,
 * under these terms (and the deposit moved to `override`, when given).
 */
async function place(
  booking: TBooking,
  {
    confirmedOn,
    checkIn,
    terms = {},
    override = null,
  }: { confirmedOn: TIsoDate; checkIn: TIsoDate; terms?: Partial<TPaymentTerms>; override?: TIsoDate | null },
) {
  const dates = { checkIn: toUtcDate(checkIn), checkOut: toUtcDate(addDays(checkIn, 2)) };
  await stack.db.$transaction([
    stack.db.hold.updateMany({ where: { booking: { id: booking.id } }, data: dates }),
    stack.db.booking.update({ where: { id: booking.id }, data: dates }),
    stack.db.paymentPlan.update({
      where: { bookingId: booking.id },
      data: {
        confirmedOn: toUtcDate(confirmedOn),
        depositDueOverride: override ? toUtcDate(override) : null,
        terms: { ...DEFAULT_PAYMENT_TERMS, ...BANK, ...terms },
      },
    }),
  ]);
}

/** Money the owner saw clear, as the ledger keeps it. */
async function paid(booking: TBooking, kind: "payment" | "refund", amountCents: number) {
  await stack.db.ledgerEntry.create({
    data: { bookingId: booking.id, kind, amountCents, occurredOn: toUtcDate(today), method: "eft" },
  });
}

const count = (to: string, subject: string) => findMail(stack, to, subject).length;

/** The nights this stay's export feed (the channels' copy) blocks, as a channel reads them. */
async function feedNights(stay: TStayId): Promise<string[]> {
  const response = await fetch(`${stack.baseUrl}/calendar/${stay}.ics?token=${makeExportToken(stay)}`);
  expect(response.status).toBe(200);
  return parseBlockedRanges(await response.text(), { from: addDays(today, -30), to: addDays(today, 500) }).flatMap((range) =>
    listNights(range.checkIn, range.checkOut),
  );
}

/** The nights the site shows as taken on this stay's booking panel. */
async function takenNights(stay: TStayId): Promise<string[]> {
  const response = await fetch(`${stack.baseUrl}/api/unavailable-dates?accommodationType=${stay}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { date: string }[]).map((item) => item.date);
}

const STAY_IDS = Object.keys(STAYS) as TStayId[];

async function expectNightsHeld(checkIn: TIsoDate, held: boolean) {
  const nights = listNights(checkIn, addDays(checkIn, 2));
  for (const stay of STAY_IDS) {
    const [feed, taken] = await Promise.all([feedNights(stay), takenNights(stay)]);
    for (const night of nights) {
      expect(feed.includes(night), `${stay} feed, ${night}`).toBe(held);
      expect(taken.includes(night), `${stay} panel, ${night}`).toBe(held);
    }
  }
}

/** A booking whose deposit reminder is due at once: once it arrives, the worker has scanned after everything before it. */
async function scanned(label: string) {
  const sentinel = await confirmedBooking(`${label}@example.co.za`);
  await place(sentinel, { confirmedOn: addDays(today, -1), checkIn: addDays(today, 60 + 5 * made) });
  await waitFor(
    `${label}'s reminder`,
    () => findMail(stack, sentinel.email, `Payment reminder: deposit for booking ${sentinel.bookingNumber}`)[0],
  );
}

describe("payment reminders", () => {
  it("reminds the guest of each unpaid payment once at its time, in their language, through restarts and a wiped Redis", async () => {
    // Deposit due in two days (within PAYMENT_REMINDER_DAYS), balance in 16 days: only the deposit now.
    const split = await confirmedBooking("split@example.co.za", "af");
    await place(split, { confirmedOn: addDays(today, -1), checkIn: addDays(today, 30) });
    // The whole amount at once, with a breakage deposit, both due in two days.
    const whole = await confirmedBooking("whole@example.co.za");
    await place(whole, {
      confirmedOn: addDays(today, -1),
      checkIn: addDays(today, 40),
      terms: { depositPercent: 0, breakageDepositCents: 150_000 },
    });
    // Confirmed today: its confirmation says what to pay, so no reminder on the same day.
    const fresh = await confirmedBooking("fresh@example.co.za");
    await place(fresh, { confirmedOn: today, checkIn: addDays(today, 50) });

    const deposit = await waitFor(
      "the deposit reminder",
      () => findMail(stack, split.email, `Betalingsherinnering: deposito vir bespreking ${split.bookingNumber}`)[0],
    );
    // Half the total, in the Afrikaans way of writing rand, with the bank details and the reference.
    const plan = await stack.db.booking.findUniqueOrThrow({ where: { id: split.id } });
    const half = plan.totalPriceCents / 2;
    expect(deposit.text).toContain(formatCents(half, "af"));
    expect(deposit.text).toContain(BANK.accountNumber);
    expect(deposit.text).toContain(split.bookingNumber);
    await waitFor(
      "the full amount's reminder",
      () => findMail(stack, whole.email, `Payment reminder: payment for booking ${whole.bookingNumber}`)[0],
    );
    await waitFor(
      "the breakage deposit's reminder",
      () => findMail(stack, whole.email, `Payment reminder: refundable breakage deposit for booking ${whole.bookingNumber}`)[0],
    );
    expect(count(split.email, "saldo")).toBe(0);

    // Thirteen days on, the deposit paid: the balance (due in three days) is reminded, the deposit is not again.
    await paid(split, "payment", half);
    await place(split, { confirmedOn: addDays(today, -14), checkIn: addDays(today, 17) });
    await waitFor(
      "the balance reminder",
      () => findMail(stack, split.email, `Betalingsherinnering: saldo vir bespreking ${split.bookingNumber}`)[0],
    );

    // Redis wiped and the worker killed: the restarted worker scans at once and sends nothing twice.
    await stack.redis.flushAll();
    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    await scanned("after-restart");

    expect(count(split.email, "Betalingsherinnering: deposito")).toBe(1);
    expect(count(split.email, "Betalingsherinnering: saldo")).toBe(1);
    expect(count(whole.email, "Payment reminder: payment for")).toBe(1);
    expect(count(whole.email, "Payment reminder: refundable breakage deposit")).toBe(1);
    expect(count(fresh.email, "Payment reminder")).toBe(0);
    expect(count(OWNER(), "overdue")).toBe(0);
  });
});

describe("an overdue deposit", () => {
  it("reaches the owner once; two more days moves it without a reminder; release frees the nights everywhere and tells the guest", async () => {
    const late = await confirmedBooking("late@example.co.za");
    const checkIn = addDays(today, 25);
    // Confirmed five days ago: the deposit was due two days ago.
    await place(late, { confirmedOn: addDays(today, -5), checkIn });
    const notice = await waitFor(
      "the owner's overdue notice",
      () => findMail(stack, OWNER(), `Deposit overdue: booking ${late.bookingNumber}`)[0],
    );
    const [extend, release] = extractActionLinks(notice);
    expect(extend).toBeDefined();
    expect(release).toBeDefined();

    // Opening a link (as a mail scanner would) changes nothing.
    const page = await fetch(extend!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Give two more days");
    expect((await stack.db.paymentPlan.findUniqueOrThrow({ where: { bookingId: late.id } })).depositDueOverride).toBeNull();

    // Two more days: due two days from today, once; the link then changes nothing more.
    expect((await fetch(extend!, { method: "POST" })).status).toBe(200);
    const extended = addDays(today, 2);
    expect((await stack.db.paymentPlan.findUniqueOrThrow({ where: { bookingId: late.id } })).depositDueOverride).toEqual(
      toUtcDate(extended),
    );
    const again = await fetch(extend!, { method: "POST" });
    expect(await again.text()).toContain("Nothing was changed");
    // Nor does the other link: that due date is no longer overdue.
    expect(await (await fetch(release!, { method: "POST" })).text()).toContain("Nothing was changed");
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: late.id } })).status).toBe("confirmed");

    await scanned("after-extension");
    expect(count(late.email, "Payment reminder")).toBe(0);
    expect(count(OWNER(), `overdue: booking ${late.bookingNumber}`)).toBe(1);

    // Three days on, the extended day has passed unpaid: one notice for it, whose release link frees the nights.
    await place(late, { confirmedOn: addDays(today, -8), checkIn: addDays(checkIn, -3), override: addDays(extended, -3) });
    const second = await waitFor("the second notice", () =>
      findMail(stack, OWNER(), `Deposit overdue: booking ${late.bookingNumber}`).find((mail) => mail !== notice),
    );
    await expectNightsHeld(addDays(checkIn, -3), true);
    const [, releaseNow] = extractActionLinks(second);
    expect((await fetch(releaseNow!, { method: "POST" })).status).toBe(200);
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: late.id } })).status).toBe("cancelled");
    await expectNightsHeld(addDays(checkIn, -3), false);

    const cancelled = await waitFor(
      "the guest's cancellation",
      () => findMail(stack, late.email, `Your booking ${late.bookingNumber} is cancelled`)[0],
    );
    expect(cancelled.text).toContain("not received by its due date");
    const ics = cancelled.attachments.find((attachment) => attachment.mimeType.startsWith("text/calendar"));
    expect(Buffer.from(ics!.content, "base64").toString("utf8")).toContain("METHOD:CANCEL");
    await waitFor("the owner's notice of the release", () => findMail(stack, OWNER(), `Booking ${late.bookingNumber} released unpaid`)[0]);
    expect(count(OWNER(), `overdue: booking ${late.bookingNumber}`)).toBe(2);
  });

  it("is released by the terms' auto-release without the owner, once", async () => {
    const unpaid = await confirmedBooking("unpaid@example.co.za", "af");
    const checkIn = addDays(today, 35);
    // Held while its deposit is not yet due.
    await place(unpaid, { confirmedOn: addDays(today, -1), checkIn, terms: { autoReleaseDays: 2 } });
    await expectNightsHeld(checkIn, true);
    // Due three days ago, released two days after: the worker releases it at its next scan.
    await place(unpaid, { confirmedOn: addDays(today, -6), checkIn, terms: { autoReleaseDays: 2 } });
    const cancelled = await waitFor(
      "the guest's cancellation",
      () => findMail(stack, unpaid.email, `Jou bespreking ${unpaid.bookingNumber} is gekanselleer`)[0],
    );
    expect(cancelled.text).toContain("nie teen die betaaldatum ontvang is nie");
    expect((await stack.db.booking.findUniqueOrThrow({ where: { id: unpaid.id } })).status).toBe("cancelled");
    await expectNightsHeld(checkIn, false);
    await waitFor(
      "the owner's notice of the release",
      () => findMail(stack, OWNER(), `Booking ${unpaid.bookingNumber} released unpaid`)[0],
    );
    const audit = await stack.db.auditEntry.findFirstOrThrow({ where: { bookingId: unpaid.id, action: "booking.cancel" } });
    expect(audit.actorKind).toBe("system");

    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    await scanned("after-auto-release");
    expect(count(unpaid.email, "gekanselleer")).toBe(1);
    // Released in the scan that found it overdue: no link to a booking that is already gone.
    expect(count(OWNER(), `overdue: booking ${unpaid.bookingNumber}`)).toBe(0);
  });
});

describe("the owner's language", () => {
  it("an Afrikaans owner's overdue notice is in Afrikaans, amounts and links included", async () => {
    // Made while the owner reads English (its request e-mail is awaited by its English subject).
    const late = await confirmedBooking("laat@example.co.za");
    // The console's language the owner chose, kept on their account.
    await stack.db.user.upsert({
      where: { email: OWNER() },
      create: { id: "owner-af", name: "Eienaar", email: OWNER(), language: "af" },
      update: { language: "af" },
    });
    try {
      await place(late, { confirmedOn: addDays(today, -5), checkIn: addDays(today, 45), terms: { autoReleaseDays: 9 } });
      const notice = await waitFor(
        "die eienaar se kennisgewing",
        () => findMail(stack, OWNER(), `Deposito agterstallig: bespreking ${late.bookingNumber}`)[0],
      );
      const half = (await stack.db.booking.findUniqueOrThrow({ where: { id: late.id } })).totalPriceCents / 2;
      for (const text of [
        `Die deposito van ${formatCents(half, "af")}`,
        "Gee nog twee dae",
        "Stel die nagte vry",
        "Nog te betaal",
        "outomaties vrygestel",
        "Gestuur deur jou besprekingswebwerf.",
      ])
        expect(notice.text).toContain(text);
      expect(notice.text).not.toMatch(/Give two more days|Still to pay|overdue/);
      expect(extractActionLinks(notice)).toHaveLength(2);
    } finally {
      await stack.db.user.update({ where: { email: OWNER() }, data: { language: "en" } });
    }
  });
});

describe("tax documents", () => {
  it("issues the tax invoice at the first payment with the next number, once, and a credit note for a later refund", async () => {
    const vat = { vatNumber: "4123456789" };
    // The supplier on the documents: the business's saved name and address.
    const supplier = { name: "Orania Verblyf (Edms) Bpk", address: "1 Kerkstraat, Orania, 8752" };
    await stack.db.businessProfile.upsert({ where: { id: 1 }, create: { id: 1, ...supplier }, update: supplier });
    const paying = await confirmedBooking("paying@example.co.za");
    const unpaid = await confirmedBooking("unpaid@example.co.za");
    await stack.db.$executeRaw`UPDATE document_counters SET next = 7 WHERE kind = 'invoice'`;
    // A stay a month away paid in full (the time of supply), and one that has just begun, unpaid.
    await place(paying, { confirmedOn: addDays(today, -3), checkIn: addDays(today, 30), terms: vat });
    await place(unpaid, { confirmedOn: addDays(today, -30), checkIn: today, terms: vat });
    const total = (await stack.db.booking.findUniqueOrThrow({ where: { id: paying.id } })).totalPriceCents;
    await paid(paying, "payment", total);

    const invoice = await waitFor("the tax invoice", () =>
      stack.db.taxDocument.findFirst({ where: { bookingId: paying.id, kind: "invoice" } }).then((document) => document ?? undefined),
    );
    expect(invoice.number).toBe(7);
    expect(invoice.issuedOn).toEqual(toUtcDate(today));
    expect(invoice.amountCents).toBe(total);
    // The guest gets it by e-mail, in the booking's language, with its PDF (before the worker is killed: one
    // killed mid-send would hold its claim for MAIL_CLAIM_SECONDS).
    const invoiceMail = await waitFor(
      "the tax invoice's e-mail",
      () => findMail(stack, paying.email, `Tax invoice 7 for booking ${paying.bookingNumber}`)[0],
    );
    const invoiceText = await pdfText(Buffer.from(findAttachment(invoiceMail, /^tax-invoice-7\.pdf$/)!.content, "base64"));
    expect(invoiceText).toContain("Tax Invoice");
    expect(invoiceText).toContain(`Number 7`);
    expect(invoiceText).toContain(formatCents(total, "en"));
    expect(invoiceText).toContain(supplier.name);

    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    await paid(paying, "refund", 10_000);
    const credit = await waitFor("the credit note", () =>
      stack.db.taxDocument.findFirst({ where: { bookingId: paying.id, kind: "credit_note" } }).then((document) => document ?? undefined),
    );
    expect(credit.amountCents).toBe(10_000);
    expect(credit.content as object).toMatchObject({ invoiceNumber: 7, reason: "price-refunded" });
    await scanned("after-invoice");

    expect(await stack.db.taxDocument.count({ where: { bookingId: paying.id } })).toBe(2);
    expect(await stack.db.taxDocument.count({ where: { bookingId: unpaid.id } })).toBe(0);
    const [counter] = await stack.db.$queryRaw<{ next: number }[]>`SELECT next FROM document_counters WHERE kind = 'invoice'`;
    expect(counter!.next).toBe(8);

    const creditMail = await waitFor(
      "the credit note's e-mail",
      () => findMail(stack, paying.email, `Credit note ${credit.number} for booking ${paying.bookingNumber}`)[0],
    );
    expect(await pdfText(Buffer.from(findAttachment(creditMail, /^credit-note-\d+\.pdf$/)!.content, "base64"))).toContain("Credit Note");
    // Neither is sent again after a wiped Redis and a worker restart.
    await stack.redis.flushAll();
    await stack.worker.killProcessTree("SIGKILL");
    await stack.worker.start();
    await scanned("after-invoice-mail");
    expect(count(paying.email, "Tax invoice")).toBe(1);
    expect(count(paying.email, "Credit note")).toBe(1);
    expect(count(unpaid.email, "Tax invoice")).toBe(0);
  });
});
