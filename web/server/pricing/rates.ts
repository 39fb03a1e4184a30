// The stays' rates as the owner set them in the console (stay_rates, stay_seasons); a stay without
// a row has its fresh-install defaults. The server's quotes and every booking's stored price come
// from here: the visitor's booking and quote, the owner's phone bookings and changes.
import "server-only";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { writeAudit, type TActor } from "../audit";
import { fromStayEnum, toStayEnum } from "../bookings/stay-enum";
import { diffDays, fromUtcDate, toUtcDate, type TIsoDate } from "../calendar/dates";
import { getDb, type TTx } from "../db/client";
import { Prisma } from "../db/generated/client";
import { Refusal, refusedToVisitor } from "../errors";
import type { TOwnerMessageKey } from "../owner/messages";
import { checkArrivalDay, readStayHours } from "../stays/texts";
import {
  defaultRates,
  guestLimit,
  isWithinGuestLimit,
  minimumNights,
  quoteStay,
  type TQuote,
  type TSeason,
  type TStayRates,
} from "./index";

type TReader = Pick<TTx, "stayRate" | "staySeason">;

function toSeason(row: { id: string; name: string; startsOn: Date; endsOn: Date; pricePerNightCents: number; minNights: number }): TSeason {
  return {
    id: row.id,
    name: row.name,
    startsOn: fromUtcDate(row.startsOn),
    endsOn: fromUtcDate(row.endsOn),
    pricePerNightCents: row.pricePerNightCents,
    minNights: row.minNights,
  };
}

/** One stay's rates: the owner's where saved, else the defaults; its seasons by start. */
export async function readStayRates(stay: TStayId, db: TReader = getDb()): Promise<TStayRates> {
  const [saved, seasons] = await Promise.all([
    db.stayRate.findUnique({ where: { stay: toStayEnum(stay) } }),
    db.staySeason.findMany({ where: { stay: toStayEnum(stay) }, orderBy: { startsOn: "asc" } }),
  ]);
  return stayRatesOf(stay, saved, seasons.map(toSeason));
}

/** A stay's rates from its saved row (its defaults without one) and its seasons by start. */
function stayRatesOf(stay: TStayId, saved: TRatesInput | null, seasons: TSeason[]): TStayRates {
  const rates = saved
    ? {
        pricePerNightCents: saved.pricePerNightCents,
        extraGuestFeeCents: saved.extraGuestFeeCents,
        extraGuestFrom: saved.extraGuestFrom,
        maxGuests: saved.maxGuests,
        minNights: saved.minNights,
        cleaningFeeCents: saved.cleaningFeeCents,
      }
    : defaultRates(stay);
  return { ...rates, seasons };
}

/**
 * SQL: a stay's saved rates row and its seasons by start as JSON (`stayRatesFromJson` reads it),
 * for a caller that reads them with other facts in one statement.
 */
export function stayRatesSql(stay: TStayId): Prisma.Sql {
  return Prisma.sql`json_build_object(
    'saved', (SELECT json_build_object('pricePerNightCents', price_per_night_cents, 'extraGuestFeeCents', extra_guest_fee_cents, 'extraGuestFrom', extra_guest_from,
      'maxGuests', max_guests, 'minNights', min_nights, 'cleaningFeeCents', cleaning_fee_cents) FROM stay_rates WHERE stay = ${stay}::stay),
    'seasons', coalesce((SELECT json_agg(json_build_object('id', id, 'name', name, 'startsOn', starts_on, 'endsOn', ends_on,
      'pricePerNightCents', price_per_night_cents, 'minNights', min_nights) ORDER BY starts_on) FROM stay_seasons WHERE stay = ${stay}::stay), '[]'))`;
}

/** The rates `stayRatesSql` read (dates as yyyy-MM-dd, as JSON writes a date). */
export function stayRatesFromJson(stay: TStayId, json: { saved: TRatesInput | null; seasons: TSeason[] }): TStayRates {
  return stayRatesOf(stay, json.saved, json.seasons);
}

/** Every stay's rates, for the console and the pages' prices. */
export async function readAllRates(): Promise<Record<TStayId, TStayRates>> {
  const entries = await Promise.all(STAY_IDS.map(async (stay) => [stay, await readStayRates(stay)] as const));
  return Object.fromEntries(entries) as Record<TStayId, TStayRates>;
}

type TStayInput = { accommodationType: TStayId; checkIn: TIsoDate; checkOut: TIsoDate; guests: number };

/** Refuses a stay its rates do not allow (too many guests, fewer nights than the minimum): a visitor's Refusal under the field. */
export function checkStayRules(rates: TStayRates, input: TStayInput): void {
  const nights = diffDays(input.checkOut, input.checkIn);
  const limit = guestLimit(input.accommodationType, rates);
  if (!isWithinGuestLimit(limit, input.guests))
    throw refusedToVisitor("BAD_REQUEST", "guestsRange", { field: "guests", params: [limit.min, limit.max] });
  const minimum = minimumNights(rates, input.checkIn);
  if (nights < minimum) throw refusedToVisitor("BAD_REQUEST", "minNights", { field: "checkOut", params: [minimum] });
}

/** The server's quote of a visitor's stay: the stay's current rates, its rules checked first (today only while one can still arrive). */
export async function quoteFromRates(input: TStayInput, db: TReader = getDb(), now = new Date()): Promise<TQuote> {
  const [rates, hours] = await Promise.all([readStayRates(input.accommodationType, db), readStayHours()]);
  checkArrivalDay(input.checkIn, hours, now);
  return quoteOf(rates, input);
}

/** The quote of a visitor's stay under rates already read: its rules checked first. */
export function quoteOf(rates: TStayRates, input: TStayInput): TQuote {
  checkStayRules(rates, input);
  return quoteStay(rates, input);
}

export type TRatesInput = Omit<TStayRates, "seasons">;

/** Saves a stay's rates, with an audit row of before and after. */
export async function saveStayRates(actor: TActor, stay: TStayId, next: TRatesInput): Promise<TStayRates> {
  return getDb().$transaction(async (tx) => {
    const before = await readStayRates(stay, tx);
    await tx.stayRate.upsert({ where: { stay: toStayEnum(stay) }, create: { stay: toStayEnum(stay), ...next }, update: next });
    const { seasons: _seasons, ...was } = before;
    await writeAudit(tx, { actor, action: "rates.update", before: { stay, ...was }, after: { stay, ...next } });
    return { ...next, seasons: before.seasons };
  });
}

/**
 * Adds a season to a stay; refused (CONFLICT, a Refusal said at the door) when it shares a night with another of its seasons.
 * Seasons of one stay are added one at a time (a lock on the stay's key), so two never overlap.
 */
export async function addSeason(actor: TActor, stay: TStayId, season: Omit<TSeason, "id">): Promise<TSeason> {
  return getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`stay-seasons:${stay}`}))`;
    const overlapping = await tx.staySeason.findFirst({
      where: { stay: toStayEnum(stay), startsOn: { lte: toUtcDate(season.endsOn) }, endsOn: { gte: toUtcDate(season.startsOn) } },
    });
    if (overlapping) throw new Refusal<TOwnerMessageKey>("CONFLICT", "seasonOverlap", { field: "startsOn", reason: "SEASON_OVERLAP" });
    const row = await tx.staySeason.create({
      data: {
        stay: toStayEnum(stay),
        name: season.name,
        startsOn: toUtcDate(season.startsOn),
        endsOn: toUtcDate(season.endsOn),
        pricePerNightCents: season.pricePerNightCents,
        minNights: season.minNights,
      },
    });
    await writeAudit(tx, { actor, action: "season.add", before: null, after: { stay, ...season } });
    return toSeason(row);
  });
}

/** Removes a season; the stay returns to its own price for those nights. */
export async function removeSeason(actor: TActor, id: string): Promise<TStayId | null> {
  return getDb().$transaction(async (tx) => {
    const row = await tx.staySeason.findUnique({ where: { id } });
    if (!row) return null;
    await tx.staySeason.delete({ where: { id } });
    await writeAudit(tx, { actor, action: "season.remove", before: { stay: fromStayEnum(row.stay), ...toSeason(row) }, after: null });
    return fromStayEnum(row.stay);
  });
}
