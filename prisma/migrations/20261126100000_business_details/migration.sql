-- The business's details and the stays' map pins as the owner saves them in the console.
-- CreateTable
CREATE TABLE "business_profile" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "phone" TEXT,
    "whatsapp" TEXT,
    "email" TEXT,
    "address" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "business_profile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stay_pins" (
    "stay" "stay" NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stay_pins_pkey" PRIMARY KEY ("stay")
);


-- One row at most.
ALTER TABLE "business_profile" ADD CONSTRAINT "business_profile_single_row" CHECK ("id" = 1);
ALTER TABLE "stay_pins" ADD CONSTRAINT "stay_pins_on_earth" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180);
