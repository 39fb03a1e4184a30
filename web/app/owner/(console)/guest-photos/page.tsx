// /owner/guest-photos – guests' photo submissions waiting for the owner: a preview of each photo,
// then approve or reject (a rejected one leaves public storage at once).
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatMoment } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { ConsolePage } from "@/components/owner/page-heading";
import { PhotoPreviews } from "@/components/owner/photo-previews";
import { ReviewDecision } from "@/components/owner/review-forms";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.guestPhotos.title);

export default async function GuestPhotosPage() {
  const { t } = await openConsolePage("/owner/guest-photos");
  const submissions = await caller.owner.guestPhotos.list();
  return (
    <ConsolePage title={t.guestPhotos.title} intro={t.guestPhotos.intro}>
      <ConsoleList items={submissions} empty={t.guestPhotos.none} testId="pending-photos">
        {(submission) => (
          <li key={submission.id} className="flex flex-col gap-3 px-4 py-3">
            <p>
              <span className="font-semibold">{submission.guestName}</span>{" "}
              <span className="text-sm text-muted-foreground">{formatMoment(submission.createdAt)}</span>
            </p>
            <PhotoPreviews t={t} photos={submission.photos} guestName={submission.guestName} />
            <ReviewDecision t={t} id={submission.id} kind="guestPhotos" />
          </li>
        )}
      </ConsoleList>
    </ConsolePage>
  );
}
