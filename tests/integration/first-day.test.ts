// The owner's first day, against the real database: a fresh install lists every step still open
// before its first booking, and each drops off once the owner saves it; while no bank account is
// set, a confirmed guest's e-mail and pro-forma promise no "account below" (they say the details
// follow), the owner's confirm link warns first, and once the account is set both show it.
// test-site: none
import { describe, expect, it } from "vitest";
import { describeAction } from "@/server/approvals/actions";
import { saveBusinessProfile, readBusinessProfile } from "@/server/business";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { toStayEnum } from "@/server/bookings/stay-enum";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { renderTemplate } from "@/server/mail/templates";
import { readOpenSetupSteps, SETUP_STEPS } from "@/server/owner/first-day";
import { loadProformaPdf } from "@/server/payments/pdf/load";
import { DEFAULT_PAYMENT_TERMS } from "@/server/payments/rules";
import { writePaymentTerms } from "@/server/payments/store";
import { STAY_IDS, STAYS } from "@/content/stays";
import { GUEST_PAYMENT_TEXTS } from "@/content/payments";
import { owner } from "../support/owner";
import { pdfText } from "../support/pdf";

const actor = owner().actor;
const today = getBusinessToday();
const BANK = { accountHolder: "Orania Stays (Edms) Bpk", bankName: "Standard Bank", accountNumber: "012345678" };

async function confirmedBooking(inDays: number) {
  return createManualBooking({
    input: {
      stay: "vacation-home",
      checkIn: addDays(today, inDays),
      checkOut: addDays(today, inDays + 2),
      guests: 2,
      name: "Anri Venter",
      email: `anri${inDays}@example.co.za`,
      language: "en",
    },
    actor,
  });
}

/** What a confirmed guest reads about paying: the e-mail's text and the pro-forma's. */
async function paymentWords(bookingId: string) {
  const mail = (await renderTemplate("booking-guest-confirmed", bookingId))!;
  const proforma = await loadProformaPdf(bookingId);
  return { mail: mail.text, pdf: await pdfText(proforma!.content) };
}

describe("the owner's first day", () => {
  it("a fresh install lists every step, and each drops off once the owner saves it", async () => {
    expect(await readOpenSetupSteps()).toEqual([...SETUP_STEPS]);

    // Terms saved without a bank account: the terms are done, the bank account is not.
    await writePaymentTerms(actor, DEFAULT_PAYMENT_TERMS);
    expect(await readOpenSetupSteps()).toEqual(["business", "bank", "photos", "prices"]);
    // An account without its holder is not one a guest can pay into.
    await writePaymentTerms(actor, { ...DEFAULT_PAYMENT_TERMS, ...BANK, accountHolder: " " });
    expect(await readOpenSetupSteps()).toContain("bank");

    // Details saved without a phone are not done; with one they are.
    const profile = await readBusinessProfile();
    await saveBusinessProfile(actor, { ...profile, phone: null });
    expect(await readOpenSetupSteps()).toContain("business");
    await saveBusinessProfile(actor, { ...profile, phone: "+27825550100" });
    expect(await readOpenSetupSteps()).toEqual(["bank", "photos", "prices"]);

    // Prices: every stay's, not one.
    const db = getDb();
    const rate = (stay: (typeof STAY_IDS)[number]) => ({
      stay: toStayEnum(stay),
      pricePerNightCents: STAYS[stay].pricePerNightCents,
      extraGuestFeeCents: 0,
      extraGuestFrom: 2,
      maxGuests: 2,
      minNights: 1,
      cleaningFeeCents: 0,
    });
    await db.stayRate.create({ data: rate("vacation-home") });
    expect(await readOpenSetupSteps()).toContain("prices");
    for (const stay of STAY_IDS.filter((s) => s !== "vacation-home")) await db.stayRate.create({ data: rate(stay) });
    expect(await readOpenSetupSteps()).toEqual(["bank", "photos"]);

    // Photos: one of the owner's own for every stay.
    for (const [i, stay] of STAY_IDS.entries()) {
      await db.photo.create({ data: { stay: toStayEnum(stay), position: 0, contentType: "image/jpeg", bytes: 1000 + i } });
      expect(await readOpenSetupSteps()).toEqual(i < STAY_IDS.length - 1 ? ["bank", "photos"] : ["bank"]);
    }

    await writePaymentTerms(actor, { ...DEFAULT_PAYMENT_TERMS, ...BANK });
    expect(await readOpenSetupSteps()).toEqual([]);
  });

  it("without a bank account no guest is promised one, and the owner's confirm link warns first", async () => {
    const t = GUEST_PAYMENT_TEXTS.en;
    await writePaymentTerms(actor, DEFAULT_PAYMENT_TERMS);
    const without = await confirmedBooking(40);
    const before = await paymentWords(without.id);
    for (const text of [before.mail, before.pdf]) {
      expect(text).not.toMatch(/account below/i);
      expect(text).not.toContain(BANK.accountNumber);
    }
    expect(before.mail).toContain(t.mail.paymentIntroNoBank);
    expect(before.mail).toContain(t.bankMissing);
    expect(before.pdf).toContain(t.bankMissing);

    // A request waiting for the owner: its confirm link's page warns while there is no account.
    const db = getDb();
    await db.booking.update({ where: { id: without.id }, data: { status: "requested" } });
    expect((await describeAction("booking.approve", without.id, "en"))?.warning).toContain(without.number);
    expect((await describeAction("booking.decline", without.id, "en"))?.warning).toBeUndefined();
    await db.booking.update({ where: { id: without.id }, data: { status: "confirmed" } });

    await writePaymentTerms(actor, { ...DEFAULT_PAYMENT_TERMS, ...BANK });
    expect((await describeAction("booking.approve", without.id, "en"))?.warning).toBeUndefined();
    const withAccount = await confirmedBooking(50);
    const after = await paymentWords(withAccount.id);
    expect(after.mail).toContain(t.mail.paymentIntro);
    for (const text of [after.mail, after.pdf]) {
      expect(text).toContain(BANK.accountNumber);
      expect(text).not.toContain(t.bankMissing);
    }
  });
});
