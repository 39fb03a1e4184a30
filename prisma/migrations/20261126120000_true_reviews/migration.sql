-- Reviews that are true: the owner's reply, sub-scores where a review gave them, and the stays'
-- reviews from other channels imported as the data of a fresh install (approved, with their source
-- and date), so every figure a page shows is computed from stored reviews.
-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "replied_at" TIMESTAMPTZ(3),
ADD COLUMN     "reply" TEXT,
ADD COLUMN     "score_amenities" SMALLINT,
ADD COLUMN     "score_cleanliness" SMALLINT,
ADD COLUMN     "score_location" SMALLINT,
ADD COLUMN     "score_staff" SMALLINT;


ALTER TABLE "reviews" ADD CONSTRAINT "reviews_scores_in_range" CHECK (
  ("score_staff" IS NULL OR "score_staff" BETWEEN 1 AND 5) AND
  ("score_location" IS NULL OR "score_location" BETWEEN 1 AND 5) AND
  ("score_cleanliness" IS NULL OR "score_cleanliness" BETWEEN 1 AND 5) AND
  ("score_amenities" IS NULL OR "score_amenities" BETWEEN 1 AND 5)
);

INSERT INTO "reviews" ("id", "guest_name", "accommodation_type", "rating", "comment", "source", "language", "status", "decided_at", "created_at", "score_staff", "score_location", "score_cleanliness", "score_amenities") VALUES
  (gen_random_uuid(), 'Annelie', 'vacation-home', 5, 'Skoon huis met alles wat ons nodig gehad het. Die kinders was mal oor die tuin en die braai.', 'airbnb', 'af', 'approved', '2026-03-10 09:00:00+02', '2026-03-10 09:00:00+02', 5, 5, 5, NULL),
  (gen_random_uuid(), 'Pieter', 'vacation-home', 5, 'Hartlike ontvangs, stil straat en ''n gemaklike bed. Ons kom weer.', 'booking.com', 'af', 'approved', '2026-02-11 09:00:00+02', '2026-02-11 09:00:00+02', 5, 5, 5, NULL),
  (gen_random_uuid(), 'Sarah', 'vacation-home', 5, 'Perfect base for exploring Orania. The kitchen is very well equipped.', 'airbnb', 'en', 'approved', '2026-01-12 09:00:00+02', '2026-01-12 09:00:00+02', 5, 5, 5, NULL),
  (gen_random_uuid(), 'Johan', 'vacation-home', 4, 'Pragtige huis; ''n kort rit na die rivier. Die lugversorging was ''n seën in die somer.', 'booking.com', 'af', 'approved', '2025-12-13 09:00:00+02', '2025-12-13 09:00:00+02', 5, 5, 5, NULL),
  (gen_random_uuid(), 'Marietjie', 'vacation-home', 5, 'Ons hond was ook welkom. Alles was skoon en die gashere was baie vriendelik.', 'airbnb', 'af', 'approved', '2025-11-14 09:00:00+02', '2025-11-14 09:00:00+02', 5, 4, 5, NULL),
  (gen_random_uuid(), 'Hennie', 'fisheagle-hut', 5, 'Wakker geword met visarende wat oor die rivier roep. Magies.', 'booking.com', 'af', 'approved', '2026-04-15 09:00:00+02', '2026-04-15 09:00:00+02', NULL, 5, 5, 5),
  (gen_random_uuid(), 'Lize', 'fisheagle-hut', 5, 'Privaat, rustig en reg op die water. Lekker visvang.', 'airbnb', 'af', 'approved', '2026-03-16 09:00:00+02', '2026-03-16 09:00:00+02', NULL, 5, 5, 5),
  (gen_random_uuid(), 'David', 'fisheagle-hut', 4, 'Beautiful spot. The hut is simple but has everything for a weekend.', 'booking.com', 'en', 'approved', '2026-01-17 09:00:00+02', '2026-01-17 09:00:00+02', NULL, 5, 5, 4),
  (gen_random_uuid(), 'Elsa', 'fisheagle-hut', 5, 'Die sonsondergange van die stoep af is onvergeetlik.', 'airbnb', 'af', 'approved', '2025-12-18 09:00:00+02', '2025-12-18 09:00:00+02', NULL, 5, 5, 4),
  (gen_random_uuid(), 'Gerrit', 'african-darter-hut', 5, 'Ons het elke oggend die slanghalsvoëls sien vlerke droogmaak. So stil.', 'booking.com', 'af', 'approved', '2026-04-19 09:00:00+02', '2026-04-19 09:00:00+02', NULL, 5, 5, 5),
  (gen_random_uuid(), 'Riana', 'african-darter-hut', 5, 'Skoon, gesellig en die rivier reg daar. Ons was mal daaroor.', 'airbnb', 'af', 'approved', '2026-02-20 09:00:00+02', '2026-02-20 09:00:00+02', NULL, 5, 5, 5),
  (gen_random_uuid(), 'Mark', 'african-darter-hut', 5, 'Caught a few yellowfish from the bank. A perfect getaway.', 'booking.com', 'en', 'approved', '2026-01-21 09:00:00+02', '2026-01-21 09:00:00+02', NULL, 5, 5, 5),
  (gen_random_uuid(), 'Karin', 'african-darter-hut', 4, 'Lieflike hut en braaiplek; bring muskietmiddel vir die aande.', 'airbnb', 'af', 'approved', '2025-11-22 09:00:00+02', '2025-11-22 09:00:00+02', NULL, 5, 5, 4)
;
