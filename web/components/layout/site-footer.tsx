// The footer of every page (anchor #contact): phone, e-mail and address from web/content/site.ts,
// the legal links and the copyright line.
import { Link } from "@/components/ui/link";
import { TOPICS_ANCHOR } from "@/components/home/orania-topics-panel";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";
import { SITE } from "@/content/site";
import { LogoMark } from "./logo-mark";

export const CONTACT_ANCHOR = "contact";

export function SiteFooter({ language, t }: { language: TLanguage; t: TDictionary }) {
  const { footer } = t.shell;
  const { address } = SITE;
  const year = new Date().getFullYear();
  return (
    <footer id={CONTACT_ANCHOR} className="bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <div className="flex items-start gap-3">
            <LogoMark className="size-10 shrink-0" />
            <p className="font-serif text-xl font-semibold">{SITE.name}</p>
          </div>
          {/* A plain link: the panel opens on :target, which client-side navigation does not set. */}
          <a href={`${localizedPath("home", language)}#${TOPICS_ANCHOR}`} className="mt-4 inline-block underline underline-offset-4">
            {footer.topics}
          </a>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-sans text-sm font-semibold tracking-wide text-footer-muted uppercase">
            {footer.contact}
          </h2>
          <address className="grid gap-2 not-italic">
            <p>
              <span className="sr-only">{footer.phone}: </span>
              <a href={SITE.phoneHref} className="underline-offset-4 hover:underline">
                {SITE.phone}
              </a>
            </p>
            <p>
              <span className="sr-only">{footer.email}: </span>
              <a href={`mailto:${SITE.email}`} className="underline-offset-4 hover:underline">
                {SITE.email}
              </a>
            </p>
            <p>
              <span className="sr-only">{footer.address}: </span>
              {address.street === address.locality ? "" : `${String(address.street)}, `}
              {address.locality}, {address.region}, {address.postalCode}
            </p>
          </address>
        </section>
        <nav aria-label={footer.legalNav}>
          <ul className="grid gap-2">
            <li>
              <Link href="/terms" className="underline-offset-4 hover:underline">
                {footer.terms}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="underline-offset-4 hover:underline">
                {footer.privacy}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/15 px-4 py-5 text-center text-sm text-footer-muted">
        © {year} {SITE.name}. {footer.rights}
      </p>
    </footer>
  );
}
