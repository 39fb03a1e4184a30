-- The owner's photos of a stay: rows of photos with a stay, alt texts in both languages and a cover.

-- AlterTable
ALTER TABLE "photos" ADD COLUMN     "alt_af" VARCHAR(300),
ADD COLUMN     "alt_en" VARCHAR(300),
ADD COLUMN     "cover" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "stay" "stay";

-- CreateIndex
CREATE INDEX "photos_stay_position_idx" ON "photos"("stay", "position");

-- A photo belongs to a stay, a review or a submission: a stay's photo has no other parent, and only a stay's photo is a cover.
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_parent" CHECK (
  "stay" IS NULL OR ("review_id" IS NULL AND "submission_id" IS NULL)
);
ALTER TABLE "photos" ADD CONSTRAINT "photos_cover_of_stay" CHECK (NOT "cover" OR "stay" IS NOT NULL);

-- One cover per stay.
CREATE UNIQUE INDEX "photos_one_cover_per_stay" ON "photos"("stay") WHERE "cover";
