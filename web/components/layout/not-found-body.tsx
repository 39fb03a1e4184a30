// The 404 message itself: heading, text and the way home, in one language.
import { PageLink } from "@/components/ui/page-link";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";

export function NotFoundBody({ language, texts }: { language: TLanguage; texts: TDictionary["notFound"] }) {
  return (
    <section lang={language} className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">{texts.title}</h1>
      <p className="text-muted-foreground">{texts.body}</p>
      <PageLink href={localizedPath("home", language)} className="font-semibold text-secondary underline underline-offset-4">
        {texts.home}
      </PageLink>
    </section>
  );
}
