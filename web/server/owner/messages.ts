// The owner's refusals live with every other text (content/owner-messages.ts); this path keeps its importers.
export { getOwnerMessages, OWNER_MESSAGES, type TOwnerMessageKey, type TOwnerMessages } from "@/content/owner-messages";
import type { TOwnerMessageKey } from "@/content/owner-messages";
import { Refusal, type TAppErrorCode } from "../errors";

/** A refusal to the owner: a key of the owner's refusals; the owner's door (door-errors.ts) says it in the owner's language. */
export function refusedToOwner(
  code: TAppErrorCode,
  key: TOwnerMessageKey,
  details: Refusal<TOwnerMessageKey>["details"] = {},
): Refusal<TOwnerMessageKey> {
  return new Refusal<TOwnerMessageKey>(code, key, details);
}
