// Money texts: amounts written the same way everywhere in each language, and every text in both.
import { describe, expect, it } from "vitest";
import { formatCents, formatCentsPlain, GUEST_PAYMENT_TEXTS, OWNER_PAYMENT_TEXTS, PAYMENT_TEXTS } from "@/content/payments";

/** Every key path of a nested object of texts. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe("money texts", () => {
  it("write rand in each language's convention", () => {
    expect(formatCents(123_450, "en")).toBe("R1,234.50");
    expect(formatCents(123_450, "af")).toBe("R1 234,50");
    expect(formatCents(100_000_005, "en")).toBe("R1,000,000.05");
    expect(formatCents(5, "af")).toBe("R0,05");
    expect(formatCents(-140_000, "en")).toBe("-R1,400.00");
    expect(formatCentsPlain(123_405)).toBe("1234.05");
    expect(formatCentsPlain(-7)).toBe("-0.07");
  });

  it.each([
    ["the owner's and the ledger's", PAYMENT_TEXTS],
    ["the guest's", GUEST_PAYMENT_TEXTS],
    ["the owner's e-mails'", OWNER_PAYMENT_TEXTS],
  ] as const)("%s exist in both languages, none empty", (_name, texts) => {
    expect(keysOf(texts.af).sort()).toEqual(keysOf(texts.en).sort());
    for (const language of ["en", "af"] as const)
      for (const key of keysOf(texts[language])) {
        const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[language]);
        expect(String(text).trim(), `${language}.${key}`).not.toBe("");
      }
  });
});
