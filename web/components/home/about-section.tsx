// The home page's about block (anchor #about): intro, the four selling points and a call to book.
import { HeartHandshakeIcon, MapPinIcon, ShieldCheckIcon, SparklesIcon } from "@/components/ui/icons";
import type { TDictionary } from "@/content/dictionaries";
import { SITE } from "@/content/site";

const ICONS = [SparklesIcon, ShieldCheckIcon, MapPinIcon, HeartHandshakeIcon];

export function AboutSection({ t }: { t: TDictionary }) {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-muted/60 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="about-title" className="font-serif text-3xl font-semibold">
          {t.about.title(SITE.name)}
        </h2>
        <p className="mt-1 text-lg text-muted-foreground">{t.about.subtitle}</p>
        <p className="mt-4 max-w-3xl">{t.about.intro}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.about.cards.map((card, index) => {
            const Icon = ICONS[index] ?? SparklesIcon;
            return (
              <li key={card.title} className="rounded-lg border bg-card p-5 shadow-sm">
                <Icon aria-hidden className="size-7 text-primary" />
                <h3 className="mt-3 font-semibold">{card.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{card.body}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 rounded-xl bg-secondary px-6 py-8 text-center text-secondary-foreground">
          <h3 className="font-serif text-2xl font-semibold">{t.about.callTitle}</h3>
          <p className="mx-auto mt-2 max-w-xl">{t.about.callBody}</p>
          <p className="mt-5">
            <a
              href="#accommodation-title"
              className="inline-flex h-11 items-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
            >
              {t.about.callButton}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
