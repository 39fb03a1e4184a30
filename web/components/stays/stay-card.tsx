// A stay in the accommodation list: photo, name, summary, price a night and guests, linking to
// the stay's page in the same language.
import { UsersIcon } from "@/components/ui/icons";
import { PageLink } from "@/components/ui/page-link";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { cardPhoto } from "@/content/photos";
import { localizedPath } from "@/content/routes";
import { formatShortRand } from "@/content/site";
import type { TStayId } from "@/content/stays";
import type { TStayPriceFacts } from "@/server/pricing";
import type { TShownPhoto } from "@/server/photos/stay-photos";
import { StayImage } from "./stay-image";

type TStayCardProps = {
  stay: TStayId;
  language: TLanguage;
  t: TDictionary;
  /** The stay's current nightly price and most guests. */
  prices: TStayPriceFacts;
  /** The owner's cover photo of the stay; without one, the fresh install's placeholder. */
  cover?: TShownPhoto;
  /** the first card on screen: load its photo first */ eager?: boolean;
};

/** A card is never wider than about 480 CSS px (two columns on a tablet): 960 px covers it at 2x, and a 3x phone's 358 px at 2.7x. */
const CARD_MAX_WIDTH = 960;

export function StayCard({ stay, language, t, prices, cover, eager = false }: TStayCardProps) {
  const placeholder = cardPhoto(stay);
  const photo = cover
    ? { ...cover, alt: cover.alt[language] }
    : { src: placeholder.src, width: placeholder.width, height: placeholder.height, alt: placeholder.alt[language] };
  const { name, summary } = t.stays.byId[stay];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md">
      <StayImage
        photo={photo}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2rem)"
        priority={eager}
        lazy={!eager}
        maxWidth={CARD_MAX_WIDTH}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-semibold">
          <PageLink href={localizedPath(stay, language)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </PageLink>
        </h2>
        <p className="text-sm text-muted-foreground">{summary}</p>
        <div className="mt-auto flex items-center justify-between pt-3 text-sm">
          <span className="font-semibold text-primary">{t.stays.perNight(formatShortRand(prices.pricePerNightCents))}</span>
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <UsersIcon aria-hidden className="size-4" />
            {t.stays.upToGuests(prices.maxGuests)}
          </span>
        </div>
      </div>
    </article>
  );
}
