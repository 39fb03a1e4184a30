-- A visitor's booking request in one statement (web/server/bookings/create-booking.ts): the
-- sender's and the nights' turns, the caps, the binding nights, the requests ahead and the writes
-- (hold, booking, outbox event, idempotency key) in one round trip and one transaction. The rules
-- each part applies are functions of their own, which the other write paths call too.

-- Open requests (holding nights that have not lapsed) of each of a sender's keys: its client's
-- network, its e-mail address (any case), its phone number; one row per key that has any.
CREATE FUNCTION open_request_counts(p_client_key text, p_email text, p_phone text, p_exclude uuid)
RETURNS TABLE (dim text, unverified int, open int, nights int) LANGUAGE sql STABLE AS $$
  WITH open_requests AS (
    SELECT b.client_key, lower(b.guest_email) AS email, b.guest_phone AS phone, b.verified_at, b.nights
    FROM bookings b JOIN holds h ON h.id = b.hold_id
    WHERE b.status = 'requested' AND h.expires_at > now() AND b.id IS DISTINCT FROM p_exclude
      AND (b.client_key = p_client_key OR lower(b.guest_email) = lower(p_email) OR b.guest_phone = p_phone)
  ), by_key AS (
    SELECT 'client' AS dim, * FROM open_requests WHERE client_key = p_client_key
    UNION ALL SELECT 'email', * FROM open_requests WHERE email = lower(p_email)
    UNION ALL SELECT 'phone', * FROM open_requests WHERE phone = p_phone
  )
  SELECT dim, (count(*) FILTER (WHERE verified_at IS NULL))::int, (count(*) FILTER (WHERE verified_at IS NOT NULL))::int,
    coalesce(sum(nights), 0)::int
  FROM by_key GROUP BY dim
$$;

-- Whether a binding hold (other than p_except) closes any of these nights to the stay: one that
-- takes the night from every stay, or one of this stay alone.
CREATE FUNCTION binding_overlap(p_stay "stay", p_check_in date, p_check_out date, p_except uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM holds
    WHERE binding AND (every_stay OR stay = p_stay) AND id IS DISTINCT FROM p_except
      AND daterange(check_in, check_out, '[)') && daterange(p_check_in, p_check_out, '[)'))
$$;

-- Whether a live unanswered request (other than p_except's hold) asks for any of these nights.
CREATE FUNCTION request_ahead(p_check_in date, p_check_out date, p_except uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM holds
    WHERE NOT binding AND expires_at > now() AND id IS DISTINCT FROM p_except
      AND daterange(check_in, check_out, '[)') && daterange(p_check_in, p_check_out, '[)'))
$$;

-- Whether a hold past its expiry may be released (bookings/holds.ts, lapsedSql): a request's
-- provisional window starts when its first confirmation e-mail leaves (its send-log key is
-- p_verify_key_prefix || the booking's id), so an unanswered, unconfirmed request whose e-mail has
-- not left yet is kept, up to p_first_mail_wait_hours after it was made.
CREATE FUNCTION hold_may_be_released(p_hold_id uuid, p_binding boolean, p_verify_key_prefix text, p_first_mail_wait_hours int)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.hold_id = p_hold_id AND b.status = 'requested' AND b.verified_at IS NULL AND NOT p_binding
      AND b.created_at > now() - make_interval(hours => p_first_mail_wait_hours)
      AND NOT EXISTS (SELECT 1 FROM email_sends s WHERE s.key = p_verify_key_prefix || b.id::text AND s.sent_at IS NOT NULL))
$$;

-- Expires the requests of these (locked, lapsed) holds and deletes the holds; a request its guest
-- had confirmed gets an outbox event of p_decided_topic. Returns the expired requests.
CREATE FUNCTION expire_holds(p_hold_ids uuid[], p_decided_topic text, p_request_id text)
RETURNS TABLE (booking_id uuid, verified boolean) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF cardinality(p_hold_ids) = 0 THEN
    RETURN;
  END IF;
  RETURN QUERY
  WITH expired AS (
    UPDATE bookings SET status = 'expired', hold_id = NULL, decided_at = now(), updated_at = now()
    WHERE hold_id = ANY(p_hold_ids) AND status = 'requested'
    RETURNING id, verified_at IS NOT NULL AS was_verified
  ), told AS (
    INSERT INTO outbox_events (topic, payload, request_id)
    SELECT p_decided_topic, jsonb_build_object('bookingId', id), p_request_id FROM expired WHERE was_verified
  )
  SELECT id, was_verified FROM expired;
  DELETE FROM holds WHERE id = ANY(p_hold_ids);
END
$$;

-- Releases the lapsed holds within [p_check_in, p_check_out), waiting for any another transaction
-- has locked: what a writer of those nights does after taking their turn.
CREATE FUNCTION release_lapsed_holds(p_check_in date, p_check_out date, p_verify_key_prefix text, p_first_mail_wait_hours int,
  p_decided_topic text, p_request_id text)
RETURNS TABLE (booking_id uuid, verified boolean) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ids uuid[];
BEGIN
  SELECT coalesce(array_agg(l.id), '{}') INTO v_ids FROM (
    SELECT h.id FROM holds h
    WHERE h.expires_at <= now() AND hold_may_be_released(h.id, h.binding, p_verify_key_prefix, p_first_mail_wait_hours)
      AND daterange(h.check_in, h.check_out, '[)') && daterange(p_check_in, p_check_out, '[)')
    ORDER BY h.id FOR UPDATE OF h
  ) l;
  RETURN QUERY SELECT * FROM expire_holds(v_ids, p_decided_topic, p_request_id);
END
$$;

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
  p_base_price int, p_additional_guest_fee int, p_cleaning_fee int, p_total_price int,
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
    guest_phone, language, nights, base_price, additional_guest_fee, cleaning_fee, total_price, status, hold_id, client_key,
    created_at, updated_at)
  VALUES (p_id, p_number, p_stay, p_check_in, p_check_out, p_check_in_time, p_guests, p_guest_name, p_guest_email,
    p_guest_phone, p_language, p_nights, p_base_price, p_additional_guest_fee, p_cleaning_fee, p_total_price, 'requested', v_hold,
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
