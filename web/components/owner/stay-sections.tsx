// A console screen with one section per stay (prices, photos): the stay's name as its heading,
// `data-stay` for tests and styles, and what `children` renders for the stay.
import type { ReactNode } from "react";
import { TitledSection } from "@/components/ui/titled-section";
import type { TLanguage } from "@/content/dictionaries/types";
import { STAY_IDS, STAYS, type TStayId } from "@/content/stays";

export function StaySections({
  language,
  idPrefix,
  children,
}: {
  language: TLanguage;
  idPrefix: string;
  children: (stay: TStayId) => ReactNode;
}) {
  return STAY_IDS.map((stay) => (
    <TitledSection
      key={stay}
      id={`${idPrefix}-${stay}`}
      title={STAYS[stay].name[language]}
      size="lg"
      className="flex flex-col gap-4 rounded-lg border bg-card p-4"
      data-stay={stay}
    >
      {children(stay)}
    </TitledSection>
  ));
}
