// A booking not paid on time. Its first payment (the deposit, or the whole amount when it is paid
// at once) is overdue once its day has passed and it is not paid in full. The owner is e-mailed
// once per due date with two signed links: "give two more days" (the deposit is then due two
// days from the day the owner chooses it, and no reminder or overdue notice comes before that),
// and "release the nights" (the booking is cancelled for non-payment: its hold goes, so its
// nights are free on every stay and in the channels' feeds, and the guest is told in their
// language with the calendar's cancellation). Terms with `autoReleaseDays` release a booking
// whose first payment is still wholly unpaid that many days (at least one) after its due date,
// before check-in day, without the owner. Each decision is taken under the booking's row lock
// against the ledger as it is then, so a payment recorded at the same moment wins or waits.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { STAYS } from "@/content/stays";
import { formatCents, OWNER_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import type { TActor } from "../audit";
import { cancelIn, NON_PAYMENT_REASON, readCancellation } from "../bookings/cancel-booking";
import { addDays, formatDisplayDate, getBusinessToday, isIsoDate, type TIsoDate } from "../calendar/dates";
import type { TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { autoReleaseDelay, type TScheduleItemState } from "./rules";
import { extendDepositDueIn, lockBooking, readBookingAccount, type TBookingAccount } from "./store";
import { isBinding, isCancelled } from "@/server/bookings/status";

export { NON_PAYMENT_REASON } from "../bookings/cancel-booking";
/** The days "give two more days" gives, from the day the owner chooses it. */
export const EXTRA_DAYS = 2;

/** The booking's first payment when it is overdue: its day has passed and it is not paid in full. */
export function overdueFirstPayment(account: TBookingAccount): TScheduleItemState | undefined {
  const first = account.items[0];
  return isBinding(account.status) && first && first.kind !== "breakage_deposit" && first.state === "overdue" ? first : undefined;
}

/** The day the terms release the booking by themselves, when they do and nothing of the first payment is paid. */
export function autoReleaseDay(account: TBookingAccount): TIsoDate | null {
  const first = account.items[0];
  const days = account.terms.autoReleaseDays;
  if (days === null || !first || first.kind === "breakage_deposit" || first.paidCents > 0) return null;
  return addDays(first.dueOn, autoReleaseDelay(days));
}

/** True when the terms release this booking today: overdue, wholly unpaid, its release day come, before check-in day. */
export function isDueForAutoRelease(account: TBookingAccount, today: TIsoDate): boolean {
  const day = autoReleaseDay(account);
  return overdueFirstPayment(account) !== undefined && day !== null && day <= today && today < account.checkIn;
}

export type TNonPaymentOutcome = "released" | "extended" | "not-overdue" | "already";

/**
 * Runs `act` on the booking under its row lock when its first payment is overdue (and, with
 * `dueOn`, still due on that day: a link acts only on the due date it was sent for).
 */
async function whileOverdue(
  bookingId: string,
  { dueOn, today, auto = false }: { dueOn?: TIsoDate; today: TIsoDate; auto?: boolean },
  act: (tx: TTx, account: TBookingAccount) => Promise<TNonPaymentOutcome>,
): Promise<TNonPaymentOutcome> {
  return retryingTransaction(async (tx) => {
    await lockBooking(tx, bookingId);
    const account = await readBookingAccount(bookingId, today, tx);
    if (!account || !isBinding(account.status)) return "already";
    const first = overdueFirstPayment(account);
    if (!first || (dueOn !== undefined && first.dueOn !== dueOn) || (auto && !isDueForAutoRelease(account, today))) return "not-overdue";
    return act(tx, account);
  });
}

/** Cancels the booking for non-payment (the owner's link, or the terms' automatic release). */
export function releaseForNonPayment(
  bookingId: string,
  { actor, dueOn, today = getBusinessToday(), auto = false }: { actor: TActor; dueOn?: TIsoDate; today?: TIsoDate; auto?: boolean },
): Promise<TNonPaymentOutcome> {
  return whileOverdue(bookingId, { dueOn, today, auto }, async (tx) => {
    const outcome = await cancelIn(tx, { bookingId, actor, reason: NON_PAYMENT_REASON });
    return outcome === "cancelled" ? "released" : "already";
  });
}

/** Gives the guest EXTRA_DAYS more from today for the overdue deposit (the balance moves with it if it must). */
export function giveMoreDays(
  bookingId: string,
  { actor, dueOn, today = getBusinessToday() }: { actor: TActor; dueOn?: TIsoDate; today?: TIsoDate },
): Promise<TNonPaymentOutcome> {
  return whileOverdue(bookingId, { dueOn, today }, async (tx, account) => {
    // Never past check-in day, when nothing can fall due any more; the link's page shows the day given.
    const until = addDays(today, EXTRA_DAYS);
    await extendDepositDueIn(tx, actor, bookingId, until > account.checkIn ? account.checkIn : until);
    return "extended";
  });
}

/** True when the booking's latest cancellation was a release for non-payment. */
export async function wasReleasedForNonPayment(bookingId: string): Promise<boolean> {
  return (await readCancellation(bookingId))?.by === "non-payment";
}

// The owner's two links. Their subject is the booking and the due date they were sent for, so a
// link acts once: after either choice (or a payment) that due date is no longer overdue.

export type TNonPaymentAction = "payment.extend" | "payment.release";

/** The owner's links' subject: "<booking id>:<due date>". */
export const makeOverdueSubject = (bookingId: string, dueOn: TIsoDate) => `${bookingId}:${dueOn}`;

function parseOverdueSubject(subjectId: string): { bookingId: string; dueOn: TIsoDate } | undefined {
  const [bookingId, dueOn, ...rest] = subjectId.split(":");
  if (rest.length > 0 || !bookingId || !/^[0-9a-f-]{36}$/i.test(bookingId) || !dueOn || !isIsoDate(dueOn)) return undefined;
  return { bookingId, dueOn };
}

/** What the link's page shows: the booking, the payment and where it stands; open while that due date is overdue. */
export async function describeOverdueSubject(
  subjectId: string,
  language: TLanguage,
  today: TIsoDate = getBusinessToday(),
): Promise<{ open: boolean; state: string; details: [string, string][] } | undefined> {
  const subject = parseOverdueSubject(subjectId);
  if (!subject) return undefined;
  const account = await readBookingAccount(subject.bookingId, today);
  if (!account) return undefined;
  const first = account.items[0]!;
  const overdue = overdueFirstPayment(account);
  const open = overdue !== undefined && overdue.dueOn === subject.dueOn;
  const states = getConsoleDictionary(language).ownerLinks;
  const state = isCancelled(account.status)
    ? (await wasReleasedForNonPayment(subject.bookingId))
      ? states.states.released!
      : states.states.cancelled!
    : !isBinding(account.status)
      ? (states.states[account.status] ?? account.status)
      : first.state === "paid"
        ? states.states.paid!
        : open
          ? states.states.overdue!
          : `${states.dueOn} ${formatDisplayDate(first.dueOn)}`;
  const texts = PAYMENT_TEXTS[language];
  const l = OWNER_PAYMENT_TEXTS[language].labels;
  return {
    open,
    state,
    details: [
      [l.bookingNumber, account.number],
      [l.stay, STAYS[account.stay].name[language]],
      [l.checkIn, formatDisplayDate(account.checkIn)],
      [l.guest, account.guestName],
      [texts.scheduleKinds[first.kind], formatCents(first.amountCents, language)],
      [l.paidOfIt, formatCents(first.paidCents, language)],
      [l.dueOn, formatDisplayDate(first.dueOn)],
    ],
  };
}

/** The owner's choice from the link: acts only while the due date it was sent for is overdue. */
export async function performOverdueAction(action: TNonPaymentAction, subjectId: string): Promise<"decided" | "already"> {
  const subject = parseOverdueSubject(subjectId);
  if (!subject) return "already";
  const options = { actor: { kind: "email-link" } as const, dueOn: subject.dueOn };
  const outcome =
    action === "payment.release" ? await releaseForNonPayment(subject.bookingId, options) : await giveMoreDays(subject.bookingId, options);
  return outcome === "released" || outcome === "extended" ? "decided" : "already";
}
