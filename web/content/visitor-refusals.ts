// The visitor's refusals by key: what the domain may refuse a visitor with, and which text of the
// visitor's dictionary (content/dictionaries) says it. The domain throws a key and its parameters;
// the door that knows the visitor's language looks the words up here (server/contract/refusals.ts).
// Every text is the dictionary's own: this table only names it.
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
} as const satisfies Record<string, TVisitorWords>;

export type TVisitorRefusalKey = keyof typeof VISITOR_REFUSALS;

/** What a key's words fill in, in order. */
export type TVisitorRefusalParams<K extends TVisitorRefusalKey> = (typeof VISITOR_REFUSALS)[K]["say"] extends (
  d: TDictionaryOf,
  ...params: infer P
) => string
  ? P
  : never;
