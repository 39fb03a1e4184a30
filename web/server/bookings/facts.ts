// A booking row as every reader of the owner's names it: its number, stay, dates, nights, guests
// and guest's name, mapped from the database's shapes (the stay's enum, dates at UTC midnight) in
// one place. The console's lists and the changeover sheet add what they need beside these.
import "server-only";
import type { TStayId } from "@/content/stays";
import { fromUtcDate, type TIsoDate } from "../calendar/dates";
import type { Prisma } from "../db/generated/client";
import { fromStayEnum } from "./stay-enum";

/** The columns a booking's facts are read from: select these (or more). */
export const BOOKING_FACT_COLUMNS = {
  id: true,
  number: true,
  stay: true,
  checkIn: true,
  checkOut: true,
  nights: true,
  guests: true,
  guestName: true,
} as const satisfies Prisma.BookingSelect;

type TFactRow = Prisma.BookingGetPayload<{ select: typeof BOOKING_FACT_COLUMNS }>;

export type TBookingFacts = {
  id: string;
  number: string;
  stay: TStayId;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  nights: number;
  guests: number;
  guestName: string;
};

export function bookingFacts(row: TFactRow): TBookingFacts {
  return {
    id: row.id,
    number: row.number,
    stay: fromStayEnum(row.stay),
    checkIn: fromUtcDate(row.checkIn),
    checkOut: fromUtcDate(row.checkOut),
    nights: row.nights,
    guests: row.guests,
    guestName: row.guestName,
  };
}
