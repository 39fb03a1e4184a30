// A console screen's list: its items, or a quiet line saying there are none. Each item renders its own <li>.
import { Fragment, type ReactNode } from "react";

export function ConsoleList<T extends { id: string }>({
  items,
  empty,
  testId,
  className = "flex flex-col divide-y rounded-lg border bg-card",
  children,
}: {
  items: readonly T[];
  empty: string;
  testId?: string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}
