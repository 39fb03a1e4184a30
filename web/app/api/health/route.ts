// GET /api/health – PostgreSQL, Redis, S3 and SMTP as this web process sees them; 503 if PostgreSQL is down.
import { checkEverything } from "@/server/health";
import { defineRoute, json } from "@/server/http/route";

export const dynamic = "force-dynamic";

export const GET = defineRoute({}, async () => {
  const report = await checkEverything();
  return json(report.status === "down" ? 503 : 200, report);
});
