// GET /api/openapi.json – the OpenAPI 3.1 document of the /api calls, from their schemas.
import { buildOpenApiDocument } from "@/server/contract/openapi";
import { json } from "@/server/http/route";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return json(200, buildOpenApiDocument(), { "cache-control": "public, max-age=300" });
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
