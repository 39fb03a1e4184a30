// The nights that cannot be booked. Under the privacy guarantee a night a binding hold has (a
// confirmed booking, an owner's or a channel's block) is unavailable for every stay, so the answer
// is the same for all three; the stay is still checked so that a wrong one gets a clear 404.
// Unanswered requests bind nothing: their nights can still be asked for, and are not listed.
import { z } from "zod";
import { STAY_IDS } from "@/content/stays";
import { fromUtcDate, getBusinessToday, listNights, toUtcDate } from "../calendar/dates";
import { getDb } from "../db/client";
import { always, type TMessages } from "../contract/messages";

type TUnavailableDate = { date: string };

/** The query: which stay (any of them gives the same nights; an unknown one is a 404). */
export const zUnavailableQuery = z
  .object({ accommodationType: z.enum(STAY_IDS) })
  .meta({ example: { accommodationType: "vacation-home" } });

export const UNAVAILABLE_MESSAGES: TMessages = { accommodationType: always((t) => t.validation.unknownStay) };

export async function listUnavailableDates(_query: z.output<typeof zUnavailableQuery>, now = new Date()): Promise<TUnavailableDate[]> {
  return listHeldNights(getBusinessToday(now));
}

/** Every bound night from `from` on, each date once, in order. */
async function listHeldNights(from: string): Promise<TUnavailableDate[]> {
  const holds = await getDb().hold.findMany({
    where: { checkOut: { gt: toUtcDate(from) }, binding: true },
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
