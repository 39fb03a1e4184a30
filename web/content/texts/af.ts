// Every text in Afrikaans, store by store: the one place to find an Afrikaans text. Each store keeps
// both languages under its own type; its English twin is en.ts, whose type this module has, so the
// compiler refuses a store registered in one language only. A new store of texts is added to
// both. tests/unit/text-parity.test.ts walks both at runtime.
import { consoleAf } from "../dictionaries/console-af";
import { af as site } from "../dictionaries/af";
import { GUEST_JOURNEY } from "../guest-journey";
import { GUEST_MAIL } from "../mail";
import { GUEST_MESSAGES } from "../messages";
import { OWNER_MAIL } from "../owner-mail";
import { OWNER_MESSAGES } from "../owner-messages";
import { GUEST_PAYMENT_TEXTS, OWNER_PAYMENT_TEXTS, PAYMENT_TEXTS } from "../payments";
import { REPORT_TEXTS } from "../reports";
import { TERMS_TEXTS } from "../terms";
import type { TTexts } from "./en";
import { savedRepliesIn, stayNamesIn } from "./per-language";

export const AF_TEXTS: TTexts = {
  /** The public site's pages (content/dictionaries/af.ts). */
  site,
  /** The owner's console (content/dictionaries/console-af.ts). */
  console: consoleAf,
  /** The owner's refusals (content/owner-messages.ts). */
  ownerMessages: OWNER_MESSAGES.af,
  /** The owner's e-mails, their links' pages, the alert of stuck work (content/owner-mail.ts). */
  ownerMail: OWNER_MAIL.af,
  /** The guest's booking e-mails (content/mail.ts). */
  guestMail: GUEST_MAIL.af,
  /** The guest's booking page and the parts its e-mails share (content/guest-journey.ts). */
  guestJourney: GUEST_JOURNEY.af,
  /** Money: the ledger, the guest's payment e-mails and PDFs, the owner's (content/payments.ts). */
  payments: PAYMENT_TEXTS.af,
  guestPayments: GUEST_PAYMENT_TEXTS.af,
  ownerPayments: OWNER_PAYMENT_TEXTS.af,
  /** The owner's reports (content/reports.ts). */
  reports: REPORT_TEXTS.af,
  terms: TERMS_TEXTS.af,
  /** A booking's messages and the owner's saved replies (content/messages.ts). */
  guestMessages: GUEST_MESSAGES.af,
  savedReplies: savedRepliesIn("af"),
  /** The stays' names (content/stays.ts). */
  stayNames: stayNamesIn("af"),
};
