"use client";
// The "Loading your Experience..." screen: shown while a client navigation waits for its page,
// faded in after 250 ms so that quick (prefetched) ones never flash it, and gone when the new
// page commits or after 3 seconds at most. It lives in the layout rather than in a loading.tsx:
// a loading boundary around the page would make React stream each static page's content
// outside the first paint (hidden, then moved in by script), shifting the footer and leaving
// visitors without JavaScript an empty page.
// It also makes the client navigation itself: a plain left click on a PageLink (a server-rendered
// <a data-page-link>) that no other handler took becomes the router's push, as next/link's would,
// so that the page's links need no client code of their own.
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { PAGE_LINK_ATTRIBUTE } from "@/components/ui/page-link";
import { sameSitePageLink } from "@/lib/same-site-link";

const MAX_SHOWN_MS = 3_000;

/** A plain left click on a link to another page of the site (modified clicks open new tabs). */
function navigationTarget(event: MouseEvent): URL | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  return sameSitePageLink(event.target);
}

export function NavigationLoader({ text }: { text: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);

  // The new page has committed (or the visitor went back): nothing is waiting any more. Reset while
  // rendering, not in an effect, so the stale loader never paints for a frame.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setPending(false);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event)) setPending(true);
    };
    // Capture phase: next/link cancels the click's default action before it would bubble here.
    // Bubble phase, on the window: after the page's own handlers (React's, on the document), so a
    // link whose click one of them cancelled (the language toggle on a neutral page) is left alone.
    const onPageLinkClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const target = navigationTarget(event);
      if (!target || !(event.target as Element).closest(`a[${PAGE_LINK_ATTRIBUTE}]`)) return;
      event.preventDefault();
      router.push(target.pathname + target.search + target.hash);
    };
    window.addEventListener("click", onClick, { capture: true });
    window.addEventListener("click", onPageLinkClick);
    return () => {
      window.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("click", onPageLinkClick);
    };
  }, [router]);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), MAX_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!pending) return null;
  return (
    <div
      role="status"
      data-testid="navigation-loader"
      className="fixed inset-0 z-40 flex animate-fade-in-late flex-col items-center justify-center gap-4 bg-background/95 text-secondary"
    >
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-current border-t-transparent" />
      <p className="font-serif text-xl text-foreground">{text}</p>
    </div>
  );
}
