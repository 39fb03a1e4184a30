-- The id of the request (or job) that wrote an outbox event: carried into its job, so the web
-- process's and the worker's log lines about one booking share it.
ALTER TABLE "outbox_events" ADD COLUMN "request_id" TEXT;
