// Spinner: a turning ring for waits; give it a label when nothing else says what is loading.
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Spinner({ className, label, ...props }: ComponentProps<"span"> & { label?: string }) {
  return (
    <span role={label ? "status" : undefined} className={cn("inline-flex items-center", className)} {...props}>
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
