// A cancellation says who cancelled, why, and what is repaid: the guest's e-mail after the owner
// cancels gives the owner's reason, not "as you asked", and the refund (everything paid, since we
// cancelled); after the guest cancels it says so, with the refund the policy gives; the booking's
// page afterwards states what is still owed back and when. Saving a booking unchanged writes
// nothing and e-mails nobody.
import { describe, expect, it } from "vitest";
import { formatCents } from "@/content/payments";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { makeBookingPageUrl } from "@/server/approvals/token";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { changeBooking } from "@/server/bookings/change-booking";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { addDays, fromUtcDate, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { renderTemplate } from "@/server/mail/templates";
import { REFUND_BUSINESS_DAYS } from "@/server/payments/rules";
import { readBookingAccount, recordLedgerEntry } from "@/server/payments/store";
import { api } from "../support/api";
import { owner } from "../support/owner";

const today = getBusinessToday();
const actor = owner().actor;

/** A booking confirmed a month ago for `inDays` ahead, with `paidCents` recorded toward it. */
async function paidBooking(inDays: number, paidCents: number, language: "en" | "af") {
  const { id } = await createManualBooking({
    input: {
      stay: "fisheagle-hut",
      checkIn: addDays(today, inDays),
      checkOut: addDays(today, inDays + 2),
      guests: 2,
      name: "Marié du Toit",
      email: "marie@example.co.za",
      language,
    },
    actor,
  });
  await getDb().paymentPlan.update({ where: { bookingId: id }, data: { confirmedOn: toUtcDate(addDays(today, -30)) } });
  await recordLedgerEntry(actor, { bookingId: id, kind: "payment", amountCents: paidCents, occurredOn: today, method: "eft", note: "" });
  return id;
}

describe("the guest's cancellation e-mail", () => {
  it.each(["en", "af"] as const)("after the owner cancels: the owner's reason, and everything paid repaid (%s)", async (language) => {
    const id = await paidBooking(20, 140_000, language);
    await cancelBooking({ bookingId: id, actor, reason: "A burst pipe floods the hut", requestedBy: "us" });
    const account = (await readBookingAccount(id))!;
    // We cancelled: the tiers (50% at 20 days) do not apply.
    expect(account.refund).toMatchObject({ cancelledByUs: true, toRepayCents: 140_000 });
    const mail = (await renderTemplate("booking-guest-cancelled", id))!;
    const words = GUEST_JOURNEY[language].mail.cancelled;
    expect(mail.text).toContain(words.introByUs("A burst pipe floods the hut"));
    expect(mail.text).not.toContain(words.intro);
    expect(mail.text).toContain(words.refund(formatCents(140_000, language), REFUND_BUSINESS_DAYS));
  });

  it("after the guest cancels: as they asked, with the refund the policy gives", async () => {
    const id = await paidBooking(20, 140_000, "en");
    await cancelBooking({ bookingId: id, actor: { kind: "guest" } });
    const account = (await readBookingAccount(id))!;
    expect(account.refund).toMatchObject({ cancelledByUs: false, coolingOff: false, toRepayCents: 70_000 });
    const mail = (await renderTemplate("booking-guest-cancelled", id))!;
    const words = GUEST_JOURNEY.en.mail.cancelled;
    expect(mail.text).toContain(words.intro);
    expect(mail.text).toContain(words.refund("R700.00", REFUND_BUSINESS_DAYS));

    // The booking's page afterwards says what is still owed back, and when; then that it was repaid.
    const page = new URL(makeBookingPageUrl(id, toUtcDate(addDays(today, 30)))).pathname;
    const owed = await api(`${page}?lang=en`);
    expect(owed.status).toBe(200);
    expect(/data-testid="refund-after">([^<]*)</.exec(owed.text)?.[1]).toBe("We repay you R700.00 within 10 business days.");
    await recordLedgerEntry(actor, { bookingId: id, kind: "refund", amountCents: 70_000, occurredOn: today, method: "eft", note: "" });
    const repaid = await api(`${page}?lang=en`);
    expect(/data-testid="refund-after">([^<]*)</.exec(repaid.text)?.[1]).toBe("What was owed to you, R700.00, has been repaid.");
  });
});

describe("saving a booking unchanged", () => {
  it("writes nothing, leaves no history line and e-mails nobody", async () => {
    const id = await paidBooking(40, 10_000, "en");
    const booking = await getDb().booking.findUniqueOrThrow({ where: { id } });
    const events = () => getDb().outboxEvent.count({ where: { topic: "booking.changed", payload: { equals: { bookingId: id } } } });
    const audits = () => getDb().auditEntry.count({ where: { bookingId: id, action: "booking.change" } });
    const same = {
      stay: "fisheagle-hut" as const,
      checkIn: fromUtcDate(booking.checkIn),
      checkOut: fromUtcDate(booking.checkOut),
      guests: 2,
    };
    expect(await changeBooking({ bookingId: id, actor, change: same })).toBe("unchanged");
    expect([await events(), await audits()]).toEqual([0, 0]);
    // One more guest is a change: written, in the history, and the guest told.
    expect(await changeBooking({ bookingId: id, actor, change: { ...same, guests: 3 } })).toBe("changed");
    expect([await events(), await audits()]).toEqual([1, 1]);
  });
});
