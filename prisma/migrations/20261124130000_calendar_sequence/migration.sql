-- The guest's calendar event's SEQUENCE. Raised on every change of a booking's status, whichever
-- code makes it (a decision, a lapse, a cancellation), so a calendar file sent after the change
-- always supersedes the earlier ones.
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION bookings_raise_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_sequence := OLD.calendar_sequence + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER bookings_calendar_sequence
  BEFORE UPDATE OF status ON "bookings"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION bookings_raise_calendar_sequence();
