"use client";
// The "back to top" button: appears once the page is scrolled past 400 px. While the footer is in
// view it docks in the empty strip at the footer's foot (the foot of the page, body being its
// positioned box), so it never covers the footer's text. Its arrow is lucide's arrow-up drawn in
// IconSvg: this ships on every page, where lucide's component code would add 2 KB. It never
// covers a form: while its corner lies over a form (or a [data-keep-clear] region such as the
// stay page's booking panel) it is hidden, so a tap at a field's end reaches the field.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { IconSvg } from "@/components/ui/icon-svg";

const SCROLL_TO_TOP_THRESHOLD_PX = 400;
const KEEP_CLEAR = "form, [data-keep-clear]";

/** Whether the button's box lies over some part of a form or a region marked to be kept clear. */
function coversAForm(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  return [...document.querySelectorAll(KEEP_CLEAR)].some((element) => {
    const area = element.getBoundingClientRect();
    return area.left < box.right && area.right > box.left && area.top < box.bottom && area.bottom > box.top;
  });
}

export function ScrollToTop({ label, footerId }: { label: string; footerId: string }) {
  const [visible, setVisible] = useState(false);
  const [docked, setDocked] = useState(false);
  const [covering, setCovering] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

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
      // Measured where the button stands even while it is hidden (it keeps its box).
      setCovering(button.current ? coversAForm(button.current) : false);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  // The frame it appears in already knows whether it would cover a form.
  useLayoutEffect(() => {
    if (visible && button.current) setCovering(coversAForm(button.current));
  }, [visible]);

  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
      }}
      data-back-to-top
      data-docked={docked || undefined}
      data-covering={(covering && !docked) || undefined}
      className="fixed data-[covering]:invisible right-4 bottom-4 z-20 data-[docked]:absolute inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground shadow-lg hover:bg-secondary-hover"
    >
      <IconSvg classes="lucide-arrow-up" className="size-5">
        <path d="m5 12 7-7 7 7" />
        <path d="M12 19V5" />
      </IconSvg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
