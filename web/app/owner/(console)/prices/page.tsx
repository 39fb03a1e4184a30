// /owner/prices – each stay's nightly price, extra-guest fee, most guests, minimum stay, cleaning
// fee and seasons. Changes re-render the stay pages and apply to quotes and bookings from then on.
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsoleList } from "@/components/owner/console-list";
import { formatDisplayDate, formatCents } from "@/components/owner/format";
import { ConsolePage } from "@/components/owner/page-heading";
import { StaySections } from "@/components/owner/stay-sections";
import { AddSeasonForm, RatesForm, RemoveSeason } from "@/components/owner/price-forms";
import { TitledSection } from "@/components/ui/titled-section";
import { fill } from "@/lib/fill";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.prices.title);

export default async function PricesPage() {
  const { language, t } = await openConsolePage("/owner/prices");
  const rates = await caller.owner.prices.get();
  return (
    <ConsolePage title={t.prices.title} intro={t.prices.intro} roomy>
      <StaySections language={language} idPrefix="prices">
        {(stay) => (
          <>
            <RatesForm t={t} language={language} stay={stay} rates={rates[stay]} />
            <TitledSection id={`seasons-${stay}`} title={t.prices.seasons} size="sm" className="flex flex-col gap-2">
              <p className="text-sm text-muted-foreground">{t.prices.seasonsIntro}</p>
              <ConsoleList
                items={rates[stay].seasons.map((season) => ({ ...season, id: season.id ?? season.startsOn }))}
                empty={t.prices.noSeasons}
                testId={`seasons-${stay}`}
                className="flex flex-col divide-y rounded-md border"
              >
                {(season) => (
                  <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span>
                      <span className="font-semibold">{season.name}</span>{" "}
                      {fill(t.prices.seasonLine, {
                        start: formatDisplayDate(season.startsOn),
                        end: formatDisplayDate(season.endsOn),
                        price: formatCents(season.pricePerNightCents, language),
                        min: season.minNights,
                      })}
                    </span>
                    <RemoveSeason t={t} id={season.id} />
                  </li>
                )}
              </ConsoleList>
              <AddSeasonForm t={t} language={language} stay={stay} />
            </TitledSection>
          </>
        )}
      </StaySections>
    </ConsolePage>
  );
}
