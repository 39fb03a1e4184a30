-- CreateTable
CREATE TABLE "stay_texts" (
    "stay" "stay" NOT NULL,
    "texts" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stay_texts_pkey" PRIMARY KEY ("stay")
);

-- CreateTable
CREATE TABLE "stay_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "check_in_from" TEXT NOT NULL,
    "check_in_until" TEXT NOT NULL,
    "check_in_step_minutes" INTEGER NOT NULL,
    "check_out_by" TEXT NOT NULL,
    "house_rules" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stay_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "arrival_guides" (
    "stay" "stay" NOT NULL,
    "guide" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "arrival_guides_pkey" PRIMARY KEY ("stay")
);


