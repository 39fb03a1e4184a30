// Creates a booking request: validates it, prices it on the server and stores it with its
// provisional hold, its outbox event and (if given) its idempotency key in one transaction, so
// that either all of them exist or none does. Nights that bind (a confirmed booking, a block) are
// refused (409); nights other unanswered requests ask for are not: the request is accepted and
// told that another request is ahead of it, since an unanswered request binds nothing until the
// owner confirms it (decide-booking.ts). The hold lapses after PROVISIONAL_HOLD_MINUTES unless the guest
// confirms their e-mail address (verify-booking.ts); until then the owner is not told, and each
// client, e-mail address and phone number may keep only a few such requests open at once. A
// deadlock, serialization failure or lost connection runs the whole transaction again.
import { randomUUID } from "node:crypto";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { getConfig } from "../config";
import { getSqlState, SQLSTATE, type TTx } from "../db/client";
import { retryingTransaction } from "../db/transient";
import { AppError } from "../errors";
import { currentRequestId, logger } from "../log";
import { outboxTopic } from "../outbox";
import { findStoredReply, hashRequest, type TIdempotency, type TStoredReply } from "../idempotency";
import { storedPrices } from "../pricing";
import { quoteFromRates } from "../pricing/rates";
import { createBookingNumber } from "./booking-number";
import { enforceRequestCaps, makeClientKey, refuseBlockedSender } from "./caps";
import { hasBindingOverlap, hasRequestAhead, takeNightsTurn } from "./holds";
import type { TBookingRequest } from "./schema";
import { checkArrivalTime } from "../stays/texts";

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
/** Requests of one sender wait for each other's caps check: allow for a queue of them. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

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
  const t = getDictionary(language);
  const config = getConfig();
  // The parsed request is hashed, not the raw body: it has a known, shallow shape, and fields the
  // request does not take (the page's totalPrice) do not make a retry differ.
  const idempotency = idempotencyKey ? { scope: IDEMPOTENCY_SCOPE, key: idempotencyKey, requestHash: hashRequest(input) } : undefined;
  if (idempotency) {
    const stored = await findStoredReply<TBookingReply>(idempotency, t);
    if (stored) return stored;
  }

  await checkArrivalTime(input.checkInTime, language);
  await refuseBlockedSender(input, t);
  const quote = storedPrices(await quoteFromRates(input, t));
  const clientKey = makeClientKey(client);
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
      await retryingTransaction(async (tx, retry) => {
        // A connection lost during an earlier attempt's COMMIT may have hidden its success.
        if (retry > 0 && (await tx.booking.count({ where: { id: reply.id } })) > 0) return;
        await enforceRequestCaps(tx, { clientKey, email: input.guestEmail, phone: input.guestPhone, nights: reply.nights }, t);
        await takeNightsTurn(tx, input);
        // Closed to this stay: a booking of any stay, a block of every stay or one of this stay.
        if (await hasBindingOverlap(tx, { ...input, stay: input.accommodationType })) {
          logger.info({ stay: input.accommodationType, checkIn: input.checkIn, checkOut: input.checkOut }, "booking refused: nights taken");
          throw new AppError("CONFLICT", t.api.nightsTaken, { reason: "NIGHTS_TAKEN" });
        }
        reply.requestAhead = await hasRequestAhead(tx, input);
        reply.notice = reply.requestAhead ? t.api.requestAhead : null;
        await insertBooking(tx, reply, input, language, idempotency, clientKey);
      }, TRANSACTION_OPTIONS);
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
        const stored = await findStoredReply<TBookingReply>(idempotency, t);
        if (stored) return stored;
      }
      // Otherwise the booking number collided: draw another.
      if (numberDraw >= NUMBER_ATTEMPTS) throw error;
    }
  }
}

async function insertBooking(
  tx: TTx,
  reply: TBookingReply,
  input: TBookingRequest,
  language: TLanguage,
  idempotency: TIdempotency | undefined,
  clientKey: string,
): Promise<void> {
  const replyJson = JSON.stringify(reply);
  const outboxPayload = JSON.stringify({ bookingId: reply.id });
  await tx.$executeRaw`
    WITH hold AS (
      INSERT INTO holds (id, kind, check_in, check_out, expires_at, binding, stay)
      VALUES (gen_random_uuid(), 'booking', ${input.checkIn}::date, ${input.checkOut}::date, ${reply.holdExpiresAt}::timestamptz, false,
        ${input.accommodationType}::stay)
      RETURNING id
    ), booking AS (
      INSERT INTO bookings (id, number, stay, check_in, check_out, check_in_time, guests, guest_name, guest_email,
        guest_phone, language, nights, base_price, additional_guest_fee, cleaning_fee, total_price, status, hold_id, client_key, created_at, updated_at)
      SELECT ${reply.id}::uuid, ${reply.bookingNumber}, ${input.accommodationType}::stay, ${input.checkIn}::date,
        ${input.checkOut}::date, ${input.checkInTime}, ${input.guests}, ${input.guestName}, ${input.guestEmail},
        ${input.guestPhone}, ${language}::language, ${reply.nights}, ${reply.basePrice}, ${reply.additionalGuestFee}, ${reply.cleaningFee},
        ${reply.totalPrice}, 'requested', hold.id, ${clientKey}, ${reply.createdAt}::timestamptz, ${reply.createdAt}::timestamptz
      FROM hold
      RETURNING id
    ), outbox AS (
      INSERT INTO outbox_events (topic, payload, request_id)
      SELECT ${outboxTopic("booking.submitted")}::text, ${outboxPayload}::jsonb, ${currentRequestId() ?? null} FROM booking
    )
    INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body)
    SELECT ${idempotency?.scope ?? ""}, ${idempotency?.key ?? ""}, ${idempotency?.requestHash ?? ""}, 201, ${replyJson}::jsonb
    FROM booking WHERE ${idempotency !== undefined}`;
}
