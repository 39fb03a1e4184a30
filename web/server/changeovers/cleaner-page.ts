// The cleaner's changeover sheet behind one of the owner's links (/cleaner/<token>): today and the
// next 13 days, the stays leaving and arriving each day and the turnovers, with the number of
// guests and their arrival time; no guest's name, contact detail or price (cleanerSheet builds it
// field by field). Plain server HTML like the other link pages: no scripts, not indexed, never
// cached, rate-limited; in the visitor's language unless ?lang= asks for the other. Only a token
// of this page's own action opens it, and only while its link is neither revoked nor expired.
import { getConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries";
import { STAYS } from "@/content/stays";
import { fill } from "@/lib/fill";
import { guardLinkPage, renderPlainPage, unlessUnavailable } from "../approvals/page";
import { CLEANER_ACTIONS, verifyActionToken } from "../approvals/token";
import { formatDisplayDate } from "../calendar/dates";
import { getDictionary } from "@/content/dictionaries";
import { resolveLanguage } from "../http/language";
import { escapeHtml } from "../mail/layout";
import { readStaySettings } from "../stays/texts";
import { cleanerLinkState } from "./links";
import { cleanerSheet, defaultSheetRange, type TCleanerSheetStay, type TSheet } from "./sheet";

const STYLE =
  "<style>main{max-width:760px}table{width:100%;border-collapse:collapse;margin:16px 0}caption{text-align:left;font-weight:600;padding-bottom:8px}th,td{text-align:left;vertical-align:top;border-top:1px solid #e3e8e6;padding:8px 6px}th{font-size:14px;color:#5b6b70}td ul{margin:0;padding:0;list-style:none}td li+li{margin-top:6px}.turnover{display:inline-block;margin-top:4px;padding:2px 8px;border-radius:999px;background:#fdf1d6;color:#5c4200;font-size:13px;font-weight:600}.lang{color:#1d5c63;font-weight:600}@media print{body{background:#fff;padding:0}main{border:0;padding:0;max-width:none}.lang{display:none}}</style>";

function weekday(date: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === "af" ? "af-ZA" : "en-ZA", { weekday: "short", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function stayHtml(stay: TCleanerSheetStay, language: TLanguage, arriving: boolean): string {
  const t = getConsoleDictionary(language).changeovers;
  const name = STAYS[stay.stay].name[language];
  const dates = fill(t.stayDates, {
    checkIn: formatDisplayDate(stay.checkIn),
    checkOut: formatDisplayDate(stay.checkOut),
    nights: stay.nights,
  });
  if (stay.kind === "channel")
    return `<li><strong>${escapeHtml(name)}</strong><br>${escapeHtml(fill(t.channel, { source: stay.source }))}<br>${escapeHtml(dates)}</li>`;
  const details = [
    `${t.guests}: ${stay.guests}`,
    ...(arriving ? [`${t.arrivalTime}: ${stay.checkInTime}`] : []),
    `${t.booking}: ${stay.number}`,
  ];
  return `<li><strong>${escapeHtml(name)}</strong><br>${details.map(escapeHtml).join("<br>")}<br>${escapeHtml(dates)}</li>`;
}

/** The sheet as HTML; `checkOutBy` is the owner's saved check-out time, the hour the cleaning may start. */
function sheetHtml(sheet: TSheet<TCleanerSheetStay>, language: TLanguage, self: string, checkOutBy: string): string {
  const t = getConsoleDictionary(language).changeovers;
  const other: TLanguage = language === "en" ? "af" : "en";
  const list = (stays: TCleanerSheetStay[], arriving: boolean) =>
    stays.length > 0 ? `<ul>${stays.map((stay) => stayHtml(stay, language, arriving)).join("")}</ul>` : "";
  const rows = sheet.days
    .map(
      (day) =>
        `<tr data-testid="changeover-day"><th scope="row">${escapeHtml(`${weekday(day.date, language)} ${formatDisplayDate(day.date)}`)}${
          day.turnover ? `<br><span class="turnover">${escapeHtml(t.turnover)}</span>` : ""
        }</th><td>${list(day.departures, false)}</td><td>${list(day.arrivals, true)}</td></tr>`,
    )
    .join("");
  const range = fill(t.range, { from: formatDisplayDate(sheet.from), to: formatDisplayDate(sheet.to) });
  return [
    STYLE,
    `<p><a class="lang" href="${escapeHtml(self)}?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(t.cleaner.otherLanguage)}</a></p>`,
    `<p>${escapeHtml(fill(t.cleaner.intro, { from: formatDisplayDate(sheet.from), to: formatDisplayDate(sheet.to), checkOutBy }))}</p>`,
    sheet.days.length > 0
      ? `<table><caption>${escapeHtml(range)}</caption><thead><tr><th scope="col">${escapeHtml(t.date)}</th><th scope="col">${escapeHtml(t.departure)}</th><th scope="col">${escapeHtml(t.arrival)}</th></tr></thead><tbody>${rows}</tbody></table>`
      : `<p role="status">${escapeHtml(t.empty)}</p>`,
  ].join("");
}

function messagePage(language: TLanguage, title: string, text: string, status: number, headers: Record<string, string> = {}): Response {
  return renderPlainPage({ language, title, html: `<p>${escapeHtml(text)}</p>`, status, headers });
}

function pageLanguage(request: Request): TLanguage {
  const asked = new URL(request.url).searchParams.get("lang");
  return asked === "en" || asked === "af" ? asked : resolveLanguage(request.headers);
}

export async function handleCleanerPage(request: Request, token: string): Promise<Response> {
  const language = pageLanguage(request);
  const t = getConsoleDictionary(language).changeovers.cleaner;
  return unlessUnavailable(
    language,
    async () => {
      const refused = await guardLinkPage(request, "GET", { bucket: "cleaner-pages" }, getDictionary(language), {
        limited: (retryAfterSeconds) => messagePage(language, t.limited, t.limitedText, 429, { "retry-after": String(retryAfterSeconds) }),
        crossOrigin: () => messagePage(language, t.forged, t.forgedText, 403),
      });
      if (refused) return refused;
      const check = verifyActionToken(token, Date.now(), undefined, CLEANER_ACTIONS);
      if (!check.ok)
        return check.reason === "expired"
          ? messagePage(language, t.expired, t.expiredText, 410)
          : messagePage(language, t.forged, t.forgedText, 403);
      const state = await cleanerLinkState(check.claim.subjectId, check.claim.expiresAt);
      if (state === "missing") return messagePage(language, t.forged, t.forgedText, 403);
      if (state !== "live") return messagePage(language, t.expired, t.expiredText, 410);
      const { from, to } = defaultSheetRange();
      const [sheet, settings] = await Promise.all([cleanerSheet(from, to), readStaySettings()]);
      return renderPlainPage({
        language,
        title: t.title,
        html: sheetHtml(sheet, language, `/cleaner/${encodeURIComponent(token)}`, settings.hours.checkOutBy),
        status: 200,
      });
    },
    (message, retryAfterSeconds) => messagePage(language, t.unavailable, message, 503, { "retry-after": String(retryAfterSeconds) }),
  );
}
