// Stays written straight into a test's database (no e-mails, no request flow): a confirmed or
// requested booking with its hold, and a stay a channel's calendar imported (a feed's block).
// For suites about what is read from them: the changeover sheet, the cleaner's page, the digest.
import { diffDays, toUtcDate, type TIsoDate } from "@/server/calendar/dates";
import { toStayEnum } from "@/server/bookings/stay-enum";
import type { PrismaClient } from "@/server/db/generated/client";
import type { TStayId } from "@/content/stays";

let made = 0;

export type TSeedBooking = {
  stay: TStayId;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  guests?: number;
  checkInTime?: string;
  guestName: string;
  guestEmail: string;
  guestPhone?: string;
  /** Whole rand, as bookings keep it. */
  /** In cents. */
  totalPriceCents?: number;
  status?: "confirmed" | "requested";
  language?: "en" | "af";
};

export async function seedBooking(db: PrismaClient, booking: TSeedBooking): Promise<{ id: string; number: string }> {
  const status = booking.status ?? "confirmed";
  const dates = { checkIn: toUtcDate(booking.checkIn), checkOut: toUtcDate(booking.checkOut) };
  // A request waits for the owner for two days; a confirmed booking holds its nights until released.
  const hold = await db.hold.create({
    data: {
      kind: "booking",
      ...dates,
      // Only the owner's decision binds the nights: an unanswered request holds nothing.
      binding: status !== "requested",
      expiresAt: status === "requested" ? new Date(Date.now() + 2 * 24 * 3600_000) : null,
    },
  });
  const total = booking.totalPriceCents ?? 180_000;
  const created = await db.booking.create({
    data: {
      number: `TS${process.pid % 1000}${String(++made).padStart(4, "0")}`.slice(0, 12),
      stay: toStayEnum(booking.stay),
      ...dates,
      checkInTime: booking.checkInTime ?? "15:00",
      guests: booking.guests ?? 2,
      guestName: booking.guestName,
      guestEmail: booking.guestEmail,
      guestPhone: booking.guestPhone ?? "+27821234567",
      language: booking.language ?? "en",
      nights: diffDays(booking.checkOut, booking.checkIn),
      basePriceCents: total,
      additionalGuestFeeCents: 0,
      totalPriceCents: total,
      status,
      holdId: hold.id,
      verifiedAt: new Date(),
      decidedAt: status === "confirmed" ? new Date() : null,
    },
    select: { id: true, number: true },
  });
  return created;
}

/** A stay a channel's calendar imported (its dates only), on `stay`'s feed from `source`. */
export async function seedChannelStay(
  db: PrismaClient,
  stay: TStayId,
  source: string,
  checkIn: TIsoDate,
  checkOut: TIsoDate,
): Promise<string> {
  const feed = await db.calendarFeed.upsert({
    where: { stay_url: { stay: toStayEnum(stay), url: `https://${source}.example/${stay}.ics` } },
    create: { stay: toStayEnum(stay), source, url: `https://${source}.example/${stay}.ics` },
    update: {},
  });
  const hold = await db.hold.create({ data: { kind: "block", checkIn: toUtcDate(checkIn), checkOut: toUtcDate(checkOut) } });
  const block = await db.ownerBlock.create({ data: { holdId: hold.id, source, feedId: feed.id } });
  return block.id;
}
