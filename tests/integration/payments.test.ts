// Getting paid, at the domain against the real database: a booking keeps the terms it was
// confirmed under; its schedule fills as the owner records money; a cancellation's refund follows
// the policy tier for its distance from check-in, and no more than was paid can be repaid; money
// that clears after a release is recorded, owed back in full and in the export; ledger
// entries are never changed or deleted, whatever door is tried (the domain, or SQL through the
// site's own connection); tax invoices issued at once are numbered without gap or repeat, at the
// time of supply (the first payment), for what is charged, with the supplier frozen into them; a
// full tax invoice (over R5,000) is made out to the recipient's name, address and VAT number and
// waits for the address, an abridged one needs none of them; credit and debit notes follow each
// change of what is charged, naming the invoice and the reason, their VAT adding up exactly.
// test-site: none
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { Refusal } from "@/server/errors";
import { DEFAULT_PAYMENT_TERMS, vatIncluded, type TPaymentTerms } from "@/server/payments/rules";
import {
  extendDepositDue,
  readBookingAccount,
  readPaymentTerms,
  recordLedgerEntry,
  reverseLedgerEntry,
  writePaymentTerms,
} from "@/server/payments/store";
import { settleTaxDocuments, type TTaxDocumentContent } from "@/server/payments/tax-documents";
import { ledgerPeriodOf, readLedgerExport } from "@/server/payments/ledger-export";
import { giveMoreDays, isDueForAutoRelease, overdueFirstPayment, releaseForNonPayment } from "@/server/payments/non-payment";
import { getPaymentsOverview, savePaymentTerms, recordPayment } from "@/server/owner/payment-actions";
import { saveBilling } from "@/server/owner/actions";
import { getBooking } from "@/server/owner/reads";
import { FULL_TAX_INVOICE_ABOVE_CENTS } from "@/server/payments/tax-documents";
import { loadTaxDocumentPdf } from "@/server/payments/pdf/load";
import { erasePersonalData } from "@/server/retention/erase-personal-data";
import { owner, refusal } from "../support/owner";
import { pdfText } from "../support/pdf";

const today = getBusinessToday();
const actor = owner().actor;
const terms: TPaymentTerms = {
  ...DEFAULT_PAYMENT_TERMS,
  accountHolder: "Orania Stays (Edms) Bpk",
  bankName: "Standard Bank",
  accountNumber: "012345678",
  branchCode: "051001",
  accountType: "cheque",
  breakageDepositCents: 100_000,
  vatNumber: "4123456789",
};

/** A confirmed booking of one stay from `inDays` for `nights` nights, as the owner enters one by phone. */
async function book(inDays: number, nights = 2, stay: "vacation-home" | "fisheagle-hut" | "african-darter-hut" = "vacation-home") {
  const { id } = await createManualBooking({
    input: {
      stay,
      checkIn: addDays(today, inDays),
      checkOut: addDays(today, inDays + nights),
      guests: 2,
      name: "Anri Venter",
      language: "en",
    },
    actor,
  });
  return id;
}

async function refused(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Refusal);
  return (error as Refusal).key.replace(/^payments\.refusals\./, "");
}

const SUPPLIER = { name: "Orania Verblyf (Edms) Bpk", address: "1 Kerkstraat, Orania, 8752" };

// A tax document names the supplier the owner saved; the lane's other files expect none saved.
beforeAll(async () => {
  await getDb().businessProfile.upsert({ where: { id: 1 }, create: { id: 1, ...SUPPLIER }, update: SUPPLIER });
});
afterAll(async () => {
  await getDb().businessProfile.deleteMany({ where: { id: 1 } });
});

/** The tax documents settling the booking issues now. */
const settle = (id: string) => settleTaxDocuments(id).then((settlement) => settlement.issued);

const pay = (bookingId: string, amountCents: number, kind: "payment" | "breakage_deposit" = "payment") =>
  recordLedgerEntry(actor, { bookingId, kind, amountCents, occurredOn: today, method: "eft", note: "" });

describe("a booking's payment plan", () => {
  it("keeps the terms it was confirmed under when the owner changes them", async () => {
    await writePaymentTerms(actor, terms);
    const id = await book(60);
    await writePaymentTerms(actor, { ...terms, depositPercent: 30, breakageDepositCents: 0 });
    expect((await readPaymentTerms()).depositPercent).toBe(30);
    const account = (await readBookingAccount(id))!;
    expect(account.terms.depositPercent).toBe(50);
    expect(account.terms.accountNumber).toBe("012345678");
    expect(account.schedule.breakage?.amountCents).toBe(100_000);
    expect(account.schedule.payments.map((item) => item.amountCents).reduce((a, b) => a + b)).toBe(account.schedule.totalDueCents);
    await writePaymentTerms(actor, terms);
  });

  it("fills as the owner records part of the deposit, the rest, then the balance; a reversal undoes an entry once", async () => {
    const id = await book(70);
    const before = (await readBookingAccount(id))!;
    const [deposit, balance] = before.schedule.payments;
    expect([deposit!.kind, balance!.kind]).toEqual(["deposit", "balance"]);

    await pay(id, 100_000);
    expect((await readBookingAccount(id))!.items[0]).toMatchObject({ paidCents: 100_000, state: "part-paid" });
    const mistaken = await pay(id, 5_000);
    await reverseLedgerEntry(actor, mistaken, "Typed the wrong amount");
    expect(await refused(reverseLedgerEntry(actor, mistaken, "again"))).toBe("already-reversed");
    await pay(id, deposit!.amountCents - 100_000);
    expect((await readBookingAccount(id))!.items[0]!.state).toBe("paid");
    await pay(id, balance!.amountCents);
    await pay(id, 100_000, "breakage_deposit");
    const after = (await readBookingAccount(id))!;
    expect(after.items.map((item) => item.state)).toEqual(["paid", "paid", "paid"]);
    expect(after.outstandingCents).toBe(0);
    expect(after.totals.stayPaidCents).toBe(after.schedule.totalDueCents);
    expect(after.entries.filter((entry) => entry.reversed).map((entry) => entry.id)).toEqual([mistaken]);

    expect(
      await refused(
        recordLedgerEntry(actor, {
          bookingId: id,
          kind: "payment",
          amountCents: 100,
          occurredOn: addDays(today, 1),
          method: "eft",
          note: "",
        }),
      ),
    ).toBe("future-date");
    expect(
      await refused(
        recordLedgerEntry(actor, { bookingId: id, kind: "breakage_kept", amountCents: 100, occurredOn: today, method: "eft", note: " " }),
      ),
    ).toBe("reason-required");
  });

  it("gives two more days to an overdue deposit even after the balance's day: both fall due then, and nothing is overdue", async () => {
    // Confirmed a month ago for a stay in ten days: the deposit was due 27 days ago, the balance 4 days ago.
    const id = await book(10);
    await getDb().paymentPlan.update({ where: { bookingId: id }, data: { confirmedOn: toUtcDate(addDays(today, -30)) } });
    expect(overdueFirstPayment((await readBookingAccount(id))!)).toBeDefined();
    expect(await giveMoreDays(id, { actor })).toBe("extended");
    const account = (await readBookingAccount(id))!;
    expect(account.items.slice(0, 2).map((item) => [item.kind, item.dueOn, item.state])).toEqual([
      ["deposit", addDays(today, 2), "due"],
      ["balance", addDays(today, 2), "due"],
    ]);
    expect(overdueFirstPayment(account)).toBeUndefined();
    expect(isDueForAutoRelease({ ...account, terms: { ...account.terms, autoReleaseDays: 0 } }, addDays(today, 1))).toBe(false);
    // A day past check-in is refused, in the owner's words, under its field.
    expect(await refused(extendDepositDue(actor, id, addDays(today, 11)))).toBe("due-after-check-in");
  });

  it("gives the owner's extra days to the deposit's due date", async () => {
    const id = await book(80);
    await extendDepositDue(actor, id, addDays(today, 10));
    expect((await readBookingAccount(id))!.items[0]!.dueOn).toBe(addDays(today, 10));
  });
});

describe("a cancellation's refund", () => {
  it("at three distances from check-in follows the policy's tiers, and never repays more than was paid", async () => {
    const cases = [
      { inDays: 90, percent: 100 },
      { inDays: 20, percent: 50 },
      { inDays: 5, percent: 0 },
    ];
    for (const { inDays, percent } of cases) {
      const id = await book(inDays, 1, "fisheagle-hut");
      // Confirmed a month ago: the tiers apply, not the cooling-off promise.
      await getDb().paymentPlan.update({ where: { bookingId: id }, data: { confirmedOn: toUtcDate(addDays(today, -30)) } });
      const deposit = (await readBookingAccount(id))!.schedule.payments[0]!.amountCents;
      await pay(id, deposit);
      await pay(id, 100_000, "breakage_deposit");
      await cancelBooking({ bookingId: id, actor, reason: "The guest asked us to.", requestedBy: "guest" });
      const account = (await readBookingAccount(id))!;
      const stayRefund = Math.floor((deposit * percent + 50) / 100);
      expect(account.refund, `${inDays} days before`).toMatchObject({
        daysBefore: inDays,
        stayRefundCents: stayRefund,
        toRepayCents: stayRefund + 100_000,
      });
      expect(account.outstandingCents).toBe(0);
      if (stayRefund > 0)
        await recordLedgerEntry(actor, {
          bookingId: id,
          kind: "refund",
          amountCents: stayRefund,
          occurredOn: today,
          method: "eft",
          note: "",
        });
      await recordLedgerEntry(actor, {
        bookingId: id,
        kind: "breakage_repaid",
        amountCents: 100_000,
        occurredOn: today,
        method: "eft",
        note: "",
      });
      expect((await readBookingAccount(id))!.refund!.toRepayCents).toBe(0);
      expect(
        await refused(
          recordLedgerEntry(actor, {
            bookingId: id,
            kind: "refund",
            amountCents: deposit - stayRefund + 1,
            occurredOn: today,
            method: "eft",
            note: "",
          }),
        ),
      ).toBe("refund-exceeds-paid");
    }
  });
});

describe("money after a release", () => {
  it("is recorded, shows in full as owed back, can be repaid, and is in the accountant's export", async () => {
    const id = await book(40);
    // Confirmed a month ago with its deposit long overdue: the owner releases the nights.
    await getDb().paymentPlan.update({ where: { bookingId: id }, data: { confirmedOn: toUtcDate(addDays(today, -30)) } });
    const deposit = (await readBookingAccount(id))!.schedule.payments[0]!;
    expect(await releaseForNonPayment(id, { actor })).toBe("released");
    // The guest's deposit clears the next morning: it is recorded, and it is all owed back
    // (the tiers would keep half of it at 40 days).
    const late = await pay(id, deposit.amountCents);
    const account = (await readBookingAccount(id))!;
    expect(account.status).toBe("cancelled");
    expect(account.totals.stayReceivedCents).toBe(deposit.amountCents);
    expect(account.refund).toMatchObject({ stayRefundCents: deposit.amountCents, toRepayCents: deposit.amountCents });
    await recordLedgerEntry(actor, {
      bookingId: id,
      kind: "refund",
      amountCents: deposit.amountCents,
      occurredOn: today,
      method: "eft",
      note: "",
    });
    expect((await readBookingAccount(id))!.refund!.toRepayCents).toBe(0);
    const month = ledgerPeriodOf({ month: today.slice(0, 7) })!;
    const rows = (await readLedgerExport(month)).filter((row) => row.bookingNumber === account.number);
    expect(rows.map((row) => [row.id === late, row.kind, row.signedCents])).toEqual([
      [true, "payment", deposit.amountCents],
      [false, "refund", -deposit.amountCents],
    ]);
  });
});

describe("the ledger", () => {
  it("refuses any change or deletion of an entry, even in SQL through the site's own connection", async () => {
    const id = await book(100);
    const entry = await pay(id, 12_345);
    const db = getDb();
    await expect(db.$executeRaw`UPDATE ledger_entries SET amount_cents = 1 WHERE id = ${BigInt(entry)}`).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(db.$executeRaw`DELETE FROM ledger_entries WHERE id = ${BigInt(entry)}`).rejects.toThrow(/never changed or deleted/);
    await expect(db.$executeRaw`TRUNCATE ledger_entries CASCADE`).rejects.toThrow(/never changed or deleted/);
    await expect(db.ledgerEntry.update({ where: { id: BigInt(entry) }, data: { note: "x" } })).rejects.toThrow();
    expect((await db.ledgerEntry.findUniqueOrThrow({ where: { id: BigInt(entry) } })).amountCents).toBe(12_345);
  });
});

describe("tax documents", () => {
  const documents = (id: string) => getDb().taxDocument.findMany({ where: { bookingId: id }, orderBy: { createdAt: "asc" } });

  it("issued fifty at once are numbered consecutively with no gap and no repeat; settling one twice issues it once", async () => {
    await writePaymentTerms(actor, terms);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await book(300 + i * 2, 1, "african-darter-hut"));
    for (const id of ids) await pay(id, 10_000);
    const { _max } = await getDb().taxDocument.aggregate({ _max: { number: true }, where: { kind: "invoice" } });
    const first = (_max.number ?? 0) + 1;
    await Promise.all([...ids, ...ids.slice(0, 10)].map((id) => settle(id)));
    const invoices = await getDb().taxDocument.findMany({ where: { bookingId: { in: ids } } });
    expect(invoices).toHaveLength(50);
    expect(invoices.map((doc) => doc.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    const doc = invoices[0]!;
    expect(doc.vatCents).toBe(Math.floor((doc.amountCents * 30 + 115) / 230));
    const content = doc.content as TTaxDocumentContent;
    expect(content.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(doc.amountCents);
    await expect(getDb().$executeRaw`DELETE FROM tax_documents WHERE id = ${doc.id}::uuid`).rejects.toThrow(/never changed or deleted/);
  });

  it("the tax invoice is issued at the first payment (the time of supply) for the whole stay, not at check-out; none without a VAT number", async () => {
    await writePaymentTerms(actor, terms);
    const id = await book(400, 2, "fisheagle-hut");
    expect(await settle(id)).toEqual([]);
    await pay(id, 30_000);
    const [invoice] = await settle(id);
    const total = (await readBookingAccount(id))!.schedule.totalDueCents;
    expect(invoice).toMatchObject({ kind: "invoice", amountCents: total, issuedOn: today, vatCents: vatIncluded(total) });
    expect(await settle(id)).toEqual([]);

    await writePaymentTerms(actor, { ...terms, vatNumber: null });
    const unregistered = await book(404, 2, "fisheagle-hut");
    await pay(unregistered, 30_000);
    expect(await settle(unregistered)).toEqual([]);
    await writePaymentTerms(actor, terms);
  });

  it("freezes the supplier's name and address when issued, and waits while the owner has saved no name", async () => {
    await writePaymentTerms(actor, terms);
    await getDb().businessProfile.update({ where: { id: 1 }, data: { name: null } });
    const id = await book(408, 2, "fisheagle-hut");
    await pay(id, 30_000);
    expect(await settleTaxDocuments(id)).toEqual({ issued: [], waiting: "supplier" });
    await getDb().businessProfile.update({ where: { id: 1 }, data: { name: SUPPLIER.name } });
    const [invoice] = await settle(id);
    expect(invoice!.content.supplier).toMatchObject({ name: SUPPLIER.name, address: SUPPLIER.address });
    // The business moves and changes its name: the issued invoice still shows what it was issued with.
    await getDb().businessProfile.update({ where: { id: 1 }, data: { name: "Ander Naam", address: "9 Elders" } });
    const text = await pdfText((await loadTaxDocumentPdf(id, "en"))!.content);
    expect(text).toContain(SUPPLIER.name);
    expect(text).toContain("1 Kerkstraat");
    expect(text).not.toContain("Ander Naam");
    await getDb().businessProfile.update({ where: { id: 1 }, data: SUPPLIER });
  });

  it("a refund of the price gets a credit note naming the invoice and why; an overpayment returned gets none; a reversed refund a debit note", async () => {
    await writePaymentTerms(actor, { ...terms, breakageDepositCents: 0 });
    const id = await book(412, 2, "fisheagle-hut");
    const total = (await readBookingAccount(id))!.schedule.totalDueCents;
    await pay(id, total + 20_000);
    const [invoice] = await settle(id);
    expect(invoice!.amountCents).toBe(total);
    // The R200 paid beyond the total goes back: it was never charged, so no credit note.
    await recordLedgerEntry(actor, { bookingId: id, kind: "refund", amountCents: 20_000, occurredOn: today, method: "eft", note: "" });
    expect(await settle(id)).toEqual([]);
    // R100 of the price itself refunded: a credit note for it, naming the invoice, its date and the reason.
    const refund = await recordLedgerEntry(actor, {
      bookingId: id,
      kind: "refund",
      amountCents: 10_000,
      occurredOn: today,
      method: "eft",
      note: "",
    });
    const [credit] = await settle(id);
    expect(credit).toMatchObject({ kind: "credit_note", amountCents: 10_000 });
    expect(credit!.content).toMatchObject({
      invoiceNumber: invoice!.number,
      invoiceIssuedOn: today,
      reason: "price-refunded",
      beforeCents: total,
      afterCents: total - 10_000,
    });
    const creditText = await pdfText((await loadTaxDocumentPdf(id, "en", { kind: "credit_note", number: credit!.number }))!.content);
    for (const words of ["Credit Note", `Corrects tax invoice ${invoice!.number}`, "Reason Part of the price refunded"])
      expect(creditText).toContain(words);
    // The refund was a mistake and is reversed: the price is charged again, by a debit note.
    await reverseLedgerEntry(actor, refund, "Never left the account");
    const [debit] = await settle(id);
    expect(debit).toMatchObject({ kind: "debit_note", amountCents: 10_000 });
    expect(debit!.content.reason).toBe("refund-reversed");
    expect(await pdfText((await loadTaxDocumentPdf(id, "af", { kind: "debit_note", number: debit!.number }))!.content)).toContain(
      "Debietnota (Debit Note)",
    );
    expect(await settle(id)).toEqual([]);
    await writePaymentTerms(actor, terms);
  });

  it("a refund before the invoice lowers it; a cancelled booking whose owner keeps money is invoiced for what is kept and credited once", async () => {
    await writePaymentTerms(actor, { ...terms, breakageDepositCents: 0 });
    const lowered = await book(416, 2, "fisheagle-hut");
    const total = (await readBookingAccount(lowered))!.schedule.totalDueCents;
    await pay(lowered, total);
    await recordLedgerEntry(actor, { bookingId: lowered, kind: "refund", amountCents: 5_000, occurredOn: today, method: "eft", note: "" });
    expect((await settle(lowered))[0]!.amountCents).toBe(total - 5_000);

    // Paid R500, then cancelled by the guest inside the last tier: the owner keeps it all.
    const kept = await book(12, 2, "fisheagle-hut");
    await pay(kept, 50_000);
    const [invoice] = await settle(kept);
    await cancelBooking({ bookingId: kept, actor, reason: "The guest asked us to.", requestedBy: "guest" });
    const [credit] = await settle(kept);
    const account = (await readBookingAccount(kept))!;
    const keptCents = account.totals.stayReceivedCents - account.refund!.stayRefundCents;
    expect(credit).toMatchObject({ kind: "credit_note", amountCents: invoice!.amountCents - keptCents });
    expect(keptCents).toBeGreaterThan(0);
    expect(credit!.content.reason).toBe("cancelled");

    // Cancelled with nothing paid: nothing was supplied, so no invoice.
    const late = await book(424, 2, "fisheagle-hut");
    await cancelBooking({ bookingId: late, actor, reason: "No deposit", requestedBy: "guest" });
    expect(await settle(late)).toEqual([]);
    await writePaymentTerms(actor, terms);
  });

  it("each document's VAT is the change in the VAT of the whole, so an invoice and its notes add up to the VAT of what is charged", async () => {
    await writePaymentTerms(actor, { ...terms, breakageDepositCents: 0 });
    const id = await book(430, 2, "fisheagle-hut");
    const total = (await readBookingAccount(id))!.schedule.totalDueCents;
    await pay(id, total);
    await settle(id);
    // Three refunds of R100.01: rounded one by one, their VAT would come to R39.12 against R39.13 on the whole.
    for (let i = 0; i < 3; i++) {
      await recordLedgerEntry(actor, { bookingId: id, kind: "refund", amountCents: 10_001, occurredOn: today, method: "eft", note: "" });
      await settle(id);
    }
    const all = await documents(id);
    expect(all.map((doc) => doc.kind)).toEqual(["invoice", "credit_note", "credit_note", "credit_note"]);
    const vat = all.reduce((sum, doc) => sum + (doc.kind === "credit_note" ? -doc.vatCents : doc.vatCents), 0);
    expect(vat).toBe(vatIncluded(total - 30_003));
    expect(all.slice(1).reduce((sum, doc) => sum + doc.vatCents, 0)).toBe(vatIncluded(total) - vatIncluded(total - 30_003));
    await writePaymentTerms(actor, terms);
  });
});

describe("the Payments screen", () => {
  it("lists what falls due in the next 30 days by date, and the bookings a payment can be recorded against", async () => {
    await writePaymentTerms(actor, { ...terms, breakageDepositCents: 0 });
    // Deposit in 3 days for both; the near stay's balance in 22 days, the far one's in 92 (past the 30).
    const near = await book(36, 2, "fisheagle-hut");
    const far = await book(106, 2, "fisheagle-hut");
    const overview = async () => {
      const { comingDue, owing } = await getPaymentsOverview(owner());
      return {
        due: comingDue.filter((d) => d.bookingId === near || d.bookingId === far).map((d) => [d.bookingId, d.item.kind, d.item.dueOn]),
        owing: owing.filter((o) => o.bookingId === near || o.bookingId === far).map((o) => o.bookingId),
      };
    };
    const before = await overview();
    expect(before.due).toEqual([
      [near, "deposit", addDays(today, 3)],
      [far, "deposit", addDays(today, 3)],
      [near, "balance", addDays(today, 22)],
    ]);
    expect(before.owing).toEqual([near, far]);
    const all = (await getPaymentsOverview(owner())).comingDue.map((d) => d.item.dueOn);
    expect(all).toEqual([...all].sort());

    // The near stay paid in full: neither its payments nor the booking are listed any more.
    const account = (await readBookingAccount(near))!;
    await recordPayment(owner(), {
      bookingId: near,
      kind: "payment",
      amountCents: account.schedule.totalDueCents,
      occurredOn: today,
      method: "eft",
      note: "",
    });
    const after = await overview();
    expect(after.due).toEqual([[far, "deposit", addDays(today, 3)]]);
    expect(after.owing).toEqual([far]);
  });
});

describe("the owner's door", () => {
  const input = {
    ...terms,
    vatNumber: "4123456789",
    autoReleaseDays: null,
  };

  it("refuses terms field by field, in the owner's language", async () => {
    const en = await refusal(
      savePaymentTerms(owner("en"), { ...input, accountNumber: "12ab", branchCode: "1234", vatNumber: "5123456789" }),
    );
    expect(en.details.fields).toEqual({
      accountNumber: "An account number has 6 to 16 digits.",
      branchCode: "A branch code has 6 digits.",
      vatNumber: "A VAT number has 10 digits and starts with 4.",
    });
    const af = await refusal(
      savePaymentTerms(owner("af"), {
        ...input,
        bankName: "",
        cancellationTiers: [
          { daysBefore: 30, refundPercent: 50 },
          { daysBefore: 7, refundPercent: 100 },
        ],
      }),
      "af",
    );
    expect(af.details.fields).toEqual({
      bankName: "Vul die rekeninghouer, bank en rekeningnommer saam in (of laat almal leeg).",
      cancellationTiers:
        "Meer kennisgewing betaal nooit minder terug nie: 'n vlak met meer dae het dieselfde of 'n hoër terugbetaling nodig.",
    });
    expect((await savePaymentTerms(owner(), input)).vatNumber).toBe("4123456789");
  });

  it("says a refused entry in the owner's words under its field", async () => {
    const id = await book(140);
    const error = await refusal(
      recordPayment(owner("af"), { bookingId: id, kind: "refund", amountCents: 100, occurredOn: today, method: "eft", note: "" }),
      "af",
    );
    expect(error.details.fields).toEqual({ amount: "Dit is meer as wat die gas vir die verblyf betaal het." });
  });
});

describe("invoice details", () => {
  const company = {
    billingName: "Karoo Boerdery (Edms) Bpk",
    billingAddress: "12 Kerkstraat\nOrania\n8752",
    billingVatNumber: "4234567890",
  };
  const invoicePdf = async (id: string, language: "en" | "af") => pdfText((await loadTaxDocumentPdf(id, language))!.content);
  const missing = async () => (await getPaymentsOverview(owner())).invoiceAddressMissing.map((account) => account.bookingId);

  it("a full tax invoice (over R5,000) shows the recipient's name, address and VAT number; an abridged one needs none", async () => {
    await writePaymentTerms(actor, terms);
    const full = await book(160, 5);
    expect((await readBookingAccount(full))!.schedule.totalDueCents).toBeGreaterThan(FULL_TAX_INVOICE_ABOVE_CENTS);
    // Until the address comes, the owner sees the coming invoice among those missing one.
    expect(await missing()).toContain(full);

    // Refused field by field in the owner's language, nothing stored.
    const af = await refusal(
      saveBilling(owner("af"), { id: full, billingName: "x".repeat(121), billingAddress: "a\u0000b", billingVatNumber: "123" }),
      "af",
    );
    expect(af.details.fields).toEqual({
      billingName: "Skryf die naam in hoogstens 120 karakters, sonder spesiale beheerkarakters.",
      billingAddress: "Skryf die adres in hoogstens 300 karakters, sonder spesiale beheerkarakters.",
      billingVatNumber: "'n BTW-nommer het 10 syfers en begin met 4.",
    });
    expect((await getBooking(owner(), { id: full })).billingAddress).toBe("");

    // Saved (spaces in the VAT number taken out), audited by the fields' names only.
    const saved = await saveBilling(owner(), { id: full, ...company, billingVatNumber: "4234 567 890" });
    expect(saved).toMatchObject(company);
    const audit = await getDb().auditEntry.findFirstOrThrow({ where: { bookingId: full, action: "booking.billing" } });
    expect(audit.after).toEqual({ fields: ["billingName", "billingAddress", "billingVatNumber"] });
    expect(JSON.stringify([audit.before, audit.after])).not.toContain("Kerkstraat");
    expect(await missing()).not.toContain(full);

    await pay(full, 50_000);
    const invoice = (await settle(full))[0]!;
    expect(invoice.content.recipient).toMatchObject({
      name: company.billingName,
      address: company.billingAddress,
      vatNumber: company.billingVatNumber,
    });
    const en = await invoicePdf(full, "en");
    for (const text of [
      "Tax Invoice",
      `VAT number ${terms.vatNumber}`,
      `Number ${invoice.number}`,
      `To ${company.billingName}`,
      "Recipient's address 12 Kerkstraat Orania 8752",
      `Recipient's VAT number ${company.billingVatNumber}`,
    ])
      expect(en).toContain(text);
    const afrikaans = await invoicePdf(full, "af");
    expect(afrikaans).toContain("Belastingfaktuur (Tax Invoice)");
    expect(afrikaans).toContain("Ontvanger se adres 12 Kerkstraat Orania 8752");
    // The invoice froze them: no door changes them any more.
    expect((await refusal(saveBilling(owner(), { id: full, ...company, billingAddress: "Elders" }))).code).toBe("CONFLICT");

    // R5,000 or less: an abridged tax invoice, asked for nothing and issued with the guest's name.
    const small = await book(170, 1, "african-darter-hut");
    expect((await readBookingAccount(small))!.schedule.totalDueCents).toBeLessThanOrEqual(FULL_TAX_INVOICE_ABOVE_CENTS);
    expect(await missing()).not.toContain(small);
    await pay(small, 10_000);
    const [abridged] = await settle(small);
    expect(abridged!.number).toBe(invoice.number + 1);
    const text = await invoicePdf(small, "en");
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("To Anri Venter");
    expect(text).not.toContain("Recipient's address");
  });

  it("a full tax invoice waits for the recipient's address, never issued without it; the owner sees it missing until it is given", async () => {
    await writePaymentTerms(actor, terms);
    const id = await book(180, 5);
    await pay(id, 50_000);
    expect(await settleTaxDocuments(id)).toEqual({ issued: [], waiting: "recipient-address" });
    expect(await missing()).toContain(id);
    await saveBilling(owner(), { id, billingName: "", billingAddress: "7 Dwarsstraat\nOrania", billingVatNumber: "" });
    const [invoice] = await settle(id);
    expect(invoice!.content.recipient).toMatchObject({ name: "Anri Venter", address: "7 Dwarsstraat\nOrania" });
    expect(await invoicePdf(id, "en")).toContain("Recipient's address 7 Dwarsstraat Orania");
    // Issued: nothing more can be added to it, so it leaves the list.
    expect(await missing()).not.toContain(id);
  });

  it("an issued tax invoice or credit note is owed to the guest by e-mail once; a booking without an address owes none", async () => {
    await writePaymentTerms(actor, terms);
    const { id } = await createManualBooking({
      input: {
        stay: "fisheagle-hut",
        checkIn: addDays(today, 190),
        checkOut: addDays(today, 192),
        guests: 2,
        name: "Elsa Smit",
        email: "elsa@example.co.za",
        language: "af",
      },
      actor,
    });
    const events = (kind: string) =>
      getDb().outboxEvent.count({
        where: {
          topic: "tax-document.issued",
          AND: [{ payload: { path: ["bookingId"], equals: id } }, { payload: { path: ["kind"], equals: kind } }],
        },
      });
    await pay(id, 30_000);
    await settle(id);
    await settle(id);
    expect(await events("invoice")).toBe(1);
    await recordLedgerEntry(actor, {
      bookingId: id,
      kind: "refund",
      amountCents: 10_000,
      occurredOn: today,
      method: "eft",
      note: "",
    });
    await settle(id);
    await settle(id);
    expect(await events("credit_note")).toBe(1);

    const withoutAddress = await book(200, 1, "african-darter-hut");
    await pay(withoutAddress, 10_000);
    await settle(withoutAddress);
    expect(
      await getDb().outboxEvent.count({
        where: { topic: "tax-document.issued", payload: { path: ["bookingId"], equals: withoutAddress } },
      }),
    ).toBe(0);
  });

  it("are erased with the guest's other details when a booking that never became a stay passes its retention", async () => {
    const id = await book(210, 5);
    await saveBilling(owner(), { id, ...company });
    await cancelBooking({ bookingId: id, actor, reason: "Plans changed" });
    await getDb().booking.update({ where: { id }, data: { decidedAt: new Date("2020-01-01T00:00:00Z") } });
    await erasePersonalData();
    const row = await getDb().booking.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ guestName: "", billingName: null, billingAddress: null, billingVatNumber: null });
  });
});
