// A <section> named by its own heading (aria-labelledby), so that screen readers list it as a
// landmark with that name. `level` 1 is for a section that is the page's main subject. `size`
// picks the heading from the site's type scale; `titleClassName` adds to it.
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The headings' type scale, smallest first: the console's cards use sm to lg, the public pages xl and page. */
const TITLE_SIZES = {
  xs: "text-sm font-semibold",
  sm: "text-base font-semibold",
  md: "text-lg font-semibold",
  lg: "text-xl font-semibold",
  xl: "text-2xl font-semibold",
  page: "text-3xl font-semibold sm:text-4xl",
} as const;

type TTitledSectionProps = Omit<HTMLAttributes<HTMLElement>, "title"> & {
  id: string;
  title: ReactNode;
  level?: 1 | 2 | 3;
  size?: keyof typeof TITLE_SIZES;
  titleClassName?: string;
  children?: ReactNode;
};

export function TitledSection({ id, title, level = 2, size, titleClassName, children, ...props }: TTitledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} {...props}>
      <Heading id={id} className={cn(size && TITLE_SIZES[size], titleClassName) || undefined}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
