// The worker's payment e-mails, built from the database at send time like every e-mail: the
// guest's reminder of one scheduled payment (in the booking's language, with the bank details of
// the terms the booking was confirmed under and its number as the reference), and the owner's
// notice of an overdue deposit with the two signed links (in the owner's console language). The send log's sequence is the due date
// the e-mail was claimed for; when that payment is no longer unpaid on that date (paid, moved,
// released) nothing is owed and nothing is sent.
import "server-only";
import { formatCents, OWNER_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import { GUEST_MAIL } from "@/content/mail";
import { makeActionUrl } from "../approvals/token";
import { getBusinessDetails } from "../business";
import { formatDisplayDate } from "../calendar/dates";
import { getConfig } from "../config";
import { autoReleaseDay, makeOverdueSubject, overdueFirstPayment } from "../payments/non-payment";
import { hasBankAccount } from "../payments/rules";
import { readBookingAccount } from "../payments/store";
import { PAYMENT_REMINDER_TEMPLATES, sequenceDueDate } from "../queue/jobs";
import { renderEmail, type TMailBlock } from "./layout";
import { readOwnerMailLanguage } from "./owner-language";
import { guestClosingBlocks, loadBooking, type TMail } from "./parts";
import { isBinding } from "@/server/bookings/status";

export type TPaymentMailTemplate = (typeof PAYMENT_REMINDER_TEMPLATES)[keyof typeof PAYMENT_REMINDER_TEMPLATES] | "payment-owner-overdue";

const REMINDER_KIND = Object.fromEntries(Object.entries(PAYMENT_REMINDER_TEMPLATES).map(([kind, template]) => [template, kind])) as Record<
  string,
  keyof typeof PAYMENT_REMINDER_TEMPLATES
>;

/** The templates rendered here: the guest's reminders and the owner's overdue notice. */
export const PAYMENT_MAIL_TEMPLATES: readonly TPaymentMailTemplate[] = [
  ...Object.values(PAYMENT_REMINDER_TEMPLATES),
  "payment-owner-overdue",
];

/** No e-mail is owed any more: send-mail drops the send log's row. */
const NOTHING = null;

export async function renderPaymentMail(
  template: TPaymentMailTemplate,
  bookingId: string,
  sequence: number | undefined,
): Promise<TMail | null> {
  if (sequence === undefined) return NOTHING;
  const dueOn = sequenceDueDate(sequence);
  return template === "payment-owner-overdue" ? renderOwnerOverdue(bookingId, dueOn) : renderGuestReminder(template, bookingId, dueOn);
}

async function renderGuestReminder(template: TPaymentMailTemplate, bookingId: string, dueOn: string): Promise<TMail | null> {
  const account = await readBookingAccount(bookingId);
  const kind = REMINDER_KIND[template];
  const item = account?.items.find((candidate) => candidate.kind === kind && candidate.dueOn === dueOn);
  if (!account || !isBinding(account.status) || !item || item.state === "paid") return NOTHING;
  const loaded = await loadBooking(bookingId);
  const { booking } = loaded;
  if (!booking.guestEmail) return NOTHING;
  const language = booking.language;
  const business = await getBusinessDetails();
  const texts = PAYMENT_TEXTS[language].reminder;
  const money = (cents: number) => formatCents(cents, language);
  const what = texts.items[item.kind];
  const subject = texts.subject(what, booking.number);
  const { terms } = account;
  const bank: [string, string][] = [
    [texts.labels.accountHolder, terms.accountHolder],
    [texts.labels.bankName, terms.bankName],
    [texts.labels.accountNumber, terms.accountNumber],
    [texts.labels.branchCode, terms.branchCode],
    [texts.labels.accountType, terms.accountType],
  ].filter((row): row is [string, string] => row[1] !== "");
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: GUEST_MAIL[language].greeting(booking.guestName) },
    { kind: "paragraph", text: texts.intro(what, money(item.amountCents), formatDisplayDate(item.dueOn)) },
    ...(item.paidCents > 0
      ? [{ kind: "paragraph", text: texts.partPaid(money(item.paidCents), money(item.amountCents - item.paidCents)) } as const]
      : []),
    {
      kind: "details",
      rows: [
        [texts.labels.amount, money(item.amountCents - item.paidCents)],
        [texts.labels.dueOn, formatDisplayDate(item.dueOn)],
        [texts.labels.reference, booking.number],
      ],
    },
    ...(hasBankAccount(terms)
      ? [{ kind: "paragraph", text: texts.howToPay } as const, { kind: "details", rows: bank } as const]
      : [{ kind: "paragraph", text: texts.noBankDetails } as const]),
    { kind: "paragraph", text: texts.alreadyPaid },
    ...guestClosingBlocks(loaded, business),
  ];
  return {
    to: booking.guestEmail,
    replyTo: business.email,
    subject,
    ...(await renderEmail({ brand: business.name, title: subject, blocks, footer: GUEST_MAIL[language].footer, language })),
  };
}

async function renderOwnerOverdue(bookingId: string, dueOn: string): Promise<TMail | null> {
  const account = await readBookingAccount(bookingId);
  const first = account && overdueFirstPayment(account);
  if (!account || !first || first.dueOn !== dueOn) return NOTHING;
  const { booking, stay, checkIn, checkOut } = await loadBooking(bookingId);
  const language = await readOwnerMailLanguage();
  const t = OWNER_PAYMENT_TEXTS[language];
  const deposit = first.kind === "deposit";
  const subject = t.overdue.subject(deposit, booking.number, booking.guestName);
  const money = (cents: number) => formatCents(cents, language);
  const subjectId = makeOverdueSubject(bookingId, dueOn);
  const releaseDay = autoReleaseDay(account);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: t.overdue.intro(deposit, money(first.amountCents), formatDisplayDate(first.dueOn), money(first.paidCents)) },
    ...(releaseDay && releaseDay < checkIn
      ? [{ kind: "paragraph", text: t.overdue.autoRelease(formatDisplayDate(releaseDay)) } as const]
      : []),
    {
      kind: "details",
      rows: [
        [t.labels.bookingNumber, booking.number],
        [t.labels.stay, stay.name[language]],
        [t.labels.checkIn, formatDisplayDate(checkIn)],
        [t.labels.checkOut, formatDisplayDate(checkOut)],
        [t.labels.guest, booking.guestName],
        [t.labels.email, booking.guestEmail || "-"],
        [PAYMENT_TEXTS[language].scheduleKinds[first.kind], money(first.amountCents)],
        [t.labels.stillToPay, money(first.amountCents - first.paidCents)],
      ],
    },
    {
      kind: "buttons",
      links: [
        { label: t.overdue.extend, href: makeActionUrl("payment.extend", subjectId), tone: "primary" },
        { label: t.overdue.release, href: makeActionUrl("payment.release", subjectId), tone: "secondary" },
      ],
    },
    { kind: "paragraph", text: t.overdue.note(`${getConfig().APP_URL.replace(/\/+$/, "")}/owner/bookings/${bookingId}`) },
  ];
  return {
    to: getConfig().OWNER_EMAIL,
    replyTo: booking.guestEmail || undefined,
    subject,
    ...(await renderEmail({ brand: (await getBusinessDetails()).name, title: subject, blocks, footer: t.footer, language })),
  };
}
