// The ledger as a CSV file for the owner's accountant: every entry of a month or a year by the day
// the money cleared, with its booking, guest, kind, method, direction and amount in rand (money in
// positive, money out negative; a breakage deposit kept moves no money), and the totals. Cells a
// spreadsheet would run as a formula are written as text.
import "server-only";
import { formatCentsPlain, PAYMENT_TEXTS } from "@/content/payments";
import type { TLanguage } from "@/content/dictionaries";
import { fromUtcDate, toUtcDate, type TIsoDate } from "../calendar/dates";
import { getDb } from "../db/client";
import type { TLedgerKind } from "./rules";

export type TLedgerPeriod = { label: string; from: TIsoDate; until: TIsoDate };

/** A month ("2026-11") or a year ("2026") from the export's query; null for anything else (both included). */
export function ledgerPeriodOf(query: { month?: string | null; year?: string | null }): TLedgerPeriod | null {
  const { month, year } = query;
  if (month && year) return null;
  if (month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    return { label: month, from: `${month}-01`, until: next };
  }
  if (!month && year && /^(19|20|21)\d{2}$/.test(year)) return { label: year, from: `${year}-01-01`, until: `${Number(year) + 1}-01-01` };
  return null;
}

type TDirection = "in" | "out" | "none";
const DIRECTION: Record<Exclude<TLedgerKind, "reversal">, TDirection> = {
  payment: "in",
  breakage_deposit: "in",
  refund: "out",
  breakage_repaid: "out",
  breakage_kept: "none",
};
const OPPOSITE: Record<TDirection, TDirection> = { in: "out", out: "in", none: "none" };

export type TLedgerExportRow = {
  id: string;
  occurredOn: TIsoDate;
  bookingNumber: string;
  guestName: string;
  kind: TLedgerKind;
  method: "eft" | "cash" | "card" | "other";
  direction: TDirection;
  /** Signed: money in positive, money out negative, a kept breakage deposit positive. */
  signedCents: number;
  note: string;
  reversesId: string | null;
};

/** The entries with `from <= occurredOn < until`, in the order they cleared. */
export async function readLedgerExport(period: TLedgerPeriod): Promise<TLedgerExportRow[]> {
  const entries = await getDb().ledgerEntry.findMany({
    where: { occurredOn: { gte: toUtcDate(period.from), lt: toUtcDate(period.until) } },
    orderBy: [{ occurredOn: "asc" }, { id: "asc" }],
    include: { booking: { select: { number: true, guestName: true } }, reverses: { select: { kind: true } } },
  });
  return entries.map((entry) => {
    const direction =
      entry.kind === "reversal"
        ? OPPOSITE[entry.reverses && entry.reverses.kind !== "reversal" ? DIRECTION[entry.reverses.kind] : "none"]
        : DIRECTION[entry.kind];
    return {
      id: String(entry.id),
      occurredOn: fromUtcDate(entry.occurredOn),
      bookingNumber: entry.booking.number,
      guestName: entry.booking.guestName,
      kind: entry.kind,
      method: entry.method,
      direction,
      signedCents: direction === "out" ? -entry.amountCents : entry.amountCents,
      note: entry.note,
      reversesId: entry.reversesId === null ? null : String(entry.reversesId),
    };
  });
}

/** One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+\.\d{2}$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Money in, money out and the net of the rows, in cents (a kept breakage deposit moves none). */
export function ledgerExportTotals(rows: TLedgerExportRow[]): Record<"in" | "out" | "net", number> {
  const sum = (direction: TDirection) =>
    rows.filter((row) => row.direction === direction).reduce((total, row) => total + row.signedCents, 0);
  return { in: sum("in"), out: sum("out"), net: sum("in") + sum("out") };
}

/** The CSV text (CRLF lines, a UTF-8 byte-order mark for spreadsheets), its columns and totals in `language`. */
export function ledgerCsv(rows: TLedgerExportRow[], language: TLanguage): string {
  const t = PAYMENT_TEXTS[language];
  const lines = [t.ledgerExport.columns];
  for (const row of rows)
    lines.push([
      row.occurredOn,
      row.bookingNumber,
      row.guestName,
      t.ledgerKinds[row.kind],
      t.methods[row.method],
      t.ledgerExport.directions[row.direction],
      formatCentsPlain(row.signedCents),
      row.note,
      row.reversesId ?? "",
    ]);
  const totals = ledgerExportTotals(rows);
  for (const key of ["in", "out", "net"] as const)
    lines.push(["", "", "", t.ledgerExport.totals[key], "", "", formatCentsPlain(totals[key]), "", ""]);
  return csvText(lines);
}

/** A CSV file's text: CRLF lines, with a UTF-8 byte-order mark for spreadsheets. */
export function csvText(lines: string[][]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
