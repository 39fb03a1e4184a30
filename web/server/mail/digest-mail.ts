// The owner's weekly digest e-mail, built at send time from the claimed week (digest/weekly.ts),
// in the owner's language: the console's choice on OWNER_EMAIL's account, else English.
import "server-only";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { formatCents } from "@/content/payments";
import { STAYS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { formatDisplayDate } from "../calendar/dates";
import type { TOwnerSheetStay } from "../changeovers/sheet";
import { getConfig } from "../config";
import { buildDigest, readClaimedDigest } from "../digest/weekly";
import { renderEmail, type TMailBlock } from "./layout";
import { readOwnerMailLanguage } from "./owner-language";
import type { TMail } from "./parts";
import { getBusinessDetails } from "../business";

export async function renderWeeklyDigestMail(digestId: string): Promise<TMail | null> {
  const claimed = await readClaimedDigest(digestId);
  if (!claimed) return null;
  const language = await readOwnerMailLanguage();
  const t = getConsoleDictionary(language);
  const m = t.digest.mail;
  const digest = await buildDigest(claimed.weekStart);
  const date = formatDisplayDate;
  const money = (cents: number) => formatCents(cents, language);
  const base = getConfig().APP_URL.replace(/\/+$/, "");
  const stayLine = (stay: TOwnerSheetStay) =>
    stay.kind === "booking"
      ? fill(m.stayLine, {
          stay: STAYS[stay.stay].name[language],
          number: stay.number,
          name: stay.guestName,
          guests: stay.guests,
          time: stay.checkInTime,
        })
      : fill(m.channelLine, { stay: STAYS[stay.stay].name[language], source: stay.source });
  const list = (title: string, lines: string[], none: string): TMailBlock[] => [
    { kind: "paragraph", text: title },
    lines.length > 0 ? { kind: "details", rows: lines.map((line, i) => [String(i + 1), line]) } : { kind: "paragraph", text: none },
  ];
  const week: [string, string][] = digest.sheet.days.map((day) => [
    day.turnover ? fill(m.turnoverDay, { date: date(day.date) }) : date(day.date),
    [
      day.departures.length > 0 ? fill(m.departures, { stays: day.departures.map(stayLine).join("; ") }) : "",
      day.arrivals.length > 0 ? fill(m.arrivals, { stays: day.arrivals.map(stayLine).join("; ") }) : "",
    ]
      .filter(Boolean)
      .join("\n"),
  ]);
  const moneyLine = (line: (typeof digest.due)[number]) =>
    fill(m.moneyLine, {
      number: line.number,
      name: line.guestName,
      kind: m.kinds[line.kind as keyof typeof m.kinds] ?? line.kind,
      amount: money(line.owedCents),
      date: date(line.dueOn),
    });
  const { lastWeek } = digest;
  const subject = fill(m.subject, { from: date(digest.weekStart), to: date(digest.weekEnd) });
  const blocks: TMailBlock[] = [
    { kind: "paragraph", text: m.intro },
    { kind: "paragraph", text: m.weekAhead },
    week.length > 0 ? { kind: "details", rows: week } : { kind: "paragraph", text: m.noChangeovers },
    ...list(
      m.requests,
      digest.requests.map((r) =>
        fill(m.requestLine, { number: r.number, name: r.guestName, checkIn: date(r.checkIn), checkOut: date(r.checkOut) }),
      ),
      m.noRequests,
    ),
    ...list(m.moneyOverdue, digest.overdue.map(moneyLine), m.noMoney),
    ...list(m.moneyDue, digest.due.map(moneyLine), m.noMoney),
    { kind: "paragraph", text: m.waiting },
    { kind: "paragraph", text: fill(m.waitingLine, { reviews: digest.reviewsWaiting, photos: digest.photosWaiting }) },
    { kind: "paragraph", text: `${m.lastWeek}: ${fill(m.lastWeekRange, { from: date(lastWeek.from), to: date(lastWeek.to) })}` },
    {
      kind: "details",
      rows: [
        [
          m.occupancy,
          fill(m.occupancyValue, {
            booked: lastWeek.nightsBooked,
            available: lastWeek.nightsAvailable,
            percent: Math.round((100 * lastWeek.nightsBooked) / lastWeek.nightsAvailable),
          }),
        ],
        [m.revenue, money(lastWeek.revenueCents)],
        [m.received, money(lastWeek.receivedCents)],
      ],
    },
    {
      kind: "buttons",
      links: [
        { label: m.openSheet, href: `${base}/owner/changeovers?from=${digest.weekStart}&to=${digest.weekEnd}`, tone: "primary" },
        { label: m.openConsole, href: `${base}/owner`, tone: "secondary" },
      ],
    },
  ];
  return {
    to: getConfig().OWNER_EMAIL,
    subject,
    ...(await renderEmail({ brand: (await getBusinessDetails()).name, title: subject, blocks, footer: m.footer, language })),
  };
}
