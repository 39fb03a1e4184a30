// A stay's photo grid: the main photo and four thumbnails, the last with "+N foto's". Any of them
// opens the full-screen gallery, whose code loads only then. The grid and its pictures are server
// HTML; only the click that opens the gallery runs in the browser (PhotoGridGallery), so the page's
// first load carries no image component code.
import { fill } from "@/lib/fill";
import { PhotoGridGallery } from "./photo-grid-gallery";
import type { TGalleryTexts, TViewerPhoto } from "./photo-viewer";
import { StayImage } from "./stay-image";

type TPhotoGridProps = {
  photos: TViewerPhoto[];
  texts: TGalleryTexts & { morePhotos: string; openPhoto: string };
};

const GRID_SIZE = 5;

export function PhotoGrid({ photos, texts }: TPhotoGridProps) {
  const hidden = photos.length - GRID_SIZE;
  return (
    <PhotoGridGallery photos={photos} texts={{ gallery: texts.gallery }}>
      <div className="grid grid-cols-4 gap-2 overflow-hidden rounded-lg md:grid-rows-2" data-testid="photo-grid">
        {photos.slice(0, GRID_SIZE).map((photo, index) => {
          const main = index === 0;
          const last = index === GRID_SIZE - 1 && hidden > 0;
          return (
            <button
              key={photo.src}
              type="button"
              data-photo-index={index}
              aria-label={`${last ? `${fill(texts.morePhotos, { count: hidden })}: ` : ""}${fill(texts.openPhoto, { index: index + 1, total: photos.length })}`}
              className={
                main
                  ? "relative col-span-4 cursor-zoom-in md:col-span-2 md:row-span-2"
                  : "relative cursor-zoom-in focus-visible:outline-offset-[-3px]"
              }
            >
              <StayImage
                photo={photo}
                sizes={main ? "(min-width: 768px) 576px, calc(100vw - 2rem)" : "(min-width: 768px) 288px, calc((100vw - 3.5rem) / 4)"}
                priority={main}
                lowPriority={!main}
                className="aspect-[3/2] h-full w-full object-cover"
              />
              {last ? (
                <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-sm font-semibold text-white md:text-lg">
                  {fill(texts.morePhotos, { count: hidden })}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </PhotoGridGallery>
  );
}
