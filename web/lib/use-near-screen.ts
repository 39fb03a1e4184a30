// useNearScreen: true once an element comes within NEAR (600 px) of the viewport, or the visitor
// touches, clicks or tabs into it (its server HTML may be reached before it scrolls near, by a
// jump to an anchor or the keyboard), and from then on.
// Below-the-fold islands (the booking panel, the home page's reviews and guest photos) load their
// code only then, so a first visit on a phone downloads and runs none of it before it is needed.
import { useEffect, useRef, useState, type RefObject } from "react";

const NEAR = "600px";

/** Every browser the site supports has IntersectionObserver. */
export function useNearScreen<TElement extends Element>(): [RefObject<TElement | null>, boolean] {
  const ref = useRef<TElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    const interact = () => setNear(true);
    const events = ["pointerdown", "focusin"] as const;
    for (const type of events) element.addEventListener(type, interact, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, interact);
    };
  }, [near]);
  return [ref, near];
}
