// The visitor's refusals by key: what the domain may refuse a visitor with, and which text of the
// visitor's dictionary (content/dictionaries) says it. The domain throws a key and its parameters;
// the door that knows the visitor's language looks the words up here (server/contract/refusals.ts).
// Every text is its store's own (the dictionary, the money's or the messages' texts): this table
// only names it.
import { GUEST_MESSAGES } from "./messages";
import { GUEST_PAYMENT_TEXTS } from "./payments";
import { STAY_HOURS, type TStayHours } from "./stays";
import type { TDictionary } from "./dictionaries/types";

/** The visitor's dictionary, its texts naming these stay hours (the one setting unless given). */
type TDictionaryOf = (hours?: TStayHours) => TDictionary;

type TVisitorWords = {
  /** The refusal's words; under its field too when it names one. */
  say: (d: TDictionaryOf, ...params: never[]) => string;
  /** The whole reply's message when it differs from the field's (a form's fault named under its field). */
  summary?: (d: TDictionaryOf) => string;
};

export const VISITOR_REFUSALS = {
  /** The doors' own refusals: another site's request, too many requests, a form a bot sent, a malformed key, a database away. */
  crossOrigin: { say: (d) => d().api.crossOrigin },
  rateLimited: { say: (d) => d().api.rateLimited },
  rejectedAsAutomated: { say: (d) => d().api.rejectedAsAutomated },
  formNotChecked: { say: (d) => d().api.formNotChecked },
  tooFast: { say: (d) => d().api.tooFast },
  idempotencyKeyInvalid: { say: (d) => d().api.idempotencyKeyInvalid },
  unavailable: { say: (d) => d().api.unavailable },
  notFound: { say: (d) => d().api.notFound },
  nightsTaken: { say: (d) => d().api.nightsTaken },
  idempotencyKeyReused: { say: (d) => d().api.idempotencyKeyReused },
  senderBlocked: { say: (d) => d().api.senderBlocked },
  capUnverified: { say: (d, cap: number, minutes: number) => d().api.capUnverified(cap, minutes) },
  capOpen: { say: (d, cap: number) => d().api.capOpen(cap) },
  capNights: { say: (d, cap: number) => d().api.capNights(cap) },
  guestsRange: { say: (d, min: number, max: number) => d().validation.guestsRange(min, max) },
  minNights: { say: (d, min: number) => d().validation.minNights(min) },
  checkInTooLate: { say: (d) => d().validation.checkInTooLate, summary: (d) => d().api.invalidInput },
  /** An arrival time outside the owner's window, which the text names: the saved hours are its parameters. */
  arrivalOutsideHours: {
    say: (d, checkInFrom: string, checkInUntil: string, checkOutBy: string) =>
      d({ ...STAY_HOURS, checkInFrom, checkInUntil, checkOutBy }).validation.checkInTime,
    summary: (d) => d().api.invalidInput,
  },
  /** A photo sent that is no image, too large in bytes (its megabytes) or in pixels (its megapixels); the reply's message says the input was refused. */
  notAnImage: { say: (d) => d().validation.notAnImage, summary: (d) => d().api.invalidInput },
  imageTooLarge: { say: (d, megabytes: number) => d().validation.imageTooLarge(megabytes), summary: (d) => d().api.invalidInput },
  tooManyPixels: { say: (d, megapixels: number) => d().validation.tooManyPixels(megapixels), summary: (d) => d().api.invalidInput },
  /** The invoice details, each under its own field; closed once the tax invoice is issued, the data erased or (for the guest) the booking no longer open. */
  billingName: { say: (d) => GUEST_PAYMENT_TEXTS[d().language].billing.refusals.name },
  billingAddress: { say: (d) => GUEST_PAYMENT_TEXTS[d().language].billing.refusals.address },
  billingVatNumber: { say: (d) => GUEST_PAYMENT_TEXTS[d().language].billing.refusals.vatNumber },
  billingClosed: { say: (d) => GUEST_PAYMENT_TEXTS[d().language].billing.refusals.closed },
  /** A guest's message: empty, too long, characters that cannot be stored. */
  messageEmpty: { say: (d) => GUEST_MESSAGES[d().language].page.required },
  messageTooLong: { say: (d, max: number) => GUEST_MESSAGES[d().language].page.tooLong(max) },
  messageUnreadable: { say: (d) => GUEST_MESSAGES[d().language].page.unreadable },
  /** The booking's personal data was erased: nothing more is written to it (the owner's door says it in the owner's words). */
  erased: { say: (d) => GUEST_MESSAGES[d().language].page.closed },
} as const satisfies Record<string, TVisitorWords>;

export type TVisitorRefusalKey = keyof typeof VISITOR_REFUSALS;

/** What a key's words fill in, in order. */
export type TVisitorRefusalParams<K extends TVisitorRefusalKey> = (typeof VISITOR_REFUSALS)[K]["say"] extends (
  d: TDictionaryOf,
  ...params: infer P
) => string
  ? P
  : never;
