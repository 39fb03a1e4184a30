-- CreateTable
CREATE TABLE "booking_messages" (
    "id" BIGSERIAL NOT NULL,
    "booking_id" UUID NOT NULL,
    "author" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "actor_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),
    "owner_mail_seq" BIGINT,

    CONSTRAINT "booking_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_notes" (
    "id" BIGSERIAL NOT NULL,
    "booking_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "actor_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_messages_booking_id_id_idx" ON "booking_messages"("booking_id", "id");

-- CreateIndex
CREATE INDEX "booking_messages_author_read_at_owner_mail_seq_idx" ON "booking_messages"("author", "read_at", "owner_mail_seq");

-- CreateIndex
CREATE INDEX "booking_notes_booking_id_id_idx" ON "booking_notes"("booking_id", "id");

-- AddForeignKey
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;


