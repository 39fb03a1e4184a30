-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "booking_id" UUID,
ADD COLUMN     "stayed_here" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "reviews_booking_id_key" ON "reviews"("booking_id");


