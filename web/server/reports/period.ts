// The periods the owner's reports and exports cover: a month, a season (the southern hemisphere's:
// summer is December to February and belongs to the year its December is in), a year, or any
// range of days; each as the nights (or days) from `from` up to, not including, `until`.
// Pure functions: the page's query, the CSV's query and the tests read periods the same way.
import "server-only";
import { addDays, diffDays, isIsoDate, type TIsoDate } from "../calendar/dates";
import { ledgerPeriodOf } from "../payments/ledger-export";

export const SEASONS = ["summer", "autumn", "winter", "spring"] as const;
export type TSeason = (typeof SEASONS)[number];
/** The month (1-12) each season starts in. */
const SEASON_START: Record<TSeason, number> = { summer: 12, autumn: 3, winter: 6, spring: 9 };

export type TReportPeriod =
  | { kind: "month"; label: string; from: TIsoDate; until: TIsoDate }
  | { kind: "year"; label: string; from: TIsoDate; until: TIsoDate }
  | { kind: "season"; season: TSeason; year: number; label: string; from: TIsoDate; until: TIsoDate }
  | { kind: "range"; label: string; from: TIsoDate; until: TIsoDate };

/** The longest range the CSV export and the report read at once. */
export const MAX_RANGE_DAYS = 3 * 366;

const monthStart = (year: number, month: number): TIsoDate => {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${y}-${String(m).padStart(2, "0")}-01`;
};

export function seasonPeriod(season: TSeason, year: number): TReportPeriod {
  const start = SEASON_START[season];
  return { kind: "season", season, year, label: `${year}-${season}`, from: monthStart(year, start), until: monthStart(year, start + 3) };
}

type TQuery = { month?: string | null; year?: string | null; season?: string | null; from?: string | null; to?: string | null };

/**
 * The period a query names: ?month=yyyy-MM, ?year=yyyy, ?season=summer&year=yyyy, or
 * ?from=yyyy-MM-dd&to=yyyy-MM-dd (both days included, at most MAX_RANGE_DAYS); null for anything
 * else, a mix of them included.
 */
export function reportPeriodOf(query: TQuery): TReportPeriod | null {
  const { month, year, season, from, to } = query;
  if (from || to) {
    if (month || year || season || !from || !to || !isIsoDate(from) || !isIsoDate(to)) return null;
    const until = addDays(to, 1);
    const days = diffDays(until, from);
    if (days < 1 || days > MAX_RANGE_DAYS) return null;
    return { kind: "range", label: `${from}_${to}`, from, until };
  }
  if (season) {
    if (month || !year || !/^(19|20|21)\d{2}$/.test(year) || !(SEASONS as readonly string[]).includes(season)) return null;
    return seasonPeriod(season as TSeason, Number(year));
  }
  const plain = ledgerPeriodOf({ month, year });
  if (!plain) return null;
  return { kind: month ? "month" : "year", ...plain };
}

/** The same period one year earlier. */
export function yearEarlier(period: TReportPeriod): TReportPeriod {
  const back = (date: TIsoDate): TIsoDate => {
    const shifted = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
    // 29 February a year earlier is 1 March.
    return isIsoDate(shifted) ? shifted : addDays(`${shifted.slice(0, 8)}28`, 1);
  };
  const from = back(period.from);
  const until = back(period.until);
  switch (period.kind) {
    case "month":
      return { ...period, label: from.slice(0, 7), from, until };
    case "year":
      return { ...period, label: from.slice(0, 4), from, until };
    case "season":
      return seasonPeriod(period.season, period.year - 1);
    case "range":
      return { kind: "range", label: `${from}_${addDays(until, -1)}`, from, until };
  }
}

/** The calendar months a period touches, each cut to the period: [{ month: "2026-03", from, until }]. */
export function monthsOf(period: { from: TIsoDate; until: TIsoDate }): { month: string; from: TIsoDate; until: TIsoDate }[] {
  const months: { month: string; from: TIsoDate; until: TIsoDate }[] = [];
  let start = period.from;
  while (start < period.until) {
    const next = monthStart(Number(start.slice(0, 4)), Number(start.slice(5, 7)) + 1);
    const until = next < period.until ? next : period.until;
    months.push({ month: start.slice(0, 7), from: start, until });
    start = until;
  }
  return months;
}

/** The query string that names a period (and a stay), for links and the CSV's address. */
export function periodQuery(period: TReportPeriod): Record<string, string> {
  switch (period.kind) {
    case "month":
      return { month: period.label };
    case "year":
      return { year: period.label };
    case "season":
      return { season: period.season, year: String(period.year) };
    case "range":
      return { from: period.from, to: addDays(period.until, -1) };
  }
}
