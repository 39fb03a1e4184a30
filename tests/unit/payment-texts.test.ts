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

describe("the words of money", () => {
  it("count days in the singular and plural, and use the plain words for balance, status, minus and cleared", async () => {
    const { readFileSync } = await import("node:fs");
    for (const [language, one, many] of [
      ["en", "(1 day before check-in)", "(2 days before check-in)"],
      ["af", "(1 dag voor intrek)", "(2 dae voor intrek)"],
    ] as const) {
      const text = GUEST_PAYMENT_TEXTS[language].page.refundIfCancelled;
      expect(text("R1", { percent: 0, daysBefore: 1, coolingOff: null })).toContain(one);
      expect(text("R1", { percent: 0, daysBefore: 2, coolingOff: null })).toContain(many);
    }
    expect(GUEST_PAYMENT_TEXTS.af.labels.state).toBe("Status");
    expect(PAYMENT_TEXTS.af.scheduleKinds.balance).toBe("Saldo");
    expect(OWNER_PAYMENT_TEXTS.en.labels.paidOfIt).toBe("Paid so far");
    // Words that read wrong, in every source of money texts.
    const sources = [
      "web/content/payments.ts",
      "web/content/dictionaries/console-af.ts",
      "web/content/owner-mail.ts",
      "web/server/content/terms-sections.ts",
    ].map((path) => readFileSync(path, "utf8"));
    for (const source of sources) expect(source).not.toMatch(/\b[Bb]alans\b|\bmin (enige|die koste)\b|deurgekom|Paid of it|voor inklok/);
  });
});
