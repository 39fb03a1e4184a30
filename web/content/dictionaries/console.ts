// Looks up the owner's console dictionary of a language.
import { consoleAf } from "./console-af";
import { consoleEn } from "./console-en";
import type { TConsoleDictionary } from "./console-types";
import type { TLanguage } from "./types";

export type { TConsoleDictionary, THoldKind, TBookingStatusName } from "./console-types";

const CONSOLE: Record<TLanguage, TConsoleDictionary> = { en: consoleEn, af: consoleAf };

export function getConsoleDictionary(language: TLanguage): TConsoleDictionary {
  return CONSOLE[language];
}
