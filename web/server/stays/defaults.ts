// The stays' texts and hours a fresh install shows (the site's shipped texts), until the owner
// saves their own: pure, so the pages' build-time fallback and the tests read them too.
import "server-only";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { STAY_HOURS, STAYS, type TAmenity, type TStayHours, type TStayId } from "@/content/stays";

type TPerLanguage<T> = Record<TLanguage, T>;

export type TStayTexts = {
  /** Paragraphs of "About this place". */
  description: TPerLanguage<string[]>;
  /** In the order the page lists them. */
  amenities: TAmenity[];
  /** The map card's line; the card is left out when it is empty. */
  mapLabel: TPerLanguage<string>;
};

export type TStaySettings = { hours: TStayHours; houseRules: TPerLanguage<string[]> };

/** The texts the site shipped with: the fresh install's, until the owner saves the stay's. */
export function defaultStayTexts(stay: TStayId): TStayTexts {
  const of = (language: TLanguage) => getDictionary(language).stayPage.byId[stay];
  return {
    description: { en: [...of("en").description], af: [...of("af").description] },
    amenities: [...STAYS[stay].amenities],
    mapLabel: { en: of("en").mapLabel ?? "", af: of("af").mapLabel ?? "" },
  };
}

export function defaultStaySettings(): TStaySettings {
  return {
    hours: { ...STAY_HOURS },
    houseRules: { en: [...getDictionary("en").houseRules.rules], af: [...getDictionary("af").houseRules.rules] },
  };
}
