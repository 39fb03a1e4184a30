// Builds each e-mail from the database at send time: recipient, subject, HTML and text, and for
// a new booking request the guest's calendar file. Job payloads carry only the subject's id.
import "server-only";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { GUEST_MAIL } from "@/content/mail";
import type { TLanguage } from "@/content/dictionaries";
import { OWNER_MAIL } from "@/content/owner-mail";
import { readOwnerMailLanguage } from "./owner-language";
import { fillHours, STAYS } from "@/content/stays";
import { makeActionUrl, makeReviewInviteUrl, makeVerifyUrl } from "../approvals/token";
import { formatPhoneForOwner } from "../bookings/phone";
import { getBusinessDetails, type TBusinessDetails } from "../business";
import { fromStayEnum } from "../bookings/stay-enum";
import { readCancellation, type TCancellation } from "../bookings/cancel-booking";
import { REFUND_BUSINESS_DAYS, type TRefund } from "../payments/rules";
import { diffDays, formatDisplayDate, getBusinessToday, toUtcDate } from "../calendar/dates";
import { getConfig, getOperatorEmail } from "../config";
import { getDb } from "../db/client";
import { GUEST_BOOKING_TEMPLATES, type TMailTemplate } from "../queue/jobs";
import { addressIn } from "@/content/site";
import { PREVIEW_DERIVATIVE } from "../photos/preview-derivative";
import { getObject } from "../storage";
import type { TAlertDetails } from "../reconcile/alert";
import type { TWorkCount } from "../reconcile/pending";
import { renderEmail, type TMailBlock } from "./layout";
import { bookingRows, guestClosingBlocks, loadBooking, makeIcsAttachment, renderOwnerMail, type TLoadedBooking, type TMail } from "./parts";
import { formatCents, GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import { paymentMailBlocks } from "../payments/mail-blocks";
import { loadProformaPdf, loadReceiptPdf, loadTaxDocumentPdf } from "../payments/pdf/load";
import type { TTaxDocumentChoice } from "../payments/tax-documents";
import { isMoneyReturned, standingAfter } from "../payments/pdf/documents";
import { readBookingAccount } from "../payments/store";
import { PAYMENT_MAIL_TEMPLATES, renderPaymentMail } from "./payment-mails";
import { renderWeeklyDigestMail } from "./digest-mail";
import { renderGuestMessageMail, renderOwnerMessageMail } from "./message-mails";
import { wasReleasedForNonPayment } from "../payments/non-payment";
import { arrivalGuideRows, readGuestArrivalGuide, type TArrivalGuide } from "../stays/arrival-guide";
import { guestHouseRules, readStaySettings, type TStaySettings } from "../stays/texts";
import { needsInvoiceAddress } from "../payments/billing";
import { isBinding } from "@/server/bookings/status";

/** What a guest e-mail says of the stays as the owner set them: the hours and house rules, and the stay's arrival guide when it may be shown. */
type TStayFacts = { settings: TStaySettings; guide: TArrivalGuide | null };

/**
 * Directions, times and house rules: the pre-arrival e-mail's body, also shown on the booking page
 * once confirmed; with the stay's arrival guide when it may be shown (the pre-arrival e-mail's).
 */
function arrivalBlocks(loaded: TLoadedBooking, business: TBusinessDetails, { settings, guide }: TStayFacts): TMailBlock[] {
  const language = loaded.booking.language;
  const texts = GUEST_JOURNEY[language];
  return [
    { kind: "details", rows: [[texts.page.addressTitle, addressIn(business.address, language)]] },
    { kind: "paragraph", text: `${texts.page.directionsTitle}:\n${texts.directions.johannesburg}\n${texts.directions.capeTown}` },
    ...(guide
      ? ([
          { kind: "paragraph", text: `${texts.page.guide.title}:` },
          { kind: "details", rows: arrivalGuideRows(guide, language, texts.page.guide) },
        ] satisfies TMailBlock[])
      : []),
    { kind: "paragraph", text: `${texts.page.timesTitle}: ${fillHours(texts.page.times(loaded.booking.checkInTime), settings.hours)}` },
    {
      kind: "paragraph",
      text: `${texts.page.houseRulesTitle}:\n${guestHouseRules(settings, language)
        .map((rule) => `- ${rule}`)
        .join("\n")}`,
    },
  ];
}

type TGuestBookingTemplate = (typeof GUEST_BOOKING_TEMPLATES)[number];

/** The owner's decisions whose message to the guest goes into the decision's e-mail. */
const DECISION_ACTIONS: Partial<Record<TGuestBookingTemplate, string>> = {
  "booking-guest-confirmed": "booking.confirm",
  "booking-guest-declined": "booking.decline",
};

/** The message the owner wrote to the guest with this decision (kept in its audit row), if any. */
async function readOwnerMessage(template: TGuestBookingTemplate, bookingId: string): Promise<string | undefined> {
  const action = DECISION_ACTIONS[template];
  if (!action) return undefined;
  const entry = await getDb().auditEntry.findFirst({
    where: { bookingId, action },
    orderBy: { id: "desc" },
    select: { after: true },
  });
  const message = (entry?.after as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message.trim() : undefined;
}

/** Subject, opening paragraphs and whether a calendar file goes with it, per guest template. */
function guestMailParts(
  template: TGuestBookingTemplate,
  loaded: TLoadedBooking,
  business: TBusinessDetails,
  ownerMessage: string | undefined,
  facts: TStayFacts,
  cancellation: { by: TCancellation["by"]; reason: string | null; refund: TRefund | null } | null = null,
) {
  const { booking } = loaded;
  const texts = GUEST_MAIL[booking.language];
  const journey = GUEST_JOURNEY[booking.language];
  switch (template) {
    case "booking-guest-prearrival":
      return {
        subject: journey.mail.preArrival.subject(booking.number),
        blocks: [
          { kind: "paragraph", text: journey.mail.preArrival.intro(Math.max(1, diffDays(loaded.checkIn, getBusinessToday()))) },
          { kind: "details", rows: bookingRows(loaded, booking.language) },
          ...arrivalBlocks(loaded, business, facts),
        ] satisfies TMailBlock[],
        ics: false,
      };
    case "booking-guest-cancelled":
      return {
        subject: journey.mail.cancelled.subject(booking.number),
        blocks: [
          {
            kind: "paragraph",
            text:
              cancellation?.by === "non-payment"
                ? PAYMENT_TEXTS[booking.language].reminder.releasedIntro
                : cancellation?.by === "owner"
                  ? journey.mail.cancelled.introByUs(cancellation.reason)
                  : journey.mail.cancelled.intro,
          },
          // What is owed back, by the refund every other page shows.
          ...(cancellation?.refund && cancellation.refund.toRepayCents > 0
            ? [
                {
                  kind: "paragraph",
                  text: journey.mail.cancelled.refund(
                    formatCents(cancellation.refund.toRepayCents, booking.language),
                    REFUND_BUSINESS_DAYS,
                  ),
                } as const,
              ]
            : []),
          { kind: "details", rows: bookingRows(loaded, booking.language) },
          { kind: "paragraph", text: journey.mail.cancelled.next },
        ] satisfies TMailBlock[],
        ics: true,
      };
    case "review-guest-invitation": {
      const stay = STAYS[fromStayEnum(booking.stay)].name[booking.language];
      return {
        subject: journey.mail.reviewInvite.subject(stay),
        blocks: [
          { kind: "paragraph", text: journey.mail.reviewInvite.intro(stay) },
          {
            kind: "buttons",
            links: [
              {
                label: journey.mail.reviewInvite.button,
                href: makeReviewInviteUrl(booking.id, toUtcDate(loaded.checkOut)),
                tone: "primary",
              },
            ],
          },
          { kind: "paragraph", text: journey.mail.reviewInvite.note },
        ] satisfies TMailBlock[],
        ics: false,
      };
    }
    case "booking-guest-link":
      return {
        subject: journey.resend.subject(booking.number),
        blocks: [{ kind: "paragraph", text: journey.resend.mailIntro }] satisfies TMailBlock[],
        ics: false,
      };
    default: {
      const part = {
        "booking-guest-received": texts.received,
        "booking-guest-confirmed": texts.confirmed,
        "booking-guest-changed": texts.changed,
        "booking-guest-declined": texts.declined,
        "booking-guest-expired": texts.expired,
        "booking-guest-unavailable": texts.unavailable,
      }[template];
      const blocks: TMailBlock[] = [{ kind: "paragraph", text: part.intro }];
      // The owner's own words with their answer come first after the answer itself.
      if (ownerMessage) blocks.push({ kind: "paragraph", text: `${texts.ownerMessage}:\n${ownerMessage}` });
      blocks.push(
        { kind: "details", rows: bookingRows(loaded, booking.language) },
        { kind: "paragraph", text: fillHours(part.next, facts.settings.hours) },
      );
      if (template === "booking-guest-received") blocks.push({ kind: "paragraph", text: texts.received.notCharged });
      if (template === "booking-guest-confirmed" || template === "booking-guest-changed")
        blocks.push(...arrivalBlocks(loaded, business, facts));
      // Every decision updates the calendar file the guest got with the request.
      return { subject: part.subject(booking.number), blocks, ics: true };
    }
  }
}

async function renderGuestBookingMail(template: TGuestBookingTemplate, bookingId: string): Promise<TMail | null> {
  const loaded = await loadBooking(bookingId);
  // No address (a booking the owner entered without one, or erased): nothing is owed.
  if (!loaded.booking.guestEmail) return null;
  const business = await getBusinessDetails();
  const { booking } = loaded;
  const texts = GUEST_MAIL[booking.language];
  const cancelled = template === "booking-guest-cancelled" ? await readCancellation(bookingId) : null;
  const cancellation = cancelled && {
    by: cancelled.by,
    reason: cancelled.by === "owner" ? cancelled.reason : null,
    refund: (await readBookingAccount(bookingId))?.refund ?? null,
  };
  // The arrival guide goes only into the pre-arrival e-mail, and only when it may be shown.
  const guide =
    template === "booking-guest-prearrival"
      ? await readGuestArrivalGuide(
          { id: booking.id, status: booking.status, stay: fromStayEnum(booking.stay), checkIn: loaded.checkIn, checkOut: loaded.checkOut },
          getBusinessToday(),
        )
      : null;
  const facts = { settings: await readStaySettings(), guide };
  const parts = guestMailParts(template, loaded, business, await readOwnerMessage(template, bookingId), facts, cancellation);
  // A confirmed booking's e-mails say what to pay when and where, with the pro-forma invoice.
  const paying = template === "booking-guest-confirmed" || template === "booking-guest-changed";
  const account =
    booking.guestEmail && (paying || template === "booking-guest-prearrival") && isBinding(booking.status)
      ? await readBookingAccount(bookingId)
      : null;
  const proforma = account && paying ? await loadProformaPdf(bookingId, getBusinessToday(), undefined, account) : null;
  // These and the pre-arrival e-mail ask for the address a full tax invoice needs, while it is missing.
  const askAddress = account !== null && needsInvoiceAddress(account, booking.billingAddress);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: texts.greeting(booking.guestName) },
    ...parts.blocks,
    ...(account && paying ? paymentMailBlocks(account, booking.language) : []),
    ...(askAddress ? [{ kind: "paragraph", text: GUEST_PAYMENT_TEXTS[booking.language].mail.billingAsk } as const] : []),
    ...guestClosingBlocks(loaded, business),
  ];
  const attachments = [...(parts.ics ? [makeIcsAttachment(loaded, business)] : []), ...(proforma ? [proforma] : [])];
  return {
    to: booking.guestEmail,
    replyTo: business.email,
    subject: parts.subject,
    ...(await renderEmail({ brand: business.name, title: parts.subject, blocks, footer: texts.footer, language: booking.language })),
    attachments: attachments.length > 0 ? attachments : undefined,
  };
}

/** The one e-mail a new request sends before its guest confirms it: the link that confirms it. */
async function renderGuestVerifyMail(bookingId: string): Promise<TMail | null> {
  const loaded = await loadBooking(bookingId);
  if (!loaded.booking.guestEmail) return null;
  const business = await getBusinessDetails();
  const { booking } = loaded;
  const texts = GUEST_MAIL[booking.language];
  // The link lasts as long as the request's hold: the provisional window, which the sender starts as this e-mail leaves.
  const hold = booking.holdId ? await getDb().hold.findUnique({ where: { id: booking.holdId }, select: { expiresAt: true } }) : null;
  const expiresAt = hold?.expiresAt ?? new Date();
  const subject = texts.verify.subject(booking.number);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: texts.greeting(booking.guestName) },
    { kind: "paragraph", text: texts.verify.intro(getConfig().PROVISIONAL_HOLD_MINUTES) },
    { kind: "details", rows: bookingRows(loaded, booking.language) },
    { kind: "buttons", links: [{ label: texts.verify.button, href: makeVerifyUrl(booking.id, expiresAt), tone: "primary" }] },
    { kind: "paragraph", text: texts.verify.notYou },
    ...guestClosingBlocks(loaded, business),
  ];
  return {
    to: booking.guestEmail,
    replyTo: business.email,
    subject,
    ...(await renderEmail({ brand: business.name, title: subject, blocks, footer: texts.footer, language: booking.language })),
  };
}

/** What the cancellation policy says the owner repays, from the booking's ledger. */
function ownerRefundText(account: Awaited<ReturnType<typeof readBookingAccount>>, language: TLanguage): string {
  const t = OWNER_MAIL[language].booking;
  const refund = account?.refund;
  if (!account || !refund) return t.noRefund;
  const money = (cents: number) => formatCents(cents, language);
  return t.refund({
    toRepay: money(refund.toRepayCents),
    daysBefore: refund.daysBefore,
    percent: refund.tier.refundPercent,
    paid: money(account.totals.stayReceivedCents),
    stayRefund: money(refund.stayRefundCents),
    alreadyRepaid: account.totals.refundedCents > 0 ? money(account.totals.refundedCents) : null,
    breakage: money(refund.breakageRefundCents),
    coolingOff: refund.coolingOff,
    byUs: refund.cancelledByUs,
  });
}

type TOwnerBookingTemplate = "booking-owner-request" | "booking-owner-hold-reminder" | "booking-owner-lapsed" | "booking-owner-cancelled";

/** The owner's e-mails about one request: the request itself, the reminder before its hold lapses, and its lapse. */
async function renderOwnerBookingMail(bookingId: string, template: TOwnerBookingTemplate = "booking-owner-request"): Promise<TMail | null> {
  const loaded = await loadBooking(bookingId);
  const { booking, stay } = loaded;
  const language = await readOwnerMailLanguage();
  const business = await getBusinessDetails();
  const t = OWNER_MAIL[language].booking;
  const dates = t.dates(stay.name[language], formatDisplayDate(loaded.checkIn), formatDisplayDate(loaded.checkOut));
  const hold = booking.holdId ? await getDb().hold.findUnique({ where: { id: booking.holdId }, select: { expiresAt: true } }) : null;
  const hoursLeft = hold?.expiresAt ? Math.max(1, Math.round((hold.expiresAt.getTime() - Date.now()) / 3_600_000)) : 0;
  const releasedUnpaid = template === "booking-owner-cancelled" && (await wasReleasedForNonPayment(bookingId));
  const refund = template === "booking-owner-cancelled" ? ` ${ownerRefundText(await readBookingAccount(bookingId), language)}` : "";
  const { subject, intro } = {
    "booking-owner-request": { subject: t.request.subject(booking.number, dates), intro: t.request.intro(getConfig().HOLD_HOURS) },
    "booking-owner-hold-reminder": { subject: t.reminder.subject(booking.number, hoursLeft), intro: t.reminder.intro(hoursLeft) },
    "booking-owner-lapsed": { subject: t.lapsed.subject(booking.number, dates), intro: t.lapsed.intro },
    "booking-owner-cancelled": releasedUnpaid
      ? { subject: t.released.subject(booking.number, dates), intro: `${t.released.intro}${refund}` }
      : { subject: t.cancelled.subject(booking.number, dates), intro: `${t.cancelled.intro}${refund}` },
  }[template];
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: intro },
    {
      kind: "details",
      rows: [
        ...bookingRows(loaded, language),
        [t.labels.nights, String(booking.nights)],
        [
          t.labels.price,
          t.price(
            formatCents(booking.basePriceCents, language),
            formatCents(booking.additionalGuestFeeCents, language),
            booking.cleaningFeeCents > 0 ? formatCents(booking.cleaningFeeCents, language) : null,
          ),
        ],
        [t.labels.guest, booking.guestName],
        [t.labels.email, booking.guestEmail],
        [t.labels.phone, formatPhoneForOwner(booking.guestPhone)],
        [t.labels.guestLanguage, t.languageNames[booking.language]],
      ],
    },
  ];
  if (template === "booking-owner-request" || template === "booking-owner-hold-reminder") {
    blocks.push(
      {
        kind: "buttons",
        links: [
          { label: t.confirm, href: makeActionUrl("booking.approve", booking.id), tone: "primary" },
          { label: t.decline, href: makeActionUrl("booking.decline", booking.id), tone: "secondary" },
          { label: t.declineBlock, href: makeActionUrl("booking.decline-block", booking.id), tone: "secondary" },
        ],
      },
      { kind: "paragraph", text: t.linksNote(getConfig().SENDER_BLOCK_DAYS) },
    );
  }
  return {
    to: getConfig().OWNER_EMAIL,
    replyTo: booking.guestEmail || undefined,
    subject,
    ...(await renderOwnerMail({ business, language, subject, blocks })),
  };
}

type TThumbnails = { urls: string[]; attachments: NonNullable<TMail["attachments"]> };

/**
 * A thumbnail JPEG of each of these photos (PREVIEW_DERIVATIVE), attached inline: the photos are not public before the
 * owner approves them, so the e-mail carries its thumbnails itself.
 */
async function loadThumbnails(where: { reviewId?: string; submissionId?: string }): Promise<TThumbnails> {
  const photos = await getDb().photo.findMany({
    where: { ...where, state: "ready" },
    orderBy: { position: "asc" },
    select: { derivatives: { ...PREVIEW_DERIVATIVE, select: { key: true } } },
  });
  const thumbnails: TThumbnails = { urls: [], attachments: [] };
  for (const [index, key] of photos.flatMap((photo) => photo.derivatives.map((d) => d.key)).entries()) {
    const bytes = await getObject(key);
    if (!bytes) continue;
    const cid = `photo-${index + 1}@orania-stays`;
    thumbnails.urls.push(`cid:${cid}`);
    thumbnails.attachments.push({ filename: `photo-${index + 1}.jpg`, content: Buffer.from(bytes), contentType: "image/jpeg", cid });
  }
  return thumbnails;
}

async function renderOwnerModerationMail(template: "review-owner" | "photos-owner", id: string): Promise<TMail | null> {
  const db = getDb();
  const language = await readOwnerMailLanguage();
  const t = OWNER_MAIL[language];
  let subject: string;
  let blocks: TMailBlock[];
  let thumbnails: TThumbnails;
  // The photos' uploader gave their address: the owner's reply goes to them.
  let replyTo: string | undefined;
  if (template === "review-owner") {
    const review = await db.review.findUniqueOrThrow({ where: { id } });
    const target = review.accommodationType === "general" ? t.review.general : STAYS[fromStayEnum(review.accommodationType)].name[language];
    subject = t.review.subject(review.guestName, review.rating);
    blocks = [
      { kind: "paragraph", text: t.review.intro(target) },
      {
        kind: "details",
        rows: [
          [t.review.labels.from, review.guestName],
          [t.review.labels.rating, `${review.rating} / 5`],
          [t.review.labels.comment, review.comment],
        ],
      },
    ];
    thumbnails = await loadThumbnails({ reviewId: id });
    if (thumbnails.urls.length > 0) blocks.push({ kind: "images", urls: thumbnails.urls, alt: t.review.photoAlt });
    blocks.push({
      kind: "buttons",
      links: [
        { label: t.review.publish, href: makeActionUrl("review.approve", id), tone: "primary" },
        { label: t.review.reject, href: makeActionUrl("review.reject", id), tone: "secondary" },
      ],
    });
  } else {
    const submission = await db.photoSubmission.findUniqueOrThrow({ where: { id } });
    thumbnails = await loadThumbnails({ submissionId: id });
    subject = t.photos.subject(submission.guestName);
    replyTo = submission.guestEmail;
    blocks = [
      { kind: "paragraph", text: t.photos.intro(submission.guestName, submission.guestEmail) },
      { kind: "images", urls: thumbnails.urls, alt: t.photos.photoAlt },
      {
        kind: "buttons",
        links: [
          { label: t.photos.publish, href: makeActionUrl("photos.approve", id), tone: "primary" },
          { label: t.review.reject, href: makeActionUrl("photos.reject", id), tone: "secondary" },
        ],
      },
    ];
  }
  return {
    to: getConfig().OWNER_EMAIL,
    ...(replyTo ? { replyTo } : {}),
    subject,
    ...(await renderOwnerMail({ business: await getBusinessDetails(), language, subject, blocks })),
    attachments: thumbnails.attachments.length > 0 ? thumbnails.attachments : undefined,
  };
}

async function renderCalendarConflictMail(conflictId: string): Promise<TMail | null> {
  const conflict = await getDb().calendarConflict.findUniqueOrThrow({ where: { id: conflictId }, include: { feed: true } });
  const language = await readOwnerMailLanguage();
  const t = OWNER_MAIL[language].conflict;
  const stay = STAYS[fromStayEnum(conflict.feed.stay)].name[language];
  const subject = t.subject(conflict.feed.source);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: t.intro(conflict.feed.source, stay) },
    {
      kind: "details",
      rows: [
        [t.labels.channel, conflict.feed.source],
        [t.labels.stay, stay],
        [t.labels.nights, conflict.nights.map(formatDisplayDate).join(", ")],
      ],
    },
    { kind: "paragraph", text: t.note },
  ];
  return {
    to: getConfig().OWNER_EMAIL,
    subject,
    ...(await renderOwnerMail({ business: await getBusinessDetails(), language, subject, blocks })),
  };
}

/**
 * The alert of stuck work: which kinds of work have been stuck, the stuck events by id, topic and
 * job, and where to look. No guest data: ids, counts, and errors with any e-mail address taken
 * out. It goes to OPERATOR_EMAIL in English (the operator's address is technical help, not the
 * owner); without an operator it goes to the owner, in the owner's language.
 */
async function renderStuckWorkMail(alertId: string): Promise<TMail | null> {
  const alert = await getDb().operatorAlert.findUniqueOrThrow({ where: { id: alertId } });
  const report = alert.details as unknown as TAlertDetails;
  const language: TLanguage = getConfig().OPERATOR_EMAIL ? "en" : await readOwnerMailLanguage();
  const t = OWNER_MAIL[language].stuck;
  const business = await getBusinessDetails();
  const opened = `${alert.openedAt.toISOString().slice(0, 19).replace("T", " ")} UTC`;
  const subject = t.subject(business.name, report.stuckAfterMinutes, opened);
  const row = (label: string, count: TWorkCount | undefined): [string, string] => [
    label,
    count
      ? t.count({
          stuck: count.stuck,
          pending: count.pending,
          oldestMinutes: count.oldestSeconds !== null ? Math.round(count.oldestSeconds / 60) : null,
        })
      : "-",
  ];
  const appUrl = getConfig().APP_URL.replace(/\/+$/, "");
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: t.intro(report.stuckAfterMinutes) },
    {
      kind: "details",
      rows: [
        row(t.labels.events, report.outboxEvents),
        row(t.labels.photos, report.photos),
        row(t.labels.mails, report.mails),
        row(t.labels.holds, report.lapsedHolds),
      ],
    },
    ...(report.stuckEvents?.length
      ? [
          {
            kind: "details",
            rows: report.stuckEvents.map((event): [string, string] => [
              t.event(String(event.id), event.topic),
              t.eventLine({ ...event, id: String(event.id), jobId: event.jobId ?? null, lastError: event.lastError ?? null }),
            ]),
          } satisfies TMailBlock,
          { kind: "paragraph", text: t.eventsNote } satisfies TMailBlock,
        ]
      : []),
    { kind: "paragraph", text: t.where(`${appUrl}/admin/queues`, `${appUrl}/api/health`) },
  ];
  return {
    to: getOperatorEmail(),
    subject,
    ...(await renderOwnerMail({ business, language, subject, blocks })),
  };
}

/** A receipt for one ledger entry (money in), or a note of money returned, with its PDF. */
async function renderGuestReceiptMail(bookingId: string, entryId: number | undefined): Promise<TMail | null> {
  const loaded = await loadBooking(bookingId);
  const { booking } = loaded;
  // No address (a manual booking, or erased): nothing to send.
  const receipt = booking.guestEmail && entryId ? await loadReceiptPdf(bookingId, String(entryId)) : null;
  if (!receipt) return null;
  const business = await getBusinessDetails();
  const language = booking.language;
  const t = GUEST_PAYMENT_TEXTS[language];
  const entry = receipt.account.entries.find((e) => e.id === String(entryId))!;
  const amount = formatCents(entry.amountCents, language);
  const returned = isMoneyReturned(entry);
  // As the account stood right after this entry, like its PDF, however late the e-mail goes.
  const standing = standingAfter(receipt.account, entry);
  const subject = returned ? t.mail.returnedSubject(booking.number, amount) : t.mail.receiptSubject(booking.number, amount);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: GUEST_MAIL[language].greeting(booking.guestName) },
    {
      kind: "paragraph",
      text: returned
        ? t.mail.returnedIntro(amount, formatDisplayDate(entry.occurredOn))
        : t.mail.receiptIntro(amount, formatDisplayDate(entry.occurredOn)),
    },
    {
      kind: "details",
      rows: [
        [t.labels.bookingNumber, booking.number],
        [t.labels.method, PAYMENT_TEXTS[language].methods[entry.method]],
        [t.labels.paidSoFar, formatCents(standing.totals.stayPaidCents, language)],
        [t.labels.outstanding, formatCents(isBinding(receipt.account.status) ? standing.outstandingCents : 0, language)],
      ],
    },
    { kind: "paragraph", text: t.mail.receiptAttached },
    ...guestClosingBlocks(loaded, business),
  ];
  return {
    to: booking.guestEmail,
    replyTo: business.email,
    subject,
    ...(await renderEmail({ brand: business.name, title: subject, blocks, footer: GUEST_MAIL[language].footer, language })),
    attachments: [receipt.file],
  };
}

/** The tax invoice, or a credit note (`number`), with its PDF in the booking's language. */
async function renderGuestTaxDocumentMail(bookingId: string, which: TTaxDocumentChoice): Promise<TMail | null> {
  const loaded = await loadBooking(bookingId);
  const { booking } = loaded;
  const language = booking.language;
  const file = booking.guestEmail ? await loadTaxDocumentPdf(bookingId, language, which) : null;
  if (!file) return null;
  const business = await getBusinessDetails();
  const t = GUEST_PAYMENT_TEXTS[language];
  const { document } = file;
  const amount = formatCents(document.amountCents, language);
  const [subject, intro] =
    document.kind === "invoice"
      ? [t.mail.taxInvoiceSubject(document.number, booking.number), t.mail.taxInvoiceIntro]
      : document.kind === "credit_note"
        ? [t.mail.creditNoteSubject(document.number, booking.number), t.mail.creditNoteIntro(amount)]
        : [t.mail.debitNoteSubject(document.number, booking.number), t.mail.debitNoteIntro(amount)];
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: GUEST_MAIL[language].greeting(booking.guestName) },
    { kind: "paragraph", text: intro },
    {
      kind: "details",
      rows: [
        [t.labels.number, String(document.number)],
        [t.labels.date, formatDisplayDate(document.issuedOn)],
        [t.labels.bookingNumber, booking.number],
        [t.labels.total, formatCents(document.amountCents, language)],
      ],
    },
    { kind: "paragraph", text: t.mail.taxDocumentNote },
    ...guestClosingBlocks(loaded, business),
  ];
  const { document: _document, ...attachment } = file;
  return {
    to: booking.guestEmail,
    replyTo: business.email,
    subject,
    ...(await renderEmail({ brand: business.name, title: subject, blocks, footer: GUEST_MAIL[language].footer, language })),
    attachments: [attachment],
  };
}

/** Renders one template's e-mail for its subject (and the send log's sequence, where it has one). */
type TRenderer = (subjectId: string, sequence: number | undefined) => Promise<TMail | null>;

/** One renderer for each of a family of templates. */
function everyOf<T extends TMailTemplate>(templates: readonly T[], renderer: (template: T) => TRenderer): Record<T, TRenderer> {
  return Object.fromEntries(templates.map((template) => [template, renderer(template)])) as Record<T, TRenderer>;
}
const ownerBookingMail =
  (template?: "booking-owner-hold-reminder" | "booking-owner-lapsed" | "booking-owner-cancelled"): TRenderer =>
  (subjectId) =>
    renderOwnerBookingMail(subjectId, template);
/** A credit or debit note: its number is the send log's sequence, without which none is owed. */
const noteMail =
  (kind: "credit_note" | "debit_note"): TRenderer =>
  async (subjectId, sequence) =>
    sequence ? renderGuestTaxDocumentMail(subjectId, { kind, number: sequence }) : null;

/** Every template's renderer: a template added to MAIL_TEMPLATES without one does not compile. */
const RENDERERS = {
  "booking-guest-verify": (subjectId) => renderGuestVerifyMail(subjectId),
  "booking-owner-request": ownerBookingMail(),
  ...everyOf(GUEST_BOOKING_TEMPLATES, (template) => (subjectId) => renderGuestBookingMail(template, subjectId)),
  "booking-owner-hold-reminder": ownerBookingMail("booking-owner-hold-reminder"),
  "booking-owner-lapsed": ownerBookingMail("booking-owner-lapsed"),
  "booking-owner-cancelled": ownerBookingMail("booking-owner-cancelled"),
  "review-owner": (subjectId) => renderOwnerModerationMail("review-owner", subjectId),
  "photos-owner": (subjectId) => renderOwnerModerationMail("photos-owner", subjectId),
  "calendar-conflict-owner": (subjectId) => renderCalendarConflictMail(subjectId),
  "operator-stuck-work": (subjectId) => renderStuckWorkMail(subjectId),
  "payment-guest-receipt": (subjectId, sequence) => renderGuestReceiptMail(subjectId, sequence),
  "payment-guest-tax-invoice": (subjectId) => renderGuestTaxDocumentMail(subjectId, { kind: "invoice" }),
  "payment-guest-credit-note": noteMail("credit_note"),
  "payment-guest-debit-note": noteMail("debit_note"),
  ...everyOf(PAYMENT_MAIL_TEMPLATES, (template) => (subjectId, sequence) => renderPaymentMail(template, subjectId, sequence)),
  "owner-weekly-digest": (subjectId) => renderWeeklyDigestMail(subjectId),
  "message-guest": (subjectId, sequence) => renderGuestMessageMail(subjectId, sequence),
  "message-owner": (subjectId, sequence) => renderOwnerMessageMail(subjectId, sequence),
} satisfies Record<TMailTemplate, TRenderer>;

/**
 * The e-mail a template owes its subject now, or null when none is owed any more. Rendering
 * changes no data: what sending a mail does to its subject is the sender's (send-mail.ts).
 */
export async function renderTemplate(template: TMailTemplate, subjectId: string, sequence?: number): Promise<TMail | null> {
  return RENDERERS[template](subjectId, sequence);
}
