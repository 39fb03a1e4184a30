// The grid of topic cards: the hub's "Explore Every Aspect" and the home page's about-tab panel.
// Each card is one link (stretched over the card) with its icon, description and two badges.
import { PageLink } from "@/components/ui/page-link";
import { Badge } from "@/components/ui/badge";
import type { TLanguage } from "@/content/dictionaries";
import { HUB_CARDS } from "@/content/hub";
import { TopicIcon } from "./topic-icon";

type TTopicCardsProps = {
  language: TLanguage;
  /** The hub marks its links so that its scroll memory records which card was followed. */
  remember?: boolean;
};

export function TopicCards({ language, remember = false }: TTopicCardsProps) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" data-testid="topic-cards">
      {HUB_CARDS[language].map((card) => (
        <li
          key={card.id}
          data-card-id={card.id}
          className="relative flex flex-col rounded-lg border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring sm:p-5"
        >
          <TopicIcon icon={card.icon} className="size-8 text-secondary" />
          <h3 className="mt-3 font-semibold">
            <PageLink
              href={card.route}
              data-hub-link={remember ? "" : undefined}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {card.title}
            </PageLink>
          </h3>
          <p className="mt-2 hidden text-sm text-muted-foreground sm:block">{card.description}</p>
          <p className="mt-auto flex flex-wrap gap-1.5 pt-3">
            {card.badges.map((badge) => (
              <Badge key={badge} variant="secondary">
                {badge}
              </Badge>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}
