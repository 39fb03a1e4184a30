-- CreateTable
CREATE TABLE "cleaner_links" (
    "id" UUID NOT NULL,
    "label" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cleaner_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "owner_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "weekly_digest" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "owner_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "weekly_digests" (
    "id" UUID NOT NULL,
    "week_start" DATE NOT NULL,
    "sent" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "weekly_digests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "weekly_digests_week_start_key" ON "weekly_digests"("week_start");


