-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "erased_at" TIMESTAMPTZ(3);
