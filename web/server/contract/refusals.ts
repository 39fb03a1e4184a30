// The visitor's doors (the /api routes, tRPC's public calls, the link pages) say a domain Refusal
// in the visitor's language, here: the words its key names (content/visitor-refusals.ts), filled
// with its parameters, under its field when it names one, as the AppError of its code.
import "server-only";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { VISITOR_REFUSALS, type TVisitorRefusalKey } from "@/content/visitor-refusals";
import { asUnavailable } from "../db/transient";
import { AppError, Refusal, refusalInWords } from "../errors";

type TWords = { say: (...args: unknown[]) => string; summary?: (...args: unknown[]) => string };

/** The words a key of the visitor's refusals names; undefined for a key that is not the visitor's. */
const wordsOf = (key: string) =>
  Object.hasOwn(VISITOR_REFUSALS, key) ? (VISITOR_REFUSALS[key as TVisitorRefusalKey] as TWords) : undefined;

/** A domain refusal in the visitor's words; undefined for a key that is not the visitor's (the door answers it as an internal fault). */
export function visitorRefusal(refusal: Refusal, language: TLanguage): AppError | undefined {
  const words = wordsOf(refusal.key);
  if (!words) return undefined;
  const dictionaryOf = (hours?: Parameters<typeof getDictionary>[1]) => getDictionary(language, hours);
  // The key names the words; its parameters are the ones refusedToVisitor typed for it.
  const said = words.say(dictionaryOf, ...(refusal.details.params ?? []));
  const message = words.summary?.(dictionaryOf) ?? said;
  return refusalInWords(refusal, { own: said, message, say: (key, params) => wordsOf(key)?.say(dictionaryOf, ...params) });
}

/** The language a call's reply speaks: the one its input names (the page it was sent from; the shared cookie may be another tab's), else the request's. */
export function replyLanguage(input: unknown, language: TLanguage): TLanguage {
  const named = (input as { language?: unknown } | null | undefined)?.language;
  return named === "en" || named === "af" ? named : language;
}

/** An error a visitor's door caught, as the AppError it answers with: a Refusal in the visitor's words; an AppError as it is. */
export function visitorErrorOf(error: unknown, language: TLanguage): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof Refusal) return visitorRefusal(error as Refusal, language);
  return undefined;
}

/** A database that is busy or away, as the 503 a door answers in `language` (with when to retry); undefined for any other error. */
export function unavailableErrorOf(error: unknown, language: TLanguage): AppError | undefined {
  const refusal = asUnavailable(error);
  return refusal && visitorRefusal(refusal, language);
}
