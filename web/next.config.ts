// Next.js settings: security headers on every response, the packages kept out of bundling, and
// the language routing of content/routes.ts: each localized public path onto its app/[lang] route.
import path from "node:path";
import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // Browsers honour HSTS only over HTTPS, so sending it on every response is safe on plain local HTTP too.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

// The policy floor of every response but the queue dashboard's and the API docs'; pages get their full policy, with
// script hashes, from web/proxy.ts.
const POLICY_FLOOR = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";
// The queue dashboard's (Bull Board's page sets a <base> and loads its own scripts and styles):
// server/admin-auth.ts's DASHBOARD_POLICY, which tests/unit/routes.test.ts keeps equal to this.
export const DASHBOARD_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

// The localized pages of content/routes.ts (LOCALIZED_PAGES), written out because Next.js loads
// this file without resolving its imports; tests/unit/routes.test.ts keeps the two equal.
const LOCALIZED_ROUTES = [
  { en: "/", af: "/verblyf", internal: "" },
  { en: "/experienceorania", af: "/ervaarorania", internal: "/hub" },
  { en: "/vacation-home", af: "/vakansie-huis", internal: "/stays/vacation-home" },
  { en: "/fisheagle-hut", af: "/visarend-hut", internal: "/stays/fisheagle-hut" },
  { en: "/african-darter-hut", af: "/slanghalsvoël-hut", internal: "/stays/african-darter-hut" },
];
const LANGUAGES = ["en", "af"] as const;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // web/server.mjs compresses replies, after it has added a re-rendered page's script hashes to its policy.
  compress: false,
  // No ETag on pages: a 304 would make the browser keep its stored page but take the reply's
  // policy, which names only the build's script hashes, not those of a page rendered again since.
  generateEtags: false,
  reactStrictMode: true,
  // A test run's build says NEXT_TYPECHECK=off: its static checks run `npm run typecheck`, which
  // checks the same route types (web/.next/types/validator.ts) with the rest of the tree.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPECHECK === "off" },
  // Pages and cached reads stay in each process, but when their tags last expired is shared by
  // every web process (web/cache-handler.mjs): an owner's change through one is seen by all.
  cacheHandler: path.join(import.meta.dirname, "cache-handler.mjs"),
  serverExternalPackages: ["sharp", "pdfkit", "pg", "@prisma/adapter-pg", "bullmq", "ioredis", "rate-limiter-flexible"],
  experimental: {
    globalNotFound: true,
    // The stylesheet (Tailwind: about 10 KB gzip, the same for every page) is written into each
    // page's <head> instead of linked: a phone on a slow network paints the page, and its main
    // photo, without waiting for another round trip, and before the framework's scripts run.
    // The policy's style-src already allows inline styles.
    inlineCss: true,
    // Turbopack keeps its work on disk for the next build of this checkout; a build that has no
    // next (CI's fresh clone, a Docker image) says NEXT_BUILD_CACHE=off and skips writing it.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "off",
  },
  headers() {
    return Promise.resolve([
      { source: "/:path*", headers: securityHeaders },
      // /api/docs sends its own stricter policy (no scripts at all), which the floor would replace.
      { source: "/:path((?!admin/queues|api/docs(?:/|$)).*)", headers: [{ key: "Content-Security-Policy", value: POLICY_FLOOR }] },
      { source: "/admin/queues/:path*", headers: [{ key: "Content-Security-Policy", value: DASHBOARD_POLICY }] },
    ]);
  },
  rewrites() {
    const beforeFiles = LOCALIZED_ROUTES.flatMap((route) =>
      LANGUAGES.map((language) => ({ source: encodeURI(route[language]), destination: `/${language}${route.internal}` })),
    );
    return Promise.resolve({ beforeFiles, afterFiles: [], fallback: [] });
  },
  redirects() {
    // A localized page's internal route is not an address of its own. (Neutral ones cannot be
    // redirected here: web/proxy.ts's rewrites pass through these rules too; canonical links cover them.)
    return Promise.resolve(
      LOCALIZED_ROUTES.flatMap((route) =>
        LANGUAGES.map((language) => ({
          source: `/${language}${route.internal}`,
          destination: encodeURI(route[language]),
          permanent: false,
        })),
      ),
    );
  },
};

export default nextConfig;
