// Every page request passes here (API routes, owner links, feeds and assets do not):
//   - language-neutral pages (topics, blog, terms, privacy) are served in the visitor's last
//     choice, the `lang` cookie (else Accept-Language, else English): /terms -> /en/terms;
//   - every page gets its Content-Security-Policy, allowing exactly the inline scripts of the
//     prerendered page it is (web/server/http/csp.ts), so pages stay static.
// The server (web/server.mjs) gives Next.js no hostname: given one, Next 16 sees the rewrite of a
// client navigation's RSC request as external and proxies it to itself over HTTP, which fails under load.
import { NextResponse, type NextRequest } from "next/server";
import { findLocalizedPage, isNeutralPath, LOCALIZED_PAGES } from "@/content/routes";
import { buildPagePolicy } from "@/server/http/csp";
import { resolveLanguage } from "@/server/http/language";

function withPolicy(response: NextResponse, internalPath: string): NextResponse {
  response.headers.set("Content-Security-Policy", buildPagePolicy(internalPath));
  return response;
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (isNeutralPath(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${resolveLanguage(request.headers)}${pathname}`;
    // Next.js marks the prerendered copy cacheable: a shared cache in front of the site must key
    // these paths on the `lang` cookie (or pass them through); see ARCHITECTURE.md.
    return withPolicy(NextResponse.rewrite(url), decodeURIComponent(url.pathname));
  }
  const localized = findLocalizedPage(pathname);
  const internal = localized ? `/${localized.language}${LOCALIZED_PAGES[localized.page].internal}` : decodeURIComponent(pathname);
  return withPolicy(NextResponse.next(), internal);
}

// Must be literals (read at build time). Everything but the API, the owner's links, the feeds,
// the dashboard, Next's own files and public files.
export const config = {
  matcher: ["/((?!api/|owner/|calendar/|admin/|_next/|images/|fonts/|favicon|icon|robots.txt|sitemap.xml).*)"],
};
