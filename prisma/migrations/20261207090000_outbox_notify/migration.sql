-- Every committed outbox event wakes the relays at once: a statement that adds events notifies the
-- channel `outbox_events`, which PostgreSQL delivers to listeners when the transaction commits
-- (and never for one rolled back). The relay still sweeps on its interval, for events written
-- while no relay was listening.
CREATE FUNCTION notify_outbox_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_events', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER outbox_events_notify
  AFTER INSERT ON outbox_events
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_outbox_events();
