// GET /owner/payments/export?month=yyyy-MM (or ?year=yyyy) – the ledger's CSV for the accountant.
// A live owner session and the site's own page required (a cross-site link is refused, like the
// console's other doors); never kept by a cache; refusals in the owner's language.
import { getDictionary } from "@/content/dictionaries";
import { PAYMENT_TEXTS } from "@/content/payments";
import { getOwnerSession } from "../auth/session";
import { asUnavailable } from "../db/transient";
import { AppError, isAppError } from "../errors";
import { checkOrigin } from "../http/abuse";
import { resolveLanguage } from "../http/language";
import { errorResponse } from "../http/route";
import { getOwnerMessages } from "../owner/messages";
import { ledgerCsv, ledgerPeriodOf, readLedgerExport } from "./ledger-export";

export async function handleLedgerExport(request: Request): Promise<Response> {
  let t = getDictionary(resolveLanguage(request.headers));
  try {
    checkOrigin(request.headers, t);
    const session = await getOwnerSession(request.headers);
    if (!session) return errorResponse(new AppError("UNAUTHORIZED", getOwnerMessages(t.language).signInRequired));
    t = getDictionary(session.language);
    const query = new URL(request.url).searchParams;
    const period = ledgerPeriodOf({ month: query.get("month"), year: query.get("year") });
    if (!period) {
      const message = PAYMENT_TEXTS[session.language].ledgerExport.badPeriod;
      throw new AppError("BAD_REQUEST", message, { fields: { month: message } });
    }
    const csv = ledgerCsv(await readLedgerExport(period), session.language);
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="ledger-${period.label}.csv"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    if (isAppError(error)) return errorResponse(error);
    const unavailable = asUnavailable(error, t);
    if (unavailable) return errorResponse(unavailable);
    console.error("[payments] the ledger export failed", error);
    return errorResponse(new AppError("INTERNAL", t.api.internal));
  }
}
