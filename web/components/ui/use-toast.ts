// The toast queue: call `toast({ title, description, variant })` from any client component; the
// <Toaster /> in the root layout shows it. One toast at a time (a new one replaces the old), each
// closing after 5 s. No Radix code here, so calling toast() costs nothing upfront.
import type { ReactElement, ReactNode } from "react";
import { useSyncExternalStore } from "react";

const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** Time for the closing animation before a dismissed toast leaves the queue. */
const REMOVE_DELAY_MS = 300;

type TToastVariant = "default" | "destructive";
type TToastInput = { title?: ReactNode; description?: ReactNode; variant?: TToastVariant; action?: ReactElement };
export type TToast = TToastInput & { id: string; open: boolean };

const EMPTY: TToast[] = [];
let toasts: TToast[] = EMPTY;
let counter = 0;
const listeners = new Set<() => void>();

function update(next: TToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; returns its id and a function that closes it. */
export function toast(input: TToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  update([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  update(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => update(toasts.filter((t) => t.open)), REMOVE_DELAY_MS);
}

/** The queue as it is now. */
export function readToasts(): TToast[] {
  return toasts;
}

/** The toasts to render; empty on the server. */
export function useToasts(): TToast[] {
  return useSyncExternalStore(subscribe, readToasts, () => EMPTY);
}
