// The console's header: the business's name, the screens (the current one marked for screen
// readers too), the language toggle (a small island with no API client) and "sign out" (this
// device: a plain form, works without scripts); the console's frame ships no API code. "Sign out
// on every device" is a device-security action, not an everyday one: it has its own "Your
// devices" panel on the Today screen, after the passkeys. Phone first: the top row
// wraps and the screens scroll sideways in a row of their own, so no label makes the page wider
// than the screen and the header keeps to a few lines of a phone's height.
import { Button, buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { SITE } from "@/content/site";
import { ConsoleNavLinks } from "./console-nav-links";
import { LANGUAGE_PATH, SIGN_OUT_PATH } from "@/server/auth/sign-in-pages";
import { LanguageToggle } from "./language-toggle";

export function ConsoleHeader({ t }: { t: TConsoleDictionary }) {
  const other = t.language === "en" ? "af" : "en";
  const links = [
    { href: "/owner", label: t.nav.today },
    { href: "/owner/calendar", label: t.nav.calendar },
    { href: "/owner/bookings", label: t.nav.bookings },
    { href: "/owner/changeovers", label: t.nav.changeovers },
    { href: "/owner/conflicts", label: t.nav.conflicts },
    { href: "/owner/blocks", label: t.nav.blocks },
    { href: "/owner/channels", label: t.nav.channels },
    { href: "/owner/reviews", label: t.nav.reviews },
    { href: "/owner/payments", label: t.nav.payments },
    { href: "/owner/payment-terms", label: t.nav.paymentTerms },
    { href: "/owner/reports", label: t.nav.reports },
    { href: "/owner/prices", label: t.nav.prices },
    { href: "/owner/photos", label: t.nav.photos },
    { href: "/owner/stays", label: t.nav.stays },
    { href: "/owner/business", label: t.nav.business },
  ];
  return (
    <header className="border-b bg-card print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Link href="/owner" className="font-serif text-lg font-semibold text-foreground">
          {SITE.name} <span className="text-sm font-normal text-muted-foreground">· {t.title}</span>
        </Link>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
          <LanguageToggle
            to={other}
            label={t.shell.otherLanguage}
            action={`${LANGUAGE_PATH}?lang=${other}`}
            failedTitle={t.shell.failed}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          />
          <form method="post" action={`${SIGN_OUT_PATH}?lang=${t.language}`}>
            <Button type="submit" variant="ghost" size="sm">
              {t.shell.signOut}
            </Button>
          </form>
        </div>
      </div>
      <nav aria-label={t.nav.label} className="mx-auto max-w-6xl px-1 sm:px-4">
        <ConsoleNavLinks links={links} newBooking={{ href: "/owner/bookings/new", label: t.nav.newBooking }} />
      </nav>
    </header>
  );
}
