// / (English) and /verblyf (Afrikaans): the home page. next.config.ts rewrites both public paths
// here (/en, /af). Statically rendered: the stays, about block and house rules are server HTML;
// reviews and guest photos are client islands that fetch through tRPC in the browser.
import { AboutSection } from "@/components/home/about-section";
import { LazyGuestIslands } from "@/components/home/lazy-guest-islands";
import { HouseRules } from "@/components/home/house-rules";
import { OraniaTopicsPanel } from "@/components/home/orania-topics-panel";
import { LodgingJsonLd } from "@/components/seo/lodging-json-ld";
import {
  getPageBusinessDetails,
  getPageRates,
  getPageRatingSummary,
  getPageStayCovers,
  getPageStaySettings,
  getPageStayTexts,
} from "@/server/content/readers";
import { priceRangeOf } from "@/server/pricing";
import { StayCard } from "@/components/stays/stay-card";
import { getDictionary } from "@/content/dictionaries";
import { cardPhoto } from "@/content/photos";
import { localizedPath } from "@/content/routes";
import { SITE } from "@/content/site";
import { STAY_IDS } from "@/content/stays";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
import { dictionaryMetadata } from "@/lib/metadata";
import { getConfig } from "@/server/config";
import { TitledSection } from "@/components/ui/titled-section";

// The layout's "%s | name" template covers child segments only, and this page is the layout's own.
export const generateMetadata = dictionaryMetadata("home", (t) => ({
  title: `${t.home.metaTitle} | ${SITE.name}`,
  description: t.home.metaDescription,
}));

export default async function HomePage({ params }: TLanguagePageProps) {
  const language = await languageOf(params);
  const [business, rating, rates, covers, texts, settings] = await Promise.all([
    getPageBusinessDetails(),
    getPageRatingSummary(),
    getPageRates(),
    getPageStayCovers(),
    getPageStayTexts(),
    getPageStaySettings(),
  ]);
  const t = getDictionary(language, settings.hours);
  return (
    <>
      <LodgingJsonLd
        language={language}
        url={new URL(localizedPath("home", language), getConfig().APP_URL).toString()}
        business={business}
        rating={rating}
        priceRange={priceRangeOf(Object.values(rates))}
        images={STAY_IDS.map((stay) => covers[stay]?.og ?? covers[stay]?.src ?? cardPhoto(stay).src)}
        amenities={STAY_IDS.flatMap((stay) => texts[stay].amenities)}
        hours={settings.hours}
      />
      <TitledSection id="accommodation-title" title={t.home.title} level={1} size="page" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <p className="mt-2 text-muted-foreground">{t.home.subtitle}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STAY_IDS.map((stay, index) => (
            <li key={stay}>
              <StayCard stay={stay} language={language} t={t} prices={rates[stay]} cover={covers[stay]} eager={index === 0} />
            </li>
          ))}
        </ul>
      </TitledSection>
      <OraniaTopicsPanel language={language} t={t} />
      <AboutSection t={t} />
      <LazyGuestIslands language={language} reviews={t.reviews} photos={t.guestPhotos} />
      <HouseRules t={t} rules={settings.houseRules[language]} />
    </>
  );
}
