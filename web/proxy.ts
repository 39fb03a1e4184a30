// Every page request passes here (API routes, owner links, feeds and assets do not):
//   - language-neutral pages (topics, blog, terms, privacy) are served in the visitor's last
//     choice, the `lang` cookie (else Accept-Language, else English): /terms -> /en/terms;
//   - every page gets its Content-Security-Policy, allowing exactly the inline scripts of the
//     prerendered page it is (web/server/http/csp.ts), so pages stay static;
//   - the owner's console pages (/owner, /owner/calendar, ...; not the e-mailed /owner/<token>
//     links) render per request: their policy allows the scripts carrying a fresh nonce;
//   - the pages behind e-mailed links (/booking/<token>, /verify/<token>, /review/<token>,
//     /owner/<token>, /cleaner/<token>), the lost-link form (/booking) and the console's sign-in
//     pages (/owner/sign-in, /owner/sign-in/link, /owner/sign-out) pass their door first (their
//     rate limit, the signed token, a POST's action: web/server/http/link-page.ts), which answers
//     either a whole reply (a 303 after an action) or the page's status and what it shows; the
//     page then renders per request under the nonce policy, never cached, never indexed. The
//     booking page's downloads (/booking/<token>/calendar.ics, ...) pass the same kind of door: it
//     answers the file, or its refusal as the booking page's message.
// The server (web/server.mjs) gives Next.js no hostname: given one, Next 16 sees the rewrite of a
// client navigation's RSC request as external and proxies it to itself over HTTP, which fails under load.
import { NextResponse, type NextRequest } from "next/server";
import { findLocalizedPage, isInternalPage, isNeutralPath, languageOfAddress, LOCALIZED_PAGES, NOT_FOUND_SLUG } from "@/content/routes";
import type { TLanguage } from "@/content/dictionaries";
import { buildConsolePolicy, buildPagePolicy } from "@/server/http/csp";
import { resolveLanguage, safeDecode } from "@/server/http/language";
import { allowHeader, methodNotAllowed } from "@/server/http/methods";
import { encodeLinkPageState, LINK_PAGE_HEADER, type TDoorAnswer } from "@/server/http/link-page";
import { BOOKING_FILES, bookingFileDoor, bookingPageDoor, type TBookingFile } from "@/server/approvals/handle-booking-page";
import { LOST_LINK_PATH, lostLinkDoor } from "@/server/approvals/handle-lost-link";
import { BOOKING_FORM_PATH, bookingFormDoor } from "@/server/approvals/handle-booking-form";
import { REVIEW_FORM_PATH, reviewFormDoor } from "@/server/approvals/handle-review-form";
import { OFFLINE_PATH, offlinePageDoor } from "@/server/offline/handle-offline-page";
import { ownerLinkDoor } from "@/server/approvals/handle-link";
import { verifyLinkDoor } from "@/server/approvals/handle-verify-link";
import {
  LANGUAGE_PATH,
  languageDoor,
  SIGN_IN_LINK_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  signInLinkDoor,
  signInPageDoor,
  signOutDoor,
} from "@/server/auth/sign-in-pages";
import { cleanerPageDoor } from "@/server/changeovers/cleaner-page";
import { reviewInvitationDoor } from "@/server/reviews/invitation";

/** Marks a reply whose language was negotiated; web/server.mjs (which must name it alike) turns it into Vary. */
export const LANGUAGE_NEGOTIATED_HEADER = "x-orania-language-negotiated";
/** Marks a reply that is the site's 404 page: web/server.mjs sends it with status 404 (a rewrite keeps the page's 200). */
export const NOT_FOUND_HEADER = "x-orania-not-found";

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

/** The console's screens and its sign-in's passkey calls; keep in step with the matcher below and app/owner/(console). */
const CONSOLE_PAGE =
  /^\/owner(\/(calendar|bookings|changeovers|conflicts|blocks|business|prices|photos|reviews|guest-photos|sign-in)(\/.*)?)?$/;

/**
 * A page's door and the methods it serves; `page`: the address whose page renders the door's page
 * answers, when it is not the request's own (a download's refusal is its booking page's message).
 */
type TDoor = { run: (request: NextRequest) => Promise<TDoorAnswer<unknown>>; methods: readonly string[]; page?: string };

const GET_AND_POST = ["GET", "POST"] as const;

/** The doors at fixed addresses: the sign-in pages (app/(links)/owner/sign-in, .../link, .../sign-out; sign-out takes POST only) and the lost-link form (app/(links)/booking). */
const FIXED_DOORS = new Map<string, TDoor>([
  [SIGN_IN_PATH, { run: signInPageDoor, methods: GET_AND_POST }],
  [SIGN_IN_LINK_PATH, { run: signInLinkDoor, methods: GET_AND_POST }],
  [SIGN_OUT_PATH, { run: signOutDoor, methods: ["POST"] }],
  [LANGUAGE_PATH, { run: languageDoor, methods: ["POST"] }],
  [LOST_LINK_PATH, { run: lostLinkDoor, methods: GET_AND_POST }],
  [BOOKING_FORM_PATH, { run: bookingFormDoor, methods: GET_AND_POST }],
  [REVIEW_FORM_PATH, { run: reviewFormDoor, methods: GET_AND_POST }],
  [OFFLINE_PATH, { run: offlinePageDoor, methods: ["GET"] }],
]);

/** The owner's one-segment addresses that are not e-mailed links: app/owner's folders and the sign-in pages. */
export const OWNER_ADDRESS =
  /^(blocks|bookings|business|calendar|changeovers|channels|conflicts|guest-photos|payment-terms|payments|photos|prices|reports|reviews|stays|preview|sign-in|sign-out|language|stay-photos)$/;

function withConsolePolicy(request: NextRequest, page?: Extract<TDoorAnswer<unknown>, { kind: "page" }>, rendersAt?: string): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const policy = buildConsolePolicy(nonce);
  // Next.js reads the nonce for its own scripts from the request's copy of the policy.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.delete(LINK_PAGE_HEADER);
  if (page) {
    requestHeaders.set(LINK_PAGE_HEADER, encodeLinkPageState(page.state));
    // A POST's form was read by the door: the page renders it, and Next.js must not take it for a server action.
    requestHeaders.delete("content-type");
  }
  const init = { status: page?.status, request: { headers: requestHeaders } };
  const response = rendersAt ? NextResponse.rewrite(new URL(rendersAt, request.url), init) : NextResponse.next(init);
  response.headers.set("Content-Security-Policy", policy);
  if (page) {
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex");
    for (const [name, value] of Object.entries(page.headers ?? {})) response.headers.set(name, value);
  }
  return response;
}

/** The doors of the pages behind e-mailed links at /<first segment>/<token>, and the methods each serves. */
const TOKEN_DOORS = {
  booking: { run: bookingPageDoor, methods: GET_AND_POST },
  verify: { run: verifyLinkDoor, methods: GET_AND_POST },
  review: { run: reviewInvitationDoor, methods: GET_AND_POST },
  cleaner: { run: cleanerPageDoor, methods: ["GET"] },
} as const satisfies Record<
  string,
  { run: (request: NextRequest, token: string) => Promise<TDoorAnswer<unknown>>; methods: readonly string[] }
>;

const TOKEN_PAGE = new RegExp(`^/(${Object.keys(TOKEN_DOORS).join("|")})/([^/]+)$`);
const BOOKING_FILE = new RegExp(`^/booking/([^/]+)/(${BOOKING_FILES.map((file) => file.replace(".", "\\.")).join("|")})$`);

/**
 * The door of the page behind an e-mailed link (or of a sign-in page, the lost-link form, a booking's
 * download) at `pathname`, or undefined when it is none. A token that is not even a decodable
 * address segment passes its door too, which refuses it: no link page renders without its door.
 */
function linkPageDoor(pathname: string): TDoor | undefined {
  const fixed = FIXED_DOORS.get(pathname);
  if (fixed) return fixed;
  const link = TOKEN_PAGE.exec(pathname);
  if (link) {
    const door = TOKEN_DOORS[link[1] as keyof typeof TOKEN_DOORS];
    const token = safeDecode(link[2]!) ?? link[2]!;
    return { run: (request) => door.run(request, token), methods: door.methods };
  }
  const file = BOOKING_FILE.exec(pathname);
  if (file) {
    const token = safeDecode(file[1]!) ?? file[1]!;
    return { run: (request) => bookingFileDoor(request, token, file[2] as TBookingFile), methods: ["GET"], page: `/booking/${file[1]!}` };
  }
  // Any other one-segment address under /owner is an e-mailed link (a forged one too: its door refuses it).
  const owner = /^\/owner\/([^/]+)$/.exec(pathname);
  if (owner && !OWNER_ADDRESS.test(owner[1]!)) {
    const token = safeDecode(owner[1]!) ?? owner[1]!;
    return { run: (request) => ownerLinkDoor(request, token), methods: GET_AND_POST };
  }
  return undefined;
}

/** A page's internal address in one language: /en, /af/terms, … */
const LANGUAGE_PAGE = /^\/(en|af)(\/|$)/;
/** Addresses the proxy sees that its doors, route handlers and public files answer, not the site's pages. */
const HANDLED_ELSEWHERE = /^\/(book|booking|verify|review|cleaner|apple-icon\.png|owner-passkey\.js)(\/|$)/;

/** The site's pages: GET (and HEAD) only; anything else is answered before it reaches one. */
const PAGE_DOOR: TDoor = {
  methods: ["GET"],
  run: () => {
    throw new Error("a page door is only asked for the methods it refuses");
  },
};

/** Runs a page's door; the methods it does not serve get 405 naming those it does, OPTIONS 204. */
async function throughDoor(request: NextRequest, door: TDoor): Promise<NextResponse> {
  const allow = allowHeader(door.methods);
  if (!allow.split(", ").includes(request.method) || request.method === "OPTIONS") {
    const refusal = request.method === "OPTIONS" ? new Response(null, { status: 204 }) : methodNotAllowed(allow);
    return new NextResponse(null, { status: refusal.status, headers: { ...Object.fromEntries(refusal.headers), allow } });
  }
  const answer = await door.run(request);
  if (answer.kind === "page") return withConsolePolicy(request, answer, door.page);
  const headers = new Headers(answer.response.headers);
  // Next.js takes a proxy's Location as a URL (and sends it on relative to this site again).
  const location = headers.get("location");
  if (location) headers.set("location", new URL(location, request.url).toString());
  return new NextResponse(answer.response.body, { status: answer.response.status, headers });
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const door = linkPageDoor(pathname);
  if (door) return throughDoor(request, door);
  if (CONSOLE_PAGE.test(pathname)) return withConsolePolicy(request);
  // The console's other addresses (its route handlers, the screens not listed above) pass untouched.
  if (pathname.startsWith("/owner/")) return NextResponse.next();
  // The site's pages are read, never posted to (their forms post to the doors above or to /api).
  const page = isNeutralPath(pathname) || findLocalizedPage(pathname) !== undefined || LANGUAGE_PAGE.test(pathname);
  if (page && request.method !== "GET" && request.method !== "HEAD") return throughDoor(request, PAGE_DOOR);
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
  // An unknown address under a page of one language (/verblyf/nope, /vacation-home/nope, /af/nope)
  // gets the site's own 404 page in that language, with its header and footer
  // (app/[lang]/page-not-found); one that names no language (/stays/nope) gets it in the visitor's.
  // The addresses of the doors, route handlers and files (/booking/…, /cleaner/…) pass; the global
  // 404 page is left for what is not read (a POST to no address).
  const language = languageOfAddress(pathname);
  if (language && !isInternalPage(pathname)) return notFoundPage(request, language);
  if (!language && !HANDLED_ELSEWHERE.test(pathname) && (request.method === "GET" || request.method === "HEAD")) {
    const response = notFoundPage(request, resolveLanguage(request.headers));
    response.headers.set(LANGUAGE_NEGOTIATED_HEADER, "1");
    response.headers.set("Cache-Control", "private, no-cache");
    return response;
  }
  return withPolicy(NextResponse.next(), safeDecode(pathname) ?? pathname);
}

/** The site's own 404 page in `language` (its status set by the page, told by NOT_FOUND_HEADER). */
function notFoundPage(request: NextRequest, language: TLanguage): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${language}/${NOT_FOUND_SLUG}`;
  const notFound = NextResponse.rewrite(url);
  notFound.headers.set(NOT_FOUND_HEADER, "1");
  return withPolicy(notFound, url.pathname);
}

// Must be literals (read at build time). Everything but the API, the owner's addresses, the feeds,
// the dashboard, Next's own files and public files; and the console's screens and the owner's links.
export const config = {
  matcher: [
    "/((?!api/|owner/|calendar/|admin/|_next/|images/|icons/|fonts/|favicon|icon|apple-icon|manifest.webmanifest|af.webmanifest|sw.js|robots.txt|sitemap.xml).*)",
    "/owner/(calendar|bookings|changeovers|conflicts|blocks|business|prices|photos|reviews|guest-photos|sign-in)/:path*",
    "/owner/(calendar|bookings|changeovers|conflicts|blocks|business|prices|photos|reviews|guest-photos|sign-in)",
    "/owner/:token",
  ],
};
