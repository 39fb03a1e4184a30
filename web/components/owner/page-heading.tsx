// A console screen's heading (the page's one <h1>, focusable so that forms can move focus to it)
// and its introduction; ConsolePage puts them above the screen's content.
import type { ReactNode } from "react";

export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="page-heading" tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
          {title}
        </h1>
        {children}
      </div>
      {intro && <p className="max-w-prose text-sm text-muted-foreground">{intro}</p>}
    </div>
  );
}

/** A console screen: its heading, introduction and actions, then its content. `roomy` spaces out screens of many forms. */
export function ConsolePage({
  title,
  intro,
  actions,
  roomy = false,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={roomy ? "flex flex-col gap-6" : "flex flex-col gap-4"}>
      <PageHeading title={title} intro={intro}>
        {actions}
      </PageHeading>
      {children}
    </div>
  );
}
