// Previews of a guest's photos waiting for the owner (a review's or a photo submission's): each
// photo's smallest size through the owner-only preview route, or a word while it is prepared or
// if it could not be read.
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { fill } from "@/lib/fill";
import type { TPhotoPreview } from "@/server/photos/owner-preview";

export function PhotoPreviews({ t, photos, guestName }: { t: TConsoleDictionary; photos: TPhotoPreview[]; guestName: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="photo-previews">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          {photo.preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a moderation preview read through the owner-only route
            <img
              src={photo.preview}
              alt={fill(t.guestPhotos.photoAlt, { n: index + 1, name: guestName })}
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
  );
}
