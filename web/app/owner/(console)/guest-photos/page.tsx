// /owner/guest-photos – guests' photo submissions waiting for the owner: a preview of each photo,
// then approve or reject (a rejected one leaves public storage at once).
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatMoment } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { PageHeading } from "@/components/owner/page-heading";
import { ReviewDecision } from "@/components/owner/review-forms";
import { fill } from "@/lib/fill";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.guestPhotos.title);

export default async function GuestPhotosPage() {
  const { t } = await openConsolePage("/owner/guest-photos");
  const submissions = await caller.owner.guestPhotos.list();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t.guestPhotos.title} intro={t.guestPhotos.intro} />
      <ConsoleList items={submissions} empty={t.guestPhotos.none} testId="pending-photos">
        {(submission) => (
          <li key={submission.id} className="flex flex-col gap-3 px-4 py-3">
            <p>
              <span className="font-semibold">{submission.guestName}</span>{" "}
              <span className="text-sm text-muted-foreground">{formatMoment(submission.createdAt)}</span>
            </p>
            <ul className="flex flex-wrap gap-2">
              {submission.photos.map((photo, index) => (
                <li key={photo.id}>
                  {photo.preview ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a moderation preview from the bucket, not an optimised page image
                    <img
                      src={photo.preview}
                      alt={fill(t.guestPhotos.photoAlt, { n: index + 1, name: submission.guestName })}
                      width={photo.width ?? undefined}
                      height={photo.height ?? undefined}
                      className="h-32 w-auto rounded-md border object-cover"
                    />
                  ) : (
                    <p className="flex h-32 w-40 items-center justify-center rounded-md border p-2 text-center text-sm text-muted-foreground">
                      {photo.state === "failed" ? t.guestPhotos.failed : t.guestPhotos.processing}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <ReviewDecision t={t} id={submission.id} kind="guestPhotos" />
          </li>
        )}
      </ConsoleList>
    </div>
  );
}
