"use client";
// The full-screen gallery: previous and next wrap around, "n / total", close; arrow keys and
// Escape, swipe on touch. Radix keeps focus inside and returns it to the photo that opened it.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { fill } from "@/lib/fill";
import { StayImage, type TStayImage } from "./stay-image";

export type TViewerPhoto = TStayImage;
export type TGalleryTexts = { gallery: { title: string; previous: string; next: string; close: string; counter: string } };

type TPhotoViewerProps = { photos: TViewerPhoto[]; startAt: number; texts: TGalleryTexts; onClose: () => void };

const SWIPE_PX = 50;
const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white";

export default function PhotoViewer({ photos, startAt, texts, onClose }: TPhotoViewerProps) {
  const [index, setIndex] = useState(startAt);
  const touchStartX = useRef<number | null>(null);
  const total = photos.length;
  const go = (step: number) => setIndex((current) => (current + step + total) % total);
  const photo = photos[index]!;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          data-testid="photo-viewer"
        >
          <div className="flex items-center justify-between p-3">
            <DialogPrimitive.Title className="sr-only">{texts.gallery.title}</DialogPrimitive.Title>
            <p aria-live="polite" className="px-2 text-sm font-medium tabular-nums" data-testid="photo-counter">
              {fill(texts.gallery.counter, { index: index + 1, total })}
            </p>
            <DialogPrimitive.Close className={controlClasses} aria-label={texts.gallery.close}>
              <XIcon aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
            <StayImage key={photo.src} photo={photo} sizes="100vw" className="max-h-full w-auto max-w-full object-contain" />
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={texts.gallery.previous}
              className={`${controlClasses} absolute left-2`}
            >
              <ChevronLeftIcon aria-hidden className="size-6" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label={texts.gallery.next} className={`${controlClasses} absolute right-2`}>
              <ChevronRightIcon aria-hidden className="size-6" />
            </button>
          </div>
          <p className="p-4 text-center text-sm text-white/85">{photo.alt}</p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
