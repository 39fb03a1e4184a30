"use client";
// <NearScreen>: shows `placeholder` until the spot is near the viewport, then `children`. Give it
// a React.lazy child, and that child's code is fetched only then; the same placeholder stays up
// (as the Suspense fallback) until the code has arrived. A placeholder of the child's height keeps
// the page from jumping.
import { Suspense, type ReactNode } from "react";
import { useNearScreen } from "@/lib/use-near-screen";

export function NearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref} data-lazy-island="" data-near={near || undefined}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
