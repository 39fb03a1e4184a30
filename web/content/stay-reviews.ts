// The stay pages' fixed sample reviews (5, 4 and 4, as the spec lists them), the rating box's
// word and sub-scores. Sample data until real reviews replace it.
import type { TLanguage } from "./dictionaries/types";
import type { TStayId } from "./stays";

export type TSampleReview = { name: string; date: Record<TLanguage, string>; rating: number; comment: Record<TLanguage, string> };
export type TSubScore = "staff" | "location" | "cleanliness" | "amenities";

type TStayReviews = {
  reviews: readonly TSampleReview[];
  word: "exceptional" | "excellent";
  subScores: readonly { key: TSubScore; value: number }[];
};

export const STAY_REVIEWS: Record<TStayId, TStayReviews> = {
  "vacation-home": {
    word: "exceptional",
    subScores: [
      { key: "staff", value: 5 },
      { key: "location", value: 4.8 },
      { key: "cleanliness", value: 5 },
    ],
    reviews: [
      {
        name: "Annelie",
        date: { en: "March 2026", af: "Maart 2026" },
        rating: 5,
        comment: {
          en: "Spotless house with everything we needed. The kids loved the garden and the braai.",
          af: "Skoon huis met alles wat ons nodig gehad het. Die kinders was mal oor die tuin en die braai.",
        },
      },
      {
        name: "Pieter",
        date: { en: "February 2026", af: "Februarie 2026" },
        rating: 5,
        comment: {
          en: "Warm welcome, quiet street and a comfortable bed. We will be back.",
          af: "Hartlike ontvangs, stil straat en 'n gemaklike bed. Ons kom weer.",
        },
      },
      {
        name: "Sarah",
        date: { en: "January 2026", af: "Januarie 2026" },
        rating: 5,
        comment: {
          en: "Perfect base for exploring Orania. The kitchen is very well equipped.",
          af: "Perfekte basis om Orania te verken. Die kombuis is baie goed toegerus.",
        },
      },
      {
        name: "Johan",
        date: { en: "December 2025", af: "Desember 2025" },
        rating: 4,
        comment: {
          en: "Lovely house; a short drive to the river. The air conditioning was a blessing in summer.",
          af: "Pragtige huis; 'n kort rit na die rivier. Die lugversorging was 'n seën in die somer.",
        },
      },
      {
        name: "Marietjie",
        date: { en: "November 2025", af: "November 2025" },
        rating: 5,
        comment: {
          en: "Our dog was welcome too. Everything was clean and the hosts were so friendly.",
          af: "Ons hond was ook welkom. Alles was skoon en die gashere was baie vriendelik.",
        },
      },
    ],
  },
  "fisheagle-hut": {
    word: "excellent",
    subScores: [
      { key: "location", value: 5 },
      { key: "cleanliness", value: 5 },
      { key: "amenities", value: 4.5 },
    ],
    reviews: [
      {
        name: "Hennie",
        date: { en: "April 2026", af: "April 2026" },
        rating: 5,
        comment: {
          en: "Woke up to fish eagles calling over the river. Magical.",
          af: "Wakker geword met visarende wat oor die rivier roep. Magies.",
        },
      },
      {
        name: "Lize",
        date: { en: "March 2026", af: "Maart 2026" },
        rating: 5,
        comment: {
          en: "Private, peaceful and right on the water. Great fishing.",
          af: "Privaat, rustig en reg op die water. Lekker visvang.",
        },
      },
      {
        name: "David",
        date: { en: "January 2026", af: "Januarie 2026" },
        rating: 4,
        comment: {
          en: "Beautiful spot. The hut is simple but has everything for a weekend.",
          af: "Pragtige plek. Die hut is eenvoudig maar het alles vir 'n naweek.",
        },
      },
      {
        name: "Elsa",
        date: { en: "December 2025", af: "Desember 2025" },
        rating: 5,
        comment: { en: "Sunsets from the stoep are unforgettable.", af: "Die sonsondergange van die stoep af is onvergeetlik." },
      },
    ],
  },
  "african-darter-hut": {
    word: "excellent",
    subScores: [
      { key: "location", value: 5 },
      { key: "cleanliness", value: 5 },
      { key: "amenities", value: 4.8 },
    ],
    reviews: [
      {
        name: "Gerrit",
        date: { en: "April 2026", af: "April 2026" },
        rating: 5,
        comment: {
          en: "We watched the darters drying their wings every morning. So quiet.",
          af: "Ons het elke oggend die slanghalsvoëls sien vlerke droogmaak. So stil.",
        },
      },
      {
        name: "Riana",
        date: { en: "February 2026", af: "Februarie 2026" },
        rating: 5,
        comment: {
          en: "Clean, cosy and the river right there. Loved it.",
          af: "Skoon, gesellig en die rivier reg daar. Ons was mal daaroor.",
        },
      },
      {
        name: "Mark",
        date: { en: "January 2026", af: "Januarie 2026" },
        rating: 5,
        comment: {
          en: "Caught a few yellowfish from the bank. A perfect getaway.",
          af: "'n Paar geelvisse van die wal af gevang. 'n Perfekte wegbreek.",
        },
      },
      {
        name: "Karin",
        date: { en: "November 2025", af: "November 2025" },
        rating: 4,
        comment: {
          en: "Lovely hut and braai area; bring insect repellent for the evenings.",
          af: "Lieflike hut en braaiplek; bring muskietmiddel vir die aande.",
        },
      },
    ],
  },
};
