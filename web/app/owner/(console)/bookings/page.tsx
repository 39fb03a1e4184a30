// /owner/bookings – every booking, filterable by status, stay and month, searchable by number,
// name, e-mail or phone. A plain GET form: the filters are in the address, so a result can be
// bookmarked and the page works before any script loads.
import { z } from "zod";
import { Link } from "@/components/ui/link";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { formatDisplayDate, formatCents, stayName } from "@/components/owner/format";
import { ConsoleList } from "@/components/owner/console-list";
import { ConsolePage } from "@/components/owner/page-heading";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FilterSelect } from "@/components/owner/filter-select";
import { STAY_IDS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { isSafeText } from "@/server/validation";
import { caller } from "@/trpc/server";
import { TitledSection } from "@/components/ui/titled-section";
import { BOOKING_STATUSES, isBinding, isRequest } from "@/server/bookings/status";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const selectClasses = "h-11 w-full rounded-md border border-input bg-card px-3 text-base md:text-sm";

function one(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}

export const generateMetadata = consoleTitle((t) => t.bookings.title);

export default async function BookingsPage({ searchParams }: TProps) {
  const query = await searchParams;
  const filters = {
    status: BOOKING_STATUSES.find((status) => status === one(query.status)),
    stay: STAY_IDS.find((stay) => stay === one(query.stay)),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(one(query.month)) ? one(query.month) : undefined,
    q: isSafeText(one(query.q)) ? one(query.q).slice(0, 100) || undefined : undefined,
    cursor: z.uuid().safeParse(one(query.cursor)).success ? one(query.cursor) : undefined,
  };
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const { language, t } = await openConsolePage(`/owner/bookings${params.size ? `?${params}` : ""}`);
  const { items, nextCursor } = await caller.owner.bookings.list(filters);
  const moreParams = new URLSearchParams(params);
  if (nextCursor) moreParams.set("cursor", nextCursor);

  return (
    <ConsolePage title={t.bookings.title}>
      <form
        method="get"
        action="/owner/bookings"
        aria-label={t.bookings.filters}
        className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-2">
          <Label htmlFor="bookings-q">{t.bookings.search}</Label>
          <Input
            id="bookings-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder={t.bookings.searchHint}
            aria-describedby="bookings-q-hint"
          />
          <span id="bookings-q-hint" className="sr-only">
            {t.bookings.searchHint}
          </span>
        </div>
        {(
          [
            ["status", t.common.status, t.bookings.anyStatus, BOOKING_STATUSES.map((status) => [status, t.statuses[status]] as const)],
            [
              "stay",
              t.common.stay,
              t.common.allStays,
              STAY_IDS.map((stay) => [stay, stayName(stay, language, t.common.allStays)] as const),
            ],
          ] as const
        ).map(([name, label, placeholder, options]) => (
          <FilterSelect
            key={name}
            id={`bookings-${name}`}
            label={label}
            name={name}
            defaultValue={filters[name] ?? ""}
            className={selectClasses}
            placeholder={placeholder}
            options={options}
          />
        ))}
        <div className="flex flex-col gap-1">
          <Label htmlFor="bookings-month">{t.calendar.month}</Label>
          <Input id="bookings-month" name="month" type="month" defaultValue={filters.month ?? ""} />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="secondary">
            {t.bookings.apply}
          </Button>
          <Button asChild variant="ghost">
            <Link href="/owner/bookings">{t.bookings.reset}</Link>
          </Button>
        </div>
      </form>

      <TitledSection
        id="bookings-results"
        title={fill(t.bookings.shown, { n: items.length })}
        size="xs"
        titleClassName="text-muted-foreground"
        className="flex flex-col gap-2"
      >
        <ConsoleList items={items} empty={t.bookings.empty} testId="bookings-list">
          {(item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link href={`/owner/bookings/${item.id}`} className="font-semibold text-secondary underline-offset-4 hover:underline">
                  {item.number} · {item.guestName}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {stayName(item.stay, language, t.common.allStays)} · {formatDisplayDate(item.checkIn)} –{" "}
                  {formatDisplayDate(item.checkOut)} · {t.common.guests}: {item.guests} · {formatCents(item.totalPriceCents, language)}
                </p>
              </div>
              <Badge variant={isBinding(item.status) ? "secondary" : isRequest(item.status) ? "default" : "muted"}>
                {t.statuses[item.status]}
              </Badge>
            </li>
          )}
        </ConsoleList>
        {nextCursor && (
          <Button asChild variant="outline" className="self-start">
            <Link href={`/owner/bookings?${moreParams}`}>{t.bookings.more}</Link>
          </Button>
        )}
      </TitledSection>
    </ConsolePage>
  );
}
