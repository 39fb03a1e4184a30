"use client";
// The photo grid's one piece of browser code: a click on one of its photos (a server-rendered
// button carrying data-photo-index) opens the full-screen gallery at that photo, the gallery's code
// loading only then. The gallery unmounts on close, before Radix could return focus; the photo
// that opened it takes it back.
import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from "react";
import type { TGalleryTexts, TViewerPhoto } from "./photo-viewer";

const PhotoViewer = lazy(() => import("./photo-viewer"));

/**
 * The attribute of a grid photo's button (photo-grid.tsx writes it): its index among the stay's
 * photos. Written out there rather than imported: a server component receives a client module's
 * exports as references, not values.
 */
const PHOTO_INDEX_ATTRIBUTE = "data-photo-index";

type TPhotoGridGalleryProps = { photos: TViewerPhoto[]; texts: TGalleryTexts; children: ReactNode };

export function PhotoGridGallery({ photos, texts, children }: TPhotoGridGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setOpenAt(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(`button[${PHOTO_INDEX_ATTRIBUTE}]`);
    if (!button) return;
    opener.current = button;
    setOpenAt(Number(button.getAttribute(PHOTO_INDEX_ATTRIBUTE)));
  };
  return (
    // The buttons inside are the controls (Enter and Space click them too); this only listens.
    <div onClick={open} className="contents">
      {children}
      {openAt !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} startAt={openAt} texts={texts} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
