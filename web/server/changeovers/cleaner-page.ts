// The cleaner's changeover sheet behind one of the owner's links (/cleaner/<token>), the domain
// side. Its door (cleanerPageDoor, run by web/proxy.ts: the rate limit, the signed token of this
// page's own action, and the link neither revoked nor expired) decides the status and reads the
// sheet, which the page (web/app/(links)/cleaner/[token]) renders, reading nothing: today and the next 13 days,
// the stays leaving and arriving each day and the turnovers, with the number of guests and their
// arrival time; no guest's name, contact detail or price (cleanerSheet builds it field by field).
// In the visitor's language unless `?lang=` asks for the other.
import "server-only";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import { CLEANER_ACTIONS, verifyActionToken } from "../approvals/token";
import { guardLinkPage, unlessUnavailable } from "../http/link-guard";
import { messageAnswer, type TDoorAnswer } from "../http/link-page";
import { pageLanguage } from "../http/page-language";
import { readStaySettings } from "../stays/texts";
import { cleanerLinkState } from "./links";
import { cleanerSheet, defaultSheetRange } from "./sheet";

/** The cleaner's page's view besides "message". */
export type TCleanerView = "sheet";

/** Whether `token` opens the sheet: "live", else "expired" (revoked, or its time is over) or "forged". */
async function cleanerLink(token: string): Promise<"live" | "expired" | "forged"> {
  const check = verifyActionToken(token, Date.now(), undefined, CLEANER_ACTIONS);
  if (!check.ok) return check.reason === "expired" ? "expired" : "forged";
  const state = await cleanerLinkState(check.claim.subjectId, check.claim.expiresAt);
  if (state === "missing") return "forged";
  return state === "live" ? "live" : "expired";
}

/** What the cleaner's page shows: the sheet of the default range and the owner's saved check-out time (the hour the cleaning may start). */
export type TCleanerFacts = { sheet: Awaited<ReturnType<typeof cleanerSheet>>; checkOutBy: string };

export async function cleanerPageDoor(request: Request, token: string): Promise<TDoorAnswer<TCleanerFacts>> {
  const base = { language: pageLanguage(new URL(request.url), request.headers), path: `/cleaner/${encodeURIComponent(token)}` };
  const t = getConsoleDictionary(base.language).changeovers.cleaner;
  const message = (status: number, title: string, text: string, headers?: Record<string, string>) =>
    messageAnswer(base, status, { title, text }, headers);
  return unlessUnavailable(
    base.language,
    async () => {
      const refused = await guardLinkPage<TDoorAnswer<TCleanerFacts>>(request, base.language, [{ bucket: "cleaner-pages" }], {
        limited: (retryAfterSeconds) => message(429, t.limited, t.limitedText, { "retry-after": String(retryAfterSeconds) }),
        crossOrigin: () => message(403, t.forged, t.forgedText),
      });
      if (refused) return refused;
      const link = await cleanerLink(token);
      if (link === "forged") return message(403, t.forged, t.forgedText);
      if (link === "expired") return message(410, t.expired, t.expiredText);
      const { from, to } = defaultSheetRange();
      const [sheet, settings] = await Promise.all([cleanerSheet(from, to), readStaySettings()]);
      const facts: TCleanerFacts = { sheet, checkOutBy: settings.hours.checkOutBy };
      return { kind: "page", status: 200, state: { ...base, view: "sheet" satisfies TCleanerView, facts } };
    },
    (text, retryAfterSeconds) => message(503, t.unavailable, text, { "retry-after": String(retryAfterSeconds) }),
  );
}
