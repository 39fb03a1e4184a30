// The date a review shows, as the spec writes it in each language.
import type { TLanguage } from "@/content/dictionaries/types";

/** English shows month and year, Afrikaans day, month and year (as the spec has it). */
export function formatReviewDate(iso: string, language: TLanguage): string {
  const options: Intl.DateTimeFormatOptions =
    language === "af" ? { day: "numeric", month: "long", year: "numeric" } : { month: "long", year: "numeric" };
  return new Intl.DateTimeFormat(language === "af" ? "af-ZA" : "en-ZA", { ...options, timeZone: "Africa/Johannesburg" }).format(
    new Date(iso),
  );
}
