-- Requests hold nights for the owner only once the guest confirms their e-mail address: until
-- then their hold is provisional and lapses at expires_at. A hold's expiry is a timestamp, so a
-- lapsed hold stops counting the moment it lapses, whether or not any job ran.
ALTER TABLE "holds" ADD COLUMN "expires_at" TIMESTAMPTZ(3);
CREATE INDEX "holds_expires_at_idx" ON "holds"("expires_at");

ALTER TABLE "bookings" ADD COLUMN "verified_at" TIMESTAMPTZ(3),
ADD COLUMN "client_key" TEXT,
ADD COLUMN "verification_sends" INTEGER NOT NULL DEFAULT 1;

-- Senders the owner blocked: their e-mail address (lower case) or phone number (E.164).
CREATE TABLE "sender_blocks" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "until" TIMESTAMPTZ(3) NOT NULL,
    "booking_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sender_blocks_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "sender_blocks_kind_value_key" ON "sender_blocks"("kind", "value");
