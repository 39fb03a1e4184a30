"use client";
// Loads the reviews and guest-photo islands (React Query, the tRPC client and superjson) as their
// own chunk once the visitor scrolls near them (or touches, clicks or tabs into them), so the home
// page's first load carries no API code and runs none of it. Until then the server HTML holds
// their place with the sections' own frames (headings, subtitles and a spinner where the lists
// come), so the page reads whole, its #reviews and #guest-photos anchors work, and both sit below
// the stays and the about block from the first paint. Without scripts they never load: the reviews'
// frame then offers the review form that needs none (/review) instead of its spinner.
import { lazy, type ComponentProps } from "react";
import { NearScreen } from "@/components/ui/near-screen";
import { Spinner } from "@/components/ui/spinner";
import { SectionIntro } from "./section-intro";

const GuestIslands = lazy(() => import("./guest-islands").then((module) => ({ default: module.GuestIslands })));

type TGuestIslandsProps = ComponentProps<typeof GuestIslands>;

/** The two sections as the server renders them before their code and data have arrived. */
function GuestIslandsFrame({ language, reviews, photos }: TGuestIslandsProps) {
  return (
    <>
      <section id="reviews" aria-labelledby="reviews-title" aria-busy="true" className="mx-auto max-w-6xl px-4 py-14">
        <SectionIntro id="reviews-title" title={reviews.title} subtitle={reviews.subtitle}>
          {null}
        </SectionIntro>
        <div className="mt-8 noscript:hidden">
          <Spinner label={reviews.loading} className="text-secondary" />
        </div>
        {/* Without scripts the section never loads: the review form that needs none stands in. */}
        <noscript>
          <a
            href={`/review?lang=${language}`}
            className="inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            {reviews.write}
          </a>
        </noscript>
      </section>
      <section id="guest-photos" aria-labelledby="guest-photos-title" aria-busy="true" className="bg-muted/60 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <SectionIntro id="guest-photos-title" title={photos.title} subtitle={photos.subtitle}>
            {null}
          </SectionIntro>
        </div>
      </section>
    </>
  );
}

export function LazyGuestIslands(props: TGuestIslandsProps) {
  return (
    <NearScreen placeholder={<GuestIslandsFrame {...props} />}>
      <GuestIslands {...props} />
    </NearScreen>
  );
}
