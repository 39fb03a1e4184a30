-- Why a channel feed's last import failed, as a kind the owner's console says in plain words.
ALTER TABLE "calendar_feeds" ADD COLUMN "last_error_kind" TEXT;
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_last_error_kind_check" CHECK (
  "last_error_kind" IS NULL
  OR "last_error_kind" IN ('unreachable', 'private', 'gone', 'denied', 'refused', 'redirects', 'too-large', 'not-a-calendar', 'failed')
);
-- A feed that failed before the kinds were kept is told as "failed" until its next import.
UPDATE "calendar_feeds" SET "last_error_kind" = 'failed' WHERE "last_error" IS NOT NULL;
