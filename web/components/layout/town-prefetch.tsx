"use client";
// Prefetching, as the spec has it and a phone on mobile data can afford:
//   - TownPrefetch: a while after the page has loaded (2 s for the hub's topics, 3 s for the four
//     most-read ones from any page), their route data is fetched ahead;
//   - IntentPrefetch: a same-site link is prefetched when the visitor shows intent (pointer
//     over it, touch or keyboard focus), one listener for the whole page.
// Both are skipped when the visitor asked to save data or is on a 2G connection; Next ignores a
// failed prefetch. Links themselves never prefetch on sight (components/ui/page-link.tsx).
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { sameSitePageLink } from "@/lib/same-site-link";

type TNetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The pages every page prefetches (history, strategy, leadership, destination). */
export const KEY_TOWN_PAGES = ["/oraniahistory", "/oraniastrategy", "/oranialeadership", "/oraniadestination"] as const;

function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: TNetworkInformation }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.endsWith("2g"));
}

function idle(callback: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 2_000 });
  else callback();
}

export function TownPrefetch({ routes, delayMs }: { routes: readonly string[]; delayMs: number }) {
  const router = useRouter();
  useEffect(() => {
    if (savingData()) return;
    const timer = window.setTimeout(() => idle(() => routes.forEach((route) => router.prefetch(route))), delayMs);
    return () => window.clearTimeout(timer);
  }, [router, routes, delayMs]);
  return null;
}

/** The path of a page a link under this target leads to (pages only: not the API or owner links). */
function linkedPage(target: EventTarget | null): string | undefined {
  const url = sameSitePageLink(target);
  if (!url || /^\/(api|owner|calendar|admin|_next)\//.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}

export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (event: Event) => {
      const page = linkedPage(event.target);
      if (!page || done.has(page) || savingData()) return;
      done.add(page);
      router.prefetch(page);
    };
    const events = ["pointerover", "touchstart", "focusin"] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
