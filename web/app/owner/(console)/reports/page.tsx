// /owner/reports – how the business is doing over a month, a season, a year or any range, for
// every stay or one, beside the same period a year earlier: occupancy (against the one stay the
// business can sell a night), money, lead time and length of stay, where bookings come from,
// what became of requests, and reviews. Charts are plain SVG drawn here, each with its numbers in
// a table; the period and the stay are picked with links and GET forms (no script needed). The
// figures come from web/server/reports.
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsolePage } from "@/components/owner/page-heading";
import { BarChart, ChartLegend, type TChartSeries } from "@/components/owner/report-chart";
import { Button } from "@/components/ui/button";
import { fieldClasses, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import { NativeSelect } from "@/components/ui/native-select";
import { TitledSection } from "@/components/ui/titled-section";
import type { TLanguage } from "@/content/dictionaries";
import { formatCents } from "@/content/payments";
import { REPORT_TEXTS } from "@/content/reports";
import { STAY_IDS, STAYS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { percentOf, REPORT_SCOPES, type TFigures, type TReportScope } from "@/server/reports/figures";
import { periodQuery, reportPeriodOf, SEASONS, yearEarlier, type TReportPeriod } from "@/server/reports/period";
import { caller } from "@/trpc/server";
import type { ReactNode } from "react";

export const generateMetadata = consoleTitle((t) => t.nav.reports);

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type TTexts = (typeof REPORT_TEXTS)[TLanguage];

const PERIOD_KEYS = ["month", "year", "season", "from", "to"] as const;

function formatPercent(value: number, language: TLanguage): string {
  const text = value.toFixed(1);
  return `${language === "af" ? text.replace(".", ",") : text}%`;
}

function periodName(period: TReportPeriod, t: TTexts): string {
  switch (period.kind) {
    case "month":
      return `${t.monthsShort[Number(period.label.slice(5, 7)) - 1]} ${period.label.slice(0, 4)}`;
    case "year":
      return period.label;
    case "season":
      return fill(t.seasonLabel, { season: t.seasons[period.season], year: period.year });
    case "range":
      return fill(t.rangeLabel, { from: period.from, to: addDays(period.until, -1) });
  }
}

const search = (query: Record<string, string>) => new URLSearchParams(query).toString();

/** One way of naming the period: a GET form that keeps the chosen stay. */
function PeriodForm({ scope, submit, children }: { scope: string; submit: string; children: ReactNode }) {
  return (
    <form method="get" action="/owner/reports" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="stay" value={scope} />
      {children}
      <Button type="submit" variant="outline">
        {submit}
      </Button>
    </form>
  );
}

function PeriodField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function YearInput({ id, defaultValue }: { id: string; defaultValue: string }) {
  return <Input id={id} name="year" inputMode="numeric" pattern="\d{4}" defaultValue={defaultValue} required className="w-24" />;
}

/** A figure with the year earlier's beneath it, in one cell: a phone's width holds the table whole. */
type TPaired = { now: string | number; before: string | number };
type TCell = string | number | TPaired;
type THead = string | { label: string; before: string };

function isPaired(cell: TCell): cell is TPaired {
  return typeof cell === "object";
}

/**
 * A table of numbers beside a chart or on its own: first column the row's name. A column that
 * compares with the year earlier holds both figures, the earlier one beneath (named in its header
 * and, for screen readers, in the cell), rather than a column of its own.
 */
function NumberTable({ id, head, rows, label }: { id: string; head: THead[]; rows: TCell[][]; label: string }) {
  const earlier = (index: number) => {
    const cell = head[index];
    return typeof cell === "object" ? cell.before : "";
  };
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full text-sm" data-testid={id}>
        <thead>
          <tr className="border-b text-left">
            {head.map((cell, index) => (
              <th
                key={typeof cell === "object" ? cell.label : cell}
                scope="col"
                className={
                  index === 0
                    ? "py-1 pr-2 last:pr-0 sm:pr-3 align-bottom font-semibold"
                    : "py-1 pr-2 last:pr-0 sm:pr-3 text-right align-bottom font-semibold"
                }
              >
                {typeof cell === "object" ? (
                  <>
                    {cell.label}
                    <span className="block text-xs font-normal text-muted-foreground">{cell.before}</span>
                  </>
                ) : (
                  cell
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b last:border-0">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-1 pr-2 last:pr-0 sm:pr-3 text-left font-normal">
                    {isPaired(cell) ? cell.now : cell}
                  </th>
                ) : (
                  <td key={index} className="py-1 pr-2 last:pr-0 sm:pr-3 text-right tabular-nums">
                    {isPaired(cell) ? (
                      <>
                        {cell.now}
                        <span className="block text-xs text-muted-foreground">
                          <span className="sr-only">{earlier(index)}: </span>
                          {cell.before}
                        </span>
                      </>
                    ) : (
                      cell
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart and its table, side by side on a wide screen, one under the other on a phone. */
function ChartSection({
  id,
  title,
  intro,
  categories,
  chartCategories = categories,
  series,
  format,
  t,
  periodLabel,
  max,
}: {
  id: string;
  title: string;
  intro?: string;
  categories: string[];
  /** Shorter names under the bars, where the table's would crowd them. */
  chartCategories?: string[];
  series: TChartSeries[];
  format: (value: number) => string;
  t: TTexts;
  periodLabel: string;
  max?: number;
}) {
  return (
    <TitledSection id={id} title={title} size="md" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="flex flex-col gap-2">
          <BarChart
            id={`${id}-chart`}
            title={title}
            desc={fill(t.chartDesc, { what: title, period: periodLabel })}
            categories={chartCategories}
            series={series}
            max={max}
          />
          <ChartLegend id={`${id}-legend`} series={series} />
        </div>
        <NumberTable
          id={`${id}-table`}
          label={title}
          head={[id === "report-lead-time" ? t.leadTime : t.monthColumn, ...series.map((one) => one.name)]}
          rows={categories.map((category, index) => [category, ...series.map((one) => format(one.values[index] ?? 0))])}
        />
      </div>
    </TitledSection>
  );
}

/** One figure of the summary, with the year earlier's beneath it. */
function Figure({ label, value, before, hint, testId }: { label: string; value: string; before: string; hint?: string; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg border bg-card p-3" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      <dd className="text-sm text-muted-foreground">{before}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

export default async function ReportsPage({ searchParams }: TProps) {
  const { language, t: consoleTexts } = await openConsolePage("/owner/reports");
  const t = REPORT_TEXTS[language];
  const params = await searchParams;
  const first = (key: string) => {
    const value = params[key];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const asked = Object.fromEntries(PERIOD_KEYS.map((key) => [key, first(key)]));
  const today = getBusinessToday();
  const thisYear = reportPeriodOf({ year: today.slice(0, 4) })!;
  const askedAny = PERIOD_KEYS.some((key) => asked[key]);
  const parsed = askedAny && Object.values(asked).every((value) => value === null || value.length <= 10) ? reportPeriodOf(asked) : null;
  const period = parsed ?? thisYear;
  const stayParam = first("stay");
  const scope: TReportScope = REPORT_SCOPES.includes(stayParam as TReportScope) ? (stayParam as TReportScope) : "all";
  const report = await caller.owner.reports(periodQuery(period));
  const { now, before } = report.figures[scope];
  const money = (cents: number) => formatCents(cents, language);
  const percent = (value: number) => formatPercent(value, language);
  const stayName = (id: TReportScope) => (id === "all" ? t.allStays : STAYS[id].name[language]);
  const label = periodName(period, t);
  const earlierLabel = periodName(yearEarlier(period), t);
  const query = periodQuery(period);
  const yearEarlierText = (value: string) => `${t.yearEarlier}: ${value}`;
  const occupancy = (figures: TFigures) => percentOf(figures.nights.sold, figures.sellableNights);
  const series = (pick: (figures: TFigures, index: number) => number, length: number): TChartSeries[] => [
    { name: label, values: Array.from({ length }, (_, index) => pick(now, index)) },
    { name: earlierLabel, values: Array.from({ length }, (_, index) => pick(before, index)), striped: true },
  ];
  // A range of more than a year names each month's year too.
  const months = now.months.map(
    (month) => `${t.monthsShort[Number(month.month.slice(5, 7)) - 1]}${now.months.length > 12 ? ` ${month.month.slice(2, 4)}` : ""}`,
  );
  const monthly = (pick: (month: TFigures["months"][number]) => number) =>
    series((figures, index) => (figures.months[index] ? pick(figures.months[index]) : 0), months.length);
  const average = (sum: number, count: number) => (count > 0 ? (sum / count).toFixed(1) : t.noReviews);
  const funnelShare = (count: number) => `${count} (${percent(percentOf(count, now.requests.website))})`;

  return (
    <ConsolePage title={t.title} intro={t.intro}>
      <TitledSection id="report-period" title={t.period} size="md" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <nav aria-label={t.stay}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {REPORT_SCOPES.map((id) => (
              <li key={id}>
                <Link
                  href={`/owner/reports?${search({ ...query, stay: id })}`}
                  aria-current={id === scope ? "page" : undefined}
                  className={
                    id === scope
                      ? "inline-flex min-h-11 items-center rounded-md bg-primary px-3 font-semibold text-primary-foreground"
                      : "inline-flex min-h-11 items-center rounded-md border px-3 font-semibold text-secondary underline underline-offset-4"
                  }
                >
                  {stayName(id)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
          <PeriodForm scope={scope} submit={t.show}>
            <PeriodField id="report-month" label={t.month}>
              <Input
                id="report-month"
                name="month"
                type="month"
                defaultValue={period.kind === "month" ? period.label : today.slice(0, 7)}
                required
                className="w-44"
              />
            </PeriodField>
          </PeriodForm>
          <PeriodForm scope={scope} submit={t.show}>
            <PeriodField id="report-season" label={t.season}>
              <NativeSelect
                id="report-season"
                name="season"
                className={`${fieldClasses} h-11 w-48`}
                defaultValue={period.kind === "season" ? period.season : "summer"}
                options={SEASONS.map((season) => [season, t.seasons[season]] as const)}
              />
            </PeriodField>
            <PeriodField id="report-season-year" label={t.year}>
              <YearInput id="report-season-year" defaultValue={period.kind === "season" ? String(period.year) : today.slice(0, 4)} />
            </PeriodField>
          </PeriodForm>
          <PeriodForm scope={scope} submit={t.show}>
            <PeriodField id="report-year" label={t.year}>
              <YearInput id="report-year" defaultValue={period.kind === "year" ? period.label : today.slice(0, 4)} />
            </PeriodField>
          </PeriodForm>
          <PeriodForm scope={scope} submit={t.show}>
            <PeriodField id="report-from" label={t.from}>
              <Input id="report-from" name="from" type="date" defaultValue={period.from} required className="w-40" />
            </PeriodField>
            <PeriodField id="report-to" label={t.to}>
              <Input id="report-to" name="to" type="date" defaultValue={addDays(period.until, -1)} required className="w-40" />
            </PeriodField>
          </PeriodForm>
        </div>
      </TitledSection>

      {askedAny && !parsed && (
        <p role="status" className="rounded-md border border-destructive p-3 text-sm" data-testid="report-bad-period">
          {t.badPeriod}
        </p>
      )}

      <TitledSection id="report-summary" title={`${stayName(scope)} · ${label}`} size="lg" className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{fill(t.comparedWith, { earlier: earlierLabel })}</p>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 [&>*]:min-w-0">
          <Figure
            testId="report-occupancy"
            label={t.occupancy}
            value={percent(occupancy(now))}
            before={yearEarlierText(percent(occupancy(before)))}
            hint={fill(t.occupancyLine, { sold: now.nights.sold, sellable: now.sellableNights })}
          />
          <Figure
            testId="report-revenue"
            label={t.revenueBooked}
            value={money(now.revenueBookedCents)}
            before={yearEarlierText(money(before.revenueBookedCents))}
          />
          <Figure
            testId="report-received"
            label={t.received}
            value={money(now.receivedCents)}
            before={yearEarlierText(money(before.receivedCents))}
          />
          <Figure
            testId="report-outstanding"
            label={t.outstanding}
            value={money(now.outstandingCents)}
            before={yearEarlierText(money(before.outstandingCents))}
            hint={t.outstandingHint}
          />
          <Figure
            testId="report-adr"
            label={t.adr}
            value={money(now.averageDailyRateCents)}
            before={yearEarlierText(money(before.averageDailyRateCents))}
          />
          <Figure
            testId="report-revpan"
            label={t.revpan}
            value={money(now.revenuePerAvailableNightCents)}
            before={yearEarlierText(money(before.revenuePerAvailableNightCents))}
          />
        </dl>
        <p className="text-sm" data-testid="report-blocked">
          {t.blocked}: {fill(t.blockedLine, { nights: now.blockedNights })} ({t.yearEarlier}: {before.blockedNights})
        </p>
        <p className="max-w-prose text-sm text-muted-foreground" data-testid="report-one-stay-rule">
          {t.oneStayRule}
        </p>
      </TitledSection>

      <TitledSection id="report-per-stay" title={t.perStay} size="md" className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:p-4">
        <NumberTable
          id="report-per-stay-table"
          label={t.perStay}
          head={[t.stay, t.nightsSold, { label: t.occupancy, before: earlierLabel }, { label: t.revenueBooked, before: earlierLabel }]}
          rows={[...STAY_IDS, "all" as const].map((id) => {
            const figures = report.figures[id];
            return [
              id === "all" ? t.total : stayName(id),
              figures.now.nights.sold,
              { now: percent(occupancy(figures.now)), before: percent(occupancy(figures.before)) },
              { now: money(figures.now.revenueBookedCents), before: money(figures.before.revenueBookedCents) },
            ];
          })}
        />
      </TitledSection>

      <ChartSection
        id="report-occupancy-by-month"
        title={t.occupancyByMonth}
        categories={months}
        series={monthly((month) => percentOf(month.soldNights, month.sellableNights))}
        format={percent}
        t={t}
        periodLabel={label}
        max={100}
      />
      <ChartSection
        id="report-revenue-by-month"
        title={t.revenueByMonth}
        categories={months}
        series={monthly((month) => month.revenueCents)}
        format={money}
        t={t}
        periodLabel={label}
      />
      <ChartSection
        id="report-lead-time"
        title={t.leadTime}
        intro={t.leadTimeIntro}
        categories={t.leadBuckets}
        chartCategories={t.leadBuckets.map((bucket) => bucket.split(" ")[0]!)}
        series={series((figures, index) => figures.leadTime[index] ?? 0, t.leadBuckets.length)}
        format={String}
        t={t}
        periodLabel={label}
      />

      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <TitledSection id="report-length" title={t.lengthOfStay} size="md" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <NumberTable
            id="report-length-table"
            label={t.lengthOfStay}
            head={[t.lengthOfStay, label, earlierLabel]}
            rows={t.lengthBuckets.map((bucket, index) => [bucket, now.lengthOfStay[index] ?? 0, before.lengthOfStay[index] ?? 0])}
          />
        </TitledSection>
        <TitledSection id="report-sources" title={t.sources} size="md" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <NumberTable
            id="report-sources-table"
            label={t.sources}
            head={[t.source, t.stays, { label: t.nights, before: earlierLabel }]}
            rows={[
              [t.website, now.stays.website, { now: now.nights.website, before: before.nights.website }],
              [t.manual, now.stays.manual, { now: now.nights.manual, before: before.nights.manual }],
              [t.channels, "—", { now: now.nights.channel, before: before.nights.channel }],
            ]}
          />
        </TitledSection>
        <TitledSection id="report-requests" title={t.requests} size="md" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <h3 className="text-sm font-semibold">{t.funnel}</h3>
          <NumberTable
            id="report-funnel-table"
            label={t.funnel}
            head={[t.funnel, label, earlierLabel]}
            rows={[
              [t.requested, now.requests.website, before.requests.website],
              [t.confirmedByGuest, funnelShare(now.requests.confirmedByGuest), before.requests.confirmedByGuest],
              [t.confirmedByOwner, funnelShare(now.requests.confirmedByOwner), before.requests.confirmedByOwner],
            ]}
          />
          <NumberTable
            id="report-outcomes-table"
            label={t.requests}
            head={[t.requests, label, earlierLabel]}
            rows={(["declined", "lapsedUnconfirmed", "lapsedUnanswered", "cancelled"] as const).map((key) => [
              t[key],
              now.requests[key],
              before.requests[key],
            ])}
          />
        </TitledSection>
        <TitledSection id="report-reviews" title={t.reviews} size="md" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <NumberTable
            id="report-reviews-table"
            label={t.reviews}
            head={[t.monthColumn, { label: t.reviewCount, before: earlierLabel }, { label: t.averageRating, before: earlierLabel }]}
            rows={[
              ...now.months.map((month, index) => {
                const earlier = before.months[index];
                return [
                  months[index]!,
                  { now: month.reviews, before: earlier?.reviews ?? 0 },
                  { now: average(month.ratingSum, month.reviews), before: average(earlier?.ratingSum ?? 0, earlier?.reviews ?? 0) },
                ];
              }),
              [
                t.total,
                { now: now.reviews.count, before: before.reviews.count },
                { now: average(now.reviews.ratingSum, now.reviews.count), before: average(before.reviews.ratingSum, before.reviews.count) },
              ],
            ]}
          />
        </TitledSection>
      </div>

      <TitledSection id="report-exports" title={t.exports} size="md" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
        <p className="text-sm text-muted-foreground">{t.exportsIntro}</p>
        <ul className="flex flex-wrap gap-4 text-sm">
          <li>
            <a
              href={`/owner/reports/export?${search(query)}`}
              className="font-semibold text-secondary underline underline-offset-4"
              data-testid="report-bookings-csv"
            >
              {t.bookingsCsv} · {label}
            </a>
          </li>
          <li>
            {period.kind === "month" || period.kind === "year" ? (
              <a href={`/owner/payments/export?${search(query)}`} className="font-semibold text-secondary underline underline-offset-4">
                {t.ledgerCsv} · {label}
              </a>
            ) : (
              <span className="text-muted-foreground">
                {t.ledgerCsvOnlyMonthOrYear}{" "}
                <Link href="/owner/payments" className="font-semibold text-secondary underline underline-offset-4">
                  {consoleTexts.nav.payments}
                </Link>
              </span>
            )}
          </li>
        </ul>
      </TitledSection>
    </ConsolePage>
  );
}
