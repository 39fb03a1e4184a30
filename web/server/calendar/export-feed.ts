// Our calendar of one stay for other channels: every night closed to the stay. Under the privacy
// guarantee that is every binding hold that takes the night from every stay (confirmed bookings
// of any stay: the site's, the owner's own and the channels' imported ones; blocks of every stay)
// and the owner's blocks of this stay alone: a hut's maintenance is in that hut's feed only. An
// unanswered request binds nothing, whether or not its guest confirmed their e-mail address, and
// is not exported: only the owner's confirmation puts nights here.
// All-day events with stable UIDs, and no guest's name, e-mail or phone.
import "server-only";
import ical from "ical-generator";
import { STAYS, type TStayId } from "@/content/stays";
import { closesStayWhere } from "../bookings/holds";
import { getDb, type TDb } from "../db/client";
import { addDays, fromUtcDate, getBusinessToday, toUtcDate } from "./dates";
import { icsText } from "./ics-text";

/** How far back the feed reaches, so a channel sees stays under way. */
const PAST_DAYS = 30;

export async function buildExportFeed(stay: TStayId, { db = getDb(), now = new Date() }: { db?: TDb; now?: Date } = {}): Promise<string> {
  const from = addDays(getBusinessToday(now), -PAST_DAYS);
  const holds = await db.hold.findMany({
    where: { checkOut: { gt: toUtcDate(from) }, ...closesStayWhere(stay) },
    orderBy: { checkIn: "asc" },
    select: { id: true, checkIn: true, checkOut: true, createdAt: true },
  });
  const calendar = ical({
    name: `${STAYS[stay].name.en} – unavailable`,
    prodId: { company: "orania-stays", product: "availability", language: "EN" },
  });
  for (const hold of holds) {
    calendar.createEvent({
      id: `hold-${hold.id}@orania-stays`,
      allDay: true,
      // All-day events are calendar dates: built from UTC noon so no zone can move them a day.
      start: new Date(`${fromUtcDate(hold.checkIn)}T12:00:00Z`),
      end: new Date(`${fromUtcDate(hold.checkOut)}T12:00:00Z`),
      stamp: hold.createdAt,
      summary: "Not available",
    });
  }
  return icsText(calendar);
}
