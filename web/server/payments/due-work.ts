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
//   - under a VAT number, the tax invoice on check-out day (or the first scan after it, within
//     the 21 days the law allows) and a credit note for each refund recorded after the invoice.
// E-mails are claimed by inserting their send-log rows (a unique key per template, booking and
// due date) and mailed through send-mail; a claimed row not yet sent is re-enqueued by the
// reconciler. Documents are issued once by their own unique keys. `now` is a parameter so that
// tests can set the clock.
import { addDays, diffDays, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { enqueue } from "../queue";
import { dueDateSequence, makeMailKey, parseMailKey, PAYMENT_REMINDER_TEMPLATES } from "../queue/jobs";
import { isDueForAutoRelease, overdueFirstPayment, releaseForNonPayment } from "./non-payment";
import { listAccounts, type TBookingAccount } from "./store";
import { issueCreditNote, issueTaxInvoice } from "./tax-documents";

/** A tax invoice must be issued within this many days of the supply. */
const TAX_INVOICE_DAYS = 21;

export type TPaymentScan = { reminders: string[]; overdue: string[]; released: string[]; invoices: string[]; creditNotes: string[] };

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
  const scan: TPaymentScan = { reminders: [], overdue: [], released: [], invoices: [], creditNotes: [] };

  // Confirmed bookings whose stay is not over: the ones that can still owe a payment.
  const accounts = await listAccounts({ status: "confirmed", erasedAt: null, checkOut: { gt: toUtcDate(today) } }, today);
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

  // Tax invoices: confirmed stays under a VAT number whose check-out day has come, not yet invoiced.
  const invoiceDue = await db.$queryRaw<{ id: string }[]>`
    SELECT b.id::text AS id FROM bookings b JOIN payment_plans p ON p.booking_id = b.id
    WHERE b.status = 'confirmed' AND coalesce(p.terms->>'vatNumber', '') <> ''
      AND b.check_out <= ${today}::date AND b.check_out >= ${addDays(today, -TAX_INVOICE_DAYS)}::date
      AND NOT EXISTS (SELECT 1 FROM tax_documents d WHERE d.key = 'invoice:' || b.id::text)
    ORDER BY b.check_out, b.id`;
  for (const { id } of invoiceDue) {
    const document = await issueTaxInvoice(id, today);
    if (document) scan.invoices.push(document.id);
  }
  // Credit notes: refunds recorded after the booking's tax invoice, not reversed, without one yet.
  const creditDue = await db.$queryRaw<{ id: string }[]>`
    SELECT e.id::text AS id FROM ledger_entries e
    JOIN tax_documents d ON d.key = 'invoice:' || e.booking_id::text
    WHERE e.kind = 'refund' AND e.created_at > d.created_at
      AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
      AND NOT EXISTS (SELECT 1 FROM tax_documents c WHERE c.key = 'credit_note:' || e.id::text)
    ORDER BY e.id`;
  for (const { id } of creditDue) {
    const document = await issueCreditNote(id, today);
    if (document) scan.creditNotes.push(document.id);
  }
  return scan;
}
