// GET /owner/payments/export?month=yyyy-MM (or ?year=yyyy) – the ledger's CSV for the accountant.
// A live owner session and the site's own page required (a cross-site link is refused, like the
// console's other doors); never kept by a cache; refusals in the owner's language.
import "server-only";
import { PAYMENT_TEXTS } from "@/content/payments";
import { AppError } from "../errors";
import { handleOwnerRoute } from "../owner/route";
import { ledgerCsv, ledgerPeriodOf, readLedgerExport } from "./ledger-export";

/** A CSV file as a download named `filename`, never kept by a cache. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** A refused period: 400 with the message under the period's field. */
export function badPeriod(message: string): AppError {
  return new AppError("BAD_REQUEST", message, { fields: { month: message } });
}

export function handleLedgerExport(request: Request): Promise<Response> {
  return handleOwnerRoute(request, "the ledger export", async (session) => {
    const query = new URL(request.url).searchParams;
    const period = ledgerPeriodOf({ month: query.get("month"), year: query.get("year") });
    if (!period) throw badPeriod(PAYMENT_TEXTS[session.language].ledgerExport.badPeriod);
    return csvResponse(ledgerCsv(await readLedgerExport(period), session.language), `ledger-${period.label}.csv`);
  });
}
