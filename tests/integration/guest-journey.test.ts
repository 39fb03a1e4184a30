// The guest's journey after the request, below the browser: the calendar file of one booking from
// request to confirmation to cancellation (parsed with ical.js), the timed e-mails sent once each
// at their time with the clock set by the test, the booking's language taken from its page, and
// the guest's booking page (its signed link, cancel, the .ics download). Real PostgreSQL, Redis,
// the built site and a local SMTP inbox.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createActionToken, makeBookingPageUrl } from "@/server/approvals/token";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { decideBooking } from "@/server/bookings/decide-booking";
import { sweepLapsedHolds } from "@/server/bookings/holds";
import { scanReminders } from "@/server/bookings/reminders";
import { verifyBooking } from "@/server/bookings/verify-booking";
import { toUtcDate } from "@/server/calendar/dates";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { sendTemplatedMail } from "@/server/mail/send-mail";
import { renderTemplate } from "@/server/mail/templates";
import { makeMailKey, type TMailTemplate } from "@/server/queue/jobs";
import { handleBookingDecided } from "../../worker/jobs/booking-decided";
import { useFileInbox } from "../support/inbox";
import { api, BASE_URL, confirmRequest, makeBookingRequest, type TApiResponse } from "../support/api";
import { expectWellFormedCalendar } from "../support/ics";

const inbox = useFileInbox();

async function requestBooking(startInDays: number, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const request = makeBookingRequest({ accommodationType: "fisheagle-hut", ...overrides }, startInDays, 2);
  const response = await api<{ id: string; bookingNumber: string }>("/api/bookings", { json: request, headers });
  expect(response.status).toBe(201);
  return { ...response.body, request };
}

type TParsedIcs = { method: string; uid: string; sequence: number; status: string; summary: string; contentType: string };

async function icsOf(template: TMailTemplate, bookingId: string): Promise<TParsedIcs> {
  const mail = (await renderTemplate(template, bookingId))!;
  const attachment = mail.attachments?.find((a) => a.filename.endsWith(".ics"));
  expect(attachment, `${template} carries the calendar file`).toBeDefined();
  expectWellFormedCalendar(attachment!.content, `the calendar file of ${template}`);
  return parseIcs(String(attachment!.content), attachment!.contentType);
}

function parseIcs(content: string, contentType: string): TParsedIcs {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: String(event.getFirstPropertyValue("status")),
    summary: String(event.getFirstPropertyValue("summary")),
    contentType,
  };
}

describe("the guest's calendar file", () => {
  it("follows a booking from request to confirmation to cancellation: one UID, rising SEQUENCE, the right STATUS and METHOD", async () => {
    const booking = await requestBooking(640);
    expect(await verifyBooking(booking.id)).toBe("verified");
    const requested = await icsOf("booking-guest-received", booking.id);
    expect(requested).toMatchObject({
      method: "PUBLISH",
      status: "TENTATIVE",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    });
    expect(requested.summary).toContain("not confirmed yet");

    expect(await decideBooking(booking.id, "confirmed")).toBe("decided");
    const confirmed = await icsOf("booking-guest-confirmed", booking.id);
    expect(confirmed).toMatchObject({ method: "PUBLISH", status: "CONFIRMED", uid: requested.uid });
    expect(confirmed.sequence).toBeGreaterThan(requested.sequence);

    // The booking page's download is the same, current file, as bytes the site serves.
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    const link = makeBookingPageUrl(booking.id, stored.checkOut).replace(getConfig().APP_URL.replace(/\/+$/, ""), "");
    const downloadBytes = async () => {
      const response = await fetch(`${BASE_URL}${link}/calendar.ics`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    expectWellFormedCalendar(await downloadBytes(), "the booking page's calendar file (confirmed)");

    expect(await cancelBooking({ bookingId: booking.id, actor: { kind: "guest" } })).toBe("cancelled");
    const cancelled = await icsOf("booking-guest-cancelled", booking.id);
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: requested.uid });
    expect(cancelled.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancelled.sequence).toBeGreaterThan(confirmed.sequence);

    expectWellFormedCalendar(await downloadBytes(), "the booking page's calendar file (cancelled)");
    const download = await api(`${link}/calendar.ics`);
    expect(download.status).toBe(200);
    expect(parseIcs(download.text, download.headers.get("content-type")!)).toEqual(cancelled);
  });

  it("is a METHOD:CANCEL update when the owner declines", async () => {
    const booking = await requestBooking(646);
    await verifyBooking(booking.id);
    const requested = await icsOf("booking-guest-received", booking.id);
    expect(await decideBooking(booking.id, "declined")).toBe("decided");
    const declined = await icsOf("booking-guest-declined", booking.id);
    expect(declined).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: requested.uid });
    expect(declined.sequence).toBeGreaterThan(requested.sequence);
  });
});

/** Sends every e-mail the send log owes for these keys, as the worker's send-mail jobs do. */
async function sendOwed(keys: string[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (const key of keys) {
    const [template, subjectId] = key.split(":") as [TMailTemplate, string];
    outcomes.push(await sendTemplatedMail(template, subjectId));
  }
  return outcomes;
}

describe("timed e-mails", () => {
  it("sends the pre-arrival e-mail once, on its day, and never again after a restart", async () => {
    const booking = await requestBooking(652, { guestEmail: "arrival@example.co.za" });
    await verifyBooking(booking.id);
    await decideBooking(booking.id, "confirmed");
    const checkIn = toUtcDate(booking.request.checkIn);
    const days = getConfig().PRE_ARRIVAL_DAYS;
    // The business's noon, the day before the pre-arrival day: too early.
    const early = new Date(checkIn.getTime() - (days + 1) * 86_400_000 + 10 * 3_600_000);
    expect((await scanReminders(early)).preArrival).not.toContain(booking.id);
    const due = new Date(checkIn.getTime() - days * 86_400_000 + 10 * 3_600_000);
    expect((await scanReminders(due)).preArrival).toContain(booking.id);
    const key = makeMailKey("booking-guest-prearrival", booking.id);
    expect(await sendOwed([key])).toEqual(["sent"]);

    // A restarted worker scans and retries again: nothing is claimed or sent a second time.
    expect((await scanReminders(due)).preArrival).not.toContain(booking.id);
    expect((await scanReminders(new Date(due.getTime() + 3_600_000))).preArrival).not.toContain(booking.id);
    expect(await sendOwed([key])).toEqual(["already-sent"]);
    const mails = inbox.messages.filter((m) => m.to.includes("arrival@example.co.za") && m.subject?.includes(booking.bookingNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("R369");
    expect(mails[0]!.text).toContain("/booking/");
    expect(await getDb().emailSend.count({ where: { key } })).toBe(1);
  });

  it("reminds the owner once when a hold has HOLD_REMINDER_HOURS left, and tells them when it lapses", async () => {
    const booking = await requestBooking(660, { guestEmail: "lapse@example.co.za" });
    await verifyBooking(booking.id);
    const hold = await getDb().hold.findFirstOrThrow({ where: { booking: { id: booking.id } } });
    const reminderAt = new Date(hold.expiresAt!.getTime() - getConfig().HOLD_REMINDER_HOURS * 3_600_000);
    expect((await scanReminders(new Date(reminderAt.getTime() - 60_000))).holdReminders).not.toContain(booking.id);
    expect((await scanReminders(new Date(reminderAt.getTime() + 60_000))).holdReminders).toContain(booking.id);
    expect((await scanReminders(new Date(reminderAt.getTime() + 120_000))).holdReminders).not.toContain(booking.id);
    const reminderKey = makeMailKey("booking-owner-hold-reminder", booking.id);
    expect(await sendOwed([reminderKey, reminderKey])).toEqual(["sent", "already-sent"]);
    const reminder = inbox.messages.filter((m) => m.subject?.includes(`Reminder: booking request ${booking.bookingNumber}`));
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.to).toContain(getConfig().OWNER_EMAIL);

    // The hold lapses (its timestamp moved into the past, as the clock would): the sweep expires
    // the request and the decision's job owes the owner one e-mail.
    await getDb().hold.update({ where: { id: hold.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sweepLapsedHolds();
    expect(await handleBookingDecided({ bookingId: booking.id })).toBe("booking-guest-expired");
    await handleBookingDecided({ bookingId: booking.id });
    const lapsedKey = makeMailKey("booking-owner-lapsed", booking.id);
    expect(await getDb().emailSend.count({ where: { key: lapsedKey } })).toBe(1);
    expect(await sendOwed([lapsedKey, lapsedKey])).toEqual(["sent", "already-sent"]);
    const lapsed = inbox.messages.filter((m) => m.subject?.includes(`${booking.bookingNumber} lapsed unanswered`));
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0]!.to).toContain(getConfig().OWNER_EMAIL);
  });
});

describe("mail that helps", () => {
  it("gives guest e-mails the booking page, the contact and the business's Reply-To, and the owner's the guest's", async () => {
    const booking = await requestBooking(670, { guestEmail: "helped@example.co.za", guestPhone: "+27 082 123 4567" });
    await verifyBooking(booking.id);
    const guest = (await renderTemplate("booking-guest-received", booking.id))!;
    expect(guest.replyTo).toBe(getConfig().BUSINESS_EMAIL ?? getConfig().OWNER_EMAIL);
    expect(guest.html).toMatch(/href="http[^"]*\/booking\/[^"]+"/);
    expect(guest.html).toContain(`href="mailto:`);
    // The sign-off and the business's name stay on two lines.
    expect(guest.html).toMatch(/Warm regards,<br\/?>Orania Stays/);
    const owner = (await renderTemplate("booking-owner-request", booking.id))!;
    expect(owner.replyTo).toBe("helped@example.co.za");
    expect(owner.text).toContain("Phone: 082 123 4567");
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } })).guestPhone).toBe("+27821234567");
  });

  it("stores and mails a booking in its page's language, whatever the shared cookie says", async () => {
    const af = await requestBooking(676, { language: "af", guestEmail: "tab-af@example.co.za" }, { cookie: "lang=en" });
    const en = await requestBooking(680, { language: "en", guestEmail: "tab-en@example.co.za" }, { cookie: "lang=af" });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: af.id } })).language).toBe("af");
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: en.id } })).language).toBe("en");
    expect((await renderTemplate("booking-guest-verify", af.id))!.subject).toContain("Bevestig asseblief");
    expect((await renderTemplate("booking-guest-verify", en.id))!.subject).toContain("Please confirm");
  });
});

describe("the guest's booking page", () => {
  it("opens only from its signed link, shows the request, and cancels it after a confirmation step, freeing the nights", async () => {
    const booking = await requestBooking(690, { guestEmail: "page@example.co.za" });
    await verifyBooking(booking.id);
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    const path = makeBookingPageUrl(booking.id, stored.checkOut).replace(getConfig().APP_URL.replace(/\/+$/, ""), "");

    const page = await api(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.text).toContain(booking.bookingNumber);
    expect(page.text).toContain("the owner has not answered yet");
    expect(page.text).not.toContain("R369"); // directions only once confirmed
    expect((await api(`${path}?lang=af`)).text).toContain("die eienaar het nog nie geantwoord nie");

    const tampered = path.slice(0, -3) + (path.endsWith("AAA") ? "BBB" : "AAA");
    expect((await api(tampered)).status).toBe(403);

    const step = await api(`${path}?cancel=1`);
    expect(step.text).toContain("Yes, cancel it");
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");
    // Another site's form cannot cancel it.
    expect((await api(path, { method: "POST", body: "action=cancel", headers: { origin: "https://evil.example" } })).status).toBe(403);
    const cancelled = await api(path, { method: "POST", body: "action=cancel", headers: { origin: BASE_URL } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain("Your booking is cancelled");
    expect(await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: "cancelled", holdId: null });
    expect(
      await getDb().outboxEvent.count({ where: { topic: "booking.cancelled", payload: { path: ["bookingId"], equals: booking.id } } }),
    ).toBe(1);
    await requestBooking(690, { accommodationType: "vacation-home", guestEmail: "next@example.co.za" });
    // A second cancel changes nothing.
    expect((await api(path, { method: "POST", body: "action=cancel", headers: { origin: BASE_URL } })).text).toContain(
      "can no longer be cancelled",
    );
  });

  it("answers a download's refusal as the booking page's message, in the site's layout, with its status", async () => {
    const booking = await requestBooking(716, { guestEmail: "files@example.co.za" });
    await verifyBooking(booking.id);
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    const path = makeBookingPageUrl(booking.id, stored.checkOut).replace(getConfig().APP_URL.replace(/\/+$/, ""), "");
    const expectMessage = (reply: TApiResponse, status: number, text: string) => {
      expect(reply.status).toBe(status);
      expect(reply.headers.get("content-type")).toContain("text/html");
      expect([reply.headers.get("cache-control"), reply.headers.get("x-robots-tag")]).toEqual(["no-store", "noindex"]);
      expect(reply.text).toContain('<html lang="en"');
      expect(/<main[\s\S]*?<\/main>/.exec(reply.text)?.[0]).toContain(text);
    };
    // A request not yet confirmed has no pro-forma invoice; its language toggle is the download's own address.
    const proforma = await api(`${path}/proforma.pdf?lang=en`);
    expectMessage(proforma, 404, "There is no such document for this booking.");
    expect(proforma.text).toContain(`${path}/proforma.pdf?lang=af"`);
    // A tampered link, and one past its time, with the way to have the right one sent again.
    const tampered = `${path.slice(0, -3)}${path.endsWith("AAA") ? "BBB" : "AAA"}/calendar.ics`;
    expectMessage(await api(tampered), 403, "The link has been altered or was not made by our website.");
    const expired = createActionToken(
      { action: "booking.view", subjectId: booking.id, expiresAt: Date.now() - 1000 },
      process.env.APPROVAL_SECRET,
    );
    const late = await api(`/booking/${expired}/tax-invoice.pdf`);
    expectMessage(late, 410, "The link has been altered or was not made by our website.");
    expect(late.text).toContain('href="/booking?lang=en"');
    // The files are read, never posted to.
    const posted = await api(`${path}/calendar.ics`, { method: "POST" });
    expect([posted.status, posted.headers.get("allow")]).toEqual([405, "GET, HEAD, OPTIONS"]);
  });

  it("re-sends a lost link with the same answer whether or not the details match", async () => {
    const booking = await requestBooking(696, { guestEmail: "lost@example.co.za" });
    expect((await confirmRequest(booking.id)).status).toBe(200);
    const ask = (bookingNumber: string, guestEmail: string) =>
      api("/booking", {
        method: "POST",
        body: new URLSearchParams({ bookingNumber, guestEmail }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL },
      });
    const matching = await ask(booking.bookingNumber, "LOST@example.co.za");
    const wrong = await ask(booking.bookingNumber, "someone@example.co.za");
    expect(matching.status).toBe(200);
    expect(wrong.status).toBe(200);
    // The same page: its title and its main content (the framework's script chunks stream in no fixed order, with a fresh nonce each).
    const shown = (text: string) => [/<title>[^<]*<\/title>/.exec(text)?.[0], /<main[\s\S]*?<\/main>/.exec(text)?.[0]];
    expect(shown(matching.text).every(Boolean)).toBe(true);
    expect(shown(wrong.text)).toEqual(shown(matching.text));
    const links = await getDb().emailSend.findMany({ where: { key: { startsWith: `booking-guest-link:${booking.id}:` } } });
    expect(links).toHaveLength(1);
    expect((await ask("nonsense", "x")).status).toBe(400);

    // A request nobody confirmed from its e-mail (made with someone else's address, say): the same
    // answer, and nothing is sent, whether it still waits or has lapsed.
    const unconfirmed = await requestBooking(700, { guestEmail: "victim@example.co.za" });
    const lapsed = await requestBooking(704, { guestEmail: "victim@example.co.za" });
    // Its confirmation e-mail left (its window starts then), and the window has passed.
    await getDb().emailSend.create({
      data: { key: makeMailKey("booking-guest-verify", lapsed.id), sentAt: new Date(Date.now() - 120_000) },
    });
    await getDb().hold.updateMany({ where: { booking: { id: lapsed.id } }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    await sweepLapsedHolds();
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: lapsed.id } })).status).toBe("expired");
    for (const request of [unconfirmed, lapsed]) {
      const reply = await ask(request.bookingNumber, "victim@example.co.za");
      expect(reply.status).toBe(200);
      expect(shown(reply.text)).toEqual(shown(matching.text));
      expect(await getDb().emailSend.count({ where: { key: { startsWith: `booking-guest-link:${request.id}:` } } })).toBe(0);
    }
  });
});
