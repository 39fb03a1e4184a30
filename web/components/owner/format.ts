// Small display helpers of the console, shared by its server pages and islands (pure).
import type { TLanguage } from "@/content/dictionaries";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { fill } from "@/lib/fill";
import { isStayId, STAYS } from "@/content/stays";
import { formatDisplayDate, formatMoment } from "@/server/calendar/dates";

export { formatCents } from "@/content/payments";
export { formatDisplayDate, formatMoment };

export function stayName(stay: string | null | undefined, language: TLanguage, allStays: string): string {
  if (!stay) return allStays;
  return isStayId(stay) ? STAYS[stay].name[language] : stay;
}

/** "3 h 05 min" / "2 d 4 h": how long until `until`, from `now`. */
export function formatTimeLeft(until: Date | string, now: Date): string | null {
  const ms = new Date(until).getTime() - now.getTime();
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, "0")} min` : `${rest} min`;
}

/** The phone's digits for https://wa.me/<digits> (the international number without "+"). */
export function whatsappDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** "1 night" or "3 nights", "1 day" or "3 days", in the console's words. */
export function counted(common: TConsoleDictionary["common"], unit: "nights" | "days", n: number): string {
  if (n === 1) return unit === "nights" ? common.nightCountOne : common.dayCountOne;
  return fill(unit === "nights" ? common.nightsCount : common.daysCount, { n });
}
