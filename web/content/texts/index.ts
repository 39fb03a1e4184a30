// Every text a guest or the owner reads, per language: one registry of the stores that hold them.
// Each store keeps its own TypeScript type, so the compiler checks that both languages have every
// text; tests/unit/text-parity.test.ts walks these objects at runtime (same keys, same function
// arities, no empty text). A new store of texts is registered here.
import { af as siteAf } from "../dictionaries/af";
import { consoleAf } from "../dictionaries/console-af";
import { consoleEn } from "../dictionaries/console-en";
import { en as siteEn } from "../dictionaries/en";
import type { TLanguage } from "../dictionaries/types";
import { GUEST_JOURNEY } from "../guest-journey";
import { GUEST_MAIL } from "../mail";
import { GUEST_MESSAGES, SAVED_REPLIES, SAVED_REPLY_KEYS } from "../messages";
import { OWNER_MAIL } from "../owner-mail";
import { OWNER_MESSAGES } from "../owner-messages";
import { GUEST_PAYMENT_TEXTS, OWNER_PAYMENT_TEXTS, PAYMENT_TEXTS } from "../payments";
import { REPORT_TEXTS } from "../reports";

function savedReplies(language: TLanguage) {
  return Object.fromEntries(SAVED_REPLY_KEYS.map((key) => [key, SAVED_REPLIES[key][language]])) as Record<
    (typeof SAVED_REPLY_KEYS)[number],
    string
  >;
}

/** The texts of one language, store by store. */
function textsOf(language: TLanguage) {
  return {
    /** The public site's pages (content/dictionaries/en.ts, af.ts). */
    site: language === "en" ? siteEn : siteAf,
    /** The owner's console (content/dictionaries/console-en.ts, console-af.ts). */
    console: language === "en" ? consoleEn : consoleAf,
    /** The owner's refusals (content/owner-messages.ts). */
    ownerMessages: OWNER_MESSAGES[language],
    /** The owner's e-mails and their links' pages, the alert of stuck work (content/owner-mail.ts). */
    ownerMail: OWNER_MAIL[language],
    /** The guest's booking e-mails (content/mail.ts). */
    guestMail: GUEST_MAIL[language],
    /** The guest's booking page and its e-mails' shared parts (content/guest-journey.ts). */
    guestJourney: GUEST_JOURNEY[language],
    /** Money: the ledger, the guest's payment e-mails and PDFs, the owner's (content/payments.ts). */
    payments: PAYMENT_TEXTS[language],
    guestPayments: GUEST_PAYMENT_TEXTS[language],
    ownerPayments: OWNER_PAYMENT_TEXTS[language],
    /** The owner's reports (content/reports.ts). */
    reports: REPORT_TEXTS[language],
    /** A booking's messages and the owner's saved replies (content/messages.ts). */
    guestMessages: GUEST_MESSAGES[language],
    savedReplies: savedReplies(language),
  };
}

export type TTexts = ReturnType<typeof textsOf>;

export const TEXTS: Record<TLanguage, TTexts> = { en: textsOf("en"), af: textsOf("af") };
