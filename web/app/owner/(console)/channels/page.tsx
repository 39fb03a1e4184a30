// /owner/channels – the channels' calendars: per stay, this site's calendar address to give each
// channel, and the channels' calendars imported here (last import, what went wrong in plain words,
// the nights they hold); add one, import one now, remove one.
import { AddFeedForm, CopyAddress, FeedActions } from "@/components/owner/channel-forms";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatDisplayDate, formatMoment } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { ConsolePage } from "@/components/owner/page-heading";
import { Link } from "@/components/ui/link";
import { TitledSection } from "@/components/ui/titled-section";
import { isFeedSource } from "@/content/channels";
import { STAYS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.channels.title);

export default async function ChannelsPage() {
  const { language, t } = await openConsolePage("/owner/channels");
  const { stays } = await caller.owner.feeds.list();
  const sourceName = (source: string) => (isFeedSource(source) ? t.sources[source] : source);

  return (
    <ConsolePage title={t.channels.title} intro={t.channels.intro}>
      {stays.map(({ stay, exportUrl, feeds }) => (
        <TitledSection
          key={stay}
          id={`channels-${stay}`}
          title={STAYS[stay].name[language]}
          size="md"
          className="flex flex-col gap-3 rounded-lg border bg-card p-4"
          data-testid={`channels-${stay}`}
        >
          <CopyAddress
            t={t}
            id={`export-${stay}`}
            label={fill(t.channels.exportLabel, { stay: STAYS[stay].name[language] })}
            url={exportUrl}
          />
          <p className="text-xs text-muted-foreground">{t.channels.exportIntro}</p>
          <h3 className="text-sm font-semibold">{t.channels.feedsTitle}</h3>
          <ConsoleList
            items={feeds}
            empty={t.channels.noFeeds}
            testId={`feeds-${stay}`}
            className="flex flex-col divide-y rounded-md border"
          >
            {(feed) => (
              <li key={feed.id} data-testid="feed" data-feed-id={feed.id} className="flex flex-col gap-2 p-3">
                <p className="font-semibold">{sourceName(feed.source)}</p>
                <p className="font-mono text-xs break-all text-muted-foreground">{feed.url}</p>
                <p className="text-sm">
                  {feed.lastSuccessAt ? fill(t.channels.lastImport, { time: formatMoment(feed.lastSuccessAt) }) : t.channels.neverImported}
                  {feed.lastErrorKind && feed.lastFetchedAt
                    ? ` · ${fill(t.channels.lastChecked, { time: formatMoment(feed.lastFetchedAt) })}`
                    : ""}
                </p>
                {feed.lastErrorKind ? (
                  <p className="rounded-md border border-destructive p-2 text-sm" data-testid="feed-error">
                    {t.channels.errors[feed.lastErrorKind]}
                  </p>
                ) : null}
                <p className="text-sm" data-testid="feed-nights">
                  {fill(t.channels.blockedNights, { n: feed.blockedNights })}
                  {feed.next
                    ? ` · ${fill(t.channels.nextNights, { from: formatDisplayDate(feed.next.checkIn), to: formatDisplayDate(feed.next.checkOut) })} · `
                    : ""}
                  {feed.next ? (
                    <Link
                      href={`/owner/calendar?from=${feed.next.checkIn.slice(0, 7)}`}
                      className="font-semibold text-secondary underline-offset-4 hover:underline"
                    >
                      {t.channels.onCalendar}
                    </Link>
                  ) : null}
                </p>
                {feed.configured ? <p className="text-xs text-muted-foreground">{t.channels.configuredNote}</p> : null}
                <FeedActions t={t} id={feed.id} removable={!feed.configured} />
              </li>
            )}
          </ConsoleList>
        </TitledSection>
      ))}
      <TitledSection
        id="add-feed-heading"
        title={t.channels.addTitle}
        size="md"
        className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      >
        <AddFeedForm t={t} language={language} />
      </TitledSection>
    </ConsolePage>
  );
}
