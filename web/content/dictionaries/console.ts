// Looks up the owner's console dictionary of a language.
import { consoleAf } from "./console-af";
import { consoleEn, type TConsoleDictionary } from "./console-en";
import type { TLanguage } from "./types";

export type { TConsoleDictionary } from "./console-en";

const CONSOLE: Record<TLanguage, TConsoleDictionary> = { en: consoleEn, af: consoleAf };

export function getConsoleDictionary(language: TLanguage): TConsoleDictionary {
  return CONSOLE[language];
}
