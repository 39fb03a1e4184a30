// A rating shown as five stars, those up to the rating filled: one element, named for assistive
// technology by `label`. The stars are a mask over two colours (`.star-rating` in app/site.css),
// not five SVGs: a stay's page lists every review, and five drawn stars each cost it hundreds of
// elements to parse, lay out and hydrate on a phone.
import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";

export function StarRating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const stars = Math.min(5, Math.max(0, Math.round(rating)));
  return <span role="img" aria-label={label} className={cn("star-rating", className)} style={{ "--stars": stars } as CSSProperties} />;
}
