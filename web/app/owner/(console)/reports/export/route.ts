// GET /owner/reports/export?month=… | ?season=…&year=… | ?year=… | ?from=…&to=… – the bookings' CSV (see handleBookingsExport).
import { otherMethods } from "@/server/http/methods";
import { handleBookingsExport } from "@/server/reports/export-route";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return handleBookingsExport(request);
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
