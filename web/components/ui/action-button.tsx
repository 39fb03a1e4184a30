"use client";
// A button that acts only through script (a click handler, or the submit of a form that sends
// through tRPC): disabled until the page has hydrated, so that a tap on a slow phone is never
// lost on a button that cannot act yet, nor sends its form the browser's way.
import { useHydrated } from "@/lib/use-hydrated";
import { Button, type TButtonProps } from "./button";

export function ActionButton({ disabled, ...props }: Omit<TButtonProps, "asChild">) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={!hydrated || disabled} />;
}
