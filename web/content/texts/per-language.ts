// The stores kept per text rather than per language, read in one language.
import type { TLanguage } from "../dictionaries/types";
import { SAVED_REPLIES, SAVED_REPLY_KEYS, type TSavedReplyKey } from "../messages";
import { STAY_IDS, STAYS, type TStayId } from "../stays";

export function savedRepliesIn(language: TLanguage): Record<TSavedReplyKey, string> {
  return Object.fromEntries(SAVED_REPLY_KEYS.map((key) => [key, SAVED_REPLIES[key][language]])) as Record<TSavedReplyKey, string>;
}

export function stayNamesIn(language: TLanguage): Record<TStayId, string> {
  return Object.fromEntries(STAY_IDS.map((id) => [id, STAYS[id].name[language]])) as Record<TStayId, string>;
}
