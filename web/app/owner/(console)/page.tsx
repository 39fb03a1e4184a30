// /owner – the owner's day: on a new install, what it still lacks before its first booking; guests' unread messages, arrivals and departures today and tomorrow,
// requests awaiting an answer with the time left on each hold, overdue payments, channel conflicts, failing feeds, and
// what waits for moderation; the owner's passkeys, and signing out on every device.
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatDisplayDate, formatMoment, formatTimeLeft, stayName } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { ConsolePage } from "@/components/owner/page-heading";
import { Badge } from "@/components/ui/badge";
import { type TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries";
import { isFeedSource } from "@/content/channels";
import { fill } from "@/lib/fill";
import { Passkeys } from "@/components/owner/passkeys";
import { SignOutEverywhere } from "@/components/owner/account-buttons";
import { OverduePayments } from "@/components/owner/overdue-payments";
import { caller } from "@/trpc/server";
import type { TSetupStep } from "@/server/owner/first-day";

export const generateMetadata = consoleTitle((t) => t.today.title);

/** Where the owner takes each first-day step. */
const SETUP_PAGES: Record<TSetupStep, string> = {
  business: "/owner/business",
  bank: "/owner/payment-terms",
  terms: "/owner/payment-terms",
  photos: "/owner/photos",
  prices: "/owner/prices",
};

type TStayLine = { id: string; number: string; stay: string; guestName: string; checkIn: string; checkOut: string; guests: number };

function Panel({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {title}
        {count !== undefined && <Badge variant={count > 0 ? "default" : "muted"}>{count}</Badge>}
      </h2>
      {children}
    </section>
  );
}

function StayLines({ items, empty, language, t }: { items: TStayLine[]; empty: string; language: TLanguage; t: TConsoleDictionary }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y">
      {items.map((item) => (
        <li key={item.id} className="py-2">
          <Link href={`/owner/bookings/${item.id}`} className="font-semibold text-secondary underline-offset-4 hover:underline">
            {item.guestName} · {item.number}
          </Link>
          <p className="text-sm text-muted-foreground">
            {stayName(item.stay, language, t.common.allStays)} · {formatDisplayDate(item.checkIn)} – {formatDisplayDate(item.checkOut)} ·{" "}
            {t.common.guests}: {item.guests}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default async function TodayPage() {
  const { language, t } = await openConsolePage("/owner");
  const [data, passkeys, setup] = await Promise.all([caller.owner.today(), caller.owner.passkeys.list(), caller.owner.setup()]);
  const now = new Date();
  const days = [
    { date: data.today, label: t.today.today },
    { date: data.tomorrow, label: t.today.tomorrow },
  ];

  return (
    <ConsolePage title={t.today.title}>
      {setup.open.length > 0 && (
        <Panel id="setup" title={t.today.setup.title} count={setup.open.length}>
          <p className="text-sm">{t.today.setup.intro}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5" data-testid="setup-steps">
            {setup.open.map((step) => (
              <li key={step}>
                <Link href={SETUP_PAGES[step]} className="font-semibold text-secondary underline underline-offset-4">
                  {t.today.setup.steps[step]}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Panel id="unread" title={t.today.unread} count={data.unreadThreads.length}>
        <ConsoleList items={data.unreadThreads} empty={t.today.noUnread} className="flex flex-col divide-y" testId="unread-threads">
          {(item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <div>
                <Link
                  href={`/owner/bookings/${item.id}#messages`}
                  className="font-semibold text-secondary underline-offset-4 hover:underline"
                >
                  {item.guestName} · {item.number}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {stayName(item.stay, language, t.common.allStays)} · {formatMoment(item.lastAt)}
                </p>
              </div>
              <Badge>{fill(t.today.unreadCount, { n: item.unread })}</Badge>
            </li>
          )}
        </ConsoleList>
      </Panel>
      <Panel id="awaiting" title={t.today.awaiting} count={data.awaiting.length}>
        {data.awaiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.today.noAwaiting}</p>
        ) : (
          <ul className="flex flex-col divide-y" data-testid="awaiting">
            {data.awaiting.map((item) => {
              const left = item.holdExpiresAt ? formatTimeLeft(item.holdExpiresAt, now) : null;
              return (
                <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <div>
                    <Link href={`/owner/bookings/${item.id}`} className="font-semibold text-secondary underline-offset-4 hover:underline">
                      {item.guestName} · {item.number}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {stayName(item.stay, language, t.common.allStays)} · {formatDisplayDate(item.checkIn)} –{" "}
                      {formatDisplayDate(item.checkOut)}
                    </p>
                  </div>
                  <Badge variant={left ? "secondary" : "muted"}>{left ? fill(t.today.timeLeft, { time: left }) : t.today.lapsed}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>

      <OverduePayments language={language} allStays={t.common.allStays} />

      <div className="grid gap-4 md:grid-cols-2">
        <Panel id="conflicts" title={t.today.conflicts} count={data.conflicts.length}>
          {data.conflicts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.today.noConflicts}</p>
          ) : (
            <p>
              <Link href="/owner/conflicts" className="font-semibold text-secondary underline-offset-4 hover:underline">
                {t.nav.conflicts} ({data.conflicts.length})
              </Link>
            </p>
          )}
        </Panel>
        <Panel id="failing-feeds" title={t.today.failingFeeds} count={data.failingFeeds.length}>
          <ConsoleList items={data.failingFeeds} empty={t.today.noFailingFeeds} className="flex flex-col divide-y">
            {(feed) => (
              <li key={feed.id} className="py-2 text-sm">
                <p className="font-semibold">
                  <Link href="/owner/channels" className="text-secondary underline-offset-4 hover:underline">
                    {isFeedSource(feed.source) ? t.sources[feed.source] : feed.source} · {stayName(feed.stay, language, t.common.allStays)}
                  </Link>
                </p>
                <p className="text-muted-foreground">{t.channels.errors[feed.lastErrorKind ?? "failed"]}</p>
                <p className="text-muted-foreground">
                  {fill(t.today.lastSuccess, { time: feed.lastSuccessAt ? formatMoment(feed.lastSuccessAt) : t.today.never })}
                </p>
              </li>
            )}
          </ConsoleList>
        </Panel>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {(["arrivals", "departures"] as const).map((kind) => (
          <Panel key={kind} id={kind} title={t.today[kind]}>
            {days.map((day) => (
              <div key={day.date} className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold text-muted-foreground">
                  {day.label} · {formatDisplayDate(day.date)}
                </h3>
                <StayLines
                  items={
                    kind === "arrivals"
                      ? data.arrivals.filter((item) => item.checkIn === day.date)
                      : data.departures.filter((item) => item.checkOut === day.date)
                  }
                  empty={kind === "arrivals" ? t.today.noArrivals : t.today.noDepartures}
                  language={language}
                  t={t}
                />
              </div>
            ))}
          </Panel>
        ))}
      </div>

      <Panel id="moderation" title={t.today.moderation}>
        <ul className="flex flex-col gap-1 text-sm">
          <li>
            <Link href="/owner/reviews" className="underline underline-offset-4">
              {fill(t.today.pendingReviews, { n: data.pendingReviews })}
            </Link>
          </li>
          <li>
            <Link href="/owner/guest-photos" className="underline underline-offset-4">
              {fill(t.today.pendingPhotos, { n: data.pendingPhotos })}
            </Link>
          </li>
        </ul>
      </Panel>

      <Panel id="passkeys" title={t.passkeys.title} count={passkeys.length}>
        <Passkeys t={t} passkeys={passkeys} />
      </Panel>

      <Panel id="devices" title={t.devices.title}>
        <p className="text-sm text-muted-foreground">{t.devices.intro}</p>
        <SignOutEverywhere t={t} />
      </Panel>
    </ConsolePage>
  );
}
