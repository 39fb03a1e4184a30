// Every text in English, store by store: the one place to find an English text. Each store keeps
// both languages under its own type; its Afrikaans twin is af.ts, of this module's type, so the
// compiler refuses a store registered in one language only. A new store of texts is added to
// both. tests/unit/text-parity.test.ts walks both at runtime.
import { consoleEn } from "../dictionaries/console-en";
import { en as site } from "../dictionaries/en";
import { GUEST_JOURNEY } from "../guest-journey";
import { GUEST_MAIL } from "../mail";
import { GUEST_MESSAGES } from "../messages";
import { OWNER_MAIL } from "../owner-mail";
import { OWNER_MESSAGES } from "../owner-messages";
import { GUEST_PAYMENT_TEXTS, OWNER_PAYMENT_TEXTS, PAYMENT_TEXTS } from "../payments";
import { REPORT_TEXTS } from "../reports";
import { TERMS_TEXTS } from "../terms";
import { savedRepliesIn, stayNamesIn } from "./per-language";

export const EN_TEXTS = {
  /** The public site's pages (content/dictionaries/en.ts). */
  site,
  /** The owner's console (content/dictionaries/console-en.ts). */
  console: consoleEn,
  /** The owner's refusals (content/owner-messages.ts). */
  ownerMessages: OWNER_MESSAGES.en,
  /** The owner's e-mails, their links' pages, the alert of stuck work (content/owner-mail.ts). */
  ownerMail: OWNER_MAIL.en,
  /** The guest's booking e-mails (content/mail.ts). */
  guestMail: GUEST_MAIL.en,
  /** The guest's booking page and the parts its e-mails share (content/guest-journey.ts). */
  guestJourney: GUEST_JOURNEY.en,
  /** Money: the ledger, the guest's payment e-mails and PDFs, the owner's (content/payments.ts). */
  payments: PAYMENT_TEXTS.en,
  guestPayments: GUEST_PAYMENT_TEXTS.en,
  ownerPayments: OWNER_PAYMENT_TEXTS.en,
  /** The owner's reports (content/reports.ts). */
  reports: REPORT_TEXTS.en,
  /** The terms page's parts that follow the owner's settings (content/terms.ts). */
  terms: TERMS_TEXTS.en,
  /** A booking's messages and the owner's saved replies (content/messages.ts). */
  guestMessages: GUEST_MESSAGES.en,
  savedReplies: savedRepliesIn("en"),
  /** The stays' names (content/stays.ts). */
  stayNames: stayNamesIn("en"),
};

/** Every text of one language, store by store. */
export type TTexts = typeof EN_TEXTS;
