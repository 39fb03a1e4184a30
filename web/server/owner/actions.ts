// The console's reads and actions, each over the domain function the e-mail links and the
// worker use, with the signed-in owner as the actor. Refusals speak the owner's language.
import { GUEST_PAYMENT_TEXTS } from "@/content/payments";
import { billingOf, parseBilling, saveBillingDetails } from "../payments/billing";
import type { TLanguage } from "@/content/dictionaries";
import { STAY_IDS, STAYS, type TStayId } from "@/content/stays";
import type { TActor } from "../audit/actor";
import { cancelBooking } from "../bookings/cancel-booking";
import { changeBooking } from "../bookings/change-booking";
import { createManualBooking } from "../bookings/manual-booking";
import { confirmByOwner, declineByOwner } from "../bookings/owner-decisions";
import { liveHoldWhere } from "../bookings/holds";
import { fromStayEnum, toStayEnum } from "../bookings/stay-enum";
import { addOwnerBlock, listBlocksFromToday, removeOwnerBlock } from "../calendar/blocks";
import { markConflictHandled as markHandled } from "../calendar/conflicts";
import { shownErrorKind } from "../calendar/feed-errors";
import { addDays, fromUtcDate, getBusinessToday, toUtcDate } from "../calendar/dates";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../errors";
import type * as C from "./contract";
import { getOwnerMessages } from "./messages";
import { listUnreadThreads } from "../messages/thread";

export type TOwnerCall = { actor: Extract<TActor, { kind: "owner" }>; language: TLanguage; userId: string; sessionId: string };

const PAGE_SIZE = 50;
const bookingInclude = { hold: { select: { expiresAt: true } } } as const;
type TBookingRow = Prisma.BookingGetPayload<{ include: typeof bookingInclude }>;

function summarize(b: TBookingRow): C.TBookingSummary {
  return {
    id: b.id,
    number: b.number,
    stay: fromStayEnum(b.stay),
    checkIn: fromUtcDate(b.checkIn),
    checkOut: fromUtcDate(b.checkOut),
    nights: b.nights,
    guests: b.guests,
    guestName: b.guestName,
    status: b.status,
    manual: b.manual,
    totalPrice: b.totalPrice,
    holdExpiresAt: b.status === "requested" ? (b.hold?.expiresAt?.toISOString() ?? null) : null,
    verified: b.verifiedAt !== null,
    createdAt: b.createdAt.toISOString(),
  };
}

async function loadConflicts(where: Prisma.CalendarConflictWhereInput): Promise<C.TConflict[]> {
  const db = getDb();
  const conflicts = await db.calendarConflict.findMany({ where, include: { feed: true }, orderBy: { createdAt: "desc" }, take: 100 });
  return Promise.all(
    conflicts.map(async (c) => {
      const nights = [...c.nights].sort();
      const first = nights[0] ?? "1970-01-01";
      const last = nights.at(-1) ?? first;
      const bookings = await db.booking.findMany({
        where: { holdId: { not: null }, checkIn: { lte: toUtcDate(last) }, checkOut: { gt: toUtcDate(first) } },
        include: bookingInclude,
      });
      const holding = bookings.filter((b) => nights.some((n) => n >= fromUtcDate(b.checkIn) && n < fromUtcDate(b.checkOut)));
      return {
        id: c.id,
        feedId: c.feedId,
        feedName: feedName(c.feed.source, fromStayEnum(c.feed.stay)),
        source: c.feed.source,
        stay: fromStayEnum(c.feed.stay),
        nights,
        createdAt: c.createdAt.toISOString(),
        handledAt: c.handledAt?.toISOString() ?? null,
        handledNote: c.handledNote,
        bookings: holding.map(summarize),
      };
    }),
  );
}

function feedName(source: string, stay: TStayId): string {
  const channel = source === "airbnb" ? "Airbnb" : source === "booking" ? "Booking.com" : source;
  return `${channel} · ${STAYS[stay].name.en}`;
}

/** Open conflicts: not marked handled, and one of ours still holds some of the nights. */
async function openConflicts(): Promise<C.TConflict[]> {
  return (await loadConflicts({ handledAt: null })).filter((c) => c.bookings.length > 0);
}

export async function today(_call: TOwnerCall): Promise<C.TToday> {
  const db = getDb();
  const day = getBusinessToday();
  const tomorrow = addDays(day, 1);
  const range = { gte: toUtcDate(day), lte: toUtcDate(tomorrow) };
  const [arrivals, departures, awaiting, conflicts, feeds, pendingReviews, pendingPhotos, unread] = await Promise.all([
    db.booking.findMany({ where: { status: "confirmed", checkIn: range }, include: bookingInclude, orderBy: { checkIn: "asc" } }),
    db.booking.findMany({ where: { status: "confirmed", checkOut: range }, include: bookingInclude, orderBy: { checkOut: "asc" } }),
    db.booking.findMany({
      where: { status: "requested", verifiedAt: { not: null }, hold: { expiresAt: { gt: new Date() } } },
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
        kind: b.status === "requested" ? "request" : b.manual ? "manual" : "booking",
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
  if (!b) throw new AppError("NOT_FOUND", getOwnerMessages(call.language).notFound);
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
    basePrice: b.basePrice,
    additionalGuestFee: b.additionalGuestFee,
    cleaningFee: b.cleaningFee,
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

export async function confirm(call: TOwnerCall, input: C.TDecisionInput): Promise<C.TBookingDetail> {
  await confirmByOwner({ bookingId: input.id, actor: call.actor, message: input.message, language: call.language });
  return getBooking(call, input);
}

export async function decline(call: TOwnerCall, input: C.TDecisionInput): Promise<C.TBookingDetail> {
  await declineByOwner({ bookingId: input.id, actor: call.actor, message: input.message, language: call.language });
  return getBooking(call, input);
}

/** The owner enters or corrects the invoice details, until the tax invoice is issued with them. */
export async function saveBilling(call: TOwnerCall, { id, ...input }: C.TBillingInput): Promise<C.TBookingDetail> {
  const details = parseBilling(input, call.language);
  if ((await getDb().booking.count({ where: { id } })) === 0) throw new AppError("NOT_FOUND", getOwnerMessages(call.language).notFound);
  if ((await saveBillingDetails({ bookingId: id, details, actor: call.actor })) === "closed") {
    const message = GUEST_PAYMENT_TEXTS[call.language].billing.refusals.closed;
    throw new AppError("CONFLICT", message, { reason: "DECIDED" });
  }
  return getBooking(call, { id });
}

export async function cancel(call: TOwnerCall, input: C.TCancelInput): Promise<C.TBookingDetail> {
  const m = getOwnerMessages(call.language);
  if ((await getDb().booking.count({ where: { id: input.id } })) === 0) throw new AppError("NOT_FOUND", m.notFound);
  if ((await cancelBooking({ bookingId: input.id, actor: call.actor, reason: input.reason })) === "already")
    throw new AppError("CONFLICT", m.notOpen, { reason: "DECIDED" });
  return getBooking(call, input);
}

export async function change(call: TOwnerCall, input: C.TChangeInput): Promise<C.TBookingDetail> {
  const { id, ...stayChange } = input;
  await changeBooking({ bookingId: id, actor: call.actor, change: stayChange, language: call.language });
  return getBooking(call, input);
}

export async function createManual(call: TOwnerCall, input: C.TCreateManualInput): Promise<C.TBookingDetail> {
  const { id } = await createManualBooking({ input, actor: call.actor, language: call.language });
  return getBooking(call, { id });
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

/** Refused with a BlockRefused, said in the owner's words at the door. */
export async function addBlock(call: TOwnerCall, input: C.TBlockAddInput): Promise<C.TBlock> {
  const block = await addOwnerBlock({ checkIn: input.from, checkOut: input.to, stay: input.stay, note: input.note, actor: call.actor });
  return { ...block, source: "owner", feedName: null };
}

export async function removeBlock(call: TOwnerCall, input: C.TBlockRemoveInput): Promise<{ removed: true }> {
  await removeOwnerBlock({ id: input.id, note: input.note, actor: call.actor });
  return { removed: true };
}

export async function listConflicts(_call: TOwnerCall): Promise<C.TConflict[]> {
  return openConflicts();
}

export async function markConflictHandled(call: TOwnerCall, input: C.TConflictHandledInput): Promise<C.TConflict> {
  if ((await markHandled({ id: input.id, note: input.note, actor: call.actor })) === "missing")
    throw new AppError("NOT_FOUND", getOwnerMessages(call.language).noSuchConflict);
  const [conflict] = await loadConflicts({ id: input.id });
  return conflict!;
}

export async function setLanguage(call: TOwnerCall, input: C.TSetLanguageInput): Promise<{ language: TLanguage }> {
  await getDb().user.update({ where: { id: call.userId }, data: { language: input.language } });
  return { language: input.language };
}

/** Ends every session of this owner, this browser's too. */
export async function signOutEverywhere(call: TOwnerCall): Promise<{ signedOut: number }> {
  const removed = await getDb().session.deleteMany({ where: { userId: call.userId } });
  return { signedOut: removed.count };
}
