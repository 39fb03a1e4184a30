// The <svg> frame of an icon as lucide draws it: 24 px grid, current colour, stroke 2, lucide's
// classes, hidden from assistive technology unless given a label. components/ui/icons.tsx (the
// public pages' icons) fills it with lucide's shapes; a client component on every page draws its
// one icon in it directly, so that it ships no other icon.
import type { SVGProps } from "react";

export type TIconProps = SVGProps<SVGSVGElement>;

export function IconSvg({ classes, className, children, ...props }: TIconProps & { classes: string }) {
  const labelled = Boolean(props["aria-label"] || props["aria-labelledby"] || props.role);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide ${classes}${className ? ` ${className}` : ""}`}
      aria-hidden={labelled ? undefined : true}
      {...props}
    >
      {children}
    </svg>
  );
}
