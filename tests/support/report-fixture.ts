// A made-up stretch of business for the reports' tests and the bench, written straight into the
// tables (a pseudo-random sequence from a seed, so every run is the same): one hold after another
// as the one-stay-at-a-time rule demands – confirmed bookings from the website and entered by the
// owner, the owner's blocks and nights imported from other channels' calendars – and between them
// requests that hold nothing any more (declined, lapsed with and without the guest's
// confirmation, cancelled after confirmation, a request whose hold was released), money in and
// out on the ledger (a reversed payment among it), and reviews (approved and not, stays' and general).
import { randomUUID } from "node:crypto";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { addDays, diffDays, toUtcDate, type TIsoDate } from "@/server/calendar/dates";
import { toStayEnum } from "@/server/bookings/stay-enum";
import { getDb } from "@/server/db/client";
import { toReviewTarget } from "@/server/reviews/review-target";
import { DEFAULT_PAYMENT_TERMS } from "@/server/payments/rules";
import { seededRandom as random } from "../../scripts/seeded-random.mjs";

/** Seeds [from, until) with business: requests are made before their stays, money clears before them. */
export async function seedReportFixture({
  from,
  until,
  seed = 7,
  busy = false,
}: {
  from: TIsoDate;
  until: TIsoDate;
  seed?: number;
  /** Shorter stays closer together and more requests between them (the bench's ~1,000 bookings in three years). */
  busy?: boolean;
}): Promise<{
  bookings: number;
}> {
  const db = getDb();
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const feeds = await Promise.all(
    STAY_IDS.map((stay) =>
      db.calendarFeed.create({
        data: { stay: toStayEnum(stay), source: pick(["airbnb", "booking"]), url: `https://channel.example/${stay}/${randomUUID()}.ics` },
      }),
    ),
  );
  let count = 0;
  const money: { bookingId: string; kind: "payment" | "refund"; amountCents: number; occurredOn: TIsoDate; reverse: boolean }[] = [];
  const plans: string[] = [];

  type TKind =
    "confirmed" | "manual" | "block" | "channel" | "declined" | "expired-unverified" | "expired-verified" | "cancelled" | "released";
  async function booking(kind: TKind, stay: TStayId, checkIn: TIsoDate, nights: number, holdId: string | null) {
    count += 1;
    const id = randomUUID();
    const lead = pick([0, 2, 5, 9, 16, 25, 40, 75, 120, 200, 320]);
    // Some requests are made late at night in UTC: already the next day in Africa/Johannesburg.
    const createdAt = new Date(`${addDays(checkIn, -lead)}T${pick(["08:15", "13:40", "22:30", "23:50"])}:00.000Z`);
    const basePrice = between(600, 1800) * nights;
    const additionalGuestFee = pick([0, 0, 150, 300]) * nights;
    const cleaningFee = pick([0, 250]);
    const status: "confirmed" | "expired" | "requested" | "declined" | "cancelled" =
      kind === "confirmed" || kind === "manual"
        ? "confirmed"
        : kind === "expired-unverified" || kind === "expired-verified"
          ? "expired"
          : kind === "released"
            ? "requested"
            : kind === "declined"
              ? "declined"
              : "cancelled";
    await db.booking.create({
      data: {
        id,
        number: `T${String(count).padStart(6, "0")}`,
        stay: toStayEnum(stay),
        checkIn: toUtcDate(checkIn),
        checkOut: toUtcDate(addDays(checkIn, nights)),
        checkInTime: "15:00",
        guests: between(1, 4),
        guestName: pick(["Anri Venter", "Jan Smit", "Elna de Wet", "=Piet Pompies"]),
        guestEmail: `guest${count}@example.test`,
        guestPhone: "+27821234567",
        language: pick(["en", "af"] as const),
        nights,
        basePriceCents: basePrice * 100,
        additionalGuestFeeCents: additionalGuestFee * 100,
        cleaningFeeCents: cleaningFee * 100,
        // Now and then the owner's price differs from the parts (a manual booking's own price).
        totalPriceCents: (basePrice + additionalGuestFee + cleaningFee) * 100 - (kind === "manual" && next() < 0.3 ? 9_900 : 0),
        status,
        holdId,
        manual: kind === "manual",
        verifiedAt: kind === "expired-unverified" || kind === "manual" ? null : new Date(createdAt.getTime() + 600_000),
        decidedAt: ["confirmed", "manual", "declined", "cancelled"].includes(kind) ? new Date(createdAt.getTime() + 86_400_000) : null,
        createdAt,
      },
    });
    if (kind === "confirmed" || kind === "manual" || kind === "cancelled") {
      plans.push(id);
      const total = (basePrice + additionalGuestFee + cleaningFee) * 100;
      const paidOn = addDays(checkIn, -Math.min(lead, between(0, 30)));
      const share = pick([0, 0.5, 1, 1]);
      if (share > 0)
        money.push({ bookingId: id, kind: "payment", amountCents: Math.round(total * share), occurredOn: paidOn, reverse: false });
      if (next() < 0.05) money.push({ bookingId: id, kind: "payment", amountCents: 12_345, occurredOn: paidOn, reverse: true });
      if (kind === "cancelled" && share > 0)
        money.push({
          bookingId: id,
          kind: "refund",
          amountCents: Math.round((total * share) / 2),
          occurredOn: addDays(paidOn, 1),
          reverse: false,
        });
    }
  }

  // The holds, one after another, and the requests that hold nothing between them.
  for (let day = from; day < until;) {
    day = addDays(day, pick(busy ? [0, 0, 1] : [0, 0, 1, 2, 3, 5]));
    const nights = pick(busy ? [1, 1, 2, 2, 3] : [1, 2, 2, 3, 3, 4, 5, 7, 8, 12]);
    if (diffDays(until, day) < nights) break;
    const stay = pick(STAY_IDS);
    const kind = pick(["confirmed", "confirmed", "confirmed", "confirmed", "manual", "block", "channel", "channel"] as const);
    const hold = await db.hold.create({
      data: {
        kind: kind === "block" || kind === "channel" ? "block" : "booking",
        checkIn: toUtcDate(day),
        checkOut: toUtcDate(addDays(day, nights)),
      },
    });
    if (kind === "block") await db.ownerBlock.create({ data: { holdId: hold.id, note: "Family" } });
    else if (kind === "channel") {
      const feed = feeds[STAY_IDS.indexOf(stay)]!;
      await db.ownerBlock.create({ data: { holdId: hold.id, source: feed.source, feedId: feed.id } });
    } else await booking(kind, stay, day, nights, hold.id);
    for (let other = pick(busy ? [0, 1, 2, 2] : [0, 0, 1, 2]); other > 0; other -= 1)
      await booking(
        pick(["declined", "expired-unverified", "expired-verified", "cancelled", "cancelled", "released"] as const),
        pick(STAY_IDS),
        addDays(day, between(-3, 3)),
        pick([1, 2, 3, 4]),
        null,
      );
    day = addDays(day, nights);
  }

  await db.paymentPlan.createMany({
    data: plans.map((bookingId) => ({ bookingId, terms: DEFAULT_PAYMENT_TERMS, confirmedOn: toUtcDate(from) })),
  });
  for (const entry of money) {
    const created = await db.ledgerEntry.create({
      data: {
        bookingId: entry.bookingId,
        kind: entry.kind,
        amountCents: entry.amountCents,
        occurredOn: toUtcDate(entry.occurredOn),
        method: "eft",
      },
    });
    if (entry.reverse)
      await db.ledgerEntry.create({
        data: {
          bookingId: entry.bookingId,
          kind: "reversal",
          amountCents: entry.amountCents,
          occurredOn: toUtcDate(entry.occurredOn),
          method: "eft",
          reversesId: created.id,
        },
      });
  }

  const reviews = [];
  for (let day = from; day < until; day = addDays(day, between(3, 12)))
    reviews.push({
      guestName: "Guest",
      accommodationType: toReviewTarget(pick(["general", ...STAY_IDS] as const)),
      rating: between(1, 5),
      comment: "A fine stay.",
      language: "en" as const,
      status: pick(["approved", "approved", "approved", "pending", "rejected"] as const),
      createdAt: new Date(`${day}T${pick(["09:00", "22:45"])}:00.000Z`),
    });
  await db.review.createMany({ data: reviews });
  return { bookings: count };
}
