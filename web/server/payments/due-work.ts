// The worker's part in getting paid, decided from PostgreSQL at each scan (with the hold sweep),
// so nothing of it depends on what Redis still holds:
//   - the guest's reminder of each unpaid scheduled payment (deposit, balance, full amount,
//     breakage deposit) from PAYMENT_REMINDER_DAYS before its due date, once per payment and due
//     date; not on the day the booking was confirmed (its confirmation says what to pay), and not
//     for a deposit whose day the owner moved (they gave the time, usually after speaking to the
//     guest);
//   - the owner's notice that a deposit (or a whole amount due at once) is overdue, once per due
//     date, with the links to give two more days or release the nights (payments/non-payment.ts);
//   - the terms' automatic release of a booking left wholly unpaid `autoReleaseDays` after its
//     due date (the booking-cancelled outbox flow then mails the guest and the owner);
//   - under a VAT number, the booking's tax documents settled against its money whenever it, its
//     ledger or the business's details changed (payments/tax-documents.ts: the tax invoice at the
//     first payment or check-out, then a credit or debit note for each change of what is charged).
// E-mails are claimed by inserting their send-log rows (a unique key per template, booking and
// due date) and mailed through send-mail; a claimed row not yet sent is re-enqueued by the
// reconciler. Documents are issued once by their own unique keys. `now` is a parameter so that
// tests can set the clock.
import "server-only";
import { BUSINESS_TIME_ZONE } from "@/content/stays";
import { BINDING_WHERE, ONCE_BOUND_STATUSES } from "../bookings/status";
import { diffDays, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { enqueue } from "../queue";
import { dueDateSequence, makeMailKey, parseMailKey, PAYMENT_REMINDER_TEMPLATES } from "../queue/jobs";
import { isDueForAutoRelease, overdueFirstPayment, releaseForNonPayment } from "./non-payment";
import { listAccounts, type TBookingAccount } from "./store";
import { settleTaxDocuments } from "./tax-documents";

export type TPaymentScan = { reminders: string[]; overdue: string[]; released: string[]; invoices: string[]; corrections: string[] };

/** The reminders due today for one booking: their send-log keys. */
export function dueReminderKeys(account: TBookingAccount, today: TIsoDate, reminderDays: number): string[] {
  if (today <= account.confirmedOn) return [];
  return account.items
    .filter(
      (item) =>
        item.state !== "paid" &&
        item.dueOn >= today &&
        diffDays(item.dueOn, today) <= reminderDays &&
        item.dueOn !== account.depositDueOverride,
    )
    .map((item) => makeMailKey(PAYMENT_REMINDER_TEMPLATES[item.kind], account.bookingId, dueDateSequence(item.dueOn)));
}

/** The owner's overdue notice for one booking, when its first payment is overdue: its send-log key. */
export function overdueNoticeKey(account: TBookingAccount): string | undefined {
  const first = overdueFirstPayment(account);
  return first && makeMailKey("payment-owner-overdue", account.bookingId, dueDateSequence(first.dueOn));
}

/** Inserts the send-log rows of these e-mails; returns the keys this call claimed (new rows) and queues them. */
async function claimMails(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await getDb().$queryRaw<{ key: string }[]>`
    INSERT INTO email_sends (id, key)
    SELECT gen_random_uuid(), key FROM unnest(${keys}::text[]) AS key
    ON CONFLICT (key) DO NOTHING
    RETURNING key`;
  // Claimed rows are owed mail: if Redis is away now, the reconciler queues them later.
  for (const { key } of rows) {
    const payload = parseMailKey(key);
    if (payload)
      await enqueue("send-mail", payload).catch((error: unknown) => console.warn(`[payments] ${key}: ${(error as Error).message}`));
  }
  return rows.map((row) => row.key);
}

export async function scanPaymentWork(now = new Date()): Promise<TPaymentScan> {
  const config = getConfig();
  const db = getDb();
  const today = getBusinessToday(now);
  const scan: TPaymentScan = { reminders: [], overdue: [], released: [], invoices: [], corrections: [] };

  // Confirmed bookings whose stay is not over: the ones that can still owe a payment.
  const accounts = await listAccounts({ ...BINDING_WHERE, erasedAt: null, checkOut: { gt: toUtcDate(today) } }, today);
  const unmailable = new Set(
    (
      await db.booking.findMany({
        where: { id: { in: accounts.map((account) => account.bookingId) }, guestEmail: "" },
        select: { id: true },
      })
    ).map((row) => row.id),
  );
  const reminderKeys: string[] = [];
  const overdueKeys: string[] = [];
  for (const account of accounts) {
    if (isDueForAutoRelease(account, today)) {
      const outcome = await releaseForNonPayment(account.bookingId, { actor: { kind: "system" }, today, auto: true });
      if (outcome === "released") scan.released.push(account.bookingId);
      continue;
    }
    if (!unmailable.has(account.bookingId)) reminderKeys.push(...dueReminderKeys(account, today, config.PAYMENT_REMINDER_DAYS));
    const overdue = overdueNoticeKey(account);
    if (overdue) overdueKeys.push(overdue);
  }
  scan.reminders = await claimMails(reminderKeys);
  scan.overdue = await claimMails(overdueKeys);

  // Tax documents: bookings under a VAT number whose booking, ledger or (while no invoice is
  // issued) the business's details changed since their documents were last settled, or whose
  // check-out day has come since (an unpaid stay is supplied by then).
  const unsettled = await db.$queryRaw<{ id: string }[]>`
    SELECT b.id::text AS id FROM bookings b JOIN payment_plans p ON p.booking_id = b.id
    WHERE coalesce(p.terms->>'vatNumber', '') <> '' AND b.status::text = ANY(${[...ONCE_BOUND_STATUSES]}::text[]) AND b.erased_at IS NULL
      AND (
        p.tax_checked_at IS NULL
        OR b.updated_at > p.tax_checked_at
        OR EXISTS (SELECT 1 FROM ledger_entries e WHERE e.booking_id = b.id AND e.created_at > p.tax_checked_at)
        OR (b.check_out <= ${today}::date AND (p.tax_checked_at AT TIME ZONE ${BUSINESS_TIME_ZONE})::date < b.check_out)
        OR (
          NOT EXISTS (SELECT 1 FROM tax_documents d WHERE d.key = 'invoice:' || b.id::text)
          AND EXISTS (SELECT 1 FROM business_profile bp WHERE bp.updated_at > p.tax_checked_at)
        )
      )
    ORDER BY b.check_out, b.id`;
  for (const { id } of unsettled) {
    const { issued } = await settleTaxDocuments(id, today);
    for (const document of issued) (document.kind === "invoice" ? scan.invoices : scan.corrections).push(document.id);
  }
  return scan;
}
