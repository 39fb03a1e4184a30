// useNearScreen: true once an element comes within `rootMargin` of the viewport, and from then on.
// Below-the-fold islands (the booking panel, the home page's reviews and guest photos) load their
// code only then, so a first visit on a phone downloads and runs none of it before it is needed.
import { useEffect, useRef, useState, type RefObject } from "react";

export function useNearScreen<TElement extends Element>(rootMargin = "600px"): [RefObject<TElement | null>, boolean] {
  const ref = useRef<TElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
