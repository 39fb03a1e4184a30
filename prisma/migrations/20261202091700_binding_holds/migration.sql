-- Only what the owner decided binds the calendar: confirmed bookings and the owner's and the
-- channels' blocks. An unanswered request no longer keeps others from asking for its nights; it
-- binds once the owner confirms it. A hold binds exactly when it has no expiry (requests lapse,
-- what the owner decided does not).
ALTER TABLE "holds" ADD COLUMN     "binding" BOOLEAN NOT NULL DEFAULT true;
UPDATE "holds" SET "binding" = ("expires_at" IS NULL);
ALTER TABLE "holds" ADD CONSTRAINT "holds_binding_never_lapses" CHECK ("binding" = ("expires_at" IS NULL));

-- One stay at a time, now among the holds that bind: no two of them share a night.
ALTER TABLE "holds" DROP CONSTRAINT "holds_one_stay_at_a_time";
ALTER TABLE "holds" ADD CONSTRAINT "holds_one_stay_at_a_time"
  EXCLUDE USING gist (daterange("check_in", "check_out", '[)') WITH &&) WHERE ("binding");
