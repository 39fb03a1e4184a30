// The changeover sheet: for each day of a range, the stays that end (departures) and begin
// (arrivals), and whether the day is a turnover (a departure and an arrival on the same day, so
// the cleaning must fit between check-out and check-in). Confirmed bookings and the stays the
// channels' calendars import (their dates only: the channel keeps its guest's details). Two views
// are built from explicit field lists: the owner's (the guest's name and phone, for a call about
// the arrival) and the cleaner's (no name, contact detail or price; see `cleanerSheet`).
import "server-only";
import { STAYS, type TStayId } from "@/content/stays";
import { BOOKING_FACT_COLUMNS, bookingFacts } from "../bookings/facts";
import { BINDING_WHERE } from "../bookings/status";
import { fromStayEnum } from "../bookings/stay-enum";
import { addDays, diffDays, fromUtcDate, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import { getDb } from "../db/client";

/** The range the sheet shows unless another is asked for: today and the next 13 days. */
export const DEFAULT_SHEET_DAYS = 14;
/** The longest range one sheet shows. */
export const MAX_SHEET_DAYS = 92;

type TSheetStayBase = { stay: TStayId; checkIn: TIsoDate; checkOut: TIsoDate; nights: number };

/** A stay on the owner's sheet. */
export type TOwnerSheetStay = TSheetStayBase &
  (
    | {
        kind: "booking";
        id: string;
        number: string;
        guests: number;
        /** The arrival time the guest chose (HH:mm). */
        checkInTime: string;
        guestName: string;
        guestPhone: string;
      }
    | { kind: "channel"; id: string; source: string }
  );

/** A stay on the cleaner's sheet: what cleaning needs, nothing about who the guests are or what they paid. */
export type TCleanerSheetStay = TSheetStayBase &
  ({ kind: "booking"; number: string; guests: number; checkInTime: string } | { kind: "channel"; source: string });

export type TSheetDay<S> = { date: TIsoDate; departures: S[]; arrivals: S[]; turnover: boolean };
export type TSheet<S> = { from: TIsoDate; to: TIsoDate; days: TSheetDay<S>[] };

/** The default range, from today in Africa/Johannesburg. */
export function defaultSheetRange(now = new Date()): { from: TIsoDate; to: TIsoDate } {
  const from = getBusinessToday(now);
  return { from, to: addDays(from, DEFAULT_SHEET_DAYS - 1) };
}

/** A range the sheet accepts: from on or before to, at most MAX_SHEET_DAYS days. */
export function isSheetRange(from: TIsoDate, to: TIsoDate): boolean {
  const days = diffDays(to, from) + 1;
  return days >= 1 && days <= MAX_SHEET_DAYS;
}

/** Every stay that begins or ends within [from, to] (both days included). */
async function loadStays(from: TIsoDate, to: TIsoDate): Promise<TOwnerSheetStay[]> {
  const db = getDb();
  const within = { gte: toUtcDate(from), lte: toUtcDate(to) };
  const [bookings, blocks] = await Promise.all([
    db.booking.findMany({
      where: { ...BINDING_WHERE, OR: [{ checkIn: within }, { checkOut: within }] },
      select: { ...BOOKING_FACT_COLUMNS, checkInTime: true, guestPhone: true },
    }),
    db.ownerBlock.findMany({
      where: { feedId: { not: null }, hold: { OR: [{ checkIn: within }, { checkOut: within }] } },
      select: { id: true, source: true, hold: { select: { checkIn: true, checkOut: true } }, feed: { select: { stay: true } } },
    }),
  ]);
  return [
    ...bookings.map((b): TOwnerSheetStay => ({
      kind: "booking",
      ...bookingFacts(b),
      checkInTime: b.checkInTime,
      guestPhone: b.guestPhone,
    })),
    ...blocks.flatMap((block): TOwnerSheetStay[] => {
      if (!block.feed) return [];
      const checkIn = fromUtcDate(block.hold.checkIn);
      const checkOut = fromUtcDate(block.hold.checkOut);
      return [
        {
          kind: "channel",
          id: block.id,
          source: block.source,
          stay: fromStayEnum(block.feed.stay),
          checkIn,
          checkOut,
          nights: diffDays(checkOut, checkIn),
        },
      ];
    }),
  ];
}

/** Sorts by the stay's order on the site, then by check-in. */
function byStay(a: TSheetStayBase, b: TSheetStayBase): number {
  const order = Object.keys(STAYS);
  return order.indexOf(a.stay) - order.indexOf(b.stay) || a.checkIn.localeCompare(b.checkIn);
}

/** The owner's sheet of [from, to]: only days on which something begins or ends. */
export async function ownerSheet(from: TIsoDate, to: TIsoDate): Promise<TSheet<TOwnerSheetStay>> {
  const stays = await loadStays(from, to);
  const days: TSheetDay<TOwnerSheetStay>[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const departures = stays.filter((stay) => stay.checkOut === date).sort(byStay);
    const arrivals = stays.filter((stay) => stay.checkIn === date).sort(byStay);
    if (departures.length + arrivals.length > 0)
      days.push({ date, departures, arrivals, turnover: departures.length > 0 && arrivals.length > 0 });
  }
  return { from, to, days };
}

/**
 * The cleaner's copy of a stay, field by field. No guest name either: the link is a bearer link
 * that may be forwarded or left open on a shared phone, and the cleaner's work needs the stay,
 * the dates, how many guests (beds, towels) and when they arrive; the booking number names the
 * stay when the cleaner and the owner speak of it.
 */
function forCleaner(stay: TOwnerSheetStay): TCleanerSheetStay {
  const base = { stay: stay.stay, checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights };
  return stay.kind === "booking"
    ? { ...base, kind: "booking", number: stay.number, guests: stay.guests, checkInTime: stay.checkInTime }
    : { ...base, kind: "channel", source: stay.source };
}

/** The cleaner's sheet of [from, to]. */
export async function cleanerSheet(from: TIsoDate, to: TIsoDate): Promise<TSheet<TCleanerSheetStay>> {
  const sheet = await ownerSheet(from, to);
  return {
    from,
    to,
    days: sheet.days.map((day) => ({ ...day, departures: day.departures.map(forCleaner), arrivals: day.arrivals.map(forCleaner) })),
  };
}
