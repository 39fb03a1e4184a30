// Every text exists in both languages: the same key paths in every store of content/texts, the
// same number of arguments for every text that is a function, and no empty text.
import { describe, expect, it } from "vitest";
import { TEXTS } from "@/content/texts";

type TLeaf = { path: string; value: unknown };

/** Every leaf of a store: strings, functions, numbers and the like, by their key path. */
function leavesOf(value: unknown, path: string): TLeaf[] {
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, `${path}.${key}`));
  return [{ path, value }];
}

/** A function's text with sample arguments of each kind, to see it writes something. */
function sampleOf(fn: (...args: unknown[]) => unknown): unknown {
  for (const sample of ["x", 2]) {
    try {
      return fn(...Array.from({ length: fn.length }, () => sample));
    } catch {
      // An argument of another kind: try the next.
    }
  }
  return "(takes structured arguments)";
}

describe("texts in both languages", () => {
  for (const store of Object.keys(TEXTS.en) as (keyof typeof TEXTS.en)[]) {
    it(`${store}: the same keys, arities and no empty text in English and Afrikaans`, () => {
      const en = leavesOf(TEXTS.en[store], store);
      const af = leavesOf(TEXTS.af[store], store);
      expect(af.map((leaf) => leaf.path).sort()).toEqual(en.map((leaf) => leaf.path).sort());
      const afByPath = new Map(af.map((leaf) => [leaf.path, leaf.value]));
      for (const { path, value } of en) {
        const other = afByPath.get(path);
        expect(typeof other, path).toBe(typeof value);
        if (typeof value === "function") expect((other as () => unknown).length, `${path} arity`).toBe(value.length);
      }
      for (const [language, leaves] of [
        ["en", en],
        ["af", af],
      ] as const)
        for (const { path, value } of leaves) {
          const text = typeof value === "function" ? sampleOf(value as (...args: unknown[]) => unknown) : value;
          if (typeof text === "string") expect(text.trim(), `${language} ${path}`).not.toBe("");
        }
    });
  }
});
