// npm run bench:web – the public pages' speed: Lighthouse (mobile preset, Debian's Chromium) on
// each route of BENCH_ROUTES, printing its four category scores, and each route's first-load
// JavaScript (gzip) next to a hello-world page of the same Next.js version built in this run
// (a two-file app in var/, resolving this node_modules).
// Each route is measured BENCH_RUNS times (default 3) and the median printed, with the metrics
// behind the score and the hello-world page's own figures as the machine's baseline.
// A second pass measures every route and the hello-world page again with Lighthouse's CPU slowdown
// raised to BENCH_CPU_SLOWDOWN (default 8, the mobile preset's being 4; 0 skips the pass), a
// stand-in for a cheap phone, in rounds of hello-world and then every route (a busier stretch of
// the shared machine weighs on both sides): each page's Total Blocking Time is printed against
// hello-world's, which shows how much main-thread work the page does beyond an empty Next.js page,
// and each page's main-thread work by kind (script evaluation, style and layout, HTML parsing ...)
// beside hello-world's, which shows where it goes.
// Targets (printed next to each figure; the bench exits non-zero when one is missed):
//   - performance 100 in every run on the home pages (HOME_ROUTES), median >= 95 elsewhere;
//   - accessibility, best practices and SEO 100 (medians);
//   - first-load JS within 1.05x of hello-world's on every public route;
//   - Total Blocking Time under the CPU slowdown within 1.5x of hello-world's (medians).
// The stays have real-size photos of their own (seed-photos.ts: BENCH_PHOTOS per stay, default 6,
// camera-size JPEGs through the site's pipeline into a bucket of the bench's), seeded before the
// site is built against the same database, so the prerendered pages carry them. As in the
// deployment (docker/Caddyfile), the photos come from the site's own origin, /media/public/...,
// through a small front proxy.
// The owner's reports (/owner/reports) are measured too, signed in, over three years of about
// 1,000 bookings seeded into the bench's database (tests/support/report-fixture.ts): the server's
// time for a year, a season, a month and one stay's year, and Lighthouse on the year's page
// (printed, not targeted: the console is the owner's, not a visitor's first visit).
// A phone's first visit to each home page is weighed too: Chromium at 390x844 with an empty cache
// loads it until the network is idle, and every response's bytes on the wire (headers and
// compressed bodies: HTML, CSS, scripts, fonts, the images it fetched) are added up, beside
// hello-world's; the target is at most 300 KB.
// BENCH_ONLY=/a,/b measures just those routes; BENCH_PASSES=slow runs only the CPU-slowdown pass,
// BENCH_PASSES=bytes neither Lighthouse pass;
// BENCH_REPORT_DIR=dir keeps each run's Lighthouse report there (JSON), to read what a score is
// made of. Builds the site first unless SKIP_BUILD=1 (then the pages are measured as last built,
// with whatever photos that build saw).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { startLocalS3 } from "../../scripts/local-services.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TEST_DATABASE_PREFIX, TEST_ENV, TEST_PORT } from "../../scripts/test-env.mjs";
import { seedStayPhotos } from "./seed-photos";
import { formatStats, measure, prepareDatabase, root, run, startFrontProxy, startSite } from "./support";

/** The routes measured. The stay pages join here as they land (e.g. "/vacation-home", "/visarend-hut"). */
export const BENCH_ROUTES: string[] = [
  "/",
  "/verblyf",
  "/experienceorania",
  "/oraniahistory",
  "/blogs/is-orania-safe-to-visit",
  "/fisheagle-hut",
  "/visarend-hut",
  "/african-darter-hut",
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

async function startHelloWorld(): Promise<ChildProcess> {
  const server = spawn(path.join(root, "node_modules", ".bin", "next"), ["start", HELLO_DIR, "-p", String(HELLO_PORT)], {
    cwd: root,
    stdio: "ignore",
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
  server.kill();
  throw new Error("The hello-world app did not start");
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

/** The home pages, English and Afrikaans: performance 100 in every run. */
const HOME_ROUTES: readonly string[] = ["/", "/verblyf"];
const PERFORMANCE_TARGET = 95;
const FIRST_LOAD_TARGET = 1.05;
const TBT_TARGET = 1.5;
/** A phone's first visit to a home page, every byte on the wire. */
const FIRST_VISIT_TARGET_KB = 300;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 8);

/** The targets missed in this run, printed at the end (and the bench then exits non-zero). */
const misses: string[] = [];

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

type TRunOptions = { headers?: Record<string, string>; cpuSlowdown?: number };

/**
 * One Lighthouse run in a fresh browser, so that no run inherits another's cache or state. A run
 * that Lighthouse itself reports as broken (a runtime error such as NO_NAVSTART: no trace was
 * recorded, so every metric is missing) is run again, up to twice, rather than counted as a 0.
 * `cpuSlowdown` replaces the mobile preset's CPU multiplier (4), the rest of its throttling kept.
 */
async function lighthouseRun(url: string, options: TRunOptions = {}, retries = 2): Promise<TRun> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      extraHeaders: options.headers ?? {},
      ...(options.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_REPORT_DIR) {
      mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
      const slowdown = options.cpuSlowdown ? `-cpu${options.cpuSlowdown}x` : "";
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_") || "_"}${slowdown}-${Date.now()}.json`;
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
 * Lighthouse's own advice for its variance: run several times and take the median. The runs
 * of one route alternate with nothing else, each in a fresh browser. Prints the median scores,
 * the median metrics, and the spread of the performance score.
 */
async function reportRoute(label: string, url: string, runs: number, options: TRunOptions = {}): Promise<TRouteResult> {
  const results: TRun[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await lighthouseRun(url, options));
  return summarise(label, results);
}

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

/** A public route's Lighthouse targets, printed under its figures. */
function checkScores(route: string, result: TRouteResult): void {
  const home = HOME_ROUTES.includes(route);
  const performance = home ? Math.min(...result.performance) : result.score("performance");
  const performanceTarget = home
    ? `performance 100 in every run (lowest ${performance})`
    : `performance >= ${PERFORMANCE_TARGET} (median ${performance})`;
  const parts = [`${performanceTarget} ${verdict(performance >= (home ? 100 : PERFORMANCE_TARGET), `${route}: ${performanceTarget}`)}`];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    const value = result.score(id);
    parts.push(`${id} 100 ${verdict(value >= 100, `${route}: ${id} ${value}, target 100`)}`);
  }
  console.log(`  ${"".padEnd(36)} targets: ${parts.join(", ")}`);
}

/** Three years of business up to last year's end; the bookings' count. */
async function seedReports(lastYear: number): Promise<number> {
  const { seedReportFixture } = await import("../support/report-fixture");
  const started = performance.now();
  const { bookings } = await seedReportFixture({ from: `${lastYear - 2}-01-01`, until: `${lastYear + 1}-01-01`, seed: 1000, busy: true });
  console.log(
    `bench:web  seeded ${bookings} bookings over ${lastYear - 2}-${lastYear} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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

async function main(): Promise<void> {
  const s3Directory = path.join(root, "var", "bench-web-s3");
  // A build starts from an empty bucket, as its database does (prepareDatabase); a measure of the last build keeps both.
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
  await prepareDatabase(DATABASE_URL);
  Object.assign(process.env, TEST_ENV, env);
  const reportsYear = new Date().getUTCFullYear() - 1;
  await seedReports(reportsYear);
  if (process.env.SKIP_BUILD !== "1") {
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
  const site = await startSite(SITE_INNER_PORT, env);
  const front = await startFrontProxy(SITE_PORT, { site: SITE_INNER_PORT, s3: s3.url, bucket: "orania-stays" });
  const hello = await startHelloWorld();
  try {
    const helloJs = await firstLoadJs(`http://127.0.0.1:${HELLO_PORT}`, "/");
    console.log(
      `\nbench:web  first-load JS (gzip), hello-world Next.js page: ${kb(helloJs)} (target: each route <= ${FIRST_LOAD_TARGET}x)`,
    );
    const routes = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(",") : BENCH_ROUTES;
    for (const route of routes) {
      const bytes = await firstLoadJs(siteBase, route);
      const ratio = bytes / helloJs;
      const met = verdict(
        ratio <= FIRST_LOAD_TARGET,
        `${route}: first-load JS ${ratio.toFixed(3)}x hello-world, target <= ${FIRST_LOAD_TARGET}x`,
      );
      console.log(`  ${route.padEnd(36)} ${kb(bytes).padStart(9)}  ${ratio.toFixed(3)}x hello-world  ${met}`);
    }

    const helloVisit = await firstVisitBytes(`http://127.0.0.1:${HELLO_PORT}/`);
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

    const normalPass = process.env.BENCH_PASSES !== "slow" && process.env.BENCH_PASSES !== "bytes";
    const cookie = await ownerCookie();
    const reports = `/owner/reports?year=${reportsYear}`;
    const reportsJs = await firstLoadJs(siteBase, reports, { cookie });
    console.log(
      `  ${reports.padEnd(36)} ${kb(reportsJs).padStart(9)}  ${(reportsJs / helloJs).toFixed(2)}x hello-world (signed in; no target)`,
    );
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    if (normalPass) {
      await reportServerTimes(siteBase, reportsYear, cookie);
      console.log(`\nbench:web  Lighthouse (mobile preset), median of ${runs} runs: performance / accessibility / best practices / SEO`);
      await reportRoute("hello-world (baseline)", `http://127.0.0.1:${HELLO_PORT}/`, runs);
      for (const route of routes) checkScores(route, await reportRoute(route, new URL(encodeURI(route), siteBase).toString(), runs));
      await reportRoute(`${reports} (signed in; no target)`, new URL(reports, siteBase).toString(), runs, { headers: { cookie } });
    }

    if (CPU_SLOWDOWN > 0 && process.env.BENCH_PASSES !== "bytes") {
      console.log(
        `\nbench:web  Lighthouse (mobile preset, CPU slowdown ${CPU_SLOWDOWN}x), median of ${runs} runs; target: TBT <= ${TBT_TARGET}x hello-world's`,
      );
      console.log(`  (each round measures hello-world and then every route, so that a busier stretch of the machine weighs on both)`);
      const slow = { cpuSlowdown: CPU_SLOWDOWN };
      const labels = ["hello-world (baseline)", ...routes];
      const urls = [`http://127.0.0.1:${HELLO_PORT}/`, ...routes.map((route) => new URL(encodeURI(route), siteBase).toString())];
      const results: TRun[][] = labels.map(() => []);
      for (let round = 0; round < runs; round += 1)
        for (const [index, url] of urls.entries()) results[index]!.push(await lighthouseRun(url, slow));
      const [helloResult, ...routeResults] = labels.map((label, index) => summarise(label, results[index]!));
      const helloTbt = helloResult!.metric("TBT");
      for (const [index, route] of routes.entries()) {
        const tbt = routeResults[index]!.metric("TBT");
        // A hello-world TBT of 0 ms (a fast machine) leaves no ratio: then the page's must be 0 ms too.
        const ratio = helloTbt > 0 ? tbt / helloTbt : tbt > 0 ? Infinity : 1;
        const what = `${route}: TBT ${Math.round(tbt)} ms at ${CPU_SLOWDOWN}x CPU = ${ratio.toFixed(2)}x hello-world's ${Math.round(helloTbt)} ms, target <= ${TBT_TARGET}x`;
        console.log(
          `  ${route.padEnd(36)} target: TBT ${ratio.toFixed(2)}x hello-world's (<= ${TBT_TARGET}x) ${verdict(ratio <= TBT_TARGET, what)}`,
        );
      }
    }

    console.log(
      misses.length === 0 ? "\nbench:web  every target met" : `\nbench:web  ${misses.length} target(s) missed:\n  ${misses.join("\n  ")}`,
    );
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    site.kill();
    hello.kill();
    await front.close();
    await s3.close();
  }
}

await main();
