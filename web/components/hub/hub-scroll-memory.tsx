"use client";
// The hub remembers where the visitor was: before following a card or article link it stores
// the scroll position and the card's id (local storage in English, session storage in Afrikaans,
// as the spec has it); back on the hub it restores both, scrolling to and focusing that card.
import { useEffect } from "react";

type THubScrollMemoryProps = { storage: "local" | "session"; storageKey: string };
type TMemory = { scrollY: number; cardId?: string };

function storageOf(kind: "local" | "session"): Storage | undefined {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: nothing to remember
  }
}

export function HubScrollMemory({ storage, storageKey }: THubScrollMemoryProps) {
  useEffect(() => {
    const store = storageOf(storage);
    if (!store) return;
    const saved = store.getItem(storageKey);
    if (saved) {
      store.removeItem(storageKey);
      try {
        const memory = JSON.parse(saved) as TMemory;
        const card = memory.cardId ? document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(memory.cardId)}"]`) : null;
        window.scrollTo({ top: memory.scrollY, behavior: "instant" });
        card?.querySelector<HTMLAnchorElement>("a")?.focus({ preventScroll: true });
      } catch {
        // an old or foreign value: ignore it
      }
    }
    function remember(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.("[data-hub-link]");
      if (!link) return;
      const cardId = link.closest<HTMLElement>("[data-card-id]")?.dataset.cardId;
      store?.setItem(storageKey, JSON.stringify({ scrollY: window.scrollY, cardId } satisfies TMemory));
    }
    document.addEventListener("click", remember, { capture: true });
    return () => document.removeEventListener("click", remember, { capture: true });
  }, [storage, storageKey]);
  return null;
}
