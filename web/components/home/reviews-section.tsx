"use client";
// The home page's reviews: approved reviews from tRPC (spinner, empty message, list), their
// average with one decimal, and the 'Write a Review' form, which refetches the list on success.
import { useQuery } from "@tanstack/react-query";
import { StarRating } from "@/components/reviews/star-rating";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { fill } from "@/lib/fill";
import { formatReviewDate } from "@/lib/review-date";
import { useTRPC } from "@/trpc/react";
import { ReviewForm } from "./review-form";
import { StayedHereBadge } from "@/components/reviews/stayed-here-badge";
import { SectionIntro } from "./section-intro";

export type TReviewTexts = TDictionary["reviews"];

export function ReviewsSection({ texts, language }: { texts: TReviewTexts; language: TLanguage }) {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.reviews.list.queryOptions());
  const [formOpen, setFormOpen] = useState(false);
  const list = reviews.data ?? [];
  const average = list.length > 0 ? list.reduce((sum, review) => sum + review.rating, 0) / list.length : 0;
  const averageText = average.toFixed(1);

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mx-auto max-w-6xl px-4 py-14">
      <SectionIntro id="reviews-title" title={texts.title} subtitle={texts.subtitle}>
        <div className="flex items-center gap-3" data-testid="review-average">
          <span className="text-sm text-muted-foreground">{texts.average}</span>
          <span className="text-3xl font-semibold">{averageText}</span>
          <StarRating rating={average} label={fill(texts.outOf, { rating: averageText })} className="text-primary" />
          <span className="text-sm text-muted-foreground">
            ({list.length === 1 ? texts.countOne : fill(texts.countOther, { count: list.length })})
          </span>
        </div>
      </SectionIntro>

      <div className="mt-8" aria-live="polite">
        {reviews.isPending ? (
          <Spinner label={texts.loading} className="text-secondary" data-testid="reviews-loading" />
        ) : list.length === 0 ? (
          <p className="text-muted-foreground" data-testid="reviews-empty">
            {texts.empty}
          </p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2" data-testid="reviews-list">
            {list.map((review) => (
              <li key={review.id} className="rounded-lg border bg-card p-5 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{review.guestName}</p>
                  <StarRating rating={review.rating} label={fill(texts.outOf, { rating: review.rating })} className="text-primary" />
                </div>
                {review.stayedHere ? <StayedHereBadge label={texts.stayedHere} /> : null}
                <p className="mt-1 text-xs text-muted-foreground">
                  {texts.targets[review.accommodationType]} ·{" "}
                  <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, language)}</time>
                </p>
                <p className="mt-3 text-sm whitespace-pre-line">{review.comment}</p>
                {review.images.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {review.images.map((src) => (
                      <li key={src}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- the photos come from the bucket, already resized by the worker */}
                        <img
                          src={src}
                          alt={fill(texts.photoAlt, { name: review.guestName })}
                          loading="lazy"
                          className="size-24 rounded-md object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-8">
        {formOpen ? (
          <ReviewForm texts={texts} onClose={() => setFormOpen(false)} onSubmitted={() => void reviews.refetch()} />
        ) : (
          <button
            type="button"
            onClick={() => setFormOpen(true)}
            className="inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            {texts.write}
          </button>
        )}
      </div>
    </section>
  );
}
