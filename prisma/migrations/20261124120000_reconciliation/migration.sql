-- Pending work is derivable from the database alone: an outbox event is done when the job it
-- became completes (handled_at, stamped by the worker), not when it was queued (sent_at); the
-- job's id is recorded first so that the worker can find the events it completes.
ALTER TABLE "outbox_events" ADD COLUMN "job_id" TEXT,
ADD COLUMN "handled_at" TIMESTAMPTZ(3);
-- Events relayed before this change were counted done once queued; they stay so.
UPDATE "outbox_events" SET "handled_at" = "sent_at" WHERE "sent_at" IS NOT NULL;
CREATE INDEX "outbox_events_job_id_idx" ON "outbox_events"("job_id");
CREATE INDEX "outbox_events_handled_at_created_at_idx" ON "outbox_events"("handled_at", "created_at");

-- A send-log row is written when a job decides to mail, before the send is queued; its
-- recipient and subject are filled in when the mail is rendered.
ALTER TABLE "email_sends" ALTER COLUMN "recipient" DROP NOT NULL,
ALTER COLUMN "subject" DROP NOT NULL;
CREATE INDEX "email_sends_sent_at_created_at_idx" ON "email_sends"("sent_at", "created_at");

CREATE INDEX "photos_state_created_at_idx" ON "photos"("state", "created_at");

-- Alerts e-mailed to the operator: one per stretch of stuck work.
CREATE TABLE "operator_alerts" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "operator_alerts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "operator_alerts_kind_resolved_at_idx" ON "operator_alerts"("kind", "resolved_at");
