// The home page's about-tab content: cards to the topic pages. As in the spec, the header's tab
// buttons do not lead here (the 'All about Orania' tab goes to the hub); the panel shows when the
// address targets it (/#orania-topics, linked from the footer) and stays out of the way otherwise.
// Pure CSS (:target), so it costs the page no script.
import { ArrowRightIcon } from "@/components/ui/icons";
import { PageLink } from "@/components/ui/page-link";
import { TopicCards } from "@/components/hub/topic-cards";
import { buttonVariants } from "@/components/ui/button";
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { localizedPath } from "@/content/routes";

export const TOPICS_ANCHOR = "orania-topics";

export function OraniaTopicsPanel({ language, t }: { language: TLanguage; t: TDictionary }) {
  return (
    <section id={TOPICS_ANCHOR} aria-labelledby={`${TOPICS_ANCHOR}-title`} className="hidden scroll-mt-4 py-14 target:block">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${TOPICS_ANCHOR}-title`} className="font-serif text-3xl font-semibold">
          {t.shell.tabs.aboutOrania}
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t.home.topicsIntro}</p>
        <TopicCards language={language} />
        <p className="mt-6">
          <PageLink href={localizedPath("hub", language)} className={buttonVariants({ variant: "outline" })}>
            {t.home.topicsHubLink}
            <ArrowRightIcon aria-hidden />
          </PageLink>
        </p>
      </div>
    </section>
  );
}
