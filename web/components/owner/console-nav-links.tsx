"use client";
// The console's screens as links; the current screen gets aria-current="page" and an underline.
// On a phone the screens are one row that scrolls sideways (the current one brought into view), so
// the menu takes one line of the screen, not six; from md up they wrap. "New booking" stays in
// reach at the row's end.
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

type TNavLink = { href: string; label: string };

function isCurrent(pathname: string, href: string): boolean {
  if (href === "/owner") return pathname === "/owner";
  if (href === "/owner/bookings") return pathname.startsWith(href) && !pathname.startsWith("/owner/bookings/new");
  return pathname.startsWith(href);
}

export function ConsoleNavLinks({ links, newBooking }: { links: TNavLink[]; newBooking: TNavLink }) {
  const pathname = usePathname();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth)
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  const linkClass =
    "inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap text-foreground hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:text-primary";
  return (
    <div className="flex items-center gap-2">
      <ul
        ref={row}
        data-testid="console-nav-row"
        className="relative flex min-w-0 flex-1 items-center gap-x-1 overflow-x-auto [scrollbar-width:thin] md:flex-wrap md:overflow-visible"
      >
        {links.map((link) => (
          <li key={link.href} className="shrink-0">
            <Link
              href={link.href}
              aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
              className={`${linkClass} border-transparent`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={newBooking.href}
        aria-current={pathname === newBooking.href ? "page" : undefined}
        className="my-1 inline-flex h-9 shrink-0 items-center rounded-md bg-primary px-3 text-sm font-semibold whitespace-nowrap text-primary-foreground hover:bg-primary-hover"
      >
        + {newBooking.label}
      </Link>
    </div>
  );
}
