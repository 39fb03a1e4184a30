// The texts one language's store writes and the other's does not: what must never reach a reader
// of the other language. Shared by the e-mail check (tests/integration/mail-languages.test.ts) and
// the browser suite's check of every page a test ends on (tests/e2e/fixtures.ts).
import type { TLanguage } from "../../web/content/dictionaries";
import { TEXTS } from "../../web/content/texts";

const MARK = "\u2063";
/** A text shorter than this many words may be the same phrase in both languages' sentences. */
const MIN_WORDS = 4;

/** Every leaf string of a store, and what each function writes around its arguments. */
function phrasesOf(value: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") found.set(path, node);
    else if (typeof node === "function") {
      const fn = node as (...args: unknown[]) => unknown;
      for (const sample of [MARK, 2]) {
        try {
          const written = fn(...Array.from({ length: fn.length }, () => sample));
          if (typeof written === "string") {
            written.split(MARK).forEach((part, i) => found.set(`${path}#${i}`, part));
            break;
          }
        } catch {
          // An argument of another kind: try the next sample.
        }
      }
    } else if (node !== null && typeof node === "object") for (const [key, inner] of Object.entries(node)) walk(inner, `${path}.${key}`);
  };
  walk(value, "");
  return found;
}

const cache = new Map<TLanguage, string[]>();

/** The texts of `language` whose counterpart differs: what must not appear in the other language's mails and pages. */
export function onlyIn(language: TLanguage): string[] {
  const known = cache.get(language);
  if (known) return known;
  const other = language === "en" ? "af" : "en";
  const mine = phrasesOf(TEXTS[language]);
  const theirs = phrasesOf(TEXTS[other]);
  const only = new Set<string>();
  for (const [path, text] of mine) {
    const phrase = text.trim();
    if (phrase.split(/\s+/).length >= MIN_WORDS && theirs.get(path)?.trim() !== phrase) only.add(phrase);
  }
  // A phrase both languages write somewhere (in other places) is not the other language's.
  for (const text of theirs.values()) only.delete(text.trim());
  const found = [...only];
  cache.set(language, found);
  return found;
}

/** The other language's phrases found in `written`, a text meant for a reader of `language`. */
export function otherLanguagePhrases(language: TLanguage, written: string): string[] {
  const flat = written.replace(/\s+/g, " ");
  return onlyIn(language === "en" ? "af" : "en").filter((phrase) => flat.includes(phrase.replace(/\s+/g, " ")));
}
