// A booking's life after the request, through the whole pipeline (outbox, relay, worker, SMTP):
// the owner confirms it with a message, changes it twice and cancels it, and the guest gets
// exactly one e-mail for each step, each with the calendar file of that moment (its SEQUENCE
// rising); a request changed before it is confirmed gets one confirmation with the new dates; a
// declined request carries the owner's message; no work is left waiting afterwards. And when work
// does get stuck, the operator's alert names the stuck events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, formatDisplayDate, getBusinessToday } from "@/server/calendar/dates";
import { getConfig } from "@/server/config";
import { change, confirm, cancel, decline } from "@/server/owner/actions";
import { makeBookingRequest } from "../support/api";
import { calendarAttachmentBytes, expectWellFormedCalendar } from "../support/ics";
import { owner } from "../support/owner";
import { findMail, requestAndConfirm, startStack, waitFor, type TStack } from "../support/stack";
import type { TInboxMessage } from "../../scripts/local-services.mjs";

let stack: TStack;

beforeAll(async () => {
  stack = await startStack("booking-changes", 2, {
    RECONCILE_SECONDS: "2",
    STUCK_ALERT_MINUTES: "5",
    OPERATOR_EMAIL: "ops@orania-stays.test",
    // A bare address: the e-mails' From still names the business.
    MAIL_FROM: "bookings@orania-stays.test",
  });
  // The owner's calls below run in this process, on the stack's database (as the console would).
  process.env.DATABASE_URL = stack.env.DATABASE_URL;
  expect(getConfig().DATABASE_URL).toBe(stack.env.DATABASE_URL);
});

afterAll(async () => {
  await stack?.stop();
});

const today = getBusinessToday();

/** Every e-mail the guest has had about this booking so far, oldest first. */
const guestMails = (email: string, bookingNumber: string) => findMail(stack, email, bookingNumber);

/**
 * The calendar file attached to a message, its bytes checked and parsed by a real iCalendar
 * parser; and the message's sender: the business's name, and a Message-ID on MAIL_FROM's domain.
 */
function calendarOf(mail: TInboxMessage) {
  expect([mail.fromName, mail.from]).toEqual(["Orania Stays", "bookings@orania-stays.test"]);
  expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@orania-stays\.test>$/);
  const calendar = expectWellFormedCalendar(calendarAttachmentBytes(mail), `the calendar file of "${mail.subject}"`);
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    attendees: event.getAllProperties("attendee").map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
    method: String(calendar.getFirstPropertyValue("method")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: String(event.getFirstPropertyValue("status")),
    start: String(event.getFirstPropertyValue("dtstart")),
    end: String(event.getFirstPropertyValue("dtend")),
  };
}

/** Waits for the guest's e-mail number `count` (counting from 1) about the booking, and checks no other came with it. */
async function nthMail(email: string, bookingNumber: string, count: number, subject: string): Promise<TInboxMessage> {
  const mail = await waitFor(`the guest's e-mail ${count} (${subject})`, () => guestMails(email, bookingNumber)[count - 1]);
  expect(mail.subject).toContain(subject);
  return mail;
}

async function waitForNoPendingEvents() {
  await waitFor("every outbox event handled", async () => (await stack.db.outboxEvent.count({ where: { handledAt: null } })) === 0);
}

describe("a booking's changes", () => {
  it("each step reaches the guest once, with the calendar file of that moment, and leaves no work waiting", async () => {
    const email = "anri@example.co.za";
    const request = makeBookingRequest(
      { guestEmail: email, guestName: "Anri Venter", accommodationType: "vacation-home", guests: 2 },
      40,
      3,
    );
    const booking = await requestAndConfirm(stack, request);
    // Before the owner's answer: the confirmation link and the acknowledgement.
    const received = await nthMail(email, booking.bookingNumber, 2, "We received your booking request");
    expect([calendarOf(received).method, calendarOf(received).status]).toEqual(["PUBLISH", "TENTATIVE"]);
    const call = owner();

    await confirm(call, { id: booking.id, message: "The gate code follows on the day you arrive." });
    const confirmed = await nthMail(email, booking.bookingNumber, 3, "is confirmed");
    expect(confirmed.text).toContain("A message from your host");
    expect(confirmed.text).toContain("The gate code follows on the day you arrive.");
    const first = calendarOf(confirmed);
    expect([first.method, first.status]).toEqual(["PUBLISH", "CONFIRMED"]);

    const moved = { checkIn: addDays(today, 50), checkOut: addDays(today, 54) };
    await change(call, { id: booking.id, stay: "vacation-home", guests: 2, ...moved });
    const changed = await nthMail(email, booking.bookingNumber, 4, "has changed");
    expect(changed.text).toContain(formatDisplayDate(moved.checkIn));
    expect(changed.text).toContain(formatDisplayDate(moved.checkOut));
    const second = calendarOf(changed);
    expect(second.start).toBe(moved.checkIn);
    expect(second.sequence).toBeGreaterThan(first.sequence);

    const again = { checkIn: addDays(today, 60), checkOut: addDays(today, 62) };
    await change(call, { id: booking.id, stay: "vacation-home", guests: 4, ...again });
    const changedAgain = await nthMail(email, booking.bookingNumber, 5, "has changed");
    expect(changedAgain.text).toContain(formatDisplayDate(again.checkIn));
    // Not the earlier confirmation's message: a change carries no decision.
    expect(changedAgain.text).not.toContain("The gate code follows");
    const third = calendarOf(changedAgain);
    expect([third.start, third.end]).toEqual([again.checkIn, again.checkOut]);
    expect(third.sequence).toBeGreaterThan(second.sequence);

    await cancel(call, { id: booking.id, reason: "The guest asked us to.", requestedBy: "guest" });
    const cancelled = await nthMail(email, booking.bookingNumber, 6, "cancelled");
    const fourth = calendarOf(cancelled);
    expect([fourth.method, fourth.status]).toEqual(["CANCEL", "CANCELLED"]);
    // A cancellation of the whole event names its attendee; the PUBLISH copies before it named none.
    expect(fourth.attendees).toEqual([`mailto:${email}`]);
    expect(fourth.sequence).toBeGreaterThan(third.sequence);

    await waitForNoPendingEvents();
    // Nothing more arrives once every event is handled: one e-mail per step.
    expect(guestMails(email, booking.bookingNumber)).toHaveLength(6);
    const health = (await (await fetch(`${stack.baseUrl}/api/health`)).json()) as { work?: { stuck: number } };
    expect(health.work?.stuck).toBe(0);
  });

  it("a request changed before its confirmation is confirmed once, with the new dates; a declined one carries the owner's message", async () => {
    const email = "pieter@example.co.za";
    const request = makeBookingRequest({ guestEmail: email, accommodationType: "fisheagle-hut", guests: 2, language: "af" }, 70, 2);
    const booking = await requestAndConfirm(stack, request);
    await nthMail(email, booking.bookingNumber, 2, "ontvang");
    const call = owner("af");
    const moved = { checkIn: addDays(today, 72), checkOut: addDays(today, 75) };
    await change(call, { id: booking.id, stay: "fisheagle-hut", guests: 2, ...moved });
    await confirm(call, { id: booking.id, message: "Bring gerus julle visstokke." });
    const confirmed = await nthMail(email, booking.bookingNumber, 3, "is bevestig");
    expect(confirmed.text).toContain("'n Boodskap van jou gasheer");
    expect(confirmed.text).toContain("Bring gerus julle visstokke.");
    expect(calendarOf(confirmed).start).toBe(moved.checkIn);

    const declinedEmail = "marike@example.co.za";
    const other = await requestAndConfirm(
      stack,
      makeBookingRequest({ guestEmail: declinedEmail, accommodationType: "african-darter-hut", guests: 2 }, 90, 2),
    );
    await nthMail(declinedEmail, other.bookingNumber, 2, "We received your booking request");
    await decline(owner(), { id: other.id, message: "We are closed for maintenance that week; try the week after." });
    const declined = await nthMail(declinedEmail, other.bookingNumber, 3, "could not be accepted");
    expect(declined.text).toContain("We are closed for maintenance that week; try the week after.");
    expect(calendarOf(declined).method).toBe("CANCEL");
    // A declined request cannot be cancelled: its page is offered to see its status only.
    expect(declined.text).not.toContain("lets you cancel");

    await waitForNoPendingEvents();
    expect(guestMails(email, booking.bookingNumber)).toHaveLength(3);
    expect(guestMails(declinedEmail, other.bookingNumber)).toHaveLength(3);
  });

  it("stuck work: the operator's alert names each stuck event, its topic and its job", async () => {
    // An event no version of the worker can route, written two hours ago: stuck, and the alert says which.
    const event = await stack.db.outboxEvent.create({
      data: {
        topic: "booking.rearranged",
        payload: { bookingId: "3f1c2a4e-1d2b-4c5d-8e9f-a0b1c2d3e4f5" },
        createdAt: new Date(Date.now() - 2 * 3600_000),
      },
    });
    const alert = await waitFor("the operator's alert", () => findMail(stack, "ops@orania-stays.test", "work stuck")[0], 60_000);
    expect(alert.text).toContain(`Event ${event.id} (booking.rearranged)`);
    await stack.db.outboxEvent.update({ where: { id: event.id }, data: { handledAt: new Date() } });
  });
});
