// A fresh install's photos of the stays, with their alt texts in both languages: drawn
// placeholders that a stay shows only until the owner uploads its own photos in the console
// (/owner/photos; they are stored in the database and the bucket, server/photos/stay-photos.ts).
// The files live in web/public/images/stays/<stay id>/: card.webp (the list card, 4:3) and
// 01.webp, 02.webp ... (the gallery, 3:2), drawn by scripts/generate-placeholders.mjs.
// Plain data without the dictionaries, so a client island (the gallery) may import it cheaply.
import type { TLanguage } from "./dictionaries/types";
import { STAY_IDS, STAYS, type TStayId } from "./stays";

type TPhoto = { src: string; width: number; height: number; alt: Record<TLanguage, string> };
type TSubject = Record<TLanguage, string>;

const PHOTO_ROOT = "/images/stays";
const PHOTO_SIZE = { gallery: { width: 1440, height: 960 }, card: { width: 800, height: 600 } } as const;

/** "Fish Eagle Hut in Orania": what a stay's photos show, by the stay's one name. */
const inOrania = (stay: TStayId): TSubject => ({ en: `${STAYS[stay].name.en} in Orania`, af: `${STAYS[stay].name.af} in Orania` });
const STAY_NAMES: Record<TStayId, TSubject> = Object.fromEntries(STAY_IDS.map((stay) => [stay, inOrania(stay)])) as Record<
  TStayId,
  TSubject
>;

/** What each gallery photo shows, in order: 17, 14 and 12 photos. */
const GALLERY_SUBJECTS: Record<TStayId, readonly TSubject[]> = {
  "vacation-home": [
    { en: "the front of the house", af: "die voorkant van die huis" },
    { en: "the living room", af: "die sitkamer" },
    { en: "the living room with its smart TV", af: "die sitkamer met die slim-TV" },
    { en: "the kitchen", af: "die kombuis" },
    { en: "the kitchen counter", af: "die kombuistoonbank" },
    { en: "the dining table", af: "die eettafel" },
    { en: "the main bedroom", af: "die hoofslaapkamer" },
    { en: "the second bedroom", af: "die tweede slaapkamer" },
    { en: "a bedroom in morning light", af: "'n slaapkamer in die oggendlig" },
    { en: "the bathroom with its bath", af: "die badkamer met die bad" },
    { en: "the shower", af: "die stort" },
    { en: "the braai area", af: "die braaiplek" },
    { en: "the garden", af: "die tuin" },
    { en: "the stoep", af: "die stoep" },
    { en: "the laundry with its washing machine", af: "die waskamer met die wasmasjien" },
    { en: "the off-street parking", af: "die parkeerplek" },
    { en: "a street in Orania", af: "'n straat in Orania" },
  ],
  "fisheagle-hut": [
    { en: "the hut seen from the river", af: "die hut van die rivier af gesien" },
    { en: "the hut at sunset", af: "die hut met sonsondergang" },
    { en: "the stoep overlooking the river", af: "die stoep met uitsig oor die rivier" },
    { en: "the living area", af: "die woonarea" },
    { en: "the kitchen", af: "die kombuis" },
    { en: "the bedroom", af: "die slaapkamer" },
    { en: "the bathroom with its bath", af: "die badkamer met die bad" },
    { en: "the braai area", af: "die braaiplek" },
    { en: "the path down to the water", af: "die paadjie af na die water" },
    { en: "a fishing spot on the bank", af: "'n visplek op die wal" },
    { en: "the Orange River at dawn", af: "die Oranjerivier met sonop" },
    { en: "a fish eagle over the river", af: "'n visarend oor die rivier" },
    { en: "the parking beside the hut", af: "die parkeerplek langs die hut" },
    { en: "the riverbank at dusk", af: "die rivierwal met skemer" },
  ],
  "african-darter-hut": [
    { en: "the hut on the riverbank", af: "die hut op die rivierwal" },
    { en: "the view over the Orange River", af: "die uitsig oor die Oranjerivier" },
    { en: "the stoep", af: "die stoep" },
    { en: "the living area", af: "die woonarea" },
    { en: "the kitchen", af: "die kombuis" },
    { en: "the bedroom", af: "die slaapkamer" },
    { en: "the bathroom with its bath", af: "die badkamer met die bad" },
    { en: "the braai area", af: "die braaiplek" },
    { en: "the steps down to the river", af: "die trappies af na die rivier" },
    { en: "fishing from the bank", af: "visvang van die wal af" },
    { en: "an African darter drying its wings", af: "'n slanghalsvoël wat sy vlerke droogmaak" },
    { en: "an evening on the river", af: "'n aand op die rivier" },
  ],
};

const CARD_SUBJECTS: Record<TStayId, TSubject> = {
  "vacation-home": { en: "the house and its garden", af: "die huis en sy tuin" },
  "fisheagle-hut": { en: "the hut beside the Orange River", af: "die hut langs die Oranjerivier" },
  "african-darter-hut": { en: "the hut on the riverbank", af: "die hut op die rivierwal" },
};

function describe(stay: TStayId, subject: TSubject): Record<TLanguage, string> {
  return { en: `${STAY_NAMES[stay].en}: ${subject.en}`, af: `${STAY_NAMES[stay].af}: ${subject.af}` };
}

/** The list card photo of a stay. */
export function cardPhoto(stay: TStayId): TPhoto {
  return { src: `${PHOTO_ROOT}/${stay}/card.webp`, ...PHOTO_SIZE.card, alt: describe(stay, CARD_SUBJECTS[stay]) };
}

/** The gallery of a stay, in display order (the first is the main photo). */
export function galleryPhotos(stay: TStayId): TPhoto[] {
  return GALLERY_SUBJECTS[stay].map((subject, index) => ({
    src: `${PHOTO_ROOT}/${stay}/${String(index + 1).padStart(2, "0")}.webp`,
    ...PHOTO_SIZE.gallery,
    alt: describe(stay, subject),
  }));
}
