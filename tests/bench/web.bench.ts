// npm run bench:web – each page's speed on a cheap phone next to an empty Next.js page's: Lighthouse
// (its default mobile settings: 4x CPU slowdown, slow 4G, simulated; Debian's Chromium) on every
// public page type and the owner's console's busiest pages, against a hello-world page of the same
// Next.js version built in this run (a two-file app in var/, resolving this node_modules).
// The pages are measured in BENCH_RUNS rounds (default 5): each round measures hello-world and then
// the pages, with hello-world again before every fourth page, so that a busier stretch of the shared
// machine weighs on both sides of every ratio; the medians are compared.
// Targets (printed next to each figure; the bench exits non-zero when one is missed), on every page:
//   - performance score within 3 points of hello-world's median;
//   - Total Blocking Time at most 1.5x hello-world's median;
//   - Largest Contentful Paint at most 1.25x hello-world's median;
//   - first-load JS (gzip) at most 1.05x hello-world's;
//   - accessibility, best practices and SEO 100 on the public pages (medians).
// Each page's median main-thread work by kind (script evaluation, style and layout, HTML parsing ...)
// is printed beside hello-world's, which shows where any extra work goes.
// The stays have real-size photos of their own (seed-photos.ts: BENCH_PHOTOS per stay, default 6,
// camera-size JPEGs through the site's pipeline into a bucket of the bench's), seeded before the
// site is built against the same database, so the prerendered pages carry them. As in the
// deployment (docker/Caddyfile), the photos come from the site's own origin, /media/public/...,
// through a small front proxy.
// The console's pages are measured signed in, over three years of about 1,000 bookings and the
// months around today (tests/support/report-fixture.ts); the reports' server time for a year, a
// season, a month and one stay's year is printed too.
// A phone's first visit to each home page is weighed as well: Chromium at 390x844 with an empty
// cache loads it until the network is idle, and every response's bytes on the wire (headers and
// compressed bodies: HTML, CSS, scripts, fonts, the images it fetched) are added up, beside
// hello-world's; the target is at most 300 KB.
// BENCH_SCREENS=dir keeps each page's screenshots at 390x844 there, in each language it has (the
// first screen and the whole page); with BENCH_SCREENS_BEFORE=dir, an earlier run's, they are
// compared pixel by pixel (a differing one is a missed target: the pages must look the same).
// BENCH_FLOOR=1 measures, beside each public page, a copy of its HTML with every script taken out
// (served from memory by the front proxy, with the same font and photos): the floor that no change
// to the pages' scripts can go below, printed with its ratios but held to no target.
// BENCH_ONLY=/a,/b measures just those pages (console ones by their label: today, calendar,
// booking, reports); BENCH_PASSES=bytes skips Lighthouse, BENCH_PASSES=screens everything but the screenshots; BENCH_REPORT_DIR=dir keeps each run's
// Lighthouse report there (JSON), to read what a score is made of. Builds the site first unless
// SKIP_BUILD=1 (then the pages are measured as last built, with whatever photos that build saw).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { startLocalS3 } from "../../scripts/local-services.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TEST_DATABASE_PREFIX, TEST_ENV, TEST_PORT } from "../../scripts/test-env.mjs";
import { compareScreens, takeScreens } from "./screens";
import { seedStayPhotos } from "./seed-photos";
import { formatStats, measure, prepareDatabase, root, run, startFrontProxy, startSite } from "./support";

/** The public pages measured: both homes, a stay page in each language, both hubs, a topic page, a blog post and the terms. */
export const BENCH_ROUTES: string[] = [
  "/",
  "/verblyf",
  "/fisheagle-hut",
  "/visarend-hut",
  "/experienceorania",
  "/ervaarorania",
  "/oraniahistory",
  "/blogs/is-orania-safe-to-visit",
  "/terms",
];

const SITE_PORT = TEST_PORT + 4;
const HELLO_PORT = TEST_PORT + 5;
const S3_PORT = TEST_PORT + 7;
/** The site itself, behind the front proxy on SITE_PORT. */
const SITE_INNER_PORT = TEST_PORT + 8;
const DATABASE_URL = `postgresql://postgres@127.0.0.1:5432/${TEST_DATABASE_PREFIX}_bench_web`;
const HELLO_DIR = path.join(root, "var", "bench-hello-world");
/** The same flags as the browser suite (playwright.config.ts), headless. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

function buildHelloWorld(): void {
  rmSync(HELLO_DIR, { recursive: true, force: true });
  mkdirSync(path.join(HELLO_DIR, "app"), { recursive: true });
  writeFileSync(
    path.join(HELLO_DIR, "app", "layout.jsx"),
    'export const metadata = { title: "Hello" };\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(path.join(HELLO_DIR, "app", "page.jsx"), "export default function Page() {\n  return <h1>Hello, world</h1>;\n}\n");
  run("npx", ["next", "build", HELLO_DIR], { NEXT_TELEMETRY_DISABLED: "1" });
}

/** Refuses to measure a server an earlier run left behind on a port this run's own server needs. */
async function expectFreePort(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} already answers: stop the server an earlier run left there`);
}

/** hello-world's `next start`, in a process group of its own (its server runs as a child), stopped whole by stopHelloWorld. */
async function startHelloWorld(): Promise<ChildProcess> {
  await expectFreePort(HELLO_PORT);
  const server = spawn(path.join(root, "node_modules", ".bin", "next"), ["start", HELLO_DIR, "-p", String(HELLO_PORT)], {
    cwd: root,
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${HELLO_PORT}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopHelloWorld(server);
  throw new Error("The hello-world app did not start");
}

function stopHelloWorld(server: ChildProcess): void {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}

/**
 * The bytes on the wire of a first visit on a phone: a fresh browser context (no cache, no
 * cookies) at 390x844 loads the page until the network is idle, and each response's
 * encodedDataLength (its headers and its body as sent, compressed where it was) is added up, in
 * all and by the kind of resource (document, script, font, image, ...).
 */
async function firstVisitBytes(url: string): Promise<{ bytes: number; responses: number; byKind: Map<string, number> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    let responses = 0;
    const kinds = new Map<string, string>();
    const byKind = new Map<string, number>();
    cdp.on("Network.responseReceived", (event) => kinds.set(event.requestId, event.type.toLowerCase()));
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
      responses += 1;
      const kind = kinds.get(event.requestId) ?? "other";
      byKind.set(kind, (byKind.get(kind) ?? 0) + event.encodedDataLength);
    });
    await cdp.send("Network.enable");
    await page.goto(url, { waitUntil: "networkidle" });
    return { bytes, responses, byKind };
  } finally {
    await browser.close();
  }
}

/** Bytes (gzip) of the scripts a page's HTML loads before any interaction. */
async function firstLoadJs(base: string, route: string, headers: Record<string, string> = {}): Promise<number> {
  const html = await (await fetch(new URL(encodeURI(route), base), { headers })).text();
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!));
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source.replace(/&amp;/g, "&"), base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A visit's bytes by kind of resource, the largest first. */
const kinds = (byKind: Map<string, number>) =>
  [...byKind.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(", ");

/** The home pages, English and Afrikaans, whose first visit is weighed byte by byte. */
const HOME_ROUTES: readonly string[] = ["/", "/verblyf"];
/** Each page's median performance score may be at most this many points below hello-world's. */
const PERFORMANCE_POINTS = 3;
const FIRST_LOAD_TARGET = 1.05;
const TBT_TARGET = 1.5;
const LCP_TARGET = 1.25;
/** A phone's first visit to a home page, every byte on the wire. */
const FIRST_VISIT_TARGET_KB = 300;

/** The targets missed in this run, printed at the end (and the bench then exits non-zero). */
const misses: string[] = [];

/** The run's last lines: every target met, or the misses (and the bench then exits non-zero). */
function reportMisses(): void {
  console.log(
    misses.length === 0 ? "\nbench:web  every target met" : `\nbench:web  ${misses.length} target(s) missed:\n  ${misses.join("\n  ")}`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

/** "ok" or "MISSED" after a figure, recording the miss. */
function verdict(met: boolean, what: string): string {
  if (!met) misses.push(what);
  return met ? "ok" : "MISSED";
}

/** A run's figures; `mainThread` is Lighthouse's main-thread work by kind (ms, at the run's CPU slowdown). */
type TRun = { scores: Record<string, number>; metrics: Record<string, number>; mainThread: Record<string, number> };

/** Lighthouse's kinds of main-thread work, in the order printed. */
const MAIN_THREAD_GROUPS = [
  "scriptEvaluation",
  "scriptParseCompile",
  "styleLayout",
  "parseHTML",
  "paintCompositeRender",
  "garbageCollection",
  "other",
] as const;

/** The metrics behind the performance score, in milliseconds (CLS unitless). */
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  SI: "speed-index",
  CLS: "cumulative-layout-shift",
} as const;

type TRunOptions = { headers?: Record<string, string> };

/**
 * One Lighthouse run in a fresh browser, so that no run inherits another's cache or state. A run
 * that Lighthouse itself reports as broken (a runtime error such as NO_NAVSTART: no trace was
 * recorded, so every metric is missing) is run again, up to twice, rather than counted as a 0.
 */
async function lighthouseRun(url: string, options: TRunOptions = {}, retries = 2): Promise<TRun> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      extraHeaders: options.headers ?? {},
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_REPORT_DIR) {
      mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_") || "_"}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_REPORT_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) {
      console.log(`  ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}${retries > 0 ? " (running it again)" : ""}`);
      if (retries > 0) return await lighthouseRun(url, options, retries - 1);
    }
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]));
    const breakdown = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] } | undefined)
      ?.items;
    const mainThread = Object.fromEntries((breakdown ?? []).map((item) => [item.group, item.duration]));
    return { scores, metrics, mainThread };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type TRouteResult = { score: (id: string) => number; metric: (name: string) => number; performance: number[] };

/**
 * Prints a route's median scores, its median metrics, the spread of its performance score and its
 * TBT, and its median main-thread work by kind (what to compare with hello-world's).
 */
function summarise(label: string, results: TRun[]): TRouteResult {
  const score = (id: string) => median(results.map((result) => result.scores[id] ?? 0));
  const metric = (name: string) => median(results.map((result) => result.metrics[name] ?? NaN));
  const performance = results.map((result) => result.scores.performance ?? 0);
  const categories = ["performance", "accessibility", "best-practices", "seo"].map((id) => String(score(id)).padStart(3)).join(" / ");
  const metrics = Object.keys(METRICS)
    .map((name) => (name === "CLS" ? `CLS ${metric(name).toFixed(3)}` : `${name} ${Math.round(metric(name))} ms`))
    .join(", ");
  const tbts = results.map((result) => Math.round(result.metrics.TBT ?? NaN)).join(", ");
  const mainThread = MAIN_THREAD_GROUPS.map(
    (group) => `${group} ${Math.round(median(results.map((result) => result.mainThread[group] ?? 0)))}`,
  );
  console.log(`  ${label.padEnd(36)} ${categories}   (performance runs: ${performance.join(", ")}; TBT runs: ${tbts})`);
  console.log(`  ${"".padEnd(36)} ${metrics}`);
  console.log(`  ${"".padEnd(36)} main thread (ms): ${mainThread.join(", ")}`);
  return { score, metric, performance };
}

/** Three years of business up to last year's end, and on to three months ahead (the console's Today); the bookings' count. */
async function seedReports(lastYear: number): Promise<number> {
  const { seedReportFixture } = await import("../support/report-fixture");
  const started = performance.now();
  const ahead = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const { bookings } = await seedReportFixture({ from: `${lastYear - 2}-01-01`, until: ahead, seed: 1000, busy: true });
  console.log(
    `bench:web  seeded ${bookings} bookings from ${lastYear - 2} to ${ahead} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return bookings;
}

/** The owner's session cookie, signed in through the magic link as the console's owner is (the link taken, not mailed). */
async function ownerCookie(): Promise<string> {
  const { getAuth, setSignInLinkSender } = await import("../../web/server/auth/auth");
  const { getConfig } = await import("../../web/server/config");
  let token = "";
  setSignInLinkSender((_email, sent) => {
    token = sent;
    return Promise.resolve();
  });
  const headers = new Headers({ "x-forwarded-for": "203.0.113.77" });
  await getAuth().api.signInMagicLink({ body: { email: getConfig().OWNER_EMAIL, callbackURL: "/owner" }, headers });
  const response = await getAuth().api.magicLinkVerify({ query: { token, callbackURL: "/owner" }, headers, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.includes("session_token=") && !pair.endsWith("="));
  if (!cookie) throw new Error("The bench could not sign the owner in");
  return cookie;
}

/** The reports' server time (the whole HTML, signed in), for a year, a season, a month and one stay's year. */
async function reportServerTimes(base: string, year: number, cookie: string): Promise<void> {
  console.log(`\nbench:web  /owner/reports server time (the whole page, signed in, one request at a time)`);
  for (const query of [`year=${year}`, `season=winter&year=${year}`, `month=${year}-07`, `year=${year}&stay=fisheagle-hut`]) {
    const stats = await measure(20, 1, async () => {
      const reply = await fetch(`${base}/owner/reports?${query}`, { headers: { cookie } });
      await reply.text();
      return reply.status;
    });
    console.log(`  ${formatStats(`/owner/reports?${query}`, stats)}`);
  }
}

/** A page measured: its label in the tables, its path, and whether it is the owner's (signed in); a floor is a public page's copy without scripts. */
type TPage = { label: string; route: string; owner: boolean; floor?: boolean };

/** Where the front proxy answers a public page's copy without scripts (BENCH_FLOOR=1). */
const FLOOR_PREFIX = "/__no-scripts";

/** Each public page's HTML with every script (and script preload) taken out, gzip-compressed, by the path it is served at. */
async function floorPages(base: string, routes: string[]): Promise<Map<string, Buffer>> {
  const pages = new Map<string, Buffer>();
  for (const route of routes) {
    const html = await (await fetch(new URL(encodeURI(route), base), { headers: { "accept-encoding": "identity" } })).text();
    const bare = html
      .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="preload" as="script"[^>]*>/g, "");
    pages.set(encodeURI(`${FLOOR_PREFIX}${route}`), gzipSync(bare));
  }
  return pages;
}

/** The console's busiest pages: Today, the calendar, a booking and a year's reports. */
async function consolePages(reportsYear: number): Promise<TPage[]> {
  const { getDb } = await import("../../web/server/db/client");
  const today = new Date().toISOString().slice(0, 10);
  // The confirmed booking arriving next: the page the owner opens most, with its money and messages.
  const booking = await getDb().booking.findFirst({
    where: { status: "confirmed", checkIn: { gte: new Date(`${today}T00:00:00Z`) } },
    orderBy: { checkIn: "asc" },
    select: { id: true },
  });
  if (!booking) throw new Error("The bench's fixture has no confirmed booking ahead");
  return [
    { label: "today", route: "/owner", owner: true },
    { label: "calendar", route: "/owner/calendar", owner: true },
    { label: "booking", route: `/owner/bookings/${booking.id}`, owner: true },
    { label: "reports", route: `/owner/reports?year=${reportsYear}`, owner: true },
  ];
}

/** The order of one round: hello-world first and again before every fourth page. */
function roundOrder(pages: TPage[]): (TPage | null)[] {
  const order: (TPage | null)[] = [];
  for (const [index, page] of pages.entries()) {
    if (index % 4 === 0) order.push(null);
    order.push(page);
  }
  return order;
}

/** The ratio of a page's median to hello-world's; a hello-world figure of 0 leaves none, and then the page's must be 0 too. */
const ratioTo = (value: number, baseline: number) => (baseline > 0 ? value / baseline : value > 0 ? Infinity : 1);

async function main(): Promise<void> {
  const s3Directory = path.join(root, "var", "bench-web-s3");
  // A build starts from an empty bucket and database; a measure of the last build (SKIP_BUILD=1) keeps both as that run left them.
  if (process.env.SKIP_BUILD !== "1") rmSync(s3Directory, { recursive: true, force: true });
  const s3 = await startLocalS3({ port: S3_PORT, directory: s3Directory, bucket: "orania-stays" });
  // The site, its build and the seeding share one database and one bucket; browsers reach both
  // through one origin, as behind the deployment's proxy (photos at <APP_URL>/media/public/...).
  const siteBase = `http://127.0.0.1:${SITE_PORT}`;
  const env = {
    DATABASE_URL,
    REDIS_PREFIX: "orania-bench-web",
    APP_URL: siteBase,
    S3_ENDPOINT: s3.url,
    S3_PUBLIC_URL: `${siteBase}/media`,
  };
  Object.assign(process.env, TEST_ENV, env);
  const reportsYear = new Date().getUTCFullYear() - 1;
  if (process.env.SKIP_BUILD !== "1") {
    await prepareDatabase(DATABASE_URL);
    await seedReports(reportsYear);
    const perStay = Number(process.env.BENCH_PHOTOS ?? 6);
    const started = performance.now();
    const bytes = await seedStayPhotos(perStay);
    console.log(
      `bench:web  seeded ${perStay} camera-size photos per stay (${(bytes / 1024 / 1024).toFixed(1)} MB of originals) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // `npm run build`: its prebuild step drops the data cache of earlier builds, which would
    // otherwise prerender the pages with the photos an earlier run seeded.
    run("npm", ["run", "build"], { ...TEST_ENV, ...env });
  }
  buildHelloWorld();
  await expectFreePort(SITE_INNER_PORT);
  const site = await startSite(SITE_INNER_PORT, env);
  const floor = process.env.BENCH_FLOOR === "1";
  const front = await startFrontProxy(SITE_PORT, {
    site: SITE_INNER_PORT,
    s3: s3.url,
    bucket: "orania-stays",
    pages: floor ? await floorPages(`http://127.0.0.1:${SITE_INNER_PORT}`, BENCH_ROUTES) : undefined,
  });
  const hello = await startHelloWorld();
  try {
    const cookie = await ownerCookie();
    const allPages: TPage[] = [
      ...BENCH_ROUTES.map((route) => ({ label: route, route, owner: false })),
      ...(await consolePages(reportsYear)),
    ];
    const only = process.env.BENCH_ONLY?.split(",");
    const pages = only ? allPages.filter((page) => only.includes(page.label) || only.includes(page.route)) : allPages;
    const headersOf = (page: TPage): Record<string, string> => (page.owner ? { cookie } : {});
    const urlOf = (page: TPage) => new URL(encodeURI(page.route), siteBase).toString();
    const helloUrl = `http://127.0.0.1:${HELLO_PORT}/`;

    if (process.env.BENCH_SCREENS) {
      const taken = await takeScreens(siteBase, pages, cookie, process.env.BENCH_SCREENS);
      console.log(`\nbench:web  ${taken} screenshots at 390x844 in ${process.env.BENCH_SCREENS}`);
      if (process.env.BENCH_SCREENS_BEFORE) {
        console.log(`bench:web  compared with ${process.env.BENCH_SCREENS_BEFORE} (target: identical)`);
        for (const { name, verdict: said, same } of await compareScreens(process.env.BENCH_SCREENS_BEFORE, process.env.BENCH_SCREENS))
          console.log(`  ${name.padEnd(44)} ${said}  ${verdict(same, `${name}: ${said}`)}`);
      }
    }
    if (process.env.BENCH_PASSES === "screens") return reportMisses();

    const helloJs = await firstLoadJs(helloUrl, "/");
    console.log(`\nbench:web  first-load JS (gzip), hello-world Next.js page: ${kb(helloJs)} (target: each page <= ${FIRST_LOAD_TARGET}x)`);
    for (const page of pages) {
      const bytes = await firstLoadJs(siteBase, page.route, headersOf(page));
      const ratio = bytes / helloJs;
      const met = verdict(
        ratio <= FIRST_LOAD_TARGET,
        `${page.label}: first-load JS ${ratio.toFixed(3)}x hello-world, target <= ${FIRST_LOAD_TARGET}x`,
      );
      console.log(`  ${page.label.padEnd(36)} ${kb(bytes).padStart(9)}  ${ratio.toFixed(3)}x hello-world  ${met}`);
    }

    const helloVisit = await firstVisitBytes(helloUrl);
    console.log(
      `\nbench:web  a phone's first visit (390x844, empty cache, until the network is idle), every byte on the wire; target: <= ${FIRST_VISIT_TARGET_KB} KB`,
    );
    console.log(`  ${"hello-world (baseline)".padEnd(36)} ${kb(helloVisit.bytes).padStart(9)}  ${helloVisit.responses} responses`);
    console.log(`  ${"".padEnd(36)} ${kinds(helloVisit.byKind)}`);
    for (const route of HOME_ROUTES) {
      const visit = await firstVisitBytes(new URL(encodeURI(route), siteBase).toString());
      const met = verdict(
        visit.bytes <= FIRST_VISIT_TARGET_KB * 1024,
        `${route}: a first visit of ${kb(visit.bytes)}, target <= ${FIRST_VISIT_TARGET_KB} KB`,
      );
      console.log(
        `  ${route.padEnd(36)} ${kb(visit.bytes).padStart(9)}  ${visit.responses} responses, ${(visit.bytes / helloVisit.bytes).toFixed(1)}x hello-world  ${met}`,
      );
      console.log(`  ${"".padEnd(36)} ${kinds(visit.byKind)}`);
    }

    await reportServerTimes(siteBase, reportsYear, cookie);

    if (process.env.BENCH_PASSES !== "bytes") {
      const runs = Number(process.env.BENCH_RUNS ?? 5);
      console.log(
        `\nbench:web  Lighthouse (default mobile settings: 4x CPU, slow 4G), medians of ${runs} rounds: performance / accessibility / best practices / SEO`,
      );
      console.log(
        `  (each round measures hello-world, then the pages with hello-world again before every fourth, so that a busier stretch of the machine weighs on both)`,
      );
      const measured = pages.flatMap((page) =>
        floor && !page.owner
          ? [page, { label: `${page.label} without scripts`, route: `${FLOOR_PREFIX}${page.route}`, owner: false, floor: true }]
          : [page],
      );
      const helloRuns: TRun[] = [];
      const pageRuns = new Map<TPage, TRun[]>(measured.map((page) => [page, []]));
      const started = performance.now();
      for (let round = 0; round < runs; round += 1) {
        for (const page of roundOrder(measured)) {
          if (page) pageRuns.get(page)!.push(await lighthouseRun(urlOf(page), { headers: headersOf(page) }));
          else helloRuns.push(await lighthouseRun(helloUrl));
        }
        console.log(`  round ${round + 1}/${runs} done (${Math.round((performance.now() - started) / 1000)} s)`);
      }
      const baseline = summarise("hello-world (baseline)", helloRuns);
      const helloPerformance = baseline.score("performance");
      const helloTbt = baseline.metric("TBT");
      const helloLcp = baseline.metric("LCP");
      for (const page of measured) {
        const result = summarise(
          page.owner ? `${page.label} (${page.route.replace(/\/bookings\/.*/, "/bookings/<id>")})` : page.label,
          pageRuns.get(page)!,
        );
        const performanceScore = result.score("performance");
        const tbtRatio = ratioTo(result.metric("TBT"), helloTbt);
        const lcpRatio = ratioTo(result.metric("LCP"), helloLcp);
        if (page.floor) {
          console.log(
            `  ${"".padEnd(36)} floor (no target): performance ${performanceScore} vs ${helloPerformance}, TBT ${tbtRatio.toFixed(2)}x, LCP ${lcpRatio.toFixed(2)}x hello-world's`,
          );
          continue;
        }
        const parts = [
          `performance ${performanceScore} vs ${helloPerformance} (>= ${helloPerformance - PERFORMANCE_POINTS}) ${verdict(
            performanceScore >= helloPerformance - PERFORMANCE_POINTS,
            `${page.label}: performance ${performanceScore}, hello-world's ${helloPerformance}, target within ${PERFORMANCE_POINTS} points`,
          )}`,
          `TBT ${tbtRatio.toFixed(2)}x (<= ${TBT_TARGET}x) ${verdict(
            tbtRatio <= TBT_TARGET,
            `${page.label}: TBT ${Math.round(result.metric("TBT"))} ms = ${tbtRatio.toFixed(2)}x hello-world's ${Math.round(helloTbt)} ms, target <= ${TBT_TARGET}x`,
          )}`,
          `LCP ${lcpRatio.toFixed(2)}x (<= ${LCP_TARGET}x) ${verdict(
            lcpRatio <= LCP_TARGET,
            `${page.label}: LCP ${Math.round(result.metric("LCP"))} ms = ${lcpRatio.toFixed(2)}x hello-world's ${Math.round(helloLcp)} ms, target <= ${LCP_TARGET}x`,
          )}`,
        ];
        if (!page.owner)
          for (const id of ["accessibility", "best-practices", "seo"]) {
            const value = result.score(id);
            parts.push(`${id} 100 ${verdict(value >= 100, `${page.label}: ${id} ${value}, target 100`)}`);
          }
        console.log(`  ${"".padEnd(36)} targets: ${parts.join(", ")}`);
      }
    }

    reportMisses();
  } finally {
    site.kill();
    stopHelloWorld(hello);
    await front.close();
    await s3.close();
  }
}

await main();
