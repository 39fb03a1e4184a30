// Every e-mail (the sign-in link's too), rendered for a fixture booking in each language, speaks only that language: no
// text of the other language's store (one that differs between the two and is a few words long)
// appears in its subject or body. The guest's e-mails follow the booking's language, the owner's
// the owner's console language; the business's name on top is the one in its details.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLanguage } from "@/content/dictionaries";
import { renderSignInMail } from "@/server/auth/sign-in-pages";
import { getBusinessToday } from "@/server/calendar/dates";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import type { TMail } from "@/server/mail/parts";
import { renderTemplate } from "@/server/mail/templates";
import { confirm } from "@/server/owner/actions";
import { readBookingAccount, recordLedgerEntry } from "@/server/payments/store";
import { dueDateSequence, GUEST_BOOKING_TEMPLATES, PAYMENT_REMINDER_TEMPLATES, type TMailTemplate } from "@/server/queue/jobs";
import { api, confirmRequest, makeBookingRequest } from "../support/api";
import { onlyIn } from "../support/language-phrases";
import { owner } from "../support/owner";

const LANGUAGES = ["en", "af"] as const;
const BUSINESS = "Kareeboom Gastehuise";
const today = getBusinessToday();
/** Each template's e-mail, and the sign-in link's (sent by its page, not a template). */
const rendered: Record<TLanguage, { template: TMailTemplate | "sign-in"; mail: Omit<TMail, "to"> }[]> = { en: [], af: [] };

async function setOwnerLanguage(language: TLanguage) {
  await getDb().user.upsert({
    where: { email: getConfig().OWNER_EMAIL },
    create: { id: "mail-languages-owner", name: "Owner", email: getConfig().OWNER_EMAIL, language },
    update: { language },
  });
}

/** A confirmed booking in `language` with a payment recorded, a guest message and the owner's answer. */
async function fixtureBooking(language: TLanguage) {
  const reply = await api<{ id: string }>("/api/bookings", {
    json: makeBookingRequest(
      { guestEmail: `talle-${language}@example.co.za`, guestName: "Anna Pienaar", language },
      language === "en" ? 410 : 420,
      3,
    ),
  });
  expect(reply.status, reply.text).toBe(201);
  const id = reply.body.id;
  expect((await confirmRequest(id)).status).toBe(200);
  await confirm(owner(language), { id });
  const account = (await readBookingAccount(id))!;
  const first = account.items[0]!;
  const entryId = await recordLedgerEntry(owner().actor, {
    bookingId: id,
    kind: "payment",
    amountCents: 10_000,
    occurredOn: today,
    method: "eft",
    note: "",
  });
  const db = getDb();
  const written = await db.bookingMessage.create({ data: { bookingId: id, author: "guest", body: "Dankie!" } });
  // The owner's e-mail covers the burst this message ends (marked as the quiet sweep marks it).
  const guestMessage = await db.bookingMessage.update({ where: { id: written.id }, data: { ownerMailSeq: written.id } });
  const ownerMessage = await db.bookingMessage.create({ data: { bookingId: id, author: "owner", body: "Welkom." } });
  return { id, entryId: Number(entryId), first, guestMessage: Number(guestMessage.id), ownerMessage: Number(ownerMessage.id) };
}

/** The other subjects the owner's e-mails are about: a review, guest photos, a calendar conflict, an alert, a week's digest. */
async function fixtureSubjects(language: TLanguage) {
  const db = getDb();
  const review = await db.review.create({
    data: { guestName: "Anna Pienaar", accommodationType: "general", rating: 5, comment: "Pragtig.", language },
  });
  const submission = await db.photoSubmission.create({ data: { guestName: "Anna Pienaar", guestEmail: "anna@example.co.za", language } });
  const feed = await db.calendarFeed.create({
    data: { stay: "vacation_home", source: "Airbnb", url: `https://example.com/${language}.ics` },
  });
  const conflict = await db.calendarConflict.create({ data: { feedId: feed.id, nights: [today], nightsKey: `${language}-${today}` } });
  const alert = await db.operatorAlert.create({
    data: {
      kind: "mail-languages-test",
      details: { stuckAfterMinutes: 15, outboxEvents: { stuck: 1, pending: 2, oldestSeconds: 1200 }, stuckEvents: [] },
    },
  });
  const weekStart = new Date(Date.UTC(2031, 0, language === "en" ? 6 : 13));
  const digest = await db.weeklyDigest.create({ data: { weekStart, sent: true } });
  return { review: review.id, submission: submission.id, conflict: conflict.id, alert: alert.id, digest: digest.id };
}

let savedName: string | null | undefined;

beforeAll(async () => {
  const db = getDb();
  savedName = (await db.businessProfile.findUnique({ where: { id: 1 } }))?.name;
  await db.businessProfile.upsert({
    where: { id: 1 },
    create: { id: 1, name: BUSINESS, address: getConfig().BUSINESS_ADDRESS },
    update: { name: BUSINESS },
  });
  for (const language of LANGUAGES) {
    await setOwnerLanguage(language);
    const booking = await fixtureBooking(language);
    const subjects = await fixtureSubjects(language);
    const reminder = Object.values(PAYMENT_REMINDER_TEMPLATES).find((template) => template.endsWith(booking.first.kind.split("_")[0]!))!;
    const jobs: [TMailTemplate, string, number?][] = [
      ["booking-guest-verify", booking.id],
      ...GUEST_BOOKING_TEMPLATES.map((template): [TMailTemplate, string] => [template, booking.id]),
      ["booking-owner-request", booking.id],
      ["booking-owner-hold-reminder", booking.id],
      ["booking-owner-lapsed", booking.id],
      ["booking-owner-cancelled", booking.id],
      ["payment-guest-receipt", booking.id, booking.entryId],
      [reminder, booking.id, dueDateSequence(booking.first.dueOn)],
      ["message-guest", booking.id, booking.ownerMessage],
      ["message-owner", booking.id, booking.guestMessage],
      ["review-owner", subjects.review],
      ["photos-owner", subjects.submission],
      ["calendar-conflict-owner", subjects.conflict],
      ["operator-stuck-work", subjects.alert],
      ["owner-weekly-digest", subjects.digest],
    ];
    for (const [template, subjectId, sequence] of jobs)
      rendered[language].push({ template, mail: (await renderTemplate(template, subjectId, sequence))! });
    rendered[language].push({
      template: "sign-in",
      mail: await renderSignInMail(language, `${getConfig().APP_URL}/owner/sign-in/link?token=x`),
    });
  }
});

afterAll(async () => {
  await getDb().businessProfile.update({ where: { id: 1 }, data: { name: savedName ?? null } });
});

describe("every e-mail in one language", () => {
  for (const language of LANGUAGES) {
    const other = language === "en" ? "af" : "en";
    it(`${language}: every template renders, with no ${other}-only text and the business's own name`, () => {
      const forbidden = onlyIn(other);
      expect(forbidden.length).toBeGreaterThan(100);
      expect(rendered[language].length).toBeGreaterThan(20);
      for (const { template, mail } of rendered[language]) {
        expect(mail.subject, template).not.toBe("");
        // The alert of stuck work goes in English to an operator's own address.
        if (template === "operator-stuck-work" && getConfig().OPERATOR_EMAIL && language === "af") continue;
        const written = `${mail.subject}\n${mail.text}`;
        for (const phrase of forbidden) expect(written, `${template} (${language}) has "${phrase}"`).not.toContain(phrase);
        expect(mail.text.split("\n")[0], template).toBe(BUSINESS);
        expect(mail.html, template).not.toContain("Orania Stays");
      }
    });
  }
});

describe("the owner's moderation e-mails", () => {
  it("of new guest photos reply to the uploader, whose address the form required", () => {
    for (const language of LANGUAGES) {
      const photos = rendered[language].find(({ template }) => template === "photos-owner")!.mail;
      expect(photos.replyTo, language).toBe("anna@example.co.za");
    }
  });
});
