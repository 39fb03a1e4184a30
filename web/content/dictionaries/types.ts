// The site's languages. Each dictionary's shape is its English one's (TDictionary, from en.ts).
export type { TDictionary } from "./en";

export type TLanguage = "en" | "af";
export const LANGUAGES: readonly TLanguage[] = ["en", "af"];
