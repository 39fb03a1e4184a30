"use client";
// The console's screens as links; the current screen gets aria-current="page" and an underline.
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

type TNavLink = { href: string; label: string };

function isCurrent(pathname: string, href: string): boolean {
  if (href === "/owner") return pathname === "/owner";
  if (href === "/owner/bookings") return pathname.startsWith(href) && !pathname.startsWith("/owner/bookings/new");
  return pathname.startsWith(href);
}

export function ConsoleNavLinks({ links, newBooking }: { links: TNavLink[]; newBooking: TNavLink }) {
  const pathname = usePathname();
  const linkClass =
    "inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap text-foreground hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:text-primary";
  return (
    <ul className="flex flex-wrap items-center gap-x-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={isCurrent(pathname, link.href) ? "page" : undefined}
            className={`${linkClass} border-transparent`}
          >
            {link.label}
          </Link>
        </li>
      ))}
      <li className="ml-auto">
        <Link
          href={newBooking.href}
          aria-current={pathname === newBooking.href ? "page" : undefined}
          className="my-1 inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm font-semibold whitespace-nowrap text-primary-foreground hover:bg-primary-hover"
        >
          + {newBooking.label}
        </Link>
      </li>
    </ul>
  );
}
