// The footer of every page (anchor #contact): the business's phone, WhatsApp, e-mail and address
// as the owner set them (no phone link when none is set), the legal links and the copyright line.
import { PageLink } from "@/components/ui/page-link";
import { TOPICS_ANCHOR } from "@/components/home/orania-topics-panel";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { addressIn, SITE } from "@/content/site";
import { makeWhatsAppUrl } from "@/server/business";
import { getPageBusinessDetails } from "@/server/content/readers";
import { LogoMark } from "./logo-mark";
import { TitledSection } from "@/components/ui/titled-section";

/** The footer's id: the #contact anchor, and what the fixed controls keep clear of. */
export const FOOTER_ID = "contact";

export async function SiteFooter({ language, t }: { language: TLanguage; t: TDictionary }) {
  const { footer } = t.shell;
  const business = await getPageBusinessDetails();
  const journey = GUEST_JOURNEY[language];
  const whatsappUrl = makeWhatsAppUrl(business, journey.whatsappMessage(SITE.name));
  const year = new Date().getFullYear();
  return (
    <footer id={FOOTER_ID} className="bg-footer text-footer-foreground">
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
        <TitledSection
          id="footer-contact"
          title={footer.contact}
          titleClassName="mb-3 font-sans text-sm font-semibold tracking-wide text-footer-muted uppercase"
        >
          <address className="grid gap-2 not-italic">
            {business.phone ? (
              <p>
                <span className="sr-only">{footer.phone}: </span>
                <a href={business.phone.href} className="underline-offset-4 hover:underline">
                  {business.phone.display}
                </a>
              </p>
            ) : null}
            {whatsappUrl ? (
              <p>
                <a href={whatsappUrl} className="underline-offset-4 hover:underline" rel="noopener noreferrer" target="_blank">
                  {journey.whatsappUs}
                </a>
              </p>
            ) : null}
            <p>
              <span className="sr-only">{footer.email}: </span>
              <a href={`mailto:${business.email}`} className="underline-offset-4 hover:underline">
                {business.email}
              </a>
            </p>
            <p>
              <span className="sr-only">{footer.address}: </span>
              <span data-testid="footer-address">{addressIn(business.address, language)}</span>
            </p>
          </address>
        </TitledSection>
        <nav aria-label={footer.legalNav}>
          <ul className="grid gap-2">
            <li>
              <PageLink href="/terms" className="underline-offset-4 hover:underline">
                {footer.terms}
              </PageLink>
            </li>
            <li>
              <PageLink href="/privacy" className="underline-offset-4 hover:underline">
                {footer.privacy}
              </PageLink>
            </li>
          </ul>
        </nav>
      </div>
      {/* pb-20: the strip the back-to-top button docks in while the footer is in view, below every line of text. */}
      <p className="border-t border-white/15 px-4 pt-5 pb-20 text-center text-sm text-footer-muted">
        © {year} {SITE.name}. {footer.rights}
      </p>
    </footer>
  );
}
