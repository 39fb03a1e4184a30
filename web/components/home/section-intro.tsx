// A home section's heading and subtitle, with what stands beside them (a button, the average).
import type { ReactNode } from "react";

export function SectionIntro({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="font-serif text-3xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
