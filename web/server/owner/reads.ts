// The console's reads: the Today screen, the calendar, the bookings list and one booking's page,
// the blocks and the channel conflicts. Each reads in a bounded number of queries, however many
// rows it shows.
import "server-only";
import { STAY_IDS, STAYS, type TStayId } from "@/content/stays";
import { billingOf } from "../payments/billing";
import { bookingFacts } from "../bookings/facts";
import { awaitingOwnerWhere, liveHoldWhere } from "../bookings/holds";
import { BINDING_WHERE, isRequest } from "../bookings/status";
import { fromStayEnum, toStayEnum } from "../bookings/stay-enum";
import { listBlocksFromToday } from "../calendar/blocks";
import { shownErrorKind } from "../calendar/feed-errors";
import { addDays, fromUtcDate, getBusinessToday, toUtcDate } from "../calendar/dates";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { TOwnerCall } from "./actions";
import type * as C from "./contract";
import { readOpenSetupSteps } from "./first-day";
import { getOwnerMessages, refusedToOwner } from "./messages";
import { listUnreadThreads } from "../messages/thread";

const PAGE_SIZE = 50;
const bookingInclude = { hold: { select: { expiresAt: true } } } as const;
type TBookingRow = Prisma.BookingGetPayload<{ include: typeof bookingInclude }>;

function summarize(b: TBookingRow): C.TBookingSummary {
  return {
    ...bookingFacts(b),
    status: b.status,
    manual: b.manual,
    totalPriceCents: b.totalPriceCents,
    holdExpiresAt: isRequest(b.status) ? (b.hold?.expiresAt?.toISOString() ?? null) : null,
    verified: b.verifiedAt !== null,
    createdAt: b.createdAt.toISOString(),
  };
}

/**
 * Conflicts, newest first (100 at most), each with the requests and bookings of ours that hold
 * some of its nights. A bounded number of queries however many there are: the conflicts with
 * their feeds, then every booking that holds some night of any of them at once.
 */
export async function loadConflicts(where: Prisma.CalendarConflictWhereInput): Promise<C.TConflict[]> {
  const db = getDb();
  const conflicts = await db.calendarConflict.findMany({ where, include: { feed: true }, orderBy: { createdAt: "desc" }, take: 100 });
  const spans = conflicts.map((c) => {
    const nights = [...c.nights].sort();
    const first = nights[0] ?? "1970-01-01";
    return { conflict: c, nights, first, last: nights.at(-1) ?? first };
  });
  const bookings =
    spans.length === 0
      ? []
      : await db.booking.findMany({
          where: {
            holdId: { not: null },
            OR: spans.map((s) => ({ checkIn: { lte: toUtcDate(s.last) }, checkOut: { gt: toUtcDate(s.first) } })),
          },
          include: bookingInclude,
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        });
  const stays = bookings.map((b) => ({ row: b, checkIn: fromUtcDate(b.checkIn), checkOut: fromUtcDate(b.checkOut) }));
  return spans.map(({ conflict: c, nights }) => ({
    id: c.id,
    feedId: c.feedId,
    feedName: feedName(c.feed.source, fromStayEnum(c.feed.stay)),
    source: c.feed.source,
    stay: fromStayEnum(c.feed.stay),
    nights,
    createdAt: c.createdAt.toISOString(),
    handledAt: c.handledAt?.toISOString() ?? null,
    handledNote: c.handledNote,
    bookings: stays.filter((b) => nights.some((n) => n >= b.checkIn && n < b.checkOut)).map((b) => summarize(b.row)),
  }));
}

function feedName(source: string, stay: TStayId): string {
  const channel = source === "airbnb" ? "Airbnb" : source === "booking" ? "Booking.com" : source;
  return `${channel} · ${STAYS[stay].name.en}`;
}

/** Open conflicts: not marked handled, and one of ours still holds some of the nights. */
async function openConflicts(): Promise<C.TConflict[]> {
  return (await loadConflicts({ handledAt: null })).filter((c) => c.bookings.length > 0);
}

/** What a new install still lacks before its first booking (web/server/owner/first-day.ts). */
export async function setup(_call: TOwnerCall): Promise<C.TSetup> {
  return { open: await readOpenSetupSteps() };
}

export async function today(_call: TOwnerCall): Promise<C.TToday> {
  const db = getDb();
  const day = getBusinessToday();
  const tomorrow = addDays(day, 1);
  const range = { gte: toUtcDate(day), lte: toUtcDate(tomorrow) };
  const [arrivals, departures, awaiting, conflicts, feeds, pendingReviews, pendingPhotos, unread] = await Promise.all([
    db.booking.findMany({ where: { ...BINDING_WHERE, checkIn: range }, include: bookingInclude, orderBy: { checkIn: "asc" } }),
    db.booking.findMany({ where: { ...BINDING_WHERE, checkOut: range }, include: bookingInclude, orderBy: { checkOut: "asc" } }),
    db.booking.findMany({
      where: awaitingOwnerWhere(new Date()),
      include: bookingInclude,
      orderBy: { createdAt: "asc" },
    }),
    openConflicts(),
    db.calendarFeed.findMany({ where: { lastError: { not: null } } }),
    db.review.count({ where: { status: "pending" } }),
    db.photoSubmission.count({ where: { status: "pending" } }),
    listUnreadThreads(db),
  ]);
  const threads = await db.booking.findMany({ where: { id: { in: unread.map((u) => u.bookingId) } }, include: bookingInclude });
  const byId = new Map(threads.map((b) => [b.id, summarize(b)]));
  return {
    today: day,
    tomorrow,
    arrivals: arrivals.map(summarize),
    departures: departures.map(summarize),
    awaiting: awaiting.map(summarize),
    conflicts,
    failingFeeds: feeds.map((f) => ({
      id: f.id,
      stay: fromStayEnum(f.stay),
      source: f.source,
      lastError: f.lastError,
      lastErrorKind: shownErrorKind(f),
      lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
    })),
    pendingReviews,
    pendingPhotos,
    unreadThreads: unread.flatMap((u) => {
      const booking = byId.get(u.bookingId);
      return booking ? [{ ...booking, unread: u.unread, lastAt: u.lastAt }] : [];
    }),
  };
}

export async function calendar(call: TOwnerCall, input: C.TCalendarInput): Promise<C.TCalendar> {
  const from = `${input.from}-01`;
  const [year, month] = input.from.split("-").map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1 + input.months, 1));
  const to = fromUtcDate(end);
  const now = new Date();
  const holds = await getDb().hold.findMany({
    where: { checkIn: { lt: end }, checkOut: { gt: toUtcDate(from) }, ...liveHoldWhere(now) },
    include: { booking: true, block: { include: { feed: true } } },
    // What binds a night comes first: the grid shows a night's first hold.
    orderBy: [{ binding: "desc" }, { checkIn: "asc" }],
  });
  const conflicted = new Set((await openConflicts()).flatMap((c) => c.bookings.map((b) => b.id)));
  const items: C.TCalendarHold[] = [];
  for (const h of holds) {
    const base = { id: h.id, checkIn: fromUtcDate(h.checkIn), checkOut: fromUtcDate(h.checkOut), everyStay: h.everyStay };
    if (h.booking) {
      const b = h.booking;
      items.push({
        ...base,
        kind: isRequest(b.status) ? "request" : b.manual ? "manual" : "booking",
        stay: fromStayEnum(b.stay),
        label: `${b.number} ${b.guestName}`,
        bookingId: b.id,
        bookingNumber: b.number,
        conflict: conflicted.has(b.id),
      });
    } else if (h.block) {
      const feed = h.block.feed;
      items.push({
        ...base,
        kind: feed ? "channel" : "block",
        stay: feed ? fromStayEnum(feed.stay) : h.stay ? fromStayEnum(h.stay) : null,
        label: feed ? feedName(feed.source, fromStayEnum(feed.stay)) : (h.block.note ?? getOwnerMessages(call.language).blockSaved),
        blockId: h.block.id,
        ...(feed ? { source: feed.source, feedName: feedName(feed.source, fromStayEnum(feed.stay)) } : {}),
        conflict: false,
      });
    }
  }
  return { from, to, stays: STAY_IDS.map((slug) => ({ slug, name: STAYS[slug].name[call.language] })), holds: items };
}

export async function listBookings(_call: TOwnerCall, input: C.TBookingsListInput): Promise<C.TBookingsList> {
  const where: Prisma.BookingWhereInput = {};
  if (input.status) where.status = input.status;
  if (input.stay) where.stay = toStayEnum(input.stay);
  if (input.month) {
    const [year, month] = input.month.split("-").map(Number) as [number, number];
    where.checkIn = { lt: new Date(Date.UTC(year, month, 1)) };
    where.checkOut = { gt: new Date(Date.UTC(year, month - 1, 1)) };
  }
  if (input.q) {
    const q = input.q;
    const digits = q.replace(/[^\d]/g, "");
    where.OR = [
      { number: { contains: q, mode: "insensitive" } },
      { guestName: { contains: q, mode: "insensitive" } },
      { guestEmail: { contains: q, mode: "insensitive" } },
      { guestPhone: { contains: q } },
      ...(digits.length >= 4 ? [{ guestPhone: { contains: digits } }] : []),
    ];
  }
  const rows = await getDb().booking.findMany({
    where,
    include: bookingInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: PAGE_SIZE + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
  });
  const items = rows.slice(0, PAGE_SIZE).map(summarize);
  return { items, nextCursor: rows.length > PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
}

export async function getBooking(call: TOwnerCall, input: { id: string }): Promise<C.TBookingDetail> {
  const db = getDb();
  const b = await db.booking.findUnique({ where: { id: input.id }, include: bookingInclude });
  if (!b) throw refusedToOwner("NOT_FOUND", "notFound");
  const [audits, mails, conflicts, competing] = await Promise.all([
    db.auditEntry.findMany({ where: { bookingId: b.id }, orderBy: { at: "asc" } }),
    db.emailSend.findMany({ where: { key: { contains: `:${b.id}` } }, orderBy: { createdAt: "asc" } }),
    loadConflicts({}),
    loadCompeting(b),
  ]);
  const record = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : null);
  // A manual booking's own audit row says who entered it; a request was sent by its guest.
  const enteredByHand = audits.some((a) => a.action === "booking.manual");
  const history: C.THistoryEntry[] = [
    ...(enteredByHand
      ? []
      : [
          {
            at: b.createdAt.toISOString(),
            kind: "created" as const,
            actor: { kind: b.manual ? ("owner" as const) : ("guest" as const), email: null },
          },
        ]),
    ...mails.map((m) => ({
      at: (m.sentAt ?? m.createdAt).toISOString(),
      kind: "email" as const,
      template: m.key.split(":")[0] ?? "",
      recipient: m.recipient ?? "",
      sent: m.sentAt !== null,
    })),
    ...audits.map((a) => ({
      at: a.at.toISOString(),
      kind: "action" as const,
      action: a.action,
      actor: { kind: toHistoryActorKind(a.actorKind), email: a.actorEmail },
      before: record(a.before),
      after: record(a.after),
    })),
  ].sort((x, y) => x.at.localeCompare(y.at));
  return {
    ...summarize(b),
    checkInTime: b.checkInTime,
    guestEmail: b.guestEmail,
    guestPhone: b.guestPhone,
    language: b.language,
    basePriceCents: b.basePriceCents,
    additionalGuestFeeCents: b.additionalGuestFeeCents,
    cleaningFeeCents: b.cleaningFeeCents,
    priceNote: b.priceNote,
    ...billingOf(b),
    decidedAt: b.decidedAt?.toISOString() ?? null,
    verifiedAt: b.verifiedAt?.toISOString() ?? null,
    erased: b.erasedAt !== null,
    history,
    conflicts: conflicts.filter((c) => c.bookings.some((x) => x.id === b.id)),
    competing,
  };
}

/**
 * The other requests and bookings whose live holds share a night with this one's: unanswered
 * requests bind nothing, so several may ask for the same nights, and the owner sees them side by
 * side (with any confirmed booking that already binds some of them) before answering.
 */
async function loadCompeting(b: TBookingRow): Promise<C.TBookingSummary[]> {
  if (!b.holdId) return [];
  const rows = await getDb().booking.findMany({
    where: { id: { not: b.id }, hold: { checkIn: { lt: b.checkOut }, checkOut: { gt: b.checkIn }, ...liveHoldWhere(new Date()) } },
    include: bookingInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: PAGE_SIZE,
  });
  return rows.map(summarize);
}

function toHistoryActorKind(kind: string): C.THistoryActor["kind"] {
  return kind === "owner" || kind === "guest" || kind === "email-link" ? kind : "system";
}

export async function listBlocks(_call: TOwnerCall): Promise<C.TBlock[]> {
  return (await listBlocksFromToday()).map((b) => ({
    id: b.id,
    checkIn: fromUtcDate(b.hold.checkIn),
    checkOut: fromUtcDate(b.hold.checkOut),
    source: b.source,
    note: b.note,
    feedName: b.feed ? feedName(b.feed.source, fromStayEnum(b.feed.stay)) : null,
    stay: b.feed ? fromStayEnum(b.feed.stay) : b.hold.stay ? fromStayEnum(b.hold.stay) : null,
  }));
}

export async function listConflicts(_call: TOwnerCall): Promise<C.TConflict[]> {
  return openConflicts();
}
