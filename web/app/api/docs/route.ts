// GET /api/docs – the OpenAPI document for people: server-rendered HTML, no scripts.
import { renderApiDocs } from "@/server/contract/docs-page";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response(renderApiDocs(), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=300",
      // No scripts at all; only its own inline styles.
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    },
  });
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
