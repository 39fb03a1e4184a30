// Rand amounts as the owner types them in the console's forms, and back: "1500", "1 500,50" and
// "1,500.50" are all 150050 cents. Pure, for the forms and their tests.

/** Cents from a typed rand amount (at most two decimals, not negative), or undefined when it is not one. */
export function parseRandToCents(text: string): number | undefined {
  let value = text
    .trim()
    .replace(/^R\s*/i, "")
    .replace(/[\s\u00a0]/g, "");
  // A comma is the decimal sign unless a point is there too (then commas group thousands).
  value = value.includes(".") ? value.replace(/,/g, "") : value.replace(",", ".");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(`${match[1]}${(match[2] ?? "").padEnd(2, "0")}`);
}

/** Cents as a form's starting text: "1000" or "1000.50" ("1000,50" in Afrikaans). */
export function centsToInput(cents: number, language: "en" | "af"): string {
  const whole = String(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole}${language === "af" ? "," : "."}${String(rest).padStart(2, "0")}`;
}
