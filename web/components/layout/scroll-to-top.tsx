"use client";
// The "back to top" button: appears once the page is scrolled past 400 px. While the footer is in
// view it docks in the empty strip at the footer's foot (the foot of the page, body being its
// positioned box), so it never covers the footer's text. Its arrow is lucide's arrow-up drawn in
// IconSvg: this ships on every page, where lucide's component code would add 2 KB.
import { useEffect, useState } from "react";
import { IconSvg } from "@/components/ui/icon-svg";

const SCROLL_TO_TOP_THRESHOLD_PX = 400;

export function ScrollToTop({ label, footerId }: { label: string; footerId: string }) {
  const [visible, setVisible] = useState(false);
  const [docked, setDocked] = useState(false);

  useEffect(() => {
    const footer = document.getElementById(footerId);
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => setDocked(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, [footerId]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
      }}
      data-back-to-top
      data-docked={docked || undefined}
      className="fixed right-4 bottom-4 z-20 data-[docked]:absolute inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground shadow-lg hover:bg-secondary-hover"
    >
      <IconSvg classes="lucide-arrow-up" className="size-5">
        <path d="m5 12 7-7 7 7" />
        <path d="M12 19V5" />
      </IconSvg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
