// The six stay pages: /vacation-home, /fisheagle-hut, /african-darter-hut (English) and
// /vakansie-huis, /visarend-hut, /slanghalsvoël-hut (Afrikaans), rewritten here by next.config.ts
// (/en/stays/vacation-home ...). Static; the photo grid and the booking panel are client islands,
// the panel loaded only as the visitor nears it (lazy-booking-panel.tsx).
import { ArrowLeftIcon, MapPinIcon } from "@/components/ui/icons";
import { StarRating } from "@/components/reviews/star-rating";
import { AMENITY_ICONS } from "@/components/stays/amenity-icons";
import type { Metadata } from "next";
import { PageLink } from "@/components/ui/page-link";
import { notFound } from "next/navigation";
import { LazyBookingPanel } from "@/components/stays/lazy-booking-panel";
import { StickyBookBar } from "@/components/stays/sticky-book-bar";
import { bookingFormHref } from "@/server/approvals/handle-booking-form";
import { FOOTER_ID } from "@/components/layout/site-footer";
import { contactTexts } from "@/server/contract/contact-texts";
import { PhotoGrid } from "@/components/stays/photo-grid";
import { LodgingJsonLd } from "@/components/seo/lodging-json-ld";
import { getDictionary, LANGUAGES } from "@/content/dictionaries";
import { galleryPhotos } from "@/content/photos";
import { localizedPath } from "@/content/routes";
import { checkInTimes, isStayId, STAY_IDS, type TStayId } from "@/content/stays";
import { languageOf } from "@/lib/language";
import { pageMetadata } from "@/lib/metadata";
import { makeWhatsAppUrl } from "@/server/business";
import {
  getPageBusinessDetails,
  getPageRates,
  getPageRatingSummary,
  getPageStayCovers,
  getPageStayPhotos,
  getPageStayReviews,
  getPageStaySettings,
  getPageStayTexts,
} from "@/server/content/readers";
import type { TShownPhoto } from "@/server/photos/stay-photos";
import type { TStayImage } from "@/components/stays/stay-image";
import type { TLanguage } from "@/content/dictionaries";
import { priceRangeOf } from "@/server/pricing";
import { formatReviewDate } from "@/lib/review-date";
import { reviewSourceName } from "@/content/review-sources";
import { mapUrl } from "@/content/site";
import { getConfig } from "@/server/config";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { TitledSection } from "@/components/ui/titled-section";
import { StayedHereBadge } from "@/components/reviews/stayed-here-badge";

/** How many of the stay's photos its structured data names (the cover first). */
const JSON_LD_IMAGES = 8;

type TPageProps = { params: Promise<{ lang: string; stay: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) => STAY_IDS.map((stay) => ({ lang, stay })));
}

async function stayOf(params: TPageProps["params"]): Promise<TStayId> {
  const { stay } = await params;
  if (!isStayId(stay)) notFound();
  return stay;
}

/** An owner's photo in the page's language; one without a description there takes the other's, else the stay's name. */
function shownIn(photo: TShownPhoto, language: TLanguage, fallback: string): TStayImage {
  const alt = photo.alt[language] || photo.alt[language === "en" ? "af" : "en"] || fallback;
  return { src: photo.src, width: photo.width, height: photo.height, srcSet: photo.srcSet, alt };
}

export async function generateMetadata({ params }: TPageProps): Promise<Metadata> {
  const language = await languageOf(params);
  const stay = await stayOf(params);
  const t = getDictionary(language);
  const cover = (await getPageStayCovers())[stay];
  const image = cover?.og ? { url: cover.og, alt: shownIn(cover, language, t.stays.byId[stay].name).alt } : undefined;
  return pageMetadata({ language, page: stay, title: t.stayPage.byId[stay].title, description: t.stays.byId[stay].summary, image });
}

export default async function StayPage({ params }: TPageProps) {
  const language = await languageOf(params);
  const stay = await stayOf(params);
  // The owner's texts and hours: every text below that names the hours is filled with theirs.
  const [allTexts, { hours }] = await Promise.all([getPageStayTexts(), getPageStaySettings()]);
  const texts = allTexts[stay];
  const t = getDictionary(language, hours);
  const page = t.stayPage;
  // Read with the rest of this static page, again after the owner changes them; no link at all without a WhatsApp number.
  const business = await getPageBusinessDetails();
  const whatsappUrl = makeWhatsAppUrl(business, GUEST_JOURNEY[language].whatsappMessage(t.stays.byId[stay].name));
  const details = page.byId[stay];
  const [reviews, rating, allRates, ownPhotos, covers] = await Promise.all([
    getPageStayReviews(stay),
    getPageRatingSummary(stay),
    getPageRates(),
    getPageStayPhotos(stay),
    getPageStayCovers(),
  ]);
  const rates = allRates[stay];
  const stayName = t.stays.byId[stay].name;
  // The owner's photos in the owner's order; a fresh install's placeholders until there are any.
  const photos: TStayImage[] =
    ownPhotos.length > 0
      ? ownPhotos.map((photo, index) => shownIn(photo, language, `${stayName} (${index + 1})`))
      : galleryPhotos(stay).map((photo) => ({ src: photo.src, width: photo.width, height: photo.height, alt: photo.alt[language] }));
  const cover = covers[stay];
  const url = new URL(localizedPath(stay, language), getConfig().APP_URL).toString();

  return (
    <article className="mx-auto max-w-6xl px-4 pt-6 pb-28 lg:pb-12">
      <LodgingJsonLd
        language={language}
        url={url}
        stay={stay}
        business={business}
        rating={rating}
        priceRange={priceRangeOf([rates])}
        images={[cover?.og ?? cover?.src, ...photos.map((photo) => photo.src)].filter((src) => src !== undefined).slice(0, JSON_LD_IMAGES)}
        amenities={texts.amenities}
        hours={hours}
      />
      <PageLink
        href={localizedPath("home", language)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-secondary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {page.backToList}
      </PageLink>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{details.title}</h1>
      <p className="mt-1 inline-flex items-center gap-1.5 text-muted-foreground">
        <MapPinIcon aria-hidden className="size-4" />
        {details.address}
      </p>

      <div className="mt-5">
        <PhotoGrid photos={photos} texts={{ morePhotos: page.morePhotos, openPhoto: page.openPhoto, gallery: page.gallery }} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_380px]">
        <div className="grid content-start gap-10">
          <TitledSection id="amenities-title" title={page.amenitiesTitle} size="xl">
            <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {texts.amenities.map((amenity) => {
                const Icon = AMENITY_ICONS[amenity];
                return (
                  <li key={amenity} className="flex items-center gap-3">
                    <Icon aria-hidden className="size-5 text-secondary" />
                    {page.amenities[amenity]}
                  </li>
                );
              })}
            </ul>
          </TitledSection>

          <TitledSection id="about-title" title={page.aboutTitle} size="xl">
            <div className="mt-3 grid gap-3 leading-relaxed">
              {texts.description[language].map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </TitledSection>

          <section aria-labelledby="reviews-title" className="grid gap-4 md:grid-cols-[1fr_220px]">
            <div className="min-w-0">
              <h2 id="reviews-title" className="text-2xl font-semibold">
                {page.reviewsTitle}
              </h2>
              <ul
                className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 md:grid md:overflow-visible"
                data-testid="stay-reviews"
                tabIndex={0}
                aria-labelledby="reviews-title"
              >
                {reviews.length === 0 ? <li className="rounded-lg border bg-card p-4 text-sm">{page.noReviews}</li> : null}
                {reviews.map((review) => (
                  <li key={review.id} className="w-72 shrink-0 snap-start rounded-lg border bg-card p-4 md:w-auto">
                    <p className="flex items-center justify-between gap-2">
                      <span className="font-semibold">{review.guestName}</span>
                      <span className="text-xs text-muted-foreground">
                        {formatReviewDate(review.createdAt, language)}
                        {review.source === "website" ? "" : ` · ${reviewSourceName(review.source)}`}
                      </span>
                    </p>
                    <StarRating rating={review.rating} label={page.starsLabel(review.rating)} className="text-primary" />
                    {review.stayedHere ? <StayedHereBadge label={page.stayedHere} /> : null}
                    <p className="mt-2 text-sm">{review.comment}</p>
                    {review.reply ? (
                      <div className="mt-3 border-l-2 border-secondary pl-3 text-sm" data-testid="review-reply">
                        <p className="font-semibold">{page.hostReply}</p>
                        <p>{review.reply}</p>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
            {rating ? (
              <aside aria-labelledby="rating-title" className="h-fit rounded-lg border bg-card p-4" data-testid="rating-box">
                <h3 id="rating-title" className="sr-only">
                  {page.ratingTitle}
                </h3>
                <p className="flex items-center gap-3">
                  <span className="rounded-md bg-secondary px-2.5 py-1.5 text-xl font-semibold text-secondary-foreground">
                    {rating.average.toFixed(1)}
                  </span>
                  <span>
                    <span className="block font-semibold">{page.ratingWords[rating.word]}</span>
                    <span className="text-sm text-muted-foreground">{page.reviewsCount(rating.count)}</span>
                  </span>
                </p>
                <ul className="mt-4 grid gap-2 text-sm">
                  {rating.subScores.map((score) => (
                    <li key={score.key} className="grid gap-1">
                      <span className="flex justify-between">
                        <span>{page.subScores[score.key]}</span>
                        <span className="font-semibold">{score.value.toFixed(1)}</span>
                      </span>
                      <span aria-hidden className="h-1.5 rounded-full bg-muted">
                        <span className="block h-1.5 rounded-full bg-secondary" style={{ width: `${(score.value / 5) * 100}%` }} />
                      </span>
                    </li>
                  ))}
                </ul>
              </aside>
            ) : null}
          </section>

          {texts.mapLabel[language] ? (
            <TitledSection id="map-title" title={page.mapTitle} size="xl" className="rounded-lg border bg-card p-5">
              <p className="mt-2 flex items-center gap-1.5 text-muted-foreground">
                <MapPinIcon aria-hidden className="size-4" />
                {texts.mapLabel[language]}
              </p>
              <a
                href={mapUrl(business.pins[stay])}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex h-11 items-center rounded-md border border-input bg-card px-5 text-sm font-semibold hover:bg-muted"
              >
                {page.showOnMap}
              </a>
            </TitledSection>
          ) : null}
        </div>

        <div id="booking" className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start">
          <LazyBookingPanel
            stay={stay}
            language={language}
            stayName={t.stays.byId[stay].name}
            prices={{ pricePerNightCents: rates.pricePerNightCents, maxGuests: rates.maxGuests }}
            texts={{ ...t.booking, contact: contactTexts(t) }}
            times={checkInTimes(hours)}
            limits={{ maxNights: getConfig().MAX_NIGHTS, horizonDays: getConfig().BOOKING_HORIZON_DAYS }}
          />
          {/* The panel needs scripts; without them, the booking form that needs none (its nights read when asked, not with this static page). */}
          <noscript>
            <div className="mt-3 rounded-lg border bg-card p-5" data-testid="no-script-booking">
              <p>{t.booking.noScript.intro}</p>
              <a
                href={bookingFormHref(stay, language)}
                className="mt-3 inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground"
              >
                {t.booking.noScript.link}
              </a>
            </div>
          </noscript>
          {whatsappUrl ? (
            <a
              href={whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="whatsapp-link"
              className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-md border border-input bg-card px-5 text-sm font-semibold hover:bg-muted"
            >
              {GUEST_JOURNEY[language].whatsappUs}
            </a>
          ) : null}
        </div>
      </div>

      {/* Hides while the panel or the footer is in view; data-bottom-bar lifts the back-to-top button above it (site.css). */}
      <StickyBookBar label={page.bookNowMobile} target="booking" footerId={FOOTER_ID} />
    </article>
  );
}
