// The console's sign-in pages, plain server-rendered HTML that works without scripts:
//   /owner/sign-in        GET the form; POST asks for a link (the same answer for every address,
//                         and a mail only to an owner's), rate-limited per client and per address.
//   /owner/sign-in/link   GET shows a button and signs nobody in (mail scanners open links);
//                         POST uses the one-time link and sets the session cookie.
//   /owner/sign-out       POST ends this device's session.
//   /owner/sign-in/passkey         POST (JSON): a challenge for the owner's passkeys.
//   /owner/sign-in/passkey/verify  POST (JSON): the passkey's answer; sets the session cookie.
// Every POST must come from this site's own page (Origin). Pages speak the language of `?lang=`,
// else the `lang` cookie, else Accept-Language.
import { getConsoleDictionary, type TConsoleDictionary } from "@/content/dictionaries/console";
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { escapeHtml } from "@/lib/escape-html.mjs";
import { renderPlainPage } from "../approvals/page";
import { getConfig } from "../config";
import { asUnavailable } from "../db/transient";
import { isAppError } from "../errors";
import { checkOrigin } from "../http/abuse";
import { resolveLanguage } from "../http/language";
import { consumeRateLimit, getClientAddress } from "../http/rate-limit";
import { renderMail } from "../mail/layout";
import { getMailTransport } from "../mail/send-mail";
import { mailSender } from "../mail/sender";
import { zEmail } from "../validation";
import { parseJsonText, readBodyWithin, readFormWithin, requireJson } from "../contract/door";
import { AppError } from "../errors";
import { errorResponse, json } from "../http/route";
import { zPasskeySignInInput } from "../owner/contract";
import { signInOptions, signInWithPasskey } from "./passkeys";
import { captureSignInLinks, getAuth } from "./auth";
import { safeReturnTo } from "./owner-session";
import { logger } from "../log";

type TPage = { language: TLanguage; t: TConsoleDictionary; returnTo: string };

function pageOf(request: Request): TPage {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const language: TLanguage = asked === "en" || asked === "af" ? asked : resolveLanguage(request.headers);
  return { language, t: getConsoleDictionary(language), returnTo: safeReturnTo(url.searchParams.get("returnTo")) };
}

function query(page: TPage, language = page.language): string {
  return `lang=${language}&returnTo=${encodeURIComponent(page.returnTo)}`;
}

/** The page's link to itself in the other language. */
function languageLink(page: TPage, path: string): string {
  const other: TLanguage = page.language === "en" ? "af" : "en";
  return `<p class="note"><a lang="${other}" href="${escapeHtml(`${path}?${query(page, other)}`)}">${escapeHtml(page.t.shell.otherLanguage)}</a></p>`;
}

function render(page: TPage, title: string, html: string, status = 200, headers: Record<string, string> = {}): Response {
  return renderPlainPage({ language: page.language, title, html, status, headers });
}

function askAgain(page: TPage): string {
  return `<p><a href="${escapeHtml(`/owner/sign-in?${query(page)}`)}">${escapeHtml(page.t.signIn.askAgain)}</a></p>`;
}

/** The nonce the console's policy (web/proxy.ts) allows scripts with, from the request's copy of it. */
function scriptNonce(request: Request): string | undefined {
  return /'nonce-([^']+)'/.exec(request.headers.get("content-security-policy") ?? "")?.[1];
}

/**
 * The passkey button: hidden until its script finds a browser that can use passkeys, so the page
 * stays whole without scripts.
 */
function passkeyButton(page: TPage, nonce: string | undefined): string {
  if (!nonce) return "";
  const t = page.t.signIn;
  const data = `data-options="/owner/sign-in/passkey?${escapeHtml(query(page))}" data-verify="/owner/sign-in/passkey/verify?${escapeHtml(query(page))}" data-failed="${escapeHtml(t.passkeyFailed)}"`;
  return `<section id="passkey-sign-in" hidden ${data}><p>${escapeHtml(t.or)}</p><button type="button">${escapeHtml(t.passkey)}</button><p id="passkey-status" role="alert" style="color:#9b2c2c"></p></section><script nonce="${escapeHtml(nonce)}" src="/owner-passkey.js" defer></script>`;
}

function form(page: TPage, email = "", error?: string): string {
  const t = page.t.signIn;
  const invalid = error ? ` aria-invalid="true" aria-describedby="email-error"` : "";
  return `<p>${escapeHtml(t.intro)}</p><form method="post" action="${escapeHtml(`/owner/sign-in?${query(page)}`)}"><p><label for="email">${escapeHtml(t.email)}</label><br><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${invalid} style="font:inherit;padding:8px;width:100%;box-sizing:border-box">${
    error ? `<br><span id="email-error" style="color:#9b2c2c">${escapeHtml(error)}</span>` : ""
  }</p><button type="submit">${escapeHtml(t.send)}</button></form>${languageLink(page, "/owner/sign-in")}`;
}

/** Refusals every sign-in POST shares: another site's form (403), too many requests (429). */
async function admit(request: Request, page: TPage, buckets: [string, string, number][]): Promise<Response | undefined> {
  const t = getDictionary(page.language);
  try {
    checkOrigin(request.headers, t);
    for (const [bucket, key, points] of buckets) await consumeRateLimit(bucket, key, t, points);
    return undefined;
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED")
      return render(page, page.t.signIn.limitedTitle, `<p role="alert">${escapeHtml(page.t.signIn.limited)}</p>`, 429, {
        "retry-after": String(error.details.retryAfterSeconds ?? 60),
      });
    if (isAppError(error) && error.code === "FORBIDDEN")
      return render(page, page.t.signIn.title, `<p role="alert">${escapeHtml(page.t.signIn.crossOrigin)}</p>`, 403);
    throw error;
  }
}

/** A database or limiter that stays away through the retries: a 503 page, never a 500. */
async function guarded(page: TPage, handle: () => Promise<Response>): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    const unavailable = asUnavailable(error, getDictionary(page.language));
    if (!unavailable) throw error;
    return render(page, page.t.signIn.limitedTitle, `<p role="alert">${escapeHtml(unavailable.message)}</p>`, 503, {
      "retry-after": String(unavailable.details.retryAfterSeconds ?? 5),
    });
  }
}

function signInMail(page: TPage, link: string) {
  const t = page.t.signIn;
  return renderMail({
    brand: "Orania Stays",
    title: t.mailSubject,
    language: page.language,
    footer: t.mailFooter,
    blocks: [
      { kind: "paragraph", text: t.mailIntro },
      { kind: "buttons", links: [{ label: t.button, href: link, tone: "primary" }] },
    ],
  });
}

export async function handleSignInForm(request: Request, method: "GET" | "POST"): Promise<Response> {
  const page = pageOf(request);
  const t = page.t.signIn;
  if (method === "GET") {
    const signedOut = new URL(request.url).searchParams.has("signedOut") ? `<p role="status">${escapeHtml(t.signedOut)}</p>` : "";
    return render(page, t.title, signedOut + form(page) + passkeyButton(page, scriptNonce(request)));
  }
  return guarded(page, async () => {
    // Another site's post is refused before its body is read, and no body is read past the limit.
    let body: URLSearchParams;
    try {
      const dictionary = getDictionary(page.language);
      checkOrigin(request.headers, dictionary);
      body = await readFormWithin(request, dictionary);
    } catch (error) {
      if (!isAppError(error) || (error.code !== "FORBIDDEN" && error.code !== "PAYLOAD_TOO_LARGE")) throw error;
      return render(page, t.title, `<p role="alert">${escapeHtml(error.message)}</p>${form(page)}`, error.status);
    }
    const parsed = zEmail().safeParse(body.get("email") ?? "");
    if (!parsed.success) return render(page, t.title, form(page, body.get("email") ?? "", t.invalidEmail), 400);
    const email = parsed.data.toLowerCase();
    const config = getConfig();
    const refused = await admit(request, page, [
      ["owner-sign-in", getClientAddress(request.headers), config.RATE_LIMIT_SIGN_IN_CLIENT],
      ["owner-sign-in-address", email, config.RATE_LIMIT_SIGN_IN_ADDRESS],
    ]);
    if (refused) return refused;
    const links = await captureSignInLinks(() =>
      getAuth().api.signInMagicLink({ body: { email, callbackURL: page.returnTo }, headers: request.headers }),
    );
    for (const { email: to, token } of links) {
      const link = `${config.APP_URL}/owner/sign-in/link?token=${encodeURIComponent(token)}&${query(page)}`;
      const { html, text } = signInMail(page, link);
      // Sent after the answer is decided, so an owner's address and any other one answer alike and
      // in the same time. A link that fails to go out is asked for again; it is never queued, so
      // no sign-in token rests in Redis.
      void mailSender()
        .then(({ from, messageId }) => getMailTransport().sendMail({ from, messageId, to, subject: t.mailSubject, html, text }))
        .catch((error: unknown) => logger.error({ err: error }, "the sign-in e-mail could not be sent"));
    }
    return render(page, t.sentTitle, `<p role="status">${escapeHtml(t.sent)}</p>${askAgain(page)}`);
  });
}

export async function handleSignInLink(request: Request, method: "GET" | "POST"): Promise<Response> {
  const page = pageOf(request);
  const t = page.t.signIn;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const unusable = () => render(page, t.usedTitle, `<p role="alert">${escapeHtml(t.used)}</p>${askAgain(page)}`, 410);
  if (!/^[\w-]{16,128}$/.test(token)) return unusable();
  const action = `/owner/sign-in/link?token=${encodeURIComponent(token)}&${query(page)}`;
  if (method === "GET")
    return render(
      page,
      t.linkTitle,
      `<p>${escapeHtml(t.linkIntro)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`,
    );
  return guarded(page, async () => {
    const refused = await admit(request, page, [["owner-links", getClientAddress(request.headers), getConfig().RATE_LIMIT_OWNER_PAGES]]);
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
    return new Response(null, { status: 303, headers });
  });
}

export async function handleSignOut(request: Request): Promise<Response> {
  const page = pageOf(request);
  return guarded(page, async () => {
    const refused = await admit(request, page, []);
    if (refused) return refused;
    const headers = new Headers({ location: `/owner/sign-in?lang=${page.language}&signedOut=1`, "cache-control": "no-store" });
    if (request.headers.get("cookie")) {
      const ended = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
      for (const cookie of ended.headers.getSetCookie()) headers.append("set-cookie", cookie);
    }
    return new Response(null, { status: 303, headers });
  });
}

/** The passkey calls' common door: the site's own page (403), JSON (415), the client's limit (429). */
async function passkeyCall(request: Request, handle: (page: TPage) => Promise<Response>): Promise<Response> {
  const page = pageOf(request);
  const t = getDictionary(page.language);
  try {
    checkOrigin(request.headers, t);
    requireJson(request.headers, t);
    await consumeRateLimit("owner-passkey", getClientAddress(request.headers), t, 2 * getConfig().RATE_LIMIT_SIGN_IN_CLIENT);
    return await handle(page);
  } catch (error) {
    if (isAppError(error)) return errorResponse(error);
    const unavailable = asUnavailable(error, t);
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
