// GET /favicon.ico: browsers ask for it on pages that name no icon, such as the plain pages behind
// the links in e-mails (the guest's /verify/ page, the owner's pages), and so do many other
// clients. The site's icon is /icon.svg (app/icon.svg); send them there instead of a 404.
import { otherMethods } from "@/server/http/methods";
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(null, { status: 308, headers: { location: "/icon.svg", "cache-control": "public, max-age=86400" } });
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
