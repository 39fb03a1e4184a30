-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "cleaning_fee" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "stay_rates" (
    "stay" "stay" NOT NULL,
    "price_per_night" INTEGER NOT NULL,
    "extra_guest_fee" INTEGER NOT NULL,
    "extra_guest_from" INTEGER NOT NULL,
    "max_guests" INTEGER NOT NULL,
    "min_nights" INTEGER NOT NULL,
    "cleaning_fee" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stay_rates_pkey" PRIMARY KEY ("stay")
);

-- CreateTable
CREATE TABLE "stay_seasons" (
    "id" UUID NOT NULL,
    "stay" "stay" NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "price_per_night" INTEGER NOT NULL,
    "min_nights" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stay_seasons_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stay_seasons_stay_starts_on_idx" ON "stay_seasons"("stay", "starts_on");


-- Rules the console's checks also state, kept by the database whatever writes the rows.
ALTER TABLE "stay_rates"
  ADD CONSTRAINT "stay_rates_prices" CHECK ("price_per_night" > 0 AND "extra_guest_fee" >= 0 AND "cleaning_fee" >= 0),
  ADD CONSTRAINT "stay_rates_guests" CHECK ("max_guests" >= 1 AND "extra_guest_from" >= 2),
  ADD CONSTRAINT "stay_rates_min_nights" CHECK ("min_nights" BETWEEN 1 AND 30);

ALTER TABLE "stay_seasons"
  ADD CONSTRAINT "stay_seasons_order" CHECK ("ends_on" >= "starts_on"),
  ADD CONSTRAINT "stay_seasons_price" CHECK ("price_per_night" > 0),
  ADD CONSTRAINT "stay_seasons_min_nights" CHECK ("min_nights" BETWEEN 1 AND 30);
