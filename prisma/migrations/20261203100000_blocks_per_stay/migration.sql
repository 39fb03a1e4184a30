-- An owner's block closes either every stay or one (a hut's maintenance leaves the vacation home
-- for sale). The site still sells at most one stay a night: a booking, ours or a channel's, takes
-- the night from every stay.
--   stay:       the stay a hold is for: a booking's stay, an imported channel's feed's stay, a
--               one-stay block's stay; NULL for a block of every stay (and for a booking's hold
--               until its booking row names the stay: it then counts for every stay).
--   every_stay: whether the hold takes the night from every stay: a booking (the site's, the
--               owner's own or a channel's imported one) or a block of every stay; false only for
--               an owner's block of one stay, which closes that stay alone.
ALTER TABLE "holds" ADD COLUMN "stay" "stay";
ALTER TABLE "holds" ADD COLUMN "every_stay" BOOLEAN NOT NULL DEFAULT true;
UPDATE "holds" h SET "stay" = b."stay" FROM "bookings" b WHERE b."hold_id" = h."id";
UPDATE "holds" h SET "stay" = f."stay"
  FROM "owner_blocks" ob JOIN "calendar_feeds" f ON f."id" = ob."feed_id"
  WHERE ob."hold_id" = h."id";
-- A hold that closes its stay alone names it; a booking's hold takes the night from every stay.
ALTER TABLE "holds" ADD CONSTRAINT "holds_stay_scope"
  CHECK (("every_stay" OR "stay" IS NOT NULL) AND ("kind" = 'block' OR "every_stay"));

-- A booking's hold is for the booking's stay, whatever changes it (a change of stay moves it too).
CREATE FUNCTION bookings_hold_follows_stay() RETURNS trigger AS $$
BEGIN
  UPDATE holds SET stay = NEW.stay WHERE id = NEW.hold_id AND stay IS DISTINCT FROM NEW.stay;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER bookings_hold_stay AFTER INSERT OR UPDATE OF stay, hold_id ON bookings
  FOR EACH ROW WHEN (NEW.hold_id IS NOT NULL) EXECUTE FUNCTION bookings_hold_follows_stay();

-- The stays a hold concerns, as a range of the stays' numbers: its own stay's number alone, or
-- every number (an unbounded range) for a hold of every stay. A stay added to the enum must be
-- given its number here; until then its holds count for every stay.
CREATE FUNCTION stay_scope(s "stay") RETURNS int4range AS $$
  SELECT CASE s
    WHEN 'vacation-home' THEN int4range(1, 2)
    WHEN 'fisheagle-hut' THEN int4range(2, 3)
    WHEN 'african-darter-hut' THEN int4range(3, 4)
    ELSE int4range(NULL, NULL)
  END
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;

-- One stay at a time, among the binding holds that take the night from every stay: bookings
-- (of any stays) and blocks of every stay exclude each other, as before.
ALTER TABLE "holds" DROP CONSTRAINT "holds_one_stay_at_a_time";
ALTER TABLE "holds" ADD CONSTRAINT "holds_one_stay_at_a_time"
  EXCLUDE USING gist (daterange("check_in", "check_out", '[)') WITH &&) WHERE ("binding" AND "every_stay");

-- A closed stay is not sold: no two binding holds share a night of the same stay, where a hold of
-- every stay concerns each. A block of one stay thus meets that stay's bookings, the blocks of
-- every stay and its own other blocks, and never another stay's booking.
ALTER TABLE "holds" ADD CONSTRAINT "holds_one_hold_per_stay_night"
  EXCLUDE USING gist (
    daterange("check_in", "check_out", '[)') WITH &&,
    stay_scope("stay") WITH &&
  ) WHERE ("binding");
