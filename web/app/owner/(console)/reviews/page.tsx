// /owner/reviews – reviews waiting for the owner's decision (approve, reject), the ones decided
// lately with the owner's public reply, and a form to add a review from another channel.
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatDisplayDate, stayName } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { ConsolePage } from "@/components/owner/page-heading";
import { PhotoPreviews } from "@/components/owner/photo-previews";
import { ImportReviewForm, ReplyForm, ReviewDecision } from "@/components/owner/review-forms";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { reviewSourceName } from "@/content/review-sources";
import { fill } from "@/lib/fill";
import { getBusinessToday } from "@/server/calendar/dates";
import type { TOwnerReview } from "@/server/reviews/owner-reviews";
import { caller } from "@/trpc/server";
import { TitledSection } from "@/components/ui/titled-section";
import { StayedHereBadge } from "@/components/reviews/stayed-here-badge";

export const generateMetadata = consoleTitle((t) => t.reviews.title);

export default async function ReviewsPage() {
  const { language, t } = await openConsolePage("/owner/reviews");
  const { pending, decided } = await caller.owner.reviews.list();

  const summary = (review: TOwnerReview) => (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{review.guestName}</span>
        <span className="text-sm text-muted-foreground">
          {stayName(review.stay === "general" ? null : review.stay, language, t.common.allStays)} ·{" "}
          {formatDisplayDate(review.createdAt.slice(0, 10))} · {reviewSourceName(review.source)}
        </span>
        <Badge variant={review.status === "approved" ? "secondary" : "muted"}>{t.reviews.statuses[review.status]}</Badge>
        {review.stayedHere ? <StayedHereBadge label={t.reviews.stayedHere} /> : null}
      </p>
      <p className="text-sm" aria-label={fill(t.reviews.stars, { n: review.rating })}>
        {"★".repeat(review.rating)}
        {"☆".repeat(5 - review.rating)}
      </p>
      <p className="whitespace-pre-line">{review.comment}</p>
      <PhotoPreviews t={t} photos={review.photos} guestName={review.guestName} />
    </>
  );

  return (
    <ConsolePage title={t.reviews.title} intro={t.reviews.intro}>
      <Link href="/owner/guest-photos" className="self-start underline underline-offset-4">
        {t.guestPhotos.link}
      </Link>
      <section aria-labelledby="pending-reviews" className="flex flex-col gap-2">
        <h2 id="pending-reviews" className="text-lg font-semibold">
          {t.reviews.pending} ({pending.length})
        </h2>
        <ConsoleList items={pending} empty={t.reviews.noPending} testId="pending-reviews">
          {(review) => (
            <li key={review.id} className="flex flex-col gap-2 px-4 py-3" data-review={review.id}>
              {summary(review)}
              <ReviewDecision t={t} id={review.id} />
            </li>
          )}
        </ConsoleList>
      </section>
      <TitledSection id="decided-reviews" title={t.reviews.decided} size="md" className="flex flex-col gap-2">
        <ul className="flex flex-col divide-y rounded-lg border bg-card" data-testid="decided-reviews">
          {decided.map((review) => (
            <li key={review.id} className="flex flex-col gap-2 px-4 py-3" data-review={review.id}>
              {summary(review)}
              {review.status === "approved" ? <ReplyForm t={t} id={review.id} reply={review.reply ?? ""} /> : null}
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection
        id="import-review"
        title={t.reviews.importTitle}
        size="md"
        className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      >
        <p className="text-sm text-muted-foreground">{t.reviews.importIntro}</p>
        <ImportReviewForm t={t} language={language} today={getBusinessToday()} />
      </TitledSection>
    </ConsolePage>
  );
}
