// The payment part of the guest's confirmation and change e-mails: what is due when, the VAT
// inside, the bank details and the reference (the booking number), in the booking's language.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { formatCents, GUEST_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";
import { formatDisplayDate } from "../calendar/dates";
import type { TMailBlock } from "../mail/layout";
import { hasBankAccount } from "./rules";
import type { TBookingAccount } from "./store";

/** The bank details as label and value rows, the reference last; empty when the owner has not set them. */
export function bankRows(account: TBookingAccount, language: TLanguage): [string, string][] {
  const t = GUEST_PAYMENT_TEXTS[language];
  const terms = account.terms;
  if (!hasBankAccount(terms)) return [];
  const rows: [string, string][] = [
    [t.bank.accountHolder, terms.accountHolder],
    [t.bank.bankName, terms.bankName],
    [t.bank.accountNumber, terms.accountNumber],
  ];
  if (terms.branchCode) rows.push([t.bank.branchCode, terms.branchCode]);
  if (terms.accountType) rows.push([t.bank.accountType, terms.accountType]);
  rows.push([t.labels.reference, account.number]);
  return rows;
}

/** Each scheduled payment: its name, then its amount and due date (and what of it is paid). */
export function scheduleMailRows(account: TBookingAccount, language: TLanguage): [string, string][] {
  const t = GUEST_PAYMENT_TEXTS[language];
  return [
    ...account.items.map((item): [string, string] => [
      PAYMENT_TEXTS[language].scheduleKinds[item.kind],
      `${formatCents(item.amountCents, language)}, ${t.labels.dueOn.toLowerCase()} ${formatDisplayDate(item.dueOn)}${
        item.paidCents > 0 ? ` (${t.states[item.state]})` : ""
      }`,
    ]),
    [t.labels.total, formatCents(account.schedule.totalDueCents, language)],
  ];
}

export function paymentMailBlocks(account: TBookingAccount, language: TLanguage): TMailBlock[] {
  const t = GUEST_PAYMENT_TEXTS[language];
  const bank = bankRows(account, language);
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: `${t.scheduleTitle}\n${bank.length > 0 ? t.mail.paymentIntro : t.mail.paymentIntroNoBank}` },
    { kind: "details", rows: scheduleMailRows(account, language) },
  ];
  if (account.terms.vatNumber) blocks.push({ kind: "paragraph", text: t.vatIncluded(formatCents(account.schedule.vatCents, language)) });
  blocks.push(bank.length > 0 ? { kind: "details", rows: bank } : { kind: "paragraph", text: t.bankMissing }, {
    kind: "paragraph",
    text: `${t.referenceNote(account.number)} ${t.clearedNote}`,
  });
  if (account.schedule.breakage) blocks.push({ kind: "paragraph", text: t.breakageNote });
  blocks.push({ kind: "paragraph", text: t.mail.proformaAttached });
  return blocks;
}
