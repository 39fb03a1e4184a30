// Creates a booking request: validates it, prices it on the server and stores it with its
// provisional hold, its outbox event and (if given) its idempotency key in one transaction, so
// that either all of them exist or none does. Nights that bind (a confirmed booking, a block) are
// refused (409); nights other unanswered requests ask for are not: the request is accepted and
// told that another request is ahead of it, since an unanswered request binds nothing until the
// owner confirms it (decide-booking.ts). The hold lapses after PROVISIONAL_HOLD_MINUTES unless the guest
// confirms their e-mail address (verify-booking.ts); until then the owner is not told, and each
// client, e-mail address and phone number may keep only a few such requests open at once. Two
// statements: one reads what the request is checked against (its key's earlier reply, the hours,
// a block on its sender, the rates), one is the whole writing transaction (the database's
// request_booking: the turns, the caps, the binding nights, the writes). A deadlock,
// serialization failure or lost connection runs that statement again.
import "server-only";
import { randomUUID } from "node:crypto";
// The notice of a request ahead is part of the reply stored with the booking's idempotency key, in
// the booking's language: a stored text, chosen here; refusals are Refusals, worded at the door.
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { getConfig } from "../config";
import { getDb, getSqlState, SQLSTATE } from "../db/client";
import { retrying } from "../db/transient";
import { refusedToVisitor } from "../errors";
import { currentRequestId, logger } from "../log";
import { outboxTopic } from "../outbox";
import { findStoredReply, hashRequest, replayOf, storedReplySql, type TIdempotency, type TStoredReply } from "../idempotency";
import { pricesReply } from "../contract/calls";
import { storedPrices } from "../pricing";
import { quoteOf, stayRatesFromJson, stayRatesSql } from "../pricing/rates";
import { createBookingNumber } from "./booking-number";
import { capRefusal, makeClientKey, requestCaps, senderBlockedError, senderBlockedSql, senderLockKeys, type TCapReason } from "./caps";
import { nightLockKeys, releaseArguments } from "./holds";
import type { TBookingRequest } from "./schema";
import { checkArrivalDay, checkArrivalTime, staySettingsOf, staySettingsSql } from "../stays/texts";

export type TBookingReply = {
  id: string;
  bookingNumber: string;
  accommodationType: TBookingRequest["accommodationType"];
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  guests: number;
  guestName: string;
  nights: number;
  /** The price in cents as the server keeps it, and in rand as the calls always gave it. */
  basePriceCents: number;
  additionalGuestFeeCents: number;
  cleaningFeeCents: number;
  totalPriceCents: number;
  basePrice: number;
  additionalGuestFee: number;
  cleaningFee: number;
  totalPrice: number;
  status: "requested";
  createdAt: string;
  /** The guest must confirm their e-mail address from the link just sent to it. */
  verificationRequired: true;
  /** When the nights are released unless the guest has confirmed by then. */
  holdExpiresAt: string;
  /** Another unanswered request asks for some of these nights; the owner answers in order. */
  requestAhead: boolean;
  /** What to tell the visitor about that, in their language; null when no request is ahead. */
  notice: string | null;
};

type TCreateBookingOptions = {
  input: TBookingRequest;
  language: TLanguage;
  idempotencyKey?: string;
  /** The client's address (web/server/http/rate-limit.ts), for the per-client caps. */
  client: string;
  now?: Date;
};

const IDEMPOTENCY_SCOPE = "POST /api/bookings";
const NUMBER_ATTEMPTS = 3;

/** Returns the reply to send: 201 with the new booking, or the replay of an earlier one. */
export async function createBooking({
  input,
  language,
  idempotencyKey,
  client,
  now = new Date(),
}: TCreateBookingOptions): Promise<TStoredReply<TBookingReply>> {
  // The page the request was made on names its language: the shared cookie may be another tab's.
  language = input.language ?? language;
  const requestAhead = getDictionary(language).api.requestAhead;
  const config = getConfig();
  // The parsed request is hashed, not the raw body: it has a known, shallow shape, and fields the
  // request does not take (the page's totalPrice) do not make a retry differ.
  const idempotency = idempotencyKey ? { scope: IDEMPOTENCY_SCOPE, key: idempotencyKey, requestHash: hashRequest(input) } : undefined;
  const facts = await readRequestFacts(input, idempotency);
  if (idempotency) {
    const stored = replayOf<TBookingReply>(facts.stored, idempotency);
    if (stored) return stored;
  }

  const hours = staySettingsOf(facts.settings).hours;
  await checkArrivalTime(input.checkInTime, hours);
  checkArrivalDay(input.checkIn, hours, now);
  if (facts.blocked) throw senderBlockedError();
  const quote = pricesReply(storedPrices(quoteOf(stayRatesFromJson(input.accommodationType, facts.rates), input)));
  const clientKey = makeClientKey(client);
  const lockKeys = [...senderLockKeys({ clientKey, email: input.guestEmail, phone: input.guestPhone }), ...nightLockKeys(input)];
  const holdExpiresAt = new Date(now.getTime() + config.PROVISIONAL_HOLD_MINUTES * 60 * 1000).toISOString();
  for (let numberDraw = 1; ; numberDraw++) {
    const reply: TBookingReply = {
      id: randomUUID(),
      bookingNumber: createBookingNumber(),
      accommodationType: input.accommodationType,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      checkInTime: input.checkInTime,
      guests: input.guests,
      guestName: input.guestName,
      ...quote,
      status: "requested",
      createdAt: now.toISOString(),
      verificationRequired: true,
      holdExpiresAt,
      requestAhead: false,
      notice: null,
    };
    try {
      const { refusal, ahead } = await retrying(() =>
        requestBooking(reply, input, language, idempotency, clientKey, lockKeys, requestAhead),
      );
      if (refusal === "NIGHTS_TAKEN") {
        logger.info({ stay: input.accommodationType, checkIn: input.checkIn, checkOut: input.checkOut }, "booking refused: nights taken");
        throw refusedToVisitor("CONFLICT", "nightsTaken", { reason: "NIGHTS_TAKEN" });
      }
      if (refusal) throw capRefusal(refusal);
      reply.requestAhead = ahead;
      reply.notice = ahead ? requestAhead : null;
      logger.info(
        { bookingId: reply.id, bookingNumber: reply.bookingNumber, stay: reply.accommodationType, nights: reply.nights },
        "booking requested",
      );
      return { status: 201, body: reply };
    } catch (error) {
      if (getSqlState(error) !== SQLSTATE.UNIQUE_VIOLATION) throw error;
      // A concurrent retry with the same key may have committed first: its key row is taken, the
      // statement failed as a whole, and the retry gets the first reply.
      if (idempotency) {
        const stored = await findStoredReply<TBookingReply>(idempotency);
        if (stored) return stored;
      }
      // Otherwise the booking number collided: draw another.
      if (numberDraw >= NUMBER_ATTEMPTS) throw error;
    }
  }
}

type TRequestFacts = {
  stored: Parameters<typeof replayOf>[0];
  settings: Parameters<typeof staySettingsOf>[0];
  blocked: boolean;
  rates: Parameters<typeof stayRatesFromJson>[1];
};

/** What a request is checked against before it is written, in one statement: an earlier reply to its key, the hours, a block on its sender, the stay's rates. */
async function readRequestFacts(input: TBookingRequest, idempotency: TIdempotency | undefined): Promise<TRequestFacts> {
  const rows = await getDb().$queryRaw<TRequestFacts[]>`
    SELECT ${storedReplySql(idempotency)} AS stored, ${staySettingsSql} AS settings, ${senderBlockedSql(input)} AS blocked,
      ${stayRatesSql(input.accommodationType)} AS rates`;
  return rows[0]!;
}

type TRequestOutcome = { refusal: TCapReason | "NIGHTS_TAKEN" | null; ahead: boolean };

/**
 * Writes the request in one statement, a transaction by itself (the database's request_booking):
 * the sender's and the nights' turns, the release of the nights' lapsed holds, the caps, the binding nights, the requests ahead, then the
 * hold, the booking, its outbox event and its idempotency key with the reply, or a refusal and
 * nothing. Safe to run again after its own success (a connection lost at commit): a booking that
 * exists already is left as it is.
 */
async function requestBooking(
  reply: TBookingReply,
  input: TBookingRequest,
  language: TLanguage,
  idempotency: TIdempotency | undefined,
  clientKey: string,
  lockKeys: string[],
  /** The notice the stored reply carries when a request is ahead, in the booking's language. */
  requestAhead: string,
): Promise<TRequestOutcome> {
  const caps = requestCaps();
  const release = releaseArguments();
  const rows = await getDb().$queryRaw<TRequestOutcome[]>`
    SELECT refusal, ahead FROM request_booking(
      ${lockKeys}::text[], ${caps.unverified}::int, ${caps.open}::int, ${caps.nights}::int,
      ${reply.id}::uuid, ${reply.bookingNumber}, ${input.accommodationType}::stay, ${input.checkIn}::date, ${input.checkOut}::date,
      ${input.checkInTime}, ${input.guests}::int, ${input.guestName}, ${input.guestEmail}, ${input.guestPhone}, ${language}::language,
      ${reply.nights}::int, ${reply.basePriceCents}::int, ${reply.additionalGuestFeeCents}::int, ${reply.cleaningFeeCents}::int,
      ${reply.totalPriceCents}::int,
      ${reply.holdExpiresAt}::timestamptz, ${reply.createdAt}::timestamptz, ${clientKey},
      ${outboxTopic("booking.submitted")}::text, ${JSON.stringify({ bookingId: reply.id })}::jsonb, ${currentRequestId() ?? null}::text,
      ${idempotency?.scope ?? null}::text, ${idempotency?.key ?? null}::text, ${idempotency?.requestHash ?? null}::text,
      ${JSON.stringify(reply)}::jsonb, ${requestAhead}::text,
      ${release.verifyKeyPrefix}, ${release.firstMailWaitHours}::int, ${release.decidedTopic})`;
  return rows[0]!;
}
