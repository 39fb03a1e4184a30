// The owner's door (the console's tRPC procedures) says every refusal in the owner's language, in
// one place: an input its schema refuses becomes a 400 with one message per field, chosen by the
// issue's code (and the rule's own reason) from the owner's dictionary, never zod's English; a
// domain Refusal becomes the AppError of its code with the words its key names.
import "server-only";
import { z } from "zod";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { PAYMENT_TEXTS } from "@/content/payments";
import { REPORT_TEXTS } from "@/content/reports";
import { fill } from "@/lib/fill";
import { visitorRefusal } from "../contract/refusals";
import { AppError, InputRefusal, Refusal, refusalInWords, type TFieldErrors } from "../errors";
import { getOwnerMessages } from "./messages";

type TOwnerMessages = ReturnType<typeof getOwnerMessages>;

/** The reasons rules of the owner's inputs give their own refinements (`params: { reason }`). */
const REASONS: Record<string, (m: TOwnerMessages) => string> = {
  date: (m) => m.mustBeDate,
  order: (m) => m.checkInOrder,
  step: (m) => m.checkInStep,
  duplicate: (m) => m.amenityTwice,
  time: (m) => m.invalidTime,
};

/** A schema's issue in the owner's words, by its code. */
export function ownerIssueMessage(m: TOwnerMessages, issue: z.core.$ZodIssue | z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "custom": {
      const reason = (issue.params as { reason?: string } | undefined)?.reason;
      // The refinement every free text of the owner's has: only characters that can be stored.
      return (reason && REASONS[reason]?.(m)) ?? m.unreadableText;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? m.fieldRequired : m.tooShort(min);
      if (issue.origin === "array" || issue.origin === "set") return m.listRequired;
      return m.atLeast(min);
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return m.fieldTooLong(max);
      if (issue.origin === "array" || issue.origin === "set") return m.listTooLong(max);
      return m.atMost(max);
    }
    case "invalid_type":
      if (issue.expected === "int") return m.wholeNumber;
      if (issue.expected === "number") return m.mustBeNumber;
      return m.fieldRequired;
    case "not_multiple_of":
      return m.wholeNumber;
    case "invalid_format":
      if (issue.format === "email") return m.invalidEmail;
      if (issue.format === "uuid" || issue.format === "guid") return m.invalidValue;
      return m.invalidFormat;
    case "invalid_value":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return m.invalidChoice;
    default:
      return m.invalidValue;
  }
}

/** An issue's field as the console's forms name it: its path without list positions ("hours.checkInUntil"); "body" for the whole input. */
export function issueField(issue: { path: readonly PropertyKey[] }): string {
  return issue.path.filter((part) => typeof part === "string").join(".") || "body";
}

/** A schema's refusal of an owner's input: 400, one message per field (the first issue of each). */
export function ownerInputRefusal(error: z.ZodError, language: TLanguage): AppError {
  const m = getOwnerMessages(language);
  const fields: TFieldErrors = {};
  for (const issue of error.issues) fields[issueField(issue)] ??= ownerIssueMessage(m, issue);
  return new AppError("BAD_REQUEST", getDictionary(language).api.invalidInput, { fields, reason: "INVALID_INPUT" });
}

type TWords = string | ((...args: (number | string)[]) => string);

/** The words a key names in the owner's language (an owner's message, or a dotted path into the money's, console's or reports' texts); undefined when none. */
function ownerWordsOf(key: string, language: TLanguage): TWords | undefined {
  const words: Record<string, unknown> = {
    ...getOwnerMessages(language),
    payments: PAYMENT_TEXTS[language],
    console: getConsoleDictionary(language),
    reports: REPORT_TEXTS[language],
  };
  const found = key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], words);
  return typeof found === "string" || typeof found === "function" ? (found as TWords) : undefined;
}

/**
 * A domain refusal in the owner's words: its key's message (`notFound`, `payments.refusals.no-plan`,
 * `console.channels.badUrl`), under its field when it names one. A refusal of the visitor's that
 * reaches the owner (a database that is busy, a stay's own rules) is said in the visitor's words,
 * in the owner's language; a key with no words anywhere is a defect, not an empty message.
 */
export function ownerRefusal(refusal: Refusal, language: TLanguage): AppError {
  const say = (key: string, params: readonly (number | string)[] = [], values?: Record<string, number | string>) => {
    const words = ownerWordsOf(key, language);
    if (typeof words === "function") return words(...params);
    return words !== undefined && values ? fill(words, values) : words;
  };
  const message = say(refusal.key, refusal.details.params, refusal.details.values);
  if (message === undefined) {
    const visitor = visitorRefusal(refusal, language);
    if (visitor) return visitor;
    throw new Error(`No words for the refusal ${refusal.key}`);
  }
  return refusalInWords(refusal, { own: message, say });
}

/**
 * What a refused owner procedure answers: the input's schema refusal (tRPC's BAD_REQUEST with the
 * ZodError as its cause, or a domain schema's InputRefusal) and a domain Refusal in the owner's
 * words; anything else as it is.
 */
export function ownerErrorOf(error: { code: string; cause?: unknown }, language: TLanguage): AppError | undefined {
  if (error.code === "BAD_REQUEST" && error.cause instanceof z.ZodError) return ownerInputRefusal(error.cause, language);
  const cause: unknown = error.cause;
  if (cause instanceof InputRefusal) return ownerInputRefusal(cause.error, language);
  if (cause instanceof Refusal) return ownerRefusal(cause as Refusal, language);
  return undefined;
}
