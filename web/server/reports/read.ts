// The rows a report is computed from, in four queries whatever the number of bookings: the
// bookings whose nights or request fall in the span (with their stay money received), the
// blocks over it, the ledger's stay money that cleared in it, and the approved reviews made in it.
import "server-only";
import { addDays, fromUtcDate, getBusinessToday, toUtcDate, type TIsoDate } from "../calendar/dates";
import { fromStayEnum } from "../bookings/stay-enum";
import { isHoldLive, isRequest } from "../bookings/status";
import { getDb } from "../db/client";
import { fromReviewTarget } from "../reviews/review-target";
import { computeReport, type TReport, type TReportRows } from "./figures";
import { yearEarlier, type TReportPeriod } from "./period";

/** The rows touching [from, until): nights, requests, money and reviews. */
export async function readReportRows(span: { from: TIsoDate; until: TIsoDate }, now: Date = new Date()): Promise<TReportRows> {
  const db = getDb();
  const from = toUtcDate(span.from);
  const until = toUtcDate(span.until);
  // Requests by their day in Africa/Johannesburg: a day either side covers the zone's offset.
  const madeFrom = toUtcDate(addDays(span.from, -1));
  const madeUntil = toUtcDate(addDays(span.until, 1));
  const [bookings, holds, money, reviews] = await Promise.all([
    db.booking.findMany({
      where: { OR: [{ checkIn: { lt: until }, checkOut: { gt: from } }, { createdAt: { gte: madeFrom, lt: madeUntil } }] },
      select: {
        id: true,
        stay: true,
        status: true,
        manual: true,
        checkIn: true,
        checkOut: true,
        totalPriceCents: true,
        createdAt: true,
        verifiedAt: true,
        hold: { select: { expiresAt: true } },
        paymentPlan: { select: { bookingId: true } },
        ledgerEntries: { where: { kind: "payment", reversedBy: null }, select: { amountCents: true } },
      },
    }),
    db.hold.findMany({
      where: { kind: "block", checkIn: { lt: until }, checkOut: { gt: from } },
      select: { checkIn: true, checkOut: true, stay: true, block: { select: { source: true, feed: { select: { stay: true } } } } },
    }),
    db.ledgerEntry.findMany({
      where: { kind: { in: ["payment", "refund"] }, reversedBy: null, occurredOn: { gte: from, lt: until } },
      select: { kind: true, amountCents: true, occurredOn: true, booking: { select: { stay: true } } },
    }),
    db.review.findMany({
      where: { status: "approved", createdAt: { gte: madeFrom, lt: madeUntil } },
      select: { accommodationType: true, createdAt: true, rating: true },
    }),
  ]);
  return {
    bookings: bookings.map((booking) => ({
      id: booking.id,
      stay: fromStayEnum(booking.stay),
      status: booking.status,
      manual: booking.manual,
      checkIn: fromUtcDate(booking.checkIn),
      checkOut: fromUtcDate(booking.checkOut),
      totalCents: booking.totalPriceCents,
      requestedOn: getBusinessToday(booking.createdAt),
      verified: booking.verifiedAt !== null,
      ownerConfirmed: booking.paymentPlan !== null,
      lapsed: isRequest(booking.status) && !isHoldLive(booking.hold, now),
      stayReceivedCents: booking.ledgerEntries.reduce((sum, entry) => sum + entry.amountCents, 0),
    })),
    blocks: holds.map((hold) => ({
      checkIn: fromUtcDate(hold.checkIn),
      checkOut: fromUtcDate(hold.checkOut),
      channel: (hold.block?.source ?? "owner") !== "owner",
      // A channel's nights are its feed's stay's; an owner's block is its one stay's, or every stay's.
      stay: hold.block?.feed ? fromStayEnum(hold.block.feed.stay) : hold.stay ? fromStayEnum(hold.stay) : null,
    })),
    money: money.map((entry) => ({
      stay: fromStayEnum(entry.booking.stay),
      occurredOn: fromUtcDate(entry.occurredOn),
      signedCents: entry.kind === "refund" ? -entry.amountCents : entry.amountCents,
    })),
    reviews: reviews.map((review) => {
      const target = fromReviewTarget(review.accommodationType);
      return { stay: target === "general" ? null : target, createdOn: getBusinessToday(review.createdAt), rating: review.rating };
    }),
  };
}

/** The report of a period beside the same period a year earlier. */
export async function readReport(period: TReportPeriod, now: Date = new Date()): Promise<TReport> {
  const before = yearEarlier(period);
  const rows = await readReportRows({ from: before.from < period.from ? before.from : period.from, until: period.until }, now);
  return computeReport(rows, period, before);
}
