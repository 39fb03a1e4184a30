"use client";
// The phone's "Book now" bar at the foot of a stay page (below lg): it leads to the booking panel,
// so it hides while the panel's own button ([data-panel-book]) is on screen, and while the footer
// is, which it would otherwise cover.
import { useEffect, useState } from "react";

/** True when some part of the element is inside the window. */
function onScreen(element: Element | null): boolean {
  if (!element) return false;
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

export function StickyBookBar({ label, target, footerId }: { label: string; target: string; footerId: string }) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // The panel loads as the visitor nears it, so its button is looked up each time.
      setHidden(onScreen(document.querySelector("[data-panel-book]")) || onScreen(document.getElementById(footerId)));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [footerId]);

  return (
    <div data-bottom-bar hidden={hidden} className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 p-3 lg:hidden">
      <a
        href={`#${target}`}
        className="flex h-12 w-full items-center justify-center rounded-md bg-primary text-base font-semibold text-primary-foreground hover:bg-primary-hover"
      >
        {label}
      </a>
    </div>
  );
}
