// Looks up the dictionary of a language, with the stays' hours filled into its texts: a text names
// them as {checkInFrom}, {checkInUntil} and {checkOutBy}, never as times of its own.
import { fillHours, STAY_HOURS, type TStayHours } from "../stays";
import { af } from "./af";
import { en } from "./en";
import type { TDictionary, TLanguage } from "./types";

export type { TDictionary, TLanguage } from "./types";
export { LANGUAGES } from "./types";

const DICTIONARIES: Record<TLanguage, TDictionary> = { en, af };

/** Every text in `value` (strings in objects and arrays; functions and other values as they are) with the hours filled in. */
function withHours<T>(value: T, hours: TStayHours): T {
  if (typeof value === "string") return fillHours(value, hours) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withHours(item, hours)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withHours(item, hours)])) as T;
  return value;
}

const filled = new Map<string, TDictionary>();

/** The dictionary of a language; `hours` are the stays' hours its texts name (the one setting unless given). */
export function getDictionary(language: TLanguage, hours: TStayHours = STAY_HOURS): TDictionary {
  const key = `${language} ${JSON.stringify(hours)}`;
  let dictionary = filled.get(key);
  if (!dictionary) {
    dictionary = withHours(DICTIONARIES[language], hours);
    filled.set(key, dictionary);
  }
  return dictionary;
}
