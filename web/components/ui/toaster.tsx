"use client";
// <Toaster />: mounted once in the root layout. It costs a few hundred bytes until the first
// toast() call, then loads the Radix toast code (./toaster-view) and shows the queue.
import { lazy, Suspense } from "react";
import type { TToasterLabels } from "./toaster-view";
import { useToasts } from "./use-toast";

const ToasterView = lazy(() => import("./toaster-view"));

export function Toaster({ labels }: { labels: TToasterLabels }) {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toasts={toasts} labels={labels} />
    </Suspense>
  );
}
