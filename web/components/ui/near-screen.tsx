"use client";
// <NearScreen>: shows `placeholder` until the spot is near the viewport, then `children`. Give it
// a lazy (next/dynamic, ssr: false) child, and that child's code is fetched only when needed; a
// placeholder of the same height keeps the page from jumping.
import type { ReactNode } from "react";
import { useNearScreen } from "@/lib/use-near-screen";

type TNearScreenProps = { children: ReactNode; placeholder: ReactNode; className?: string; rootMargin?: string; testId?: string };

export function NearScreen({ children, placeholder, className, rootMargin, testId }: TNearScreenProps) {
  const [ref, near] = useNearScreen<HTMLDivElement>(rootMargin);
  return (
    <div ref={ref} className={className} data-testid={testId} data-lazy-island="" data-near={near || undefined}>
      {near ? children : placeholder}
    </div>
  );
}
