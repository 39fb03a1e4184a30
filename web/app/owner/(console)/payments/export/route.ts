// GET /owner/payments/export?month=yyyy-MM | ?year=yyyy – the ledger's CSV (see handleLedgerExport).
import { handleLedgerExport } from "@/server/payments/ledger-export-route";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return handleLedgerExport(request);
}
