// Every text exists in both languages: the same key paths in every store of content/texts, the
// same number of arguments for every text that is a function, and no empty text. And every text is
// in such a store: no code outside web/content keeps words of its own in both languages.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@/content/texts";
import { findingAt, findOutside, parseSource } from "../support/source-tree";

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

/** Letters that are not a path ("/verblyf") or a locale code ("en_ZA"). */
const WORDS = (text: string) => /\p{L}/u.test(text) && !text.startsWith("/") && !/^[a-z]{2}([_-][A-Z]{2})?$/.test(text);

/** A value that is words: a string or template of words, a function or a nested store. */
function isWords(node: ts.Expression): boolean {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return isWords(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return WORDS(node.text);
  if (ts.isTemplateExpression(node))
    return (
      !node.head.text.startsWith("/") && [node.head, ...node.templateSpans.map((span) => span.literal)].some((part) => WORDS(part.text))
    );
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isObjectLiteralExpression(node);
}

/** Where a source keeps a text in both languages itself: an object literal with `en` and `af` holding words. "line: what was written" each. */
export function textStoresIn(source: string, fileName = "file.ts"): string[] {
  const file = parseSource(source, fileName);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const byLanguage = new Map(
        node.properties.flatMap((p) =>
          ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))
            ? [[p.name.text, p.initializer] as const]
            : [],
        ),
      );
      const en = byLanguage.get("en");
      const af = byLanguage.get("af");
      if (en && af && (isWords(en) || isWords(af))) {
        found.push(findingAt(file, node));
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("every text in a registered store", () => {
  // Parsing every source takes a few seconds, more on a busy machine.
  it("no code outside web/content writes a text in both languages itself", { timeout: 60_000 }, () => {
    expect(findOutside("web/content", textStoresIn)).toEqual([]);
  });

  it("the check finds words kept in both languages, and leaves codes and blanks alone", () => {
    const finds = (source: string) => textStoresIn(source).length > 0;
    expect(finds('const NAMES = { en: "English", af: "Afrikaans" } as const;')).toBe(true);
    expect(finds("const WORDS = { en: { perNight: 'per night' }, af: { perNight: 'per nag' } };")).toBe(true);
    expect(finds("const say = { en: (n: number) => `${n} nights`, af: (n: number) => `${n} nagte` };")).toBe(true);
    expect(finds('const LOCALES = { en: "en_ZA", af: "af_ZA" };')).toBe(false);
    expect(finds('const blank = { en: "", af: "" };')).toBe(false);
    expect(finds("const paths = { en: base, af: other };")).toBe(false);
    expect(finds('const home = { en: "/vacation-home", af: `/af${path}` };')).toBe(false);
  });
});
