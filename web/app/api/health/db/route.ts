// GET /api/health/db – readiness: one SELECT 1 through Prisma; 503 if PostgreSQL does not answer.
import { checkDatabase } from "@/server/health";
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export const GET = defineCallRoute(CALLS.healthDb, async () => {
  const database = await checkDatabase();
  return json(database.ok ? 200 : 503, { database });
});

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
