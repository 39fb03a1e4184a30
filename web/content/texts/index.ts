// Every text a guest or the owner reads, per language: en.ts and af.ts list every store of texts
// (pages, console, e-mails, PDFs), the one place to find a text of a language.
import type { TLanguage } from "../dictionaries/types";
import { AF_TEXTS } from "./af";
import { EN_TEXTS, type TTexts } from "./en";

export type { TTexts } from "./en";

export const TEXTS: Record<TLanguage, TTexts> = { en: EN_TEXTS, af: AF_TEXTS };
