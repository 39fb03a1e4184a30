// Spinner: a turning ring for waits; give it a label when nothing else says what is loading.
// Plain class strings, not cn(): it stands in for lazy islands on first load, and tailwind-merge
// would add 8 KB to every page that shows one.
import type { ComponentProps } from "react";

export function Spinner({ className, label, ...props }: ComponentProps<"span"> & { label?: string }) {
  return (
    <span role={label ? "status" : undefined} className={`inline-flex items-center ${className ?? ""}`} {...props}>
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
