// The cleaner's changeover sheet (/cleaner/<token>): what the sheet covers and when check-out is,
// then a table of the days on which stays leave or arrive, each turnover marked; each stay by its
// name, number of guests, arrival time (arrivals only), booking number and dates, or the channel it
// came from. Nothing about who the guests are or what they paid: the sheet it is given holds none.
// Printed, it is the table alone (the links' layout leaves the site's header and footer out).
import { ChangeoverTable } from "@/components/ui/changeover-table";
import type { TLanguage } from "@/content/dictionaries";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { STAYS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { formatDisplayDate } from "@/server/calendar/dates";
import type { TCleanerSheetStay, TSheet } from "@/server/changeovers/sheet";
import { LinkPageBody, Notice } from "./link-page";

function weekday(date: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === "af" ? "af-ZA" : "en-ZA", { weekday: "short", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function StayItem({ stay, language, arriving }: { stay: TCleanerSheetStay; language: TLanguage; arriving: boolean }) {
  const t = getConsoleDictionary(language).changeovers;
  const dates = fill(t.stayDates, {
    checkIn: formatDisplayDate(stay.checkIn),
    checkOut: formatDisplayDate(stay.checkOut),
    nights: stay.nights,
  });
  const lines =
    stay.kind === "channel"
      ? [fill(t.channel, { source: stay.source })]
      : [`${t.guests}: ${stay.guests}`, ...(arriving ? [`${t.arrivalTime}: ${stay.checkInTime}`] : []), `${t.booking}: ${stay.number}`];
  return (
    <li className="flex flex-col">
      <strong className="font-semibold">{STAYS[stay.stay].name[language]}</strong>
      {[...lines, dates].map((line) => (
        <span key={line}>{line}</span>
      ))}
    </li>
  );
}

function Stays({ stays, language, arriving }: { stays: TCleanerSheetStay[]; language: TLanguage; arriving: boolean }) {
  if (stays.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {stays.map((stay, index) => (
        <StayItem key={index} stay={stay} language={language} arriving={arriving} />
      ))}
    </ul>
  );
}

/** The sheet; `checkOutBy` is the owner's saved check-out time, the hour the cleaning may start. */
export function CleanerSheetView({
  sheet,
  checkOutBy,
  language,
}: {
  sheet: TSheet<TCleanerSheetStay>;
  checkOutBy: string;
  language: TLanguage;
}) {
  const t = getConsoleDictionary(language).changeovers;
  const from = formatDisplayDate(sheet.from);
  const to = formatDisplayDate(sheet.to);
  return (
    <LinkPageBody title={t.cleaner.title}>
      <p>{fill(t.cleaner.intro, { from, to, checkOutBy })}</p>
      {sheet.days.length === 0 ? (
        <Notice>{t.empty}</Notice>
      ) : (
        <ChangeoverTable
          sheet={sheet}
          caption={fill(t.range, { from, to })}
          texts={t}
          dayLabel={(date) => `${weekday(date, language)} ${formatDisplayDate(date)}`}
          stays={(stays, arriving) => <Stays stays={stays} language={language} arriving={arriving} />}
          turnoverBadge="secondary"
        />
      )}
    </LinkPageBody>
  );
}
