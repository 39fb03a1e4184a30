// The nights that cannot be booked for a stay. Under the privacy guarantee a night a binding hold
// takes from every stay (a confirmed booking of any stay, ours or a channel's, or a block of every
// stay) is unavailable for all three; a block of one stay closes that stay's nights alone
// (`closesStayWhere`). Unanswered requests bind nothing: their nights can still be asked for, and
// are not listed.
import "server-only";
import { z } from "zod";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { fromUtcDate, getBusinessToday, listNights, toUtcDate } from "../calendar/dates";
import { closesStayWhere } from "../bookings/holds";
import { getDb } from "../db/client";
import { always, type TMessages } from "../contract/messages";

type TUnavailableDate = { date: string };

/** The query: which stay (an unknown one is a 404). */
export const zUnavailableQuery = z
  .object({ accommodationType: z.enum(STAY_IDS) })
  .meta({ example: { accommodationType: "vacation-home" } });

export const UNAVAILABLE_MESSAGES: TMessages = { accommodationType: always((t) => t.validation.unknownStay) };

export async function listUnavailableDates(query: z.output<typeof zUnavailableQuery>, now = new Date()): Promise<TUnavailableDate[]> {
  return listClosedNights(query.accommodationType, getBusinessToday(now));
}

/** Every night closed to the stay from `from` on, each date once, in order. */
async function listClosedNights(stay: TStayId, from: string): Promise<TUnavailableDate[]> {
  const holds = await getDb().hold.findMany({
    where: { checkOut: { gt: toUtcDate(from) }, ...closesStayWhere(stay) },
    select: { checkIn: true, checkOut: true },
  });
  const ranges = holds.map((hold) => ({ checkIn: fromUtcDate(hold.checkIn), checkOut: fromUtcDate(hold.checkOut) }));
  return collectHeldNights(ranges, from).map((date) => ({ date }));
}

/** The nights of the given [checkIn, checkOut) ranges that fall on or after `from`, sorted, once each. */
export function collectHeldNights(ranges: readonly { checkIn: string; checkOut: string }[], from: string): string[] {
  const nights = new Set<string>();
  for (const range of ranges) {
    for (const night of listNights(range.checkIn > from ? range.checkIn : from, range.checkOut)) nights.add(night);
  }
  return [...nights].sort();
}
