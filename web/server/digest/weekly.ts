// The owner's weekly digest: every Monday at 07:00 in Africa/Johannesburg, one e-mail with the
// week ahead (arrivals, departures, turnovers), the requests waiting for an answer, the money due
// this week and overdue, the reviews and guest photos waiting, and last week's occupancy and
// revenue. Decided from PostgreSQL alone, so restarts and a wiped Redis send it once: the worker's
// scan (with the hold sweep) claims the week's row by its Monday (a unique key) in the transaction
// that owes its e-mail in the send log; the reconciler queues an owed e-mail Redis lost, and the
// send log sends it once. A week whose time came while the owner had the digest off is claimed
// as not sent. The digest is built at send time, in the owner's language (the console's choice).
import "server-only";
import { writeAudit, type TActor } from "../audit";
import { awaitingOwnerWhere } from "../bookings/holds";
import { BINDING_WHERE } from "../bookings/status";
import { addDays, diffDays, fromUtcDate, getBusinessToday, listNights, toUtcDate, type TIsoDate } from "../calendar/dates";
import { ownerSheet, type TOwnerSheetStay, type TSheet } from "../changeovers/sheet";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { listAccounts } from "../payments/store";
import { enqueue } from "../queue";
import { makeMailKey } from "../queue/jobs";

/** The digest's time: Monday, 07:00 in Africa/Johannesburg (UTC+2 all year: 05:00 UTC). */
const DIGEST_HOUR_UTC = 5;
/** A worker that was away at the digest's time still sends it within this long after. */
const DIGEST_LATE_HOURS = 24;

/** The Monday of the week `date` falls in. */
export function mondayOf(date: TIsoDate): TIsoDate {
  const weekday = toUtcDate(date).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The week whose digest is due at `now` (its Monday), or undefined outside the digest's window. */
export function dueDigestWeek(now: Date): TIsoDate | undefined {
  const monday = mondayOf(getBusinessToday(now));
  const due = toUtcDate(monday).getTime() + DIGEST_HOUR_UTC * 3600_000;
  return now.getTime() >= due && now.getTime() < due + DIGEST_LATE_HOURS * 3600_000 ? monday : undefined;
}

/** The worker's clock for the digest: the real one, or in tests the one DIGEST_CLOCK_START sets going. */
export function makeDigestClock(start = getConfig().DIGEST_CLOCK_START, startedAt = Date.now()): () => Date {
  if (!start) return () => new Date();
  const offset = start.getTime() - startedAt;
  return () => new Date(Date.now() + offset);
}

export async function readDigestSetting(): Promise<{ weeklyDigest: boolean }> {
  const row = await getDb().ownerSettings.findUnique({ where: { id: 1 }, select: { weeklyDigest: true } });
  return { weeklyDigest: row?.weeklyDigest ?? true };
}

export async function saveDigestSetting(actor: TActor, weeklyDigest: boolean): Promise<{ weeklyDigest: boolean }> {
  await getDb().$transaction(async (tx) => {
    const before = await tx.ownerSettings.findUnique({ where: { id: 1 }, select: { weeklyDigest: true } });
    await tx.ownerSettings.upsert({ where: { id: 1 }, create: { weeklyDigest }, update: { weeklyDigest } });
    await writeAudit(tx, { actor, action: "settings.weekly-digest", before: before ?? { weeklyDigest: true }, after: { weeklyDigest } });
  });
  return { weeklyDigest };
}

export type TDigestScan = { week?: TIsoDate; claimed?: string; off?: boolean };

/** Claims this week's digest when it is due and not yet decided; queues its e-mail. */
export async function scanWeeklyDigest(now: Date): Promise<TDigestScan> {
  const week = dueDigestWeek(now);
  if (!week) return {};
  const claimed = await getDb().$transaction(async (tx) => {
    const setting = await tx.ownerSettings.findUnique({ where: { id: 1 }, select: { weeklyDigest: true } });
    const sent = setting?.weeklyDigest ?? true;
    const rows = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO weekly_digests (id, week_start, sent) VALUES (gen_random_uuid(), ${week}::date, ${sent})
      ON CONFLICT (week_start) DO NOTHING RETURNING id::text AS id`;
    const id = rows[0]?.id;
    if (id && sent) await tx.emailSend.create({ data: { key: makeMailKey("owner-weekly-digest", id) } });
    return id ? { id, sent } : undefined;
  });
  if (!claimed) return { week };
  if (!claimed.sent) return { week, off: true };
  // Owed in the send log already: if Redis is away now, the reconciler queues it later.
  await enqueue("send-mail", { template: "owner-weekly-digest", subjectId: claimed.id }).catch((error: unknown) =>
    console.warn(`[digest] ${claimed.id}: ${(error as Error).message}`),
  );
  return { week, claimed: claimed.id };
}

export type TMoneyLine = { bookingId: string; number: string; guestName: string; kind: string; dueOn: TIsoDate; owedCents: number };

export type TDigest = {
  weekStart: TIsoDate;
  weekEnd: TIsoDate;
  sheet: TSheet<TOwnerSheetStay>;
  requests: { id: string; number: string; guestName: string; checkIn: TIsoDate; checkOut: TIsoDate }[];
  due: TMoneyLine[];
  overdue: TMoneyLine[];
  reviewsWaiting: number;
  photosWaiting: number;
  lastWeek: { from: TIsoDate; to: TIsoDate; nightsBooked: number; nightsAvailable: number; revenueCents: number; receivedCents: number };
};

/**
 * Last week's nights: booked (confirmed bookings and the channels' imported stays; the business
 * lets one stay a night, so at most 7), and the revenue of the bookings' nights in it (each
 * booking's total spread evenly over its nights).
 */
async function lastWeekFigures(from: TIsoDate): Promise<TDigest["lastWeek"]> {
  const db = getDb();
  const to = addDays(from, 7);
  const overlapping = { checkIn: { lt: toUtcDate(to) }, checkOut: { gt: toUtcDate(from) } };
  const [bookings, blocks, ledger] = await Promise.all([
    db.booking.findMany({
      where: { ...BINDING_WHERE, ...overlapping },
      select: { checkIn: true, checkOut: true, totalPriceCents: true },
    }),
    db.ownerBlock.findMany({
      where: { feedId: { not: null }, hold: overlapping },
      select: { hold: { select: { checkIn: true, checkOut: true } } },
    }),
    db.ledgerEntry.findMany({
      where: { occurredOn: { gte: toUtcDate(from), lt: toUtcDate(to) }, kind: { in: ["payment", "refund"] } },
      select: { kind: true, amountCents: true },
    }),
  ]);
  const week = new Set(listNights(from, to));
  const booked = new Set<TIsoDate>();
  let revenueCents = 0;
  for (const booking of bookings) {
    const nights = listNights(fromUtcDate(booking.checkIn), fromUtcDate(booking.checkOut));
    const inWeek = nights.filter((night) => week.has(night));
    for (const night of inWeek) booked.add(night);
    // A booking's total counts for the share of its nights that fall in the week.
    revenueCents += Math.round((booking.totalPriceCents * inWeek.length) / nights.length);
  }
  for (const { hold } of blocks)
    for (const night of listNights(fromUtcDate(hold.checkIn), fromUtcDate(hold.checkOut))) if (week.has(night)) booked.add(night);
  const receivedCents = ledger.reduce((sum, entry) => sum + (entry.kind === "refund" ? -entry.amountCents : entry.amountCents), 0);
  return { from, to: addDays(to, -1), nightsBooked: booked.size, nightsAvailable: week.size, revenueCents, receivedCents };
}

/** The digest of the week starting on `weekStart`, as of `now`. */
export async function buildDigest(weekStart: TIsoDate, now = new Date()): Promise<TDigest> {
  const db = getDb();
  const weekEnd = addDays(weekStart, 6);
  const [sheet, requests, accounts, reviewsWaiting, photosWaiting, lastWeek] = await Promise.all([
    ownerSheet(weekStart, weekEnd),
    db.booking.findMany({
      where: awaitingOwnerWhere(now),
      select: { id: true, number: true, guestName: true, checkIn: true, checkOut: true },
      orderBy: { checkIn: "asc" },
    }),
    listAccounts({ ...BINDING_WHERE, erasedAt: null }, weekStart),
    db.review.count({ where: { status: "pending" } }),
    db.photoSubmission.count({ where: { status: "pending" } }),
    lastWeekFigures(addDays(weekStart, -7)),
  ]);
  const due: TMoneyLine[] = [];
  const overdue: TMoneyLine[] = [];
  for (const account of accounts)
    for (const item of account.items) {
      if (item.state === "paid") continue;
      const line = {
        bookingId: account.bookingId,
        number: account.number,
        guestName: account.guestName,
        kind: item.kind,
        dueOn: item.dueOn,
        owedCents: item.amountCents - item.paidCents,
      };
      if (item.dueOn < weekStart) overdue.push(line);
      else if (diffDays(item.dueOn, weekStart) < 7) due.push(line);
    }
  const byDue = (a: TMoneyLine, b: TMoneyLine) => a.dueOn.localeCompare(b.dueOn) || a.number.localeCompare(b.number);
  return {
    weekStart,
    weekEnd,
    sheet,
    requests: requests.map((r) => ({ ...r, checkIn: fromUtcDate(r.checkIn), checkOut: fromUtcDate(r.checkOut) })),
    due: due.sort(byDue),
    overdue: overdue.sort(byDue),
    reviewsWaiting,
    photosWaiting,
    lastWeek,
  };
}

/** The claimed digest behind a send-log subject, if it is still to be sent. */
export async function readClaimedDigest(id: string): Promise<{ weekStart: TIsoDate } | undefined> {
  const row = await getDb().weeklyDigest.findUnique({ where: { id }, select: { weekStart: true, sent: true } });
  return row?.sent ? { weekStart: fromUtcDate(row.weekStart) } : undefined;
}
