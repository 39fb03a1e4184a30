// /af.webmanifest: the web app manifest in Afrikaans (web/server/offline/manifest.ts), linked by
// the Afrikaans pages; built once, at build time.
import { siteManifest } from "@/server/offline/manifest";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(JSON.stringify(siteManifest("af")), {
    headers: { "content-type": "application/manifest+json", "cache-control": "public, max-age=0, must-revalidate" },
  });
}
