// /terms (language-neutral: web/proxy.ts serves /en/terms or /af/terms after the `lang` cookie):
// the terms from content/legal/terms.<language>.md, its prices and payment and refund rules from the
// owner's rates and payment terms and its times from the stays' hours (re-rendered when the owner saves
// any of them), and a call to check availability.
import { PageLink } from "@/components/ui/page-link";
import { ArticleView } from "@/components/articles/article-view";
import { buttonVariants } from "@/components/ui/button";
import { getDictionary } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
import { dictionaryMetadata } from "@/lib/metadata";
import { fillTermsHtml } from "@/server/content/terms-sections";
import { getPagePaymentTerms, getPageRates, getPageStaySettings } from "@/server/content/readers";

export const generateMetadata = dictionaryMetadata({ path: "/terms" }, (t) => ({
  title: t.legal.termsTitle,
  description: t.legal.termsDescription,
}));

export default async function TermsPage({ params }: TLanguagePageProps) {
  const language = await languageOf(params);
  const [rates, terms, { hours }] = await Promise.all([getPageRates(), getPagePaymentTerms(), getPageStaySettings()]);
  const t = getDictionary(language, hours);
  return (
    <ArticleView
      kind="legal"
      slug="terms"
      language={language}
      variant="legal"
      hours={hours}
      fillHtml={(html) => fillTermsHtml(html, { rates, terms }, language)}
      footer={
        <p className="mt-10">
          <PageLink href={localizedPath("home", language)} className={buttonVariants({ size: "lg" })}>
            {t.legal.checkAvailability}
          </PageLink>
        </p>
      }
    />
  );
}
