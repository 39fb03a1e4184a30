// Every page request passes here (API routes, owner links, feeds and assets do not):
//   - language-neutral pages (topics, blog, terms, privacy) are served in the visitor's last
//     choice, the `lang` cookie (else Accept-Language, else English): /terms -> /en/terms;
//   - every page gets its Content-Security-Policy, allowing exactly the inline scripts of the
//     prerendered page it is (web/server/http/csp.ts), so pages stay static;
//   - the owner's console pages (/owner, /owner/calendar, ...; not the e-mailed /owner/<token>
//     links) render per request: their policy allows the scripts carrying a fresh nonce.
// The server (web/server.mjs) gives Next.js no hostname: given one, Next 16 sees the rewrite of a
// client navigation's RSC request as external and proxies it to itself over HTTP, which fails under load.
import { NextResponse, type NextRequest } from "next/server";
import { findLocalizedPage, isInternalPage, isNeutralPath, languageOfAddress, LOCALIZED_PAGES, NOT_FOUND_SLUG } from "@/content/routes";
import { buildConsolePolicy, buildPagePolicy } from "@/server/http/csp";
import { resolveLanguage, safeDecode } from "@/server/http/language";

/** Marks a reply whose language was negotiated; web/server.mjs (which must name it alike) turns it into Vary. */
export const LANGUAGE_NEGOTIATED_HEADER = "x-orania-language-negotiated";

/**
 * Must equal PAGE_POLICY_HEADER in web/page-scripts.mjs: marks a reply whose policy lists a static
 * page's script hashes, so that web/server.mjs adds those of a page Next.js rendered anew.
 */
export const PAGE_POLICY_HEADER = "x-orania-page-policy";

function withPolicy(response: NextResponse, internalPath: string): NextResponse {
  response.headers.set("Content-Security-Policy", buildPagePolicy(internalPath));
  response.headers.set(PAGE_POLICY_HEADER, "1");
  return response;
}

/** The console's screens; keep in step with the matcher below and app/owner/(console). */
const CONSOLE_PAGE =
  /^\/owner(\/(calendar|bookings|changeovers|conflicts|blocks|business|prices|photos|reviews|guest-photos|sign-in)(\/.*)?)?$/;

function withConsolePolicy(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const policy = buildConsolePolicy(nonce);
  // Next.js reads the nonce for its own scripts from the request's copy of the policy.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (CONSOLE_PAGE.test(pathname)) return withConsolePolicy(request);
  if (isNeutralPath(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${resolveLanguage(request.headers)}${pathname}`;
    // The reply depends on the cookie and Accept-Language: no shared cache may keep it (one language
    // would be served to all). /en/… and /af/…, one language each, are the cacheable addresses.
    const response = NextResponse.rewrite(url);
    response.headers.set(LANGUAGE_NEGOTIATED_HEADER, "1");
    response.headers.set("Cache-Control", "private, no-cache");
    return withPolicy(response, safeDecode(url.pathname) ?? url.pathname);
  }
  const localized = findLocalizedPage(pathname);
  if (localized) return withPolicy(NextResponse.next(), `/${localized.language}${LOCALIZED_PAGES[localized.page].internal}`);
  // An unknown address under an Afrikaans page (/verblyf/nope, /af/nope) gets the Afrikaans 404
  // page (app/[lang]/page-not-found); other unknown addresses get the global one, in English.
  if (languageOfAddress(pathname) === "af" && !isInternalPage(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/af/${NOT_FOUND_SLUG}`;
    return withPolicy(NextResponse.rewrite(url), url.pathname);
  }
  return withPolicy(NextResponse.next(), safeDecode(pathname) ?? pathname);
}

// Must be literals (read at build time). Everything but the API, the owner's links, the feeds,
// the dashboard, Next's own files and public files; and the console's screens.
export const config = {
  matcher: [
    "/((?!api/|owner/|calendar/|admin/|_next/|images/|icons/|fonts/|favicon|icon|apple-icon|manifest.webmanifest|robots.txt|sitemap.xml).*)",
    "/owner/(calendar|bookings|changeovers|conflicts|blocks|business|prices|photos|reviews|guest-photos|sign-in)/:path*",
    "/owner/(calendar|bookings|changeovers|conflicts|blocks|business|prices|photos|reviews|guest-photos|sign-in)",
  ],
};
