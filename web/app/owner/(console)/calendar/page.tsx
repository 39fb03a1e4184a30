// /owner/calendar – every stay's months on one grid, with every hold by kind; select free nights
// to block or book them. ?from=YYYY-MM&months=1..6 pick the months (past ones too).
import { Link } from "@/components/ui/link";
import { CalendarGrid } from "@/components/owner/calendar-grid";
import { LEGEND_KEYS, kindStyle } from "@/components/owner/calendar-kinds";
import { buildMonths, MAX_MONTHS, parseMonth, parseMonthCount, shiftMonth } from "@/components/owner/calendar-months";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsolePage } from "@/components/owner/page-heading";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FilterSelect } from "@/components/owner/filter-select";
import { getBusinessToday } from "@/server/calendar/dates";
import { caller } from "@/trpc/server";
import { TitledSection } from "@/components/ui/titled-section";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = consoleTitle((t) => t.calendar.title);

export default async function CalendarPage({ searchParams }: TProps) {
  const query = await searchParams;
  const from = parseMonth(query.from, "");
  const months = parseMonthCount(query.months, 2);
  const { language, t } = await openConsolePage(`/owner/calendar${from ? `?from=${from}&months=${months}` : ""}`);
  const today = getBusinessToday();
  const first = from || today.slice(0, 7);
  const data = await caller.owner.calendar({ from: first, months });
  const monthList = buildMonths(first, months, language);
  const stays = data.stays.map((stay) => ({ slug: stay.slug, name: stay.name }));
  const monthLink = (month: string) => `/owner/calendar?from=${month}&months=${months}`;

  return (
    <ConsolePage title={t.calendar.title} intro={t.calendar.intro}>
      <nav aria-label={t.calendar.jumpTo} className="flex flex-wrap items-end gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={monthLink(shiftMonth(first, -1))}>← {t.calendar.previous}</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={monthLink(shiftMonth(first, 1))}>{t.calendar.next} →</Link>
        </Button>
        <form method="get" action="/owner/calendar" className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="calendar-from">{t.calendar.month}</Label>
            <Input id="calendar-from" name="from" type="month" defaultValue={first} className="h-9 w-48" required />
          </div>
          <FilterSelect
            id="calendar-months"
            label={t.calendar.months}
            name="months"
            defaultValue={months}
            className="h-9 rounded-md border border-input bg-card px-2 text-sm"
            options={Array.from({ length: MAX_MONTHS }, (_, i) => [i + 1, String(i + 1)] as const)}
          />
          <Button type="submit" size="sm" variant="secondary">
            {t.calendar.show}
          </Button>
        </form>
      </nav>

      <CalendarGrid t={t} language={language} today={today} months={monthList} stays={stays} holds={data.holds} />
      <TitledSection
        id="legend-heading"
        title={t.calendar.legend}
        size="xs"
        titleClassName="mb-2"
        className="rounded-lg border bg-card p-3"
      >
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {LEGEND_KEYS.map(({ kind, source }) => (
            <li key={`${kind}-${source ?? ""}`} className="flex items-center gap-2">
              <span
                aria-hidden
                className={`flex size-6 items-center justify-center rounded-sm border text-xs font-bold ${kindStyle(kind, source).className}`}
              >
                {t.kindCodes[kind]}
              </span>
              {t.kinds[kind]}
              {source ? ` (${t.sources[source]})` : ""}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span aria-hidden className="flex size-6 items-center justify-center rounded-sm border bg-muted text-muted-foreground">
              ·
            </span>
            {t.calendar.heldElsewhere}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden className="size-6 rounded-sm border bg-card" />
            {t.calendar.free}
          </li>
          <li className="flex items-center gap-2">
            <span
              aria-hidden
              className="flex size-6 items-center justify-center rounded-sm border bg-card text-xs font-bold outline-2 -outline-offset-2 outline-destructive"
            >
              !
            </span>
            {t.calendar.conflict}
          </li>
        </ul>
        <p className="mt-2 text-sm text-muted-foreground">{t.calendar.selectHint}</p>
      </TitledSection>
    </ConsolePage>
  );
}
