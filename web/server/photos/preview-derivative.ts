// The derivative a thumbnail shows (the console's previews, the owner's e-mail): the largest JPEG
// no wider than 480 px, sharp on a phone's screen at the size previews are drawn. Every photo has
// one, since the smallest width made (240 px, or the photo's own if narrower) is below it.
import "server-only";
export const PREVIEW_DERIVATIVE = {
  where: { format: "jpeg", width: { lte: 480 } },
  orderBy: { width: "desc" },
  take: 1,
} as const;
