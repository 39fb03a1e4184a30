"use client";
// False in the server's HTML and until React has hydrated the page, then true: a button that
// works only through its click handler stays disabled until then, so that a tap on a slow phone
// (or a browser test's click) is never lost on a button that cannot act yet.
import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
