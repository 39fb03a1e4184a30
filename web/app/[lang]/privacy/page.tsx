// /privacy (language-neutral: web/proxy.ts serves /en/privacy or /af/privacy after the `lang`
// cookie): the POPIA policy from content/legal/privacy.<language>.md.
import { ArticleView } from "@/components/articles/article-view";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
import { dictionaryMetadata } from "@/lib/metadata";

export const generateMetadata = dictionaryMetadata({ path: "/privacy" }, (t) => ({
  title: t.legal.privacyTitle,
  description: t.legal.privacyDescription,
}));

export default async function PrivacyPage({ params }: TLanguagePageProps) {
  return <ArticleView kind="legal" slug="privacy" language={await languageOf(params)} variant="legal" />;
}
