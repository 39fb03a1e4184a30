// A booking's messages, notes and corrections below the browser: the owner's message reaches the
// guest once by e-mail in the guest's language with the link back to the thread, the guest answers
// on the booking page (a plain POST: same site only, the field's refusal in the page's language),
// a burst of the guest's messages owes the owner one e-mail, decided from PostgreSQL, so a wiped
// Redis neither loses nor doubles it; the owner's notes never reach the guest; a corrected e-mail
// address gets the next e-mail; and messages, notes and the corrections' values are erased with
// the booking's other personal data. Real PostgreSQL, Redis, the built site and a local SMTP inbox.
import { describe, expect, it } from "vitest";
import { makeBookingPageUrl } from "@/server/approvals/token";
import { decideBooking } from "@/server/bookings/decide-booking";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { makeExportToken } from "@/server/calendar/feeds";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { sendTemplatedMail } from "@/server/mail/send-mail";
import { scanMessageBursts } from "@/server/messages/thread";
import * as ownerReads from "@/server/owner/reads";
import * as messages from "@/server/owner/message-actions";
import { getProducerConnection } from "@/server/queue";
import { parseMailKey } from "@/server/queue/jobs";
import { listPendingMailKeys } from "@/server/reconcile/pending";
import { erasePersonalData } from "@/server/retention/erase-personal-data";
import { useFileInbox } from "../support/inbox";
import { api, BASE_URL, confirmRequest, makeBookingRequest } from "../support/api";
import { owner, refusal } from "../support/owner";

const inbox = useFileInbox();

const DAY = 24 * 3600 * 1000;

async function requestBooking(startInDays: number, overrides: Record<string, unknown> = {}) {
  const request = makeBookingRequest({ accommodationType: "fisheagle-hut", ...overrides }, startInDays, 2);
  const response = await api<{ id: string; bookingNumber: string }>("/api/bookings", { json: request });
  expect(response.status).toBe(201);
  expect((await confirmRequest(response.body.id)).status).toBe(200);
  return response.body;
}

async function pagePath(bookingId: string): Promise<string> {
  const stored = await getDb().booking.findUniqueOrThrow({ where: { id: bookingId } });
  return makeBookingPageUrl(bookingId, stored.checkOut).replace(getConfig().APP_URL.replace(/\/+$/, ""), "");
}

/** The guest's answer from the booking page's form, as the browser sends it. */
function postMessage(path: string, message: string, origin = BASE_URL) {
  return api(`${path}?lang=af`, {
    method: "POST",
    body: new URLSearchParams({ action: "message", message }).toString(),
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}

/** Sends every e-mail the send log owes (as the reconciler's jobs would), and returns how many went. */
async function sendOwed(): Promise<number> {
  let sent = 0;
  for (const key of await listPendingMailKeys(new Date(Date.now() + 60_000))) {
    const payload = parseMailKey(key);
    if (payload && (await sendTemplatedMail(payload.template, payload.subjectId, payload.sequence)) === "sent") sent++;
  }
  return sent;
}

const mailsTo = (to: string, subject: string) => inbox.messages.filter((m) => m.to.includes(to) && m.subject?.includes(subject));

describe("a booking's messages", () => {
  it("the owner's message reaches the guest once, in Afrikaans, with the link back to the thread; the guest answers on the page", async () => {
    const booking = await requestBooking(400, { guestEmail: "boodskap@example.co.za", language: "af" });
    await getDb().booking.update({ where: { id: booking.id }, data: { language: "af" } });
    const path = await pagePath(booking.id);

    const { id } = await messages.send(owner(), { id: booking.id, body: "Welkom! Die hek se kode volg." });
    const event = await getDb().outboxEvent.findFirstOrThrow({
      where: { topic: "message.sent", payload: { path: ["messageId"], equals: id } },
    });
    expect(event.payload).toEqual({ bookingId: booking.id, messageId: id });
    // The send log owes it once; sending twice sends once.
    expect(await sendTemplatedMail("message-guest", booking.id, Number(id))).toBe("sent");
    expect(await sendTemplatedMail("message-guest", booking.id, Number(id))).toBe("already-sent");
    const mails = mailsTo("boodskap@example.co.za", `'n Boodskap oor u bespreking ${booking.bookingNumber}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Welkom! Die hek se kode volg.");
    expect(mails[0]!.html).toContain(`${path}#messages`);
    expect(mails[0]!.html).toContain("Antwoord op u besprekingsblad");

    const page = await api(`${path}?lang=af`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="messages"');
    expect(page.text).toContain("Welkom! Die hek se kode volg.");

    // Another site's form is refused; an empty answer is refused under its field, in Afrikaans.
    expect((await postMessage(path, "Hallo", "https://evil.example")).status).toBe(403);
    const empty = await postMessage(path, "   ");
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Skryf eers &#x27;n boodskap.");
    expect(empty.text).toContain('aria-invalid="true"');
    const long = await postMessage(path, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect(long.text).toContain("Hoogstens 2000 karakters.");
    expect(await getDb().bookingMessage.count({ where: { bookingId: booking.id, author: "guest" } })).toBe(0);

    const answered = await postMessage(path, "Dankie, ons kom Vrydag.");
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`${path}?lang=af&sent=1#messages`);
    const after = await api(`${path}?lang=af&sent=1`);
    expect(after.text).toContain("U boodskap is gestuur.");
    expect(after.text).toContain("Dankie, ons kom Vrydag.");

    // The owner's Today lists the unread thread; the owner's reply marks it read.
    expect((await ownerReads.today(owner())).unreadThreads.map((t) => [t.id, t.unread])).toContainEqual([booking.id, 1]);
    const thread = await messages.thread(owner(), { id: booking.id });
    expect(thread.messages.map((m) => [m.author, m.unread])).toEqual([
      ["owner", false],
      ["guest", true],
    ]);
    await messages.send(owner(), { id: booking.id, body: "Lekker, sien julle dan." });
    expect((await ownerReads.today(owner())).unreadThreads.map((t) => t.id)).not.toContain(booking.id);
  });

  it("a burst of three guest messages owes the owner one e-mail, after the quiet period, and a wiped Redis neither loses nor doubles it", async () => {
    const booking = await requestBooking(410, { guestEmail: "burst@example.co.za" });
    const path = await pagePath(booking.id);
    for (const text of ["Eerste vraag", "Tweede vraag", "Derde vraag"]) expect((await postMessage(path, text)).status).toBe(303);
    const quiet = getConfig().MESSAGE_QUIET_SECONDS * 1000;

    // Within the quiet period nothing is owed.
    expect(await scanMessageBursts(new Date(Date.now() + quiet - 5000))).not.toContain(booking.id);
    const later = new Date(Date.now() + quiet + 1000);
    expect(await scanMessageBursts(later)).toEqual([booking.id]);
    // Redis wiped after the claim: the send log still owes it (the reconciler's list), and no scan claims it again.
    await getProducerConnection().flushdb();
    expect(await scanMessageBursts(later)).toEqual([]);
    const owed = (await listPendingMailKeys(new Date(Date.now() + 60_000))).filter((key) => key.startsWith(`message-owner:${booking.id}:`));
    expect(owed).toHaveLength(1);
    await sendOwed();
    expect(await sendOwed()).toBe(0);
    const told = mailsTo(getConfig().OWNER_EMAIL, `Guest message about booking ${booking.bookingNumber}`);
    expect(told).toHaveLength(1);
    for (const text of ["Eerste vraag", "Tweede vraag", "Derde vraag"]) expect(told[0]!.text).toContain(text);
    expect(told[0]!.text).toContain("3 messages");

    // A later burst is a new e-mail; messages the owner read before the quiet period ended owe none.
    expect((await postMessage(path, "Vierde vraag")).status).toBe(303);
    expect(await scanMessageBursts(new Date(Date.now() + quiet + 1000))).toEqual([booking.id]);
    expect((await postMessage(path, "Vyfde vraag")).status).toBe(303);
    await messages.markRead(owner(), { id: booking.id });
    expect(await scanMessageBursts(new Date(Date.now() + quiet + 1000))).toEqual([]);
    await sendOwed();
    expect(mailsTo(getConfig().OWNER_EMAIL, `Guest message about booking ${booking.bookingNumber}`)).toHaveLength(2);
  });

  it("never puts a message or a note in a public reply", async () => {
    const booking = await requestBooking(420, { accommodationType: "vacation-home", guestEmail: "public@example.co.za" });
    await decideBooking(booking.id, "confirmed");
    const secret = "Boodskap-geheim-7b1f";
    await messages.send(owner(), { id: booking.id, body: `${secret} owner` });
    await messages.addNote(owner(), { id: booking.id, body: `${secret} note` });
    const path = await pagePath(booking.id);
    expect((await postMessage(path, `${secret} guest`)).status).toBe(303);
    // The guest's page shows the thread, never the owner's note.
    const page = await api(`${path}?lang=af`);
    expect(page.text).toContain(`${secret} owner`);
    expect(page.text).not.toContain(`${secret} note`);

    const checkIn = addDays(getBusinessToday(), 420);
    const replies = [
      await api("/api/unavailable-dates?accommodationType=vacation-home"),
      await api("/api/reviews"),
      await api("/api/calculate-price", {
        json: { accommodationType: "vacation-home", checkIn, checkOut: addDays(checkIn, 2), guests: 2 },
      }),
      await api(`/calendar/vacation-home.ics?token=${makeExportToken("vacation-home")}`),
      await api("/vacation-home"),
      await api(
        `/api/trpc/bookings.unavailableDates?input=${encodeURIComponent(JSON.stringify({ json: { accommodationType: "vacation-home" } }))}`,
      ),
    ];
    for (const reply of replies) {
      expect(reply.status).toBeLessThan(500);
      expect(reply.text).not.toContain(secret);
    }
  });
});

describe("notes and corrections", () => {
  it("corrects the guest's details with an audit entry, and the next e-mail goes to the corrected address", async () => {
    const booking = await requestBooking(430, { guestEmail: "wrong@example.co.za" });
    const bad = await refusal(
      messages.correct(owner("af"), { id: booking.id, guestName: "", guestEmail: "nie-'n-adres", guestPhone: "abc", checkInTime: "15:00" }),
      "af",
    );
    expect(bad.code).toBe("BAD_REQUEST");
    expect(bad.details.fields).toMatchObject({
      guestName: "Vul die gas se naam in.",
      guestEmail: expect.stringContaining("e-posadres") as string,
      guestPhone: expect.stringContaining("telefoonnommer") as string,
    });

    const done = await messages.correct(owner(), {
      id: booking.id,
      guestName: "Anna van der Merwe",
      guestEmail: "Right@Example.co.za",
      guestPhone: "082 555 1234",
      checkInTime: "16:00",
    });
    expect(done.corrected).toEqual(["guestEmail", "guestPhone", "checkInTime"]);
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ guestEmail: "right@example.co.za", guestPhone: "+27825551234", checkInTime: "16:00" });
    const audit = await getDb().auditEntry.findFirstOrThrow({ where: { bookingId: booking.id, action: "booking.correct" } });
    expect(audit).toMatchObject({
      actorKind: "owner",
      before: { guestEmail: "wrong@example.co.za", guestPhone: "+27821234567", checkInTime: "15:00" },
      after: { guestEmail: "right@example.co.za", guestPhone: "+27825551234", checkInTime: "16:00" },
    });
    // Nothing differs: nothing written.
    expect(
      (
        await messages.correct(owner(), {
          id: booking.id,
          guestName: "Anna van der Merwe",
          guestEmail: "right@example.co.za",
          guestPhone: "+27825551234",
          checkInTime: "16:00",
        })
      ).corrected,
    ).toEqual([]);
    expect(await getDb().auditEntry.count({ where: { bookingId: booking.id, action: "booking.correct" } })).toBe(1);

    const { id } = await messages.send(owner(), { id: booking.id, body: "Na die regte adres." });
    expect(await sendTemplatedMail("message-guest", booking.id, Number(id))).toBe("sent");
    expect(mailsTo("right@example.co.za", booking.bookingNumber)).toHaveLength(1);
    expect(mailsTo("wrong@example.co.za", `message about your booking ${booking.bookingNumber}`)).toHaveLength(0);
  });

  it("erases messages, notes and the corrections' values with the booking's other personal data", async () => {
    const booking = await requestBooking(440, { guestEmail: "vergeet@example.co.za" });
    const path = await pagePath(booking.id);
    await messages.send(owner(), { id: booking.id, body: "Owner's words" });
    expect((await postMessage(path, "Guest's words")).status).toBe(303);
    await messages.addNote(owner(), { id: booking.id, body: "Private words" });
    await messages.correct(owner(), {
      id: booking.id,
      guestName: "Anna Other",
      guestEmail: "vergeet@example.co.za",
      guestPhone: "",
      checkInTime: "15:00",
    });
    await decideBooking(booking.id, "declined");

    await erasePersonalData({ now: new Date(Date.now() + 5 * DAY) });
    expect(await getDb().bookingMessage.count({ where: { bookingId: booking.id } })).toBe(2);
    await erasePersonalData({ now: new Date(Date.now() + (getConfig().RETENTION_DAYS + 1) * DAY) });
    expect(await getDb().bookingMessage.count({ where: { bookingId: booking.id } })).toBe(0);
    expect(await getDb().bookingNote.count({ where: { bookingId: booking.id } })).toBe(0);
    const audit = await getDb().auditEntry.findFirstOrThrow({ where: { bookingId: booking.id, action: "booking.correct" } });
    expect([audit.before, audit.after]).toEqual([null, null]);
    // An erased booking takes no more messages or notes, from either side.
    expect((await refusal(messages.send(owner(), { id: booking.id, body: "Again" }))).code).toBe("CONFLICT");
    expect((await refusal(messages.addNote(owner(), { id: booking.id, body: "Again" }))).code).toBe("CONFLICT");
    const closed = await postMessage(path, "Again");
    expect(closed.status).toBe(409);
    expect(await getDb().bookingMessage.count({ where: { bookingId: booking.id } })).toBe(0);
    expect(await scanMessageBursts(new Date(Date.now() + DAY))).not.toContain(booking.id);
  });
});
