// Builds each e-mail from the database at send time: recipient, subject, HTML and text, and for
// a new booking request the guest's calendar file. Job payloads carry only the subject's id.
import ical from "ical-generator";
import { GUEST_MAIL } from "@/content/mail";
import { STAYS } from "@/content/stays";
import { makeActionUrl, makeVerifyUrl } from "../approvals/token";
import { fromStayEnum } from "../bookings/stay-enum";
import { formatDisplayDate, fromUtcDate } from "../calendar/dates";
import { getConfig, getOperatorEmail } from "../config";
import { getDb } from "../db/client";
import type { TMailTemplate } from "../queue/jobs";
import { formatRand } from "@/content/site";
import { makePublicUrl } from "../storage";
import type { TWorkCount, TWorkReport } from "../reconcile/pending";
import { renderMail, type TMailBlock } from "./layout";

export const BUSINESS_NAME = "Orania Stays";

export type TMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
};

async function loadBooking(bookingId: string) {
  const booking = await getDb().booking.findUniqueOrThrow({ where: { id: bookingId } });
  const stay = STAYS[fromStayEnum(booking.stay)];
  return { booking, stay, checkIn: fromUtcDate(booking.checkIn), checkOut: fromUtcDate(booking.checkOut) };
}

type TLoadedBooking = Awaited<ReturnType<typeof loadBooking>>;

function bookingRows({ booking, stay, checkIn, checkOut }: TLoadedBooking, language: "en" | "af"): [string, string][] {
  const l = GUEST_MAIL[language].labels;
  return [
    [l.bookingNumber, booking.number],
    [l.stay, stay.name[language]],
    [l.checkIn, formatDisplayDate(checkIn)],
    [l.checkOut, formatDisplayDate(checkOut)],
    [l.guests, String(booking.guests)],
    [l.checkInTime, booking.checkInTime],
    [l.total, formatRand(booking.totalPrice)],
  ];
}

function makeIcs(loaded: TLoadedBooking): string {
  const { booking, stay, checkIn, checkOut } = loaded;
  const texts = GUEST_MAIL[booking.language];
  const calendar = ical({
    name: BUSINESS_NAME,
    prodId: { company: "orania-stays", product: "bookings", language: booking.language.toUpperCase() },
  });
  calendar.createEvent({
    id: `${booking.number}@orania-stays`,
    allDay: true,
    // All-day events are calendar dates: built from UTC noon so no zone can move them a day.
    start: new Date(`${checkIn}T12:00:00Z`),
    end: new Date(`${checkOut}T12:00:00Z`),
    summary: texts.calendarSummary(stay.name[booking.language]),
    description: `${texts.labels.bookingNumber}: ${booking.number}\n${texts.labels.checkInTime}: ${booking.checkInTime}`,
    location: "Orania, Northern Cape, South Africa",
  });
  return calendar.toString();
}

async function renderGuestBookingMail(template: TMailTemplate, bookingId: string): Promise<TMail> {
  const loaded = await loadBooking(bookingId);
  const { booking } = loaded;
  const texts = GUEST_MAIL[booking.language];
  const part = {
    "booking-guest-received": texts.received,
    "booking-guest-confirmed": texts.confirmed,
    "booking-guest-declined": texts.declined,
    "booking-guest-expired": texts.expired,
    "booking-guest-unavailable": texts.unavailable,
  }[template as "booking-guest-received"];
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: texts.greeting(booking.guestName) },
    { kind: "paragraph", text: part.intro },
    { kind: "details", rows: bookingRows(loaded, booking.language) },
    { kind: "paragraph", text: part.next },
  ];
  if (template === "booking-guest-received") blocks.push({ kind: "paragraph", text: texts.received.notCharged });
  blocks.push({ kind: "paragraph", text: `${texts.signOff}\n${BUSINESS_NAME}` });
  const subject = part.subject(booking.number);
  return {
    to: booking.guestEmail,
    subject,
    ...renderMail({ brand: BUSINESS_NAME, title: subject, blocks, footer: texts.footer, language: booking.language }),
    attachments:
      template === "booking-guest-received"
        ? [{ filename: `${booking.number}.ics`, content: makeIcs(loaded), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }]
        : undefined,
  };
}

/** The one e-mail a new request sends before its guest confirms it: the link that confirms it. */
async function renderGuestVerifyMail(bookingId: string): Promise<TMail> {
  const loaded = await loadBooking(bookingId);
  const { booking } = loaded;
  const texts = GUEST_MAIL[booking.language];
  const hold = booking.holdId ? await getDb().hold.findUnique({ where: { id: booking.holdId }, select: { expiresAt: true } }) : null;
  const expiresAt = hold?.expiresAt ?? new Date();
  const subject = texts.verify.subject(booking.number);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: texts.greeting(booking.guestName) },
    { kind: "paragraph", text: texts.verify.intro(getConfig().PROVISIONAL_HOLD_MINUTES) },
    { kind: "details", rows: bookingRows(loaded, booking.language) },
    { kind: "buttons", links: [{ label: texts.verify.button, href: makeVerifyUrl(booking.id, expiresAt), tone: "primary" }] },
    { kind: "paragraph", text: texts.verify.notYou },
    { kind: "paragraph", text: `${texts.signOff}\n${BUSINESS_NAME}` },
  ];
  return {
    to: booking.guestEmail,
    subject,
    ...renderMail({ brand: BUSINESS_NAME, title: subject, blocks, footer: texts.footer, language: booking.language }),
  };
}

async function renderOwnerBookingMail(bookingId: string): Promise<TMail> {
  const loaded = await loadBooking(bookingId);
  const { booking, stay } = loaded;
  const subject = `Booking request ${booking.number}: ${stay.name.en}, ${formatDisplayDate(loaded.checkIn)} to ${formatDisplayDate(loaded.checkOut)}`;
  const blocks: TMailBlock[] = [
    {
      kind: "paragraph",
      text: `A new booking request is waiting for your answer. Its nights are held until you decide, or for ${getConfig().HOLD_HOURS} hours.`,
    },
    {
      kind: "details",
      rows: [
        ...bookingRows(loaded, "en"),
        ["Nights", String(booking.nights)],
        ["Price", `${formatRand(booking.basePrice)} + ${formatRand(booking.additionalGuestFee)} additional guests`],
        ["Guest", booking.guestName],
        ["E-mail", booking.guestEmail],
        ["Phone", booking.guestPhone],
        ["Guest's language", booking.language === "af" ? "Afrikaans" : "English"],
      ],
    },
    {
      kind: "buttons",
      links: [
        { label: "Confirm booking", href: makeActionUrl("booking.approve", booking.id), tone: "primary" },
        { label: "Decline", href: makeActionUrl("booking.decline", booking.id), tone: "secondary" },
        { label: "Decline and block this sender", href: makeActionUrl("booking.decline-block", booking.id), tone: "secondary" },
      ],
    },
    {
      kind: "paragraph",
      text: `Each link opens a page where you confirm the choice; the guest is e-mailed either way. The guest confirmed this e-mail address. Blocking refuses new requests from this e-mail address and phone number for ${getConfig().SENDER_BLOCK_DAYS} days.`,
    },
  ];
  return {
    to: getConfig().OWNER_EMAIL,
    subject,
    ...renderMail({ brand: BUSINESS_NAME, title: subject, blocks, footer: "Sent by your booking website.", language: "en" }),
  };
}

/** Public addresses of the 480 px JPEG derivatives of these photos, for thumbnails. */
async function loadThumbnails(where: { reviewId?: string; submissionId?: string }): Promise<string[]> {
  const photos = await getDb().photo.findMany({
    where: { ...where, state: "ready" },
    orderBy: { position: "asc" },
    select: { derivatives: { where: { format: "jpeg" }, orderBy: { width: "asc" }, take: 1, select: { key: true } } },
  });
  return photos.flatMap((photo) => photo.derivatives.map((d) => makePublicUrl(d.key)));
}

async function renderOwnerModerationMail(template: "review-owner" | "photos-owner", id: string): Promise<TMail> {
  const db = getDb();
  let subject: string;
  let blocks: TMailBlock[];
  if (template === "review-owner") {
    const review = await db.review.findUniqueOrThrow({ where: { id } });
    const target = review.accommodationType === "general" ? "the stays in general" : STAYS[fromStayEnum(review.accommodationType)].name.en;
    subject = `New review from ${review.guestName} (${review.rating}/5)`;
    blocks = [
      { kind: "paragraph", text: `A guest wrote a review of ${target}. It appears on the site only once you publish it.` },
      {
        kind: "details",
        rows: [
          ["From", review.guestName],
          ["Rating", `${review.rating} / 5`],
          ["Comment", review.comment],
        ],
      },
    ];
    const thumbnails = await loadThumbnails({ reviewId: id });
    if (thumbnails.length > 0) blocks.push({ kind: "images", urls: thumbnails, alt: "Photo with the review" });
    blocks.push({
      kind: "buttons",
      links: [
        { label: "Publish review", href: makeActionUrl("review.approve", id), tone: "primary" },
        { label: "Reject", href: makeActionUrl("review.reject", id), tone: "secondary" },
      ],
    });
  } else {
    const submission = await db.photoSubmission.findUniqueOrThrow({ where: { id } });
    const thumbnails = await loadThumbnails({ submissionId: id });
    subject = `New guest photos from ${submission.guestName}`;
    blocks = [
      {
        kind: "paragraph",
        text: `${submission.guestName} (${submission.guestEmail}) shared photos. They appear in the guest gallery only once you publish them.`,
      },
      { kind: "images", urls: thumbnails, alt: "Guest photo" },
      {
        kind: "buttons",
        links: [
          { label: "Publish photos", href: makeActionUrl("photos.approve", id), tone: "primary" },
          { label: "Reject", href: makeActionUrl("photos.reject", id), tone: "secondary" },
        ],
      },
    ];
  }
  return {
    to: getConfig().OWNER_EMAIL,
    subject,
    ...renderMail({ brand: BUSINESS_NAME, title: subject, blocks, footer: "Sent by your booking website.", language: "en" }),
  };
}

async function renderCalendarConflictMail(conflictId: string): Promise<TMail> {
  const conflict = await getDb().calendarConflict.findUniqueOrThrow({ where: { id: conflictId }, include: { feed: true } });
  const stay = STAYS[fromStayEnum(conflict.feed.stay)].name.en;
  const subject = `Calendar conflict: ${conflict.feed.source} has nights you already hold`;
  const blocks: TMailBlock[] = [
    {
      kind: "paragraph",
      text: `The ${conflict.feed.source} calendar of ${stay} blocks nights that a booking or block on your own site already holds. Only one stay can be booked for a night, so one of them may be a double booking. Please check both and cancel one.`,
    },
    {
      kind: "details",
      rows: [
        ["Channel", conflict.feed.source],
        ["Stay", stay],
        ["Nights", conflict.nights.map(formatDisplayDate).join(", ")],
      ],
    },
    { kind: "paragraph", text: "The site keeps its own booking; the channel's nights that were free are blocked here as usual." },
  ];
  return {
    to: getConfig().OWNER_EMAIL,
    subject,
    ...renderMail({ brand: BUSINESS_NAME, title: subject, blocks, footer: "Sent by your booking website.", language: "en" }),
  };
}

/** The operator's alert: which kinds of work have been stuck, and where to look. Counts only, no guest data. */
async function renderStuckWorkMail(alertId: string): Promise<TMail> {
  const alert = await getDb().operatorAlert.findUniqueOrThrow({ where: { id: alertId } });
  const report = alert.details as unknown as TWorkReport;
  const opened = `${alert.openedAt.toISOString().slice(0, 19).replace("T", " ")} UTC`;
  const subject = `Orania Stays: work stuck for over ${report.stuckAfterMinutes} minutes (${opened})`;
  const row = (label: string, count: TWorkCount | undefined): [string, string] => [
    label,
    count
      ? `${count.stuck} stuck of ${count.pending} waiting${count.oldestSeconds !== null ? `, oldest ${Math.round(count.oldestSeconds / 60)} min` : ""}`
      : "-",
  ];
  const appUrl = getConfig().APP_URL.replace(/\/+$/, "");
  const blocks: TMailBlock[] = [
    {
      kind: "paragraph",
      text: `Some of the site's background work has not been done for over ${report.stuckAfterMinutes} minutes. Nothing is lost: it is all recorded in the database, and the worker keeps retrying it. Usually a service is away (mail server, photo storage, Redis) or the worker is not running.`,
    },
    {
      kind: "details",
      rows: [
        row("Events to handle", report.outboxEvents),
        row("Photos to process", report.photos),
        row("E-mails to send", report.mails),
        row("Lapsed holds to release", report.lapsedHolds),
      ],
    },
    {
      kind: "paragraph",
      text: `Failed jobs and their errors: ${appUrl}/admin/queues. Current counts: ${appUrl}/api/health. This alert is sent once; when nothing is stuck any more, the next stuck work alerts again.`,
    },
  ];
  return {
    to: getOperatorEmail(),
    subject,
    ...renderMail({ brand: BUSINESS_NAME, title: subject, blocks, footer: "Sent by your booking website.", language: "en" }),
  };
}

export async function renderTemplate(template: TMailTemplate, subjectId: string): Promise<TMail> {
  switch (template) {
    case "operator-stuck-work":
      return renderStuckWorkMail(subjectId);
    case "calendar-conflict-owner":
      return renderCalendarConflictMail(subjectId);
    case "booking-owner-request":
      return renderOwnerBookingMail(subjectId);
    case "booking-guest-verify":
      return renderGuestVerifyMail(subjectId);
    case "review-owner":
    case "photos-owner":
      return renderOwnerModerationMail(template, subjectId);
    default:
      return renderGuestBookingMail(template, subjectId);
  }
}
