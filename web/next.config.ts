// Next.js settings: security headers on every response, the packages kept out of bundling, and
// the language routing of content/routes.ts: each localized public path onto its app/[lang] route.
import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // The floor for every response; pages get their full policy, with script hashes, from web/proxy.ts.
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'; object-src 'none'; base-uri 'none'" },
  // Browsers honour HSTS only over HTTPS, so sending it on every response is safe on plain local HTTP too.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

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
  reactStrictMode: true,
  serverExternalPackages: ["sharp", "pg", "@prisma/adapter-pg", "bullmq", "ioredis", "rate-limiter-flexible"],
  experimental: { globalNotFound: true },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  async rewrites() {
    const beforeFiles = LOCALIZED_ROUTES.flatMap((route) =>
      LANGUAGES.map((language) => ({ source: encodeURI(route[language]), destination: `/${language}${route.internal}` })),
    );
    return { beforeFiles, afterFiles: [], fallback: [] };
  },
  async redirects() {
    // A localized page's internal route is not an address of its own. (Neutral ones cannot be
    // redirected here: web/proxy.ts's rewrites pass through these rules too; canonical links cover them.)
    return LOCALIZED_ROUTES.flatMap((route) =>
      LANGUAGES.map((language) => ({ source: `/${language}${route.internal}`, destination: encodeURI(route[language]), permanent: false })),
    );
  },
};

export default nextConfig;
