// The bookings as a CSV file for the owner's accountant: every confirmed or cancelled booking with
// nights in the period, one row each (dates yyyy-MM-dd, amounts in rand with two decimals): its
// price's parts, the nights sold and the revenue inside the period (as the report counts them;
// none for a cancelled booking), the stay money received and refunded, and what is still owed; then
// the totals. One query, whatever the number of bookings.
import "server-only";
import { formatCentsPlain } from "@/content/payments";
import { REPORT_TEXTS } from "@/content/reports";
import type { TLanguage } from "@/content/dictionaries";
import type { TStayId } from "@/content/stays";
import { STAYS } from "@/content/stays";
import { fromStayEnum } from "../bookings/stay-enum";
import { fromUtcDate, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import { getDb } from "../db/client";
import { csvText } from "../payments/ledger-export";
import { nightsWithin, revenueWithin } from "./figures";
import { isBinding, ONCE_BOUND_WHERE, type TOnceBoundStatus } from "@/server/bookings/status";

export type TBookingExportRow = {
  number: string;
  status: TOnceBoundStatus;
  manual: boolean;
  stay: TStayId;
  guestName: string;
  requestedOn: TIsoDate;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  nights: number;
  nightsInPeriod: number;
  guests: number;
  accommodationCents: number;
  extraGuestsCents: number;
  cleaningCents: number;
  totalCents: number;
  bookedInPeriodCents: number;
  receivedCents: number;
  refundedCents: number;
  outstandingCents: number;
};

/** The confirmed and cancelled bookings with nights in [from, until), by check-in. */
export async function readBookingsExport(period: { from: TIsoDate; until: TIsoDate }): Promise<TBookingExportRow[]> {
  const bookings = await getDb().booking.findMany({
    where: {
      ...ONCE_BOUND_WHERE,
      checkIn: { lt: toUtcDate(period.until) },
      checkOut: { gt: toUtcDate(period.from) },
    },
    orderBy: [{ checkIn: "asc" }, { number: "asc" }],
    include: {
      ledgerEntries: { where: { kind: { in: ["payment", "refund"] }, reversedBy: null }, select: { kind: true, amountCents: true } },
    },
  });
  return bookings.map((booking) => {
    const stay = { checkIn: fromUtcDate(booking.checkIn), checkOut: fromUtcDate(booking.checkOut), totalCents: booking.totalPriceCents };
    const sum = (kind: "payment" | "refund") =>
      booking.ledgerEntries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amountCents, 0);
    const confirmed = isBinding(booking.status);
    const receivedCents = sum("payment");
    return {
      number: booking.number,
      status: confirmed ? "confirmed" : "cancelled",
      manual: booking.manual,
      stay: fromStayEnum(booking.stay),
      guestName: booking.guestName,
      requestedOn: getBusinessToday(booking.createdAt),
      ...stay,
      nights: booking.nights,
      nightsInPeriod: confirmed ? nightsWithin(stay, period) : 0,
      guests: booking.guests,
      accommodationCents: booking.basePriceCents,
      extraGuestsCents: booking.additionalGuestFeeCents,
      cleaningCents: booking.cleaningFeeCents,
      bookedInPeriodCents: confirmed ? revenueWithin(stay, period) : 0,
      receivedCents,
      refundedCents: sum("refund"),
      outstandingCents: confirmed ? Math.max(0, stay.totalCents - receivedCents) : 0,
    };
  });
}

const MONEY_KEYS = [
  "accommodationCents",
  "extraGuestsCents",
  "cleaningCents",
  "totalCents",
  "bookedInPeriodCents",
  "receivedCents",
  "refundedCents",
  "outstandingCents",
] as const;

/** The CSV text, its columns in `language`, with a totals line. */
export function bookingsCsv(rows: TBookingExportRow[], language: TLanguage): string {
  const t = REPORT_TEXTS[language].csv;
  const lines: string[][] = [t.columns];
  for (const row of rows)
    lines.push([
      row.number,
      t.statuses[row.status],
      t.sources[row.manual ? "manual" : "website"],
      STAYS[row.stay].name[language],
      row.guestName,
      row.requestedOn,
      row.checkIn,
      row.checkOut,
      String(row.nights),
      String(row.nightsInPeriod),
      String(row.guests),
      ...MONEY_KEYS.map((key) => formatCentsPlain(row[key])),
    ]);
  const total = (key: (typeof MONEY_KEYS)[number]) => rows.reduce((sum, row) => sum + row[key], 0);
  lines.push([
    t.total,
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    String(rows.reduce((sum, row) => sum + row.nights, 0)),
    String(rows.reduce((sum, row) => sum + row.nightsInPeriod, 0)),
    "",
    ...MONEY_KEYS.map((key) => formatCentsPlain(total(key))),
  ]);
  return csvText(lines);
}
