-- Every price in integer cents, as every payment already is: a booking's price fields and the
-- stays' rates and seasons move from whole rand to cents (the same amounts, times a hundred), and
-- the owner's history keeps reading the same figures: its recorded prices move to cents too.
ALTER TABLE "bookings" RENAME COLUMN "base_price" TO "base_price_cents";
ALTER TABLE "bookings" RENAME COLUMN "additional_guest_fee" TO "additional_guest_fee_cents";
ALTER TABLE "bookings" RENAME COLUMN "cleaning_fee" TO "cleaning_fee_cents";
ALTER TABLE "bookings" RENAME COLUMN "total_price" TO "total_price_cents";
UPDATE "bookings" SET "base_price_cents" = "base_price_cents" * 100, "additional_guest_fee_cents" = "additional_guest_fee_cents" * 100,
  "cleaning_fee_cents" = "cleaning_fee_cents" * 100, "total_price_cents" = "total_price_cents" * 100;

ALTER TABLE "stay_rates" RENAME COLUMN "price_per_night" TO "price_per_night_cents";
ALTER TABLE "stay_rates" RENAME COLUMN "extra_guest_fee" TO "extra_guest_fee_cents";
ALTER TABLE "stay_rates" RENAME COLUMN "cleaning_fee" TO "cleaning_fee_cents";
UPDATE "stay_rates" SET "price_per_night_cents" = "price_per_night_cents" * 100, "extra_guest_fee_cents" = "extra_guest_fee_cents" * 100,
  "cleaning_fee_cents" = "cleaning_fee_cents" * 100;

ALTER TABLE "stay_seasons" RENAME COLUMN "price_per_night" TO "price_per_night_cents";
UPDATE "stay_seasons" SET "price_per_night_cents" = "price_per_night_cents" * 100;

-- The history's recorded prices (a booking's change or the owner's own booking, the rates and
-- seasons): each amount in rand becomes the same key with "Cents" after it, in cents.
CREATE FUNCTION pg_temp.prices_in_cents(record jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(
    CASE WHEN key IN ('totalPrice', 'price', 'quote', 'pricePerNight', 'extraGuestFee', 'cleaningFee') AND jsonb_typeof(value) = 'number'
      THEN key || 'Cents' ELSE key END,
    CASE WHEN key IN ('totalPrice', 'price', 'quote', 'pricePerNight', 'extraGuestFee', 'cleaningFee') AND jsonb_typeof(value) = 'number'
      THEN to_jsonb(round((value #>> '{}')::numeric * 100)::bigint) ELSE value END), '{}'::jsonb)
  FROM jsonb_each(record)
$$;
UPDATE "audit_entries" SET
  "before" = CASE WHEN jsonb_typeof("before"::jsonb) = 'object' THEN pg_temp.prices_in_cents("before"::jsonb) ELSE "before" END,
  "after" = CASE WHEN jsonb_typeof("after"::jsonb) = 'object' THEN pg_temp.prices_in_cents("after"::jsonb) ELSE "after" END
WHERE "action" IN ('booking.manual', 'booking.change', 'rates.update', 'season.add', 'season.remove');

-- A request's stored reply, replayed to a retry with its key, carries the prices in cents too, as
-- every reply now does.
UPDATE "idempotency_keys" SET "response_body" = "response_body" || jsonb_build_object(
    'basePriceCents', round(coalesce(("response_body" ->> 'basePrice')::numeric, 0) * 100)::int,
    'additionalGuestFeeCents', round(coalesce(("response_body" ->> 'additionalGuestFee')::numeric, 0) * 100)::int,
    'cleaningFeeCents', round(coalesce(("response_body" ->> 'cleaningFee')::numeric, 0) * 100)::int,
    'totalPriceCents', round(("response_body" ->> 'totalPrice')::numeric * 100)::int)
WHERE jsonb_typeof("response_body") = 'object' AND "response_body" ? 'totalPrice' AND NOT "response_body" ? 'totalPriceCents';

-- A visitor's request writes its price in cents.
DROP FUNCTION request_booking(
  text[], int, int, int, uuid, text, "stay", date, date, text, int, text, text, text, "language", int, int, int, int, int,
  timestamptz, timestamptz, text, text, jsonb, text, text, text, text, jsonb, text, text, int, text);

-- A booking request: takes the turns (advisory locks on p_lock_keys, in their order: the sender's
-- keys, then the nights) and releases the nights' lapsed holds, then, each statement seeing what
-- the turns' earlier holders committed, refuses it over a cap (the first of unverified, open, nights) or on binding nights, else writes
-- its hold (binding nothing), the booking, its outbox event and its idempotency key with the
-- reply (p_reply, with requestAhead and, when a request is ahead, p_notice). Returns the refusal
-- (null when written) and whether a request is ahead. A booking p_id that exists already (a retry
-- after a connection lost at commit) is left as it is.
CREATE FUNCTION request_booking(
  p_lock_keys text[], p_cap_unverified int, p_cap_open int, p_cap_nights int,
  p_id uuid, p_number text, p_stay "stay", p_check_in date, p_check_out date, p_check_in_time text, p_guests int,
  p_guest_name text, p_guest_email text, p_guest_phone text, p_language "language", p_nights int,
  p_base_price_cents int, p_additional_guest_fee_cents int, p_cleaning_fee_cents int, p_total_price_cents int,
  p_hold_expires_at timestamptz, p_created_at timestamptz, p_client_key text,
  p_outbox_topic text, p_outbox_payload jsonb, p_request_id text,
  p_idempotency_scope text, p_idempotency_key text, p_request_hash text, p_reply jsonb, p_notice text,
  p_verify_key_prefix text, p_first_mail_wait_hours int, p_decided_topic text
) RETURNS TABLE (refusal text, ahead boolean) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_refusal text;
  v_ahead boolean;
  v_hold uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(p_lock_keys) AS k;
  IF EXISTS (SELECT 1 FROM bookings WHERE id = p_id) THEN
    RETURN QUERY SELECT NULL::text, coalesce((SELECT (response_body ->> 'requestAhead')::boolean FROM idempotency_keys
      WHERE scope = p_idempotency_scope AND key = p_idempotency_key), false);
    RETURN;
  END IF;
  PERFORM 1 FROM release_lapsed_holds(p_check_in, p_check_out, p_verify_key_prefix, p_first_mail_wait_hours, p_decided_topic, p_request_id);
  SELECT c.refusal INTO v_refusal FROM (
    SELECT CASE WHEN o.unverified >= p_cap_unverified THEN 'REQUEST_CAP_UNVERIFIED'
      WHEN o.open >= p_cap_open THEN 'REQUEST_CAP_OPEN'
      WHEN o.nights + p_nights > p_cap_nights THEN 'REQUEST_CAP_NIGHTS' END AS refusal
    FROM open_request_counts(p_client_key, p_guest_email, p_guest_phone, NULL) o
  ) c
  WHERE c.refusal IS NOT NULL
  ORDER BY array_position(ARRAY['REQUEST_CAP_UNVERIFIED', 'REQUEST_CAP_OPEN', 'REQUEST_CAP_NIGHTS'], c.refusal)
  LIMIT 1;
  IF v_refusal IS NULL AND binding_overlap(p_stay, p_check_in, p_check_out, NULL) THEN
    v_refusal := 'NIGHTS_TAKEN';
  END IF;
  IF v_refusal IS NOT NULL THEN
    RETURN QUERY SELECT v_refusal, false;
    RETURN;
  END IF;
  v_ahead := request_ahead(p_check_in, p_check_out, NULL);
  INSERT INTO holds (id, kind, check_in, check_out, expires_at, binding, stay)
  VALUES (gen_random_uuid(), 'booking', p_check_in, p_check_out, p_hold_expires_at, false, p_stay)
  RETURNING id INTO v_hold;
  INSERT INTO bookings (id, number, stay, check_in, check_out, check_in_time, guests, guest_name, guest_email,
    guest_phone, language, nights, base_price_cents, additional_guest_fee_cents, cleaning_fee_cents, total_price_cents, status, hold_id, client_key,
    created_at, updated_at)
  VALUES (p_id, p_number, p_stay, p_check_in, p_check_out, p_check_in_time, p_guests, p_guest_name, p_guest_email,
    p_guest_phone, p_language, p_nights, p_base_price_cents, p_additional_guest_fee_cents, p_cleaning_fee_cents, p_total_price_cents, 'requested', v_hold,
    p_client_key, p_created_at, p_created_at);
  INSERT INTO outbox_events (topic, payload, request_id) VALUES (p_outbox_topic, p_outbox_payload, p_request_id);
  IF p_idempotency_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body)
    VALUES (p_idempotency_scope, p_idempotency_key, p_request_hash, 201,
      p_reply || jsonb_build_object('requestAhead', v_ahead, 'notice', CASE WHEN v_ahead THEN p_notice END));
  END IF;
  RETURN QUERY SELECT NULL::text, v_ahead;
END
$$;
