// GET /api/health – PostgreSQL, Redis, S3 and SMTP as this web process sees them; 503 if PostgreSQL is down.
// Anyone sees which service is away; the services' own error text (addresses, user names, driver
// messages) only the operator sees, with the dashboard's credentials.
import { isAdmin } from "@/server/admin-auth";
import { CALLS } from "@/server/contract/calls";
import { checkEverything, withoutErrorText } from "@/server/health";
import { defineCallRoute, json } from "@/server/http/route";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export const GET = defineCallRoute(CALLS.health, async ({ request }) => {
  const report = await checkEverything();
  const shown = isAdmin(request.headers.get("authorization")) ? report : withoutErrorText(report);
  return json(report.status === "down" ? 503 : 200, shown);
});

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
