// The changeover sheet's table, as the owner's console and the cleaner's page both show it: a row
// per day on which stays leave or arrive (its turnover marked), departures and then arrivals. Each
// page says what it shows of a stay (the console: the guest; the cleaner: no one's details).
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { TSheet } from "@/server/changeovers/sheet";

type TTableTexts = { range: string; date: string; departure: string; arrival: string; turnover: string };

export function ChangeoverTable<TStay>({
  sheet,
  caption,
  texts,
  dayLabel,
  stays,
  className,
  testId,
  turnoverBadge = "muted",
}: {
  sheet: TSheet<TStay>;
  caption: string;
  texts: TTableTexts;
  dayLabel: (date: string) => string;
  /** A cell's stays: those leaving, or (`arriving`) those arriving. */
  stays: (stays: TStay[], arriving: boolean) => ReactNode;
  className?: string;
  testId?: string;
  turnoverBadge?: "muted" | "secondary";
}) {
  return (
    <table data-testid={testId} className={className ?? "w-full border-collapse text-sm"}>
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b text-left">
          <th scope="col" className="p-2">
            {texts.date}
          </th>
          <th scope="col" className="p-2">
            {texts.departure}
          </th>
          <th scope="col" className="p-2">
            {texts.arrival}
          </th>
        </tr>
      </thead>
      <tbody>
        {sheet.days.map((day) => (
          <tr key={day.date} data-testid="changeover-day" className="border-b align-top break-inside-avoid">
            <th scope="row" className="p-2 text-left whitespace-nowrap">
              {dayLabel(day.date)}
              {day.turnover && (
                <>
                  <br />
                  <Badge variant={turnoverBadge} className="mt-1">
                    {texts.turnover}
                  </Badge>
                </>
              )}
            </th>
            <td className="p-2">{stays(day.departures, false)}</td>
            <td className="p-2">{stays(day.arrivals, true)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
