// Looks up the dictionary of a language.
import { af } from "./af";
import { en } from "./en";
import type { TDictionary, TLanguage } from "./types";

export type { TDictionary, TLanguage } from "./types";
export { LANGUAGES } from "./types";

const DICTIONARIES: Record<TLanguage, TDictionary> = { en, af };

export function getDictionary(language: TLanguage): TDictionary {
  return DICTIONARIES[language];
}
