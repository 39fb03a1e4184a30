// The months the console's calendar shows: "YYYY-MM" keys from the page's query, clamped to what
// the owner router accepts (1 to 6 months), and each month's nights with their weekday names and
// their date in words (each cell's accessible name: its visible day number is a word of it).
import type { TLanguage } from "@/content/dictionaries";
import { addDays } from "@/server/calendar/dates";
import type { TCalendarMonth } from "./calendar-grid";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const MAX_MONTHS = 6;

export function parseMonth(value: unknown, fallback: string): string {
  return typeof value === "string" && MONTH.test(value) ? value : fallback;
}

export function parseMonthCount(value: unknown, fallback: number): number {
  const count = typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(count) && count >= 1 && count <= MAX_MONTHS ? count : fallback;
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function buildMonths(from: string, count: number, language: TLanguage): TCalendarMonth[] {
  const locale = language === "af" ? "af-ZA" : "en-ZA";
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" });
  const spoken = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return Array.from({ length: count }, (_, i) => {
    const key = shiftMonth(from, i);
    const next = `${shiftMonth(key, 1)}-01`;
    const nights: TCalendarMonth["nights"] = [];
    for (let date = `${key}-01`; date < next; date = addDays(date, 1)) {
      const instant = new Date(`${date}T00:00:00Z`);
      nights.push({ date, day: Number(date.slice(8)), weekday: weekday.format(instant), spoken: spoken.format(instant) });
    }
    return { key, label: monthName.format(new Date(`${key}-01T00:00:00Z`)), nights };
  });
}
