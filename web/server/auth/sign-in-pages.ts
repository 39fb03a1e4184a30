// The console's sign-in, the domain side. The pages are React pages in the site's layout
// (web/app/(links)/owner/sign-in, .../link, .../sign-out); their doors here, run by web/proxy.ts
// before the page renders, decide what a request does and what the page shows:
//   /owner/sign-in        GET the form; POST asks for a link (the same answer for every address,
//                         and a mail only to an owner's), rate-limited per client and per address.
//   /owner/sign-in/link   GET shows a button and signs nobody in (mail scanners open links);
//                         POST uses the one-time link and sets the session cookie.
//   /owner/sign-out       POST ends this device's session.
// And the passkey calls (route handlers, JSON):
//   /owner/sign-in/passkey         POST: a challenge for the owner's passkeys.
//   /owner/sign-in/passkey/verify  POST: the passkey's answer; sets the session cookie.
// Every POST must come from this site's own page (Origin); a database or limiter that stays away
// through the retries gets a 503 page, never a 500. Pages speak the language of `?lang=`, else the
// `lang` cookie, else Accept-Language.
import "server-only";
import { getConsoleDictionary, type TConsoleDictionary } from "@/content/dictionaries/console";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { fill } from "@/lib/fill";
import { getBusinessDetails } from "../business";
import { getConfig } from "../config";
import { unavailableErrorOf, visitorErrorOf } from "../contract/refusals";
import { checkOrigin, siteOrigins } from "../http/abuse";
import { guardLinkPage, readPostedForm, unlessUnavailable, type TLinkPageLimit } from "../http/link-guard";
import { messageAnswer, type TDoorAnswer, type TLinkPageMessage } from "../http/link-page";
import { languageCookie } from "../http/language";
import { pageLanguage } from "../http/page-language";
import { consumeRateLimit, getClientAddress } from "../http/rate-limit";
import { renderEmail } from "../mail/layout";
import { getMailTransport } from "../mail/send-mail";
import { mailSender } from "../mail/sender";
import { zEmail } from "../validation";
import { parseJsonText, readBodyWithin, requireJson } from "../contract/door";
import { AppError } from "../errors";
import { errorResponse, json } from "../http/route";
import { setLanguage } from "../owner/actions";
import { zPasskeySignInInput } from "../owner/contract";
import { signInOptions, signInWithPasskey } from "./passkeys";
import { captureSignInLinks, getAuth } from "./auth";
import { safeReturnTo } from "./owner-session";
import { getOwnerSession, ownerCallOf } from "./session";
import { logger } from "../log";

export const SIGN_IN_PATH = "/owner/sign-in";
export const SIGN_IN_LINK_PATH = "/owner/sign-in/link";
export const SIGN_OUT_PATH = "/owner/sign-out";
export const LANGUAGE_PATH = "/owner/language";

/** The views of the sign-in pages besides "message": the form (/owner/sign-in) and the link's button (/owner/sign-in/link). */
export type TSignInView = "form" | "link";

type TPage = { language: TLanguage; t: TConsoleDictionary; returnTo: string };

function pageOf(request: Request): TPage {
  const url = new URL(request.url);
  const language = pageLanguage(url, request.headers);
  return { language, t: getConsoleDictionary(language), returnTo: safeReturnTo(url.searchParams.get("returnTo")) };
}

/** The query the sign-in pages keep on their forms and language toggle: where to return to, unless the console's start. */
function kept(page: TPage, more: Record<string, string> = {}): Record<string, string> {
  return { ...more, ...(page.returnTo === "/owner" ? {} : { returnTo: page.returnTo }) };
}

/** The address of a sign-in page in `language`, with its kept query. */
export function signInHref(path: string, language: TLanguage, keep: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ lang: language, ...keep }).toString()}`;
}

function base(page: TPage, path: string, keep: Record<string, string> = kept(page)) {
  return { language: page.language, path, keep };
}

/** A sign-in page that only says something, with the link to ask for a new sign-in link. */
function message(page: TPage, path: string, status: number, text: Omit<TLinkPageMessage, "link">, headers?: Record<string, string>) {
  const link = { href: signInHref(SIGN_IN_PATH, page.language, kept(page)), text: page.t.signIn.askAgain };
  return messageAnswer(base(page, path), status, { ...text, link }, headers);
}

/** The guard of every sign-in POST (web/server/http/link-guard.ts) in the sign-in pages' words: another site's form (403), too many requests (429). */
function admit(request: Request, page: TPage, path: string, limits: TLinkPageLimit[]): Promise<TDoorAnswer | null> {
  const texts = page.t.signIn;
  return guardLinkPage(request, page.language, limits, {
    limited: (retryAfterSeconds) =>
      message(page, path, 429, { title: texts.limitedTitle, text: texts.limited }, { "retry-after": String(retryAfterSeconds) }),
    crossOrigin: () => message(page, path, 403, { title: texts.title, text: texts.crossOrigin, alert: true }),
  });
}

/** A database or limiter that stays away through the retries: a 503 page, never a 500. */
function guarded(page: TPage, path: string, handle: () => Promise<TDoorAnswer>): Promise<TDoorAnswer> {
  return unlessUnavailable(page.language, handle, (text, retryAfterSeconds) =>
    messageAnswer(
      base(page, path),
      503,
      { title: page.t.signIn.limitedTitle, text, alert: true },
      { "retry-after": String(retryAfterSeconds) },
    ),
  );
}

/** The sign-in e-mail carrying `link`, from the business by its name, in `language`. */
export async function renderSignInMail(language: TLanguage, link: string) {
  const t = getConsoleDictionary(language).signIn;
  const business = (await getBusinessDetails()).name;
  const subject = fill(t.mailSubject, { business });
  const { html, text } = await renderEmail({
    brand: business,
    title: subject,
    language,
    footer: fill(t.mailFooter, { business }),
    blocks: [
      { kind: "paragraph", text: t.mailIntro },
      { kind: "buttons", links: [{ label: t.button, href: link, tone: "primary" }] },
    ],
  });
  return { subject, html, text };
}

/** The door of /owner/sign-in: the form (GET), or a sign-in link asked for (POST). */
export async function signInPageDoor(request: Request): Promise<TDoorAnswer> {
  const page = pageOf(request);
  const t = page.t.signIn;
  const url = new URL(request.url);
  const form = (status: number, email = "", error?: string): TDoorAnswer => ({
    kind: "page",
    status,
    state: {
      ...base(page, SIGN_IN_PATH),
      view: "form" satisfies TSignInView,
      notice: request.method !== "POST" && url.searchParams.has("signedOut") ? t.signedOut : undefined,
      form: { name: "sign-in", values: { email }, errors: error ? { email: error } : {} },
    },
  });
  if (request.method !== "POST") return form(200);
  return guarded(page, SIGN_IN_PATH, async () => {
    // Another site's post is refused before its body is read, and no body is read past the limit.
    const foreign = await admit(request, page, SIGN_IN_PATH, []);
    if (foreign) return foreign;
    const dictionary = getDictionary(page.language);
    const body = await readPostedForm(request, dictionary);
    if (!body) return message(page, SIGN_IN_PATH, 413, { title: t.title, text: dictionary.api.payloadTooLarge, alert: true });
    const typed = body.get("email") ?? "";
    const parsed = zEmail().safeParse(typed);
    if (!parsed.success) return form(400, typed, t.invalidEmail);
    const email = parsed.data.toLowerCase();
    const config = getConfig();
    const refused = await admit(request, page, SIGN_IN_PATH, [
      { bucket: "owner-sign-in", points: config.RATE_LIMIT_SIGN_IN_CLIENT },
      { bucket: "owner-sign-in-address", key: email, points: config.RATE_LIMIT_SIGN_IN_ADDRESS },
    ]);
    if (refused) return refused;
    const links = await captureSignInLinks(() =>
      getAuth().api.signInMagicLink({ body: { email, callbackURL: page.returnTo }, headers: request.headers }),
    );
    for (const { email: to, token } of links) {
      const link = `${config.APP_URL}${signInHref(SIGN_IN_LINK_PATH, page.language, kept(page, { token }))}`;
      // Written and sent after the answer is decided, so an owner's address and any other one
      // answer alike and in the same time. A link that fails to go out is asked for again; it is
      // never queued, so no sign-in token rests in Redis.
      void Promise.all([renderSignInMail(page.language, link), mailSender()])
        .then(([{ subject, html, text }, { from, messageId }]) => getMailTransport().sendMail({ from, messageId, to, subject, html, text }))
        .catch((error: unknown) => logger.error({ err: error }, "the sign-in e-mail could not be sent"));
    }
    return message(page, SIGN_IN_PATH, 200, { title: t.sentTitle, text: t.sent });
  });
}

/** The door of /owner/sign-in/link?token=…: its button (GET, signing nobody in), or the link used (POST, once). */
export async function signInLinkDoor(request: Request): Promise<TDoorAnswer> {
  const page = pageOf(request);
  const t = page.t.signIn;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const unusable = () => message(page, SIGN_IN_LINK_PATH, 410, { title: t.usedTitle, text: t.used, alert: true });
  if (!/^[\w-]{16,128}$/.test(token)) return unusable();
  if (request.method !== "POST")
    return {
      kind: "page",
      status: 200,
      state: { ...base(page, SIGN_IN_LINK_PATH, kept(page, { token })), view: "link" satisfies TSignInView },
    };
  return guarded(page, SIGN_IN_LINK_PATH, async () => {
    const refused = await admit(request, page, SIGN_IN_LINK_PATH, [{ bucket: "owner-links" }]);
    if (refused) return refused;
    const verified = await getAuth().api.magicLinkVerify({
      query: { token, callbackURL: page.returnTo },
      headers: request.headers,
      asResponse: true,
    });
    const cookies = verified.headers.getSetCookie().filter((line) => /session_token=[^;]/.test(line));
    if (cookies.length === 0) return unusable();
    const headers = new Headers({ location: page.returnTo, "cache-control": "no-store" });
    for (const cookie of verified.headers.getSetCookie()) headers.append("set-cookie", cookie);
    return { kind: "reply", response: new Response(null, { status: 303, headers }) };
  });
}

/** The door of /owner/sign-out (POST only): ends this device's session, then the sign-in page says so. */
export async function signOutDoor(request: Request): Promise<TDoorAnswer> {
  const page = pageOf(request);
  return guarded(page, SIGN_OUT_PATH, async () => {
    const refused = await admit(request, page, SIGN_OUT_PATH, []);
    if (refused) return refused;
    const headers = new Headers({ location: `${SIGN_IN_PATH}?lang=${page.language}&signedOut=1`, "cache-control": "no-store" });
    if (request.headers.get("cookie")) {
      const ended = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
      for (const cookie of ended.headers.getSetCookie()) headers.append("set-cookie", cookie);
    }
    return { kind: "reply", response: new Response(null, { status: 303, headers }) };
  });
}

/** Where a console form came from (its page's address: a Referer of this site's), for the owner to return to; else the console's start. */
function formPage(request: Request): string {
  const referer = request.headers.get("referer") ?? "";
  const from = URL.canParse(referer) ? new URL(referer) : null;
  return from && siteOrigins(request.headers).has(from.origin) ? safeReturnTo(from.pathname + from.search) : "/owner";
}

/**
 * The door of /owner/language?lang=<language> (POST only): where the console header's language toggle
 * posts (a form may too: it needs no script). The choice is kept on the owner's account (what the console speaks)
 * and in the `lang` cookie (what the site and its API speak), and the owner is back on the screen the
 * form was on. Without a session the sign-in page answers, in the language asked for.
 */
export async function languageDoor(request: Request): Promise<TDoorAnswer> {
  const page = pageOf(request);
  return guarded(page, LANGUAGE_PATH, async () => {
    const refused = await admit(request, page, LANGUAGE_PATH, []);
    if (refused) return refused;
    const session = await getOwnerSession(request.headers);
    const location = session ? formPage(request) : signInHref(SIGN_IN_PATH, page.language);
    if (session) await setLanguage(ownerCallOf(session), { language: page.language });
    const headers = new Headers({ location, "cache-control": "no-store" });
    headers.append("set-cookie", languageCookie(page.language, request.url));
    return { kind: "reply", response: new Response(null, { status: 303, headers }) };
  });
}

/** The passkey button's calls: where they go, with the page's language and where to return to. */
export function passkeyAddresses(language: TLanguage, returnTo: string) {
  const query = new URLSearchParams({ lang: language, returnTo }).toString();
  return { options: `/owner/sign-in/passkey?${query}`, verify: `/owner/sign-in/passkey/verify?${query}` };
}

/** The passkey calls' common door: the site's own page (403), JSON (415), the client's limit (429). */
async function passkeyCall(request: Request, handle: (page: TPage) => Promise<Response>): Promise<Response> {
  const page = pageOf(request);
  const t = getDictionary(page.language);
  try {
    checkOrigin(request.headers);
    requireJson(request.headers, t);
    await consumeRateLimit("owner-passkey", getClientAddress(request.headers), 2 * getConfig().RATE_LIMIT_SIGN_IN_CLIENT);
    return await handle(page);
  } catch (error) {
    const refused = visitorErrorOf(error, page.language);
    if (refused) return errorResponse(refused);
    const unavailable = unavailableErrorOf(error, page.language);
    if (unavailable) return errorResponse(unavailable);
    throw error;
  }
}

export function handlePasskeyOptions(request: Request): Promise<Response> {
  return passkeyCall(request, async () => json(200, await signInOptions(request.headers)));
}

export function handlePasskeySignIn(request: Request): Promise<Response> {
  return passkeyCall(request, async (page) => {
    const t = getDictionary(page.language);
    const { text } = await readBodyWithin(request, "json", t);
    const parsed = zPasskeySignInInput.safeParse(parseJsonText(text, t));
    if (!parsed.success) throw new AppError("BAD_REQUEST", page.t.signIn.passkeyFailed, { reason: "INVALID_PASSKEY_ANSWER" });
    const cookies = await signInWithPasskey(request.headers, parsed.data);
    if (!cookies) return json(401, { error: { code: "PASSKEY_REFUSED", message: page.t.signIn.passkeyFailed } });
    const reply = json(200, { location: page.returnTo });
    for (const cookie of cookies) reply.headers.append("set-cookie", cookie);
    return reply;
  });
}
