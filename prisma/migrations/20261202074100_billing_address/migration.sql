-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "billing_address" TEXT,
ADD COLUMN     "billing_name" TEXT,
ADD COLUMN     "billing_vat_number" VARCHAR(10);


