// /owner/photos – each stay's own photos: add, order, choose the cover, describe in both
// languages, remove. The stay's page, its card and its link preview follow at once.
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsolePage } from "@/components/owner/page-heading";
import { StayPhotoManager } from "@/components/owner/stay-photos";
import { StaySections } from "@/components/owner/stay-sections";
import { STAYS } from "@/content/stays";
import { getConfig } from "@/server/config";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.stayPhotos.title);

export default async function StayPhotosPage() {
  const { language, t } = await openConsolePage("/owner/photos");
  const photos = await caller.owner.stayPhotos.list();
  const maxMegabytes = Math.floor(getConfig().MAX_STAY_PHOTO_BYTES / (1024 * 1024));
  return (
    <ConsolePage title={t.stayPhotos.title} intro={t.stayPhotos.intro} roomy>
      <StaySections language={language} idPrefix="photos">
        {(stay) => (
          <StayPhotoManager t={t} stay={stay} stayName={STAYS[stay].name[language]} photos={photos[stay]} maxMegabytes={maxMegabytes} />
        )}
      </StaySections>
    </ConsolePage>
  );
}
