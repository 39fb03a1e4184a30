// One photo of a stay, however it is stored: the owner's photo as a <picture> of its own AVIF and
// JPEG derivatives (srcsets at every width made; WebP too for a photo made when WebP still was), or
// a fresh install's placeholder as next/image's plain <img> props (getImageProps: its srcset through
// the image optimizer, without next/image's client component, whose code would join every page's
// first load). Server components and client islands both render it.
import { getImageProps } from "next/image";
import { preload } from "react-dom";

export type TStayImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The owner's photo's derivatives per format ("url 480w, url 960w"); none for a placeholder. */
  srcSet?: Record<"avif" | "webp" | "jpeg", string>;
};

type TStayImageProps = {
  photo: TStayImage;
  sizes: string;
  className?: string;
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean;
  /** A picture in view beside the main one (a thumbnail): fetched after it, so that it never delays it. */
  lowPriority?: boolean;
  lazy?: boolean;
  /** The widest derivative worth offering where the picture is never shown wider (a card): a 3x phone then takes the next one down, not a gallery's size. */
  maxWidth?: number;
};

/** A srcset's candidates no wider than `maxWidth` ("url 480w, url 960w"), the narrowest kept if none is. */
export function srcSetUpTo(srcSet: string, maxWidth: number): string {
  if (!srcSet) return srcSet;
  const candidates = srcSet.split(", ").map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1] ?? Infinity) }));
  const kept = candidates.filter(({ width }) => width <= maxWidth);
  return (kept.length > 0 ? kept : candidates.slice(0, 1)).map(({ candidate }) => candidate).join(", ");
}

export function StayImage({
  photo: shown,
  sizes,
  className,
  priority = false,
  lowPriority = false,
  lazy = false,
  maxWidth,
}: TStayImageProps) {
  const photo =
    shown.srcSet && maxWidth
      ? {
          ...shown,
          srcSet: {
            avif: srcSetUpTo(shown.srcSet.avif, maxWidth),
            webp: srcSetUpTo(shown.srcSet.webp, maxWidth),
            jpeg: srcSetUpTo(shown.srcSet.jpeg, maxWidth),
          },
        }
      : shown;
  const loading = priority ? "eager" : lazy ? "lazy" : undefined;
  const fetchPriority = priority ? "high" : lowPriority ? "low" : undefined;
  if (!photo.srcSet) {
    const { props } = getImageProps({
      src: photo.src,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      sizes,
      loading: priority ? "eager" : loading,
      fetchPriority,
      className,
    });
    // getImageProps leaves preloading to the caller: the main placeholder is asked for from the head.
    if (priority) preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: sizes, fetchPriority: "high" });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
    return <img {...props} />;
  }
  // The page's main picture comes from the photos' own origin: asked for from the document's head,
  // with the page's CSS and scripts, rather than once the parser reaches it.
  if (priority) {
    const avif = photo.srcSet.avif;
    preload(photo.src, {
      as: "image",
      imageSrcSet: avif || photo.srcSet.jpeg,
      imageSizes: sizes,
      fetchPriority: "high",
      ...(avif ? { type: "image/avif" } : {}),
    });
  }
  return (
    <picture className="contents">
      {photo.srcSet.avif ? <source type="image/avif" srcSet={photo.srcSet.avif} sizes={sizes} /> : null}
      {photo.srcSet.webp ? <source type="image/webp" srcSet={photo.srcSet.webp} sizes={sizes} /> : null}
      <img
        src={photo.src}
        srcSet={photo.srcSet.jpeg}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
