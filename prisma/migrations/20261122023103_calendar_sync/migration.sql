-- AlterTable
ALTER TABLE "owner_blocks" ADD COLUMN     "feed_id" UUID;

-- CreateTable
CREATE TABLE "calendar_feeds" (
    "id" UUID NOT NULL,
    "stay" "stay" NOT NULL,
    "source" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "etag" TEXT,
    "last_modified" TEXT,
    "last_fetched_at" TIMESTAMPTZ(3),
    "last_success_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_conflicts" (
    "id" UUID NOT NULL,
    "feed_id" UUID NOT NULL,
    "nights" TEXT[],
    "nights_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_conflicts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_stay_url_key" ON "calendar_feeds"("stay", "url");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_conflicts_feed_id_nights_key_key" ON "calendar_conflicts"("feed_id", "nights_key");

-- CreateIndex
CREATE INDEX "owner_blocks_feed_id_idx" ON "owner_blocks"("feed_id");

-- AddForeignKey
ALTER TABLE "owner_blocks" ADD CONSTRAINT "owner_blocks_feed_id_fkey" FOREIGN KEY ("feed_id") REFERENCES "calendar_feeds"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_feed_id_fkey" FOREIGN KEY ("feed_id") REFERENCES "calendar_feeds"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A block's nights are its hold's: removing a block, however it happens (the owner's CLI, a feed
-- replaced or deleted), releases them.
CREATE FUNCTION release_block_hold() RETURNS trigger AS $$
BEGIN
  DELETE FROM holds WHERE id = OLD.hold_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER owner_blocks_release_hold AFTER DELETE ON owner_blocks
  FOR EACH ROW EXECUTE FUNCTION release_block_hold();
