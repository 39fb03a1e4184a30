// GET /owner/reports/export?month=yyyy-MM | ?season=summer&year=yyyy | ?year=yyyy |
// ?from=yyyy-MM-dd&to=yyyy-MM-dd – the bookings' CSV, through the same door as the ledger's.
import "server-only";
import { REPORT_TEXTS } from "@/content/reports";
import { handleOwnerRoute } from "../owner/route";
import { badPeriod, csvResponse } from "../payments/ledger-export-route";
import { bookingsCsv, readBookingsExport } from "./bookings-export";
import { reportPeriodOf } from "./period";

export function handleBookingsExport(request: Request): Promise<Response> {
  return handleOwnerRoute(request, "the bookings export", async (session) => {
    const query = new URL(request.url).searchParams;
    const period = reportPeriodOf(Object.fromEntries(["month", "year", "season", "from", "to"].map((key) => [key, query.get(key)])));
    if (!period) throw badPeriod(REPORT_TEXTS[session.language].csv.badPeriod);
    return csvResponse(bookingsCsv(await readBookingsExport(period), session.language), `bookings-${period.label}.csv`);
  });
}
