// GET /api/metrics – the operator's metrics in Prometheus' text format (web/server/metrics),
// behind the queue dashboard's credentials (ADMIN_USER / ADMIN_PASSWORD, HTTP basic auth, failed
// logins rate-limited per client). A scraper sends them as basic_auth.
import { checkAdminLogin, refusal } from "@/server/admin-auth";
import { getClientAddress } from "@/server/http/rate-limit";
import { collectMetrics } from "@/server/metrics";
import { METRICS_CONTENT_TYPE } from "@/server/metrics/text";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const login = await checkAdminLogin(request.headers.get("authorization"), getClientAddress(request.headers));
  if (!login.ok) {
    const { status, text, headers } = refusal(login);
    return new Response(text, { status, headers });
  }
  return new Response(await collectMetrics(), {
    status: 200,
    headers: { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" },
  });
}
