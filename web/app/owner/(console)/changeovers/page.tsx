// /owner/changeovers – the changeover sheet: for each day of a range (the next 14 days unless
// ?from=&to= ask for another, at most 92), who leaves and who arrives, and the turnovers; with the
// guest's name, phone, number of guests and arrival time. Prints as a clean table (no navigation,
// no forms). Below it, the links that show the cleaner the same sheet without the guests' details.
import { CleanerLinkForm, PrintButton, RevokeLink } from "@/components/owner/changeover-forms";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ConsoleList } from "@/components/owner/console-list";
import { formatDisplayDate, stayName } from "@/components/owner/format";
import { ConsolePage } from "@/components/owner/page-heading";
import { ChangeoverTable } from "@/components/ui/changeover-table";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { TitledSection } from "@/components/ui/titled-section";
import type { TLanguage } from "@/content/dictionaries";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { fill } from "@/lib/fill";
import { isIsoDate } from "@/server/calendar/dates";
import { CLEANER_LINK_DAYS } from "@/server/changeovers/links";
import { defaultSheetRange, isSheetRange, MAX_SHEET_DAYS, type TOwnerSheetStay } from "@/server/changeovers/sheet";
import { caller } from "@/trpc/server";

export const generateMetadata = consoleTitle((t) => t.changeovers.title);

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The range asked for, when it is one the sheet shows; else the default, and whether one was refused. */
function readRange(query: Record<string, string | string[] | undefined>): { from: string; to: string; refused: boolean } {
  const from = typeof query.from === "string" ? query.from : undefined;
  const to = typeof query.to === "string" ? query.to : undefined;
  if (from === undefined && to === undefined) return { ...defaultSheetRange(), refused: false };
  if (from && to && isIsoDate(from) && isIsoDate(to) && isSheetRange(from, to)) return { from, to, refused: false };
  return { ...defaultSheetRange(), refused: true };
}

function StayCell({
  stay,
  t,
  language,
  arriving,
}: {
  stay: TOwnerSheetStay;
  t: TConsoleDictionary;
  language: TLanguage;
  arriving: boolean;
}) {
  const c = t.changeovers;
  const dates = fill(c.stayDates, {
    checkIn: formatDisplayDate(stay.checkIn),
    checkOut: formatDisplayDate(stay.checkOut),
    nights: stay.nights,
  });
  return (
    <li className="flex flex-col" data-testid="sheet-stay">
      <span className="font-semibold">{stayName(stay.stay, language, t.common.allStays)}</span>
      {stay.kind === "booking" ? (
        <>
          <span>
            {stay.guestName} · {c.guests}: {stay.guests}
            {arriving ? ` · ${c.arrivalTime}: ${stay.checkInTime}` : ""}
          </span>
          {stay.guestPhone && (
            <span className="text-muted-foreground">
              {c.phone}: {stay.guestPhone}
            </span>
          )}
          <span className="text-muted-foreground">
            {c.booking}: {stay.number} · {dates}
          </span>
        </>
      ) : (
        <span className="text-muted-foreground">
          {fill(c.channel, { source: stay.source })} · {dates}
        </span>
      )}
    </li>
  );
}

export default async function ChangeoversPage({ searchParams }: TProps) {
  const { language, t } = await openConsolePage("/owner/changeovers");
  const c = t.changeovers;
  const range = readRange(await searchParams);
  const [sheet, links] = await Promise.all([
    caller.owner.changeovers.sheet({ from: range.from, to: range.to }),
    caller.owner.changeovers.links(),
  ]);
  const cells = (stays: TOwnerSheetStay[], arriving: boolean) =>
    stays.length > 0 ? (
      <ul className="flex flex-col gap-2">
        {stays.map((stay) => (
          <StayCell key={`${stay.kind}-${stay.id}`} stay={stay} t={t} language={language} arriving={arriving} />
        ))}
      </ul>
    ) : null;

  return (
    <ConsolePage title={c.title} intro={c.intro} actions={<PrintButton label={c.print} />}>
      <form
        method="get"
        action="/owner/changeovers"
        aria-label={c.title}
        className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4 print:hidden"
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="changeovers-from">{c.from}</Label>
          <Input id="changeovers-from" name="from" type="date" defaultValue={range.from} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="changeovers-to">{c.to}</Label>
          <Input id="changeovers-to" name="to" type="date" defaultValue={range.to} />
        </div>
        <Button type="submit" variant="secondary">
          {c.show}
        </Button>
      </form>
      {range.refused && (
        <p role="status" className="text-sm text-destructive print:hidden">
          {fill(c.invalidRange, { max: MAX_SHEET_DAYS })}
        </p>
      )}
      {sheet.days.length === 0 ? (
        <p data-testid="sheet-empty">{c.empty}</p>
      ) : (
        <div className="overflow-x-auto print:overflow-visible">
          <ChangeoverTable
            sheet={sheet}
            caption={fill(c.range, { from: formatDisplayDate(sheet.from), to: formatDisplayDate(sheet.to) })}
            texts={c}
            dayLabel={formatDisplayDate}
            stays={cells}
            testId="changeover-sheet"
            className="w-full border-collapse text-sm print:text-xs"
          />
        </div>
      )}
      <TitledSection
        id="cleaner-links"
        title={c.links.title}
        size="md"
        className="flex flex-col gap-3 rounded-lg border bg-card p-4 print:hidden"
      >
        <p className="max-w-prose text-sm text-muted-foreground">{c.links.intro}</p>
        <CleanerLinkForm t={t} min={CLEANER_LINK_DAYS.min} max={CLEANER_LINK_DAYS.max} initialDays={CLEANER_LINK_DAYS.default} />
        <ConsoleList items={links} empty={c.links.empty} testId="cleaner-links" className="flex flex-col gap-3">
          {(link) => {
            const name = fill(c.links.linkName, { label: link.label ?? "" }).trim();
            return (
              <li key={link.id} data-testid="cleaner-link" className="flex flex-col gap-2 rounded-md border p-3">
                <p className="text-sm">
                  {link.label && <span className="font-semibold">{link.label} · </span>}
                  {fill(c.links.expires, { date: formatDisplayDate(link.expiresAt.slice(0, 10)) })}
                </p>
                <Input readOnly value={link.url} aria-label={name} data-testid="cleaner-link-url" className="font-mono text-xs" />
                <div className="flex flex-wrap gap-2">
                  <a
                    href={link.url}
                    className="text-sm font-semibold text-secondary underline-offset-4 hover:underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t.common.open}
                  </a>
                  <RevokeLink t={t} id={link.id} name={name} />
                </div>
              </li>
            );
          }}
        </ConsoleList>
      </TitledSection>
    </ConsolePage>
  );
}
