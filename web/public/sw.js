// @ts-check
/// <reference lib="webworker" />
// The phone's service worker: the guest's booking page, its downloads and an offline page, kept for
// when there is no signal. Registered by the guest's booking page only (components/links/
// save-to-phone.tsx); the rest of the site is never kept and passes through untouched.
//
//   - A booking page (/booking/<token>) is always fetched from the network first. Its answer's
//     x-offline-copy header (web/server/offline/copy.ts: the rule lives there) says "keep; until=
//     <check-out day>" or "drop": the worker keeps a copy of the page and the downloads it links to
//     (the calendar file, the PDFs), or removes them. No other answer is ever kept: not the owner's
//     console, not an API reply, not a page whose answer does not say "keep".
//   - With no network, a kept page is shown with a note saying when it was saved; any other page
//     shows the offline page (/offline, fetched in both languages when the worker is installed) in
//     the guest's language, listing the bookings kept.
//   - A copy is kept without its scripts: it works as plain HTML (the page needs none), and a new
//     build can never be handed an old build's scripts, or the other way round.
//   - Copies past their check-out day are removed whenever the worker starts or a page is fetched.
// Written by hand (not a library's precache and routes): what it keeps is decided per answer by the
// server, and a copy is rewritten (scripts out, the note in), which those tools do not do.

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** Changed when what a copy holds changes: the caches of other versions are deleted on activation. */
const VERSION = "1";
const COPIES = `booking-copies-v${VERSION}`;
const SHELL = `offline-pages-v${VERSION}`;
const LANGUAGES = ["en", "af"];
const COPY_HEADER = "x-offline-copy";
const SAVED_AT = "x-saved-at";
const UNTIL = "x-saved-until";
const TITLE = "x-saved-title";
const LANGUAGE_KEY = "/offline/language";
const BOOKING_PAGE = /^\/booking\/[^/]+$/;
const BOOKING_FILE = /^\/booking\/[^/]+\/(calendar\.ics|proforma\.pdf|tax-invoice\.pdf)$/;
const FONT = /^\/_next\/static\/media\/[^/]+\.woff2$/;
const TIME_ZONE = "Africa/Johannesburg";
/**
 * How old a kept download may be before a visit to its page fetches it again. Online, a download
 * always comes from the network; the kept one is for when there is none. Fetching them on every
 * visit would spend the guest's data and their share of the link pages' rate limit.
 */
const DOWNLOAD_REFRESH_MS = 60 * 60 * 1000;

sw.addEventListener("install", (event) => {
  event.waitUntil(saveOfflinePages().then(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== COPIES && name !== SHELL).map((name) => caches.delete(name)));
      await sw.clients.claim();
      await removeEnded();
      // The booking page that registered the worker was fetched before the worker ran: fetch it again to keep it.
      const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
      await Promise.all(
        windows.map((client) => {
          const url = new URL(client.url);
          return BOOKING_PAGE.test(url.pathname)
            ? fetch(url.href)
                .then((answer) => keepOrDrop(url, answer))
                .catch(() => undefined)
            : undefined;
        }),
      );
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // A download is asked as a navigation too: with no network it is the kept file, never the offline page.
  if (BOOKING_FILE.test(url.pathname) || FONT.test(url.pathname)) event.respondWith(networkElseKept(request));
  else if (request.mode === "navigate") event.respondWith(navigate(event, url));
});

/** A page: the network's answer (a booking page's kept or dropped by it); with no network, its copy or the offline page. */
async function navigate(/** @type {FetchEvent} */ event, /** @type {URL} */ url) {
  const page = BOOKING_PAGE.test(url.pathname);
  try {
    const answer = await fetch(event.request);
    if (page) event.waitUntil(keepOrDrop(url, answer.clone()).then(removeEnded));
    return answer;
  } catch (error) {
    const copy = page ? await caches.open(COPIES).then((cache) => cache.match(url.pathname)) : undefined;
    if (copy) return copy;
    const offline = await offlinePage(url);
    if (offline) return offline;
    throw error;
  }
}

/** A download or a font: the network's answer; with no network, the kept one. */
async function networkElseKept(/** @type {Request} */ request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** Does what a booking page's answer says with the phone's copy of it: keep it (and its downloads), drop it, or nothing. */
async function keepOrDrop(/** @type {URL} */ url, /** @type {Response} */ answer) {
  const says = answer.headers.get(COPY_HEADER) ?? "";
  if (says === "drop") return drop(url.pathname);
  const until = /^keep; until=(\d{4}-\d{2}-\d{2})$/.exec(says)?.[1];
  if (!until || answer.status !== 200) return undefined;
  const html = await answer.text();
  const savedAt = new Date();
  const language = /<html[^>]*\slang="(en|af)"/.exec(html)?.[1] ?? "en";
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? url.pathname;
  const copy = rewritten(answer, asCopy(html, savedAt, language), {
    [SAVED_AT]: savedAt.toISOString(),
    [UNTIL]: until,
    [TITLE]: encodeURIComponent(title),
  });
  const copies = await caches.open(COPIES);
  const shell = await caches.open(SHELL);
  await shell.put(LANGUAGE_KEY, new Response(language));
  await Promise.all([
    ...linked(html, (path) => BOOKING_FILE.test(path) && path.startsWith(`${url.pathname}/`)).map((href) =>
      keep(copies, href, DOWNLOAD_REFRESH_MS),
    ),
    ...linked(html, (path) => FONT.test(path)).map((href) => keep(shell, href)),
  ]);
  // The page last: once a copy of it is kept, so is what it links to (the calendar file, the PDFs).
  await copies.put(url.pathname, copy);
  return undefined;
}

/** The same-origin addresses a page links to (href="…") whose path passes `wanted`. */
function linked(/** @type {string} */ html, /** @type {(path: string) => boolean} */ wanted) {
  const found = new Set();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = new URL((match[1] ?? "").replaceAll("&amp;", "&"), sw.location.origin);
    if (href.origin === sw.location.origin && wanted(href.pathname)) found.add(href.pathname + href.search);
  }
  return [...found];
}

/** Fetches and keeps one address unless it was kept less than `maxAgeMs` ago (a font, whose name is its content, is kept for good). */
async function keep(/** @type {Cache} */ cache, /** @type {string} */ href, maxAgeMs = Infinity) {
  const kept = await cache.match(href);
  const keptAt = Date.parse(kept?.headers.get(SAVED_AT) ?? "") || 0;
  if (kept && Date.now() - keptAt < maxAgeMs) return;
  try {
    const answer = await fetch(href);
    if (!answer.ok) return;
    const headers = new Headers(answer.headers);
    headers.set(SAVED_AT, new Date().toISOString());
    await cache.put(href, new Response(answer.body, { status: answer.status, headers }));
  } catch {
    // No network now: the next visit keeps it.
  }
}

/** The page as kept: without its scripts, and with the note saying when it was saved shown. */
function asCopy(/** @type {string} */ html, /** @type {Date} */ savedAt, /** @type {string} */ language) {
  const when = new Intl.DateTimeFormat(language === "af" ? "af-ZA" : "en-ZA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(savedAt);
  return withoutScripts(html).replace(
    /(<p id="saved-copy")\s+hidden=""([^>]*>[\s\S]*?)<time><\/time>/,
    `$1$2<time dateTime="${savedAt.toISOString()}">${escape(when)}</time>`,
  );
}

/** A page's answer with its body rewritten: its headers kept but the body's length and encoding, with `extra` added. */
function rewritten(/** @type {Response} */ answer, /** @type {string} */ html, /** @type {Record<string, string>} */ extra = {}) {
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(html, { status: 200, headers });
}

/** The document without its script elements and the links that preload scripts. */
function withoutScripts(/** @type {string} */ html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

function escape(/** @type {string} */ text) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Removes a booking page's copy and its downloads. */
async function drop(/** @type {string} */ pathname) {
  const copies = await caches.open(COPIES);
  const keys = await copies.keys();
  await Promise.all(
    keys
      .filter((key) => {
        const path = new URL(key.url).pathname;
        return path === pathname || path.startsWith(`${pathname}/`);
      })
      .map((key) => copies.delete(key)),
  );
}

/** Removes the copies whose stay has ended (the day after check-out, in the business's time zone). */
async function removeEnded() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());
  const copies = await caches.open(COPIES);
  for (const key of await copies.keys()) {
    const until = (await copies.match(key))?.headers.get(UNTIL);
    if (until && until < today) await drop(new URL(key.url).pathname);
  }
}

/** Fetches the offline page in each language and keeps it without its scripts. */
async function saveOfflinePages() {
  const shell = await caches.open(SHELL);
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const answer = await fetch(`/offline?lang=${language}`, { cache: "no-store" });
      if (!answer.ok) throw new Error(`the offline page answered ${answer.status}`);
      const html = await answer.text();
      await shell.put(`/offline?lang=${language}`, rewritten(answer, withoutScripts(html)));
      await Promise.all(linked(html, (path) => FONT.test(path)).map((href) => keep(shell, href)));
    }),
  );
}

/** The offline page in the guest's language (the address's ?lang=, else their last kept booking's, else the phone's), listing the kept bookings. */
async function offlinePage(/** @type {URL} */ url) {
  const shell = await caches.open(SHELL);
  const asked = url.searchParams.get("lang");
  const kept = await (await shell.match(LANGUAGE_KEY))?.text();
  const phone = sw.navigator.language.toLowerCase().startsWith("af") ? "af" : "en";
  const language = asked && LANGUAGES.includes(asked) ? asked : kept && LANGUAGES.includes(kept) ? kept : phone;
  const page = await shell.match(`/offline?lang=${language}`);
  if (!page) return undefined;
  const copies = await caches.open(COPIES);
  const items = [];
  for (const key of await copies.keys()) {
    const copy = await copies.match(key);
    const path = new URL(key.url).pathname;
    if (copy && BOOKING_PAGE.test(path))
      items.push(
        `<li><a class="font-semibold text-secondary underline underline-offset-4" href="${escape(path)}">${decodeURIComponent(copy.headers.get(TITLE) ?? "") || escape(path)}</a></li>`,
      );
  }
  let html = await page.text();
  if (items.length > 0)
    html = html.replace(/(<div id="saved-bookings")\s+hidden=""([^>]*>[\s\S]*?<ul[^>]*>)(<\/ul>)/, `$1$2${items.join("")}$3`);
  return new Response(html, { status: 200, headers: page.headers });
}
