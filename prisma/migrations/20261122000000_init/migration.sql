-- CreateEnum
CREATE TYPE "stay" AS ENUM ('vacation-home', 'fisheagle-hut', 'african-darter-hut');

-- CreateEnum
CREATE TYPE "review_target" AS ENUM ('general', 'vacation-home', 'fisheagle-hut', 'african-darter-hut');

-- CreateEnum
CREATE TYPE "language" AS ENUM ('en', 'af');

-- CreateEnum
CREATE TYPE "booking_status" AS ENUM ('requested', 'confirmed', 'declined', 'expired', 'cancelled');

-- CreateEnum
CREATE TYPE "moderation_status" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "hold_kind" AS ENUM ('booking', 'block');

-- CreateEnum
CREATE TYPE "photo_state" AS ENUM ('received', 'ready', 'failed');

-- CreateTable
CREATE TABLE "holds" (
    "id" UUID NOT NULL,
    "kind" "hold_kind" NOT NULL,
    "check_in" DATE NOT NULL,
    "check_out" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" UUID NOT NULL,
    "number" VARCHAR(12) NOT NULL,
    "stay" "stay" NOT NULL,
    "check_in" DATE NOT NULL,
    "check_out" DATE NOT NULL,
    "check_in_time" VARCHAR(5) NOT NULL,
    "guests" INTEGER NOT NULL,
    "guest_name" TEXT NOT NULL,
    "guest_email" TEXT NOT NULL,
    "guest_phone" TEXT NOT NULL,
    "language" "language" NOT NULL,
    "nights" INTEGER NOT NULL,
    "base_price" INTEGER NOT NULL,
    "additional_guest_fee" INTEGER NOT NULL,
    "total_price" INTEGER NOT NULL,
    "status" "booking_status" NOT NULL DEFAULT 'requested',
    "hold_id" UUID,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "owner_blocks" (
    "id" UUID NOT NULL,
    "hold_id" UUID NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'owner',
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "owner_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "guest_name" TEXT NOT NULL,
    "accommodation_type" "review_target" NOT NULL,
    "rating" INTEGER NOT NULL,
    "comment" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'website',
    "language" "language" NOT NULL,
    "status" "moderation_status" NOT NULL DEFAULT 'pending',
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "photo_submissions" (
    "id" UUID NOT NULL,
    "guest_name" TEXT NOT NULL,
    "guest_email" TEXT NOT NULL,
    "language" "language" NOT NULL,
    "status" "moderation_status" NOT NULL DEFAULT 'pending',
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "photo_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "photos" (
    "id" UUID NOT NULL,
    "submission_id" UUID,
    "review_id" UUID,
    "position" INTEGER NOT NULL,
    "original_key" TEXT,
    "content_type" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "state" "photo_state" NOT NULL DEFAULT 'received',
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "photos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "photo_derivatives" (
    "id" UUID NOT NULL,
    "photo_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "photo_derivatives_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" BIGSERIAL NOT NULL,
    "topic" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_sends" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_sends_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "response_status" INTEGER NOT NULL,
    "response_body" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope","key")
);

-- CreateIndex
CREATE INDEX "holds_check_out_idx" ON "holds"("check_out");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_number_key" ON "bookings"("number");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_hold_id_key" ON "bookings"("hold_id");

-- CreateIndex
CREATE INDEX "bookings_status_created_at_idx" ON "bookings"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "owner_blocks_hold_id_key" ON "owner_blocks"("hold_id");

-- CreateIndex
CREATE INDEX "owner_blocks_source_idx" ON "owner_blocks"("source");

-- CreateIndex
CREATE INDEX "reviews_status_created_at_idx" ON "reviews"("status", "created_at");

-- CreateIndex
CREATE INDEX "photo_submissions_status_created_at_idx" ON "photo_submissions"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "photos_original_key_key" ON "photos"("original_key");

-- CreateIndex
CREATE INDEX "photos_submission_id_idx" ON "photos"("submission_id");

-- CreateIndex
CREATE INDEX "photos_review_id_idx" ON "photos"("review_id");

-- CreateIndex
CREATE UNIQUE INDEX "photo_derivatives_key_key" ON "photo_derivatives"("key");

-- CreateIndex
CREATE INDEX "photo_derivatives_photo_id_idx" ON "photo_derivatives"("photo_id");

-- CreateIndex
CREATE INDEX "outbox_events_sent_at_id_idx" ON "outbox_events"("sent_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "email_sends_key_key" ON "email_sends"("key");

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_id_fkey" FOREIGN KEY ("hold_id") REFERENCES "holds"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "owner_blocks" ADD CONSTRAINT "owner_blocks_hold_id_fkey" FOREIGN KEY ("hold_id") REFERENCES "holds"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "photos" ADD CONSTRAINT "photos_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "photo_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "photos" ADD CONSTRAINT "photos_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "photo_derivatives" ADD CONSTRAINT "photo_derivatives_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "photos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One stay at a time: no two holds (booking requests, confirmed bookings, owner blocks) may share
-- a night, whatever stay they are for. Check-out day is not a night, so '[)' lets stays meet.
ALTER TABLE "holds" ADD CONSTRAINT "holds_valid_range" CHECK ("check_out" > "check_in");
ALTER TABLE "holds" ADD CONSTRAINT "holds_one_stay_at_a_time"
  EXCLUDE USING gist (daterange("check_in", "check_out", '[)') WITH &&);

-- Booking facts the application also checks, kept true whatever writes the row.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_valid_range" CHECK ("check_out" > "check_in");
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guests_positive" CHECK ("guests" >= 1);
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_holding_status"
  CHECK ("hold_id" IS NULL OR "status" IN ('requested', 'confirmed'));
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);

-- The relay reads unsent outbox rows in order.
CREATE INDEX "outbox_events_unsent_idx" ON "outbox_events" ("id") WHERE "sent_at" IS NULL;
