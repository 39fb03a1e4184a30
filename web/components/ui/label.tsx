// Label: a form field's caption. A plain <label> does all a Radix label would here.
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label data-slot="label" className={cn("text-sm leading-none font-medium peer-disabled:opacity-60", className)} {...props} />;
}
