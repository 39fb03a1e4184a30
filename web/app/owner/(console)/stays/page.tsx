// /owner/stays – what guests read about the stays: the hours and house rules of all stays, each
// stay's description, amenities and map card in both languages (saved, the public pages and their
// structured data show them at once), and each stay's private arrival guide.
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsolePage } from "@/components/owner/page-heading";
import { StaySections } from "@/components/owner/stay-sections";
import { ArrivalGuideForm, StayHoursForm, StayTextsForm } from "@/components/owner/stay-text-forms";
import { TitledSection } from "@/components/ui/titled-section";
import { getDictionary } from "@/content/dictionaries";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.stays.title);

export default async function StayTextsPage() {
  const { language, t } = await openConsolePage("/owner/stays");
  const [{ texts, settings }, guides] = await Promise.all([caller.owner.stays.get(), caller.owner.stays.guides()]);
  const amenityNames = getDictionary(language).stayPage.amenities;
  return (
    <ConsolePage title={t.stays.title} intro={t.stays.intro} roomy>
      <TitledSection id="stay-hours" title={t.stays.hoursTitle} size="lg" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <p className="text-sm text-muted-foreground">{t.stays.hoursIntro}</p>
        <StayHoursForm t={t} initial={settings} />
      </TitledSection>
      <StaySections language={language} idPrefix="stay-texts">
        {(stay) => (
          <>
            <TitledSection id={`texts-${stay}-title`} title={t.stays.textsTitle} size="sm" className="flex flex-col gap-2">
              <StayTextsForm t={t} stay={stay} initial={texts[stay]} amenityNames={amenityNames} />
            </TitledSection>
            <TitledSection id={`guide-${stay}-title`} title={t.stays.guideTitle} size="sm" className="flex flex-col gap-2">
              <ArrivalGuideForm t={t} stay={stay} initial={guides[stay]} />
            </TitledSection>
          </>
        )}
      </StaySections>
    </ConsolePage>
  );
}
