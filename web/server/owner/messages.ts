// The owner's refusals live with every other text (content/owner-messages.ts, and the money's in
// content/payments.ts); this path keeps its importers.
import "server-only";
export { getOwnerMessages, OWNER_MESSAGES, type TOwnerMessageKey, type TOwnerMessages } from "@/content/owner-messages";
import type { TOwnerMessageKey } from "@/content/owner-messages";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TPaymentTexts } from "@/content/payments";
import { Refusal, type TAppErrorCode } from "../errors";

/**
 * A key of the owner's words: an owner's message, a refusal of the money's texts
 * (`payments.refusals.no-plan`), the console's channel and changeover screens
 * (`console.channels.badUrl`) or the reports' (`reports.csv.badPeriod`).
 */
export type TOwnerRefusalKey =
  | TOwnerMessageKey
  | `payments.refusals.${keyof TPaymentTexts["refusals"]}`
  | `payments.terms.${keyof TPaymentTexts["terms"]}`
  | `console.channels.${Exclude<keyof TConsoleDictionary["channels"], "errors">}`
  | "console.changeovers.invalidRange"
  | "reports.csv.badPeriod";

/** A refusal to the owner: a key of the owner's words; the owner's door (door-errors.ts) says it in the owner's language. */
export function refusedToOwner(
  code: TAppErrorCode,
  key: TOwnerRefusalKey,
  details: Refusal<TOwnerRefusalKey>["details"] = {},
): Refusal<TOwnerRefusalKey> {
  return new Refusal<TOwnerRefusalKey>(code, key, details);
}
