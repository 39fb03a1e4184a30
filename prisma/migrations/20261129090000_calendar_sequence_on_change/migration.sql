-- The guest's calendar event's SEQUENCE is raised on every change a calendar shows: the booking's
-- status, and its stay or dates when the owner changes them, so the file the guest is sent after
-- a change supersedes the one they have.
DROP TRIGGER bookings_calendar_sequence ON "bookings";

CREATE TRIGGER bookings_calendar_sequence
  BEFORE UPDATE OF status, stay, check_in, check_out ON "bookings"
  FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.stay IS DISTINCT FROM NEW.stay
    OR OLD.check_in IS DISTINCT FROM NEW.check_in
    OR OLD.check_out IS DISTINCT FROM NEW.check_out
  )
  EXECUTE FUNCTION bookings_raise_calendar_sequence();
