// A <section> named by its own heading (aria-labelledby), so that screen readers list it as a
// landmark with that name. `level` 1 is for a section that is the page's main subject.
import type { HTMLAttributes, ReactNode } from "react";

type TTitledSectionProps = Omit<HTMLAttributes<HTMLElement>, "title"> & {
  id: string;
  title: ReactNode;
  level?: 1 | 2 | 3;
  titleClassName?: string;
  children?: ReactNode;
};

export function TitledSection({ id, title, level = 2, titleClassName, children, ...props }: TTitledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} {...props}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
