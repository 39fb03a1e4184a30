// /experienceorania (English, 14 cards, the six articles) and /ervaarorania (Afrikaans, 12 cards,
// no blog section), rewritten here by next.config.ts (/en/hub, /af/hub). Server-rendered; the
// only client code is the scroll memory and the spec's timed prefetch of every topic (2 s after
// load); a topic is also prefetched as soon as the visitor points at or touches its card.
import { ArrowRightIcon } from "@/components/ui/icons";
import { PageLink } from "@/components/ui/page-link";
import { HubScrollMemory } from "@/components/hub/hub-scroll-memory";
import { TopicCards } from "@/components/hub/topic-cards";
import { TownPrefetch } from "@/components/layout/town-prefetch";
import { buttonVariants } from "@/components/ui/button";
import { BLOG_SLUGS, blogPath, loadArticle } from "@/content/articles";
import { getDictionary } from "@/content/dictionaries";
import { HUB_CARDS, HUB_MEMORY } from "@/content/hub";
import { localizedPath } from "@/content/routes";
import { languageOf, type TLanguagePageProps } from "@/lib/language";
import { dictionaryMetadata } from "@/lib/metadata";
import { TitledSection } from "@/components/ui/titled-section";

export const generateMetadata = dictionaryMetadata("hub", (t) => ({ title: t.hub.title, description: t.hub.metaDescription }));

export default async function HubPage({ params }: TLanguagePageProps) {
  const language = await languageOf(params);
  const t = getDictionary(language);
  const memory = HUB_MEMORY[language];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="font-serif text-3xl font-semibold sm:text-5xl">{t.hub.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t.hub.intro}</p>
      </header>

      <TitledSection id="explore-title" title={t.hub.exploreTitle} size="xl" className="mt-12">
        <p className="mt-1 text-muted-foreground">{t.hub.exploreSubtitle}</p>
        <TopicCards language={language} remember />
      </TitledSection>

      {language === "en" ? (
        <TitledSection id="read-more-title" title={t.hub.readMoreTitle} size="xl" className="mt-14">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-links">
            {BLOG_SLUGS.map((slug) => {
              const post = loadArticle("blog", slug, language);
              return (
                <li key={slug} className="relative rounded-lg border bg-card p-5 shadow-sm">
                  <PageLink href={blogPath(slug)} data-hub-link className="font-semibold after:absolute after:inset-0 hover:underline">
                    {post.title}
                  </PageLink>
                  <p className="mt-2 text-sm text-muted-foreground">{post.description}</p>
                </li>
              );
            })}
          </ul>
          <p className="mt-6">
            <PageLink href="/blog" className={buttonVariants({ variant: "outline" })}>
              {t.hub.viewAllPosts}
              <ArrowRightIcon aria-hidden />
            </PageLink>
          </p>
        </TitledSection>
      ) : null}

      <TitledSection
        id="visit-title"
        title={t.hub.ctaTitle}
        size="xl"
        titleClassName="font-serif sm:text-3xl"
        className="mt-14 rounded-xl bg-secondary px-6 py-10 text-center text-secondary-foreground"
      >
        <p className="mx-auto mt-3 max-w-xl">{t.hub.ctaBody}</p>
        <p className="mt-6">
          <PageLink href={localizedPath("home", language)} className={buttonVariants({ size: "lg" })}>
            {t.hub.ctaButton}
          </PageLink>
        </p>
      </TitledSection>
      <HubScrollMemory storage={memory.storage} storageKey={memory.key} />
      <TownPrefetch routes={HUB_CARDS[language].map((card) => card.route)} delayMs={2_000} />
    </div>
  );
}
