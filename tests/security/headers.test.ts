// The security headers on every route type: pages (localized, neutral, 404), the API (reads,
// writes, errors), the owner's link pages, the calendar feed and the dashboard.
import { describe, expect, it } from "vitest";
import { createActionToken } from "@/server/approvals/token";
import { makeExportToken } from "@/server/calendar/feeds";
import { api, expectSecurityHeaders, rawRequest } from "../support/api";

const ROUTES: { type: string; path: string; init?: Parameters<typeof api>[1]; page?: boolean; baseUri?: string }[] = [
  { type: "English home", path: "/", page: true },
  { type: "Afrikaans home", path: "/verblyf", page: true },
  { type: "hub", path: "/experienceorania", page: true },
  { type: "stay page", path: "/vakansie-huis", page: true },
  { type: "neutral page", path: "/terms", page: true },
  { type: "404 page", path: "/no-such-page", page: true },
  { type: "API read", path: "/api/reviews" },
  { type: "API write refused", path: "/api/bookings", init: { json: {} } },
  { type: "API not found", path: "/api/unavailable-dates?accommodationType=castle" },
  { type: "tRPC", path: "/api/trpc/reviews.list" },
  {
    type: "owner link",
    path: `/owner/${createActionToken({ action: "review.approve", subjectId: "3f1c2b9e-4a7d-4c1e-9a0b-5d6e7f809a1b", expiresAt: Date.now() + 60_000 }, process.env.APPROVAL_SECRET)}`,
  },
  { type: "calendar feed", path: `/calendar/vacation-home.ics?token=${makeExportToken("vacation-home")}` },
  // Bull Board's page sets a <base>: the dashboard's policy allows its own origin there.
  { type: "dashboard", path: "/admin/queues", baseUri: "'self'" },
];

describe("security headers", () => {
  it.each(ROUTES)("$type ($path)", async ({ path, init, page, baseUri = "'none'" }) => {
    const response = await api(path, init);
    const headers = response.headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    const policy = headers.get("content-security-policy") ?? "";
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", `base-uri ${baseUri}`]) expect(policy).toContain(directive);
    expect(headers.get("x-powered-by")).toBeNull();
    expect(Number(/max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
    if (page) {
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
      // Every inline script the browser would run is one the policy allows. Structured data
      // (type="application/ld+json") is never run, so the policy does not govern it: a page
      // rendered again after the owner changed its content carries new structured data.
      const inline = [
        ...response.text.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
      ].map((m) => m[1]!);
      const { createHash } = await import("node:crypto");
      for (const script of inline) expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
  });
});

describe("requests Node refuses before the site sees them", () => {
  it("headers over the limit: 431 with the security headers", async () => {
    const reply = await rawRequest(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"a".repeat(40_000)}\r\n\r\n`);
    expect(reply.status).toBe(431);
    expectSecurityHeaders(reply.headers);
  });

  it("a malformed request: 400 with the security headers", async () => {
    const reply = await rawRequest("GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n");
    expect(reply.status).toBe(400);
    expectSecurityHeaders(reply.headers);
  });
});
