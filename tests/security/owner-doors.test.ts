// The owner's console through the site's real door (/api/trpc), for every owner procedure taken
// from the router object itself: refused with 401 without a session and with a visitor's cookie
// (a forged session cookie among the site's own), refused with 403 when another site sends a
// write, and refused with 413 when a call's body is over the public doors' JSON limit; every
// answer carries the security headers.
import { describe, expect, it } from "vitest";
import { ownerRouter } from "@/server/api/routers/owner";
import { api, BASE_URL } from "../support/api";

type TProcedureDef = { _def: { type: "query" | "mutation" | "subscription" } };
const procedures = Object.entries((ownerRouter as unknown as { _def: { procedures: Record<string, TProcedureDef> } })._def.procedures).map(
  ([path, procedure]) => ({ path: `owner.${path}`, type: procedure._def.type }),
);

const VISITOR_COOKIE = "orania-lang=af; better-auth.session_token=visitor-made-this-up.c2lnbmF0dXJl";
const INPUT = { id: "3f1c2b9e-4a7d-4c1e-9a0b-5d6e7f809a1b" };

/** One call as the console's client makes it: GET for a query, POST with JSON for a mutation. */
function call(path: string, type: string, headers: Record<string, string> = {}, body: string = JSON.stringify(INPUT)) {
  if (type === "query") return api(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(INPUT))}`, { headers });
  return api(`/api/trpc/${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
}

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("content-security-policy") ?? "").toContain("frame-ancestors 'none'");
}

describe("the owner's tRPC procedures over HTTP", () => {
  it("are all found in the router (the console's whole API)", () => {
    const paths = procedures.map((p) => p.path);
    for (const expected of [
      "owner.today",
      "owner.calendar",
      "owner.bookings.list",
      "owner.bookings.cancel",
      "owner.bookings.saveBilling",
      "owner.account.signOutEverywhere",
      "owner.payments.saveTerms",
      "owner.payments.record",
      "owner.payments.reverse",
      "owner.payments.overview",
      "owner.changeovers.sheet",
      "owner.changeovers.links",
      "owner.changeovers.createLink",
      "owner.changeovers.revokeLink",
      "owner.digest.get",
      "owner.digest.save",
      "owner.stays.get",
      "owner.stays.saveTexts",
      "owner.stays.saveSettings",
      "owner.stays.guides",
      "owner.stays.saveGuide",
      "owner.messages.thread",
      "owner.messages.send",
      "owner.messages.markRead",
      "owner.notes.list",
      "owner.notes.add",
      "owner.bookings.correct",
      "owner.reports",
      "owner.feeds.list",
      "owner.feeds.add",
      "owner.feeds.syncNow",
      "owner.feeds.remove",
    ])
      expect(paths).toContain(expected);
    expect(procedures.every((p) => p.type === "query" || p.type === "mutation")).toBe(true);
  });

  it.each(procedures)("$path refuses a caller without a session, and one with a visitor's cookie (401)", async ({ path, type }) => {
    for (const headers of [{}, { cookie: VISITOR_COOKIE }] as Record<string, string>[]) {
      const reply = await call(path, type, headers);
      expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(reply.text).toContain("UNAUTHORIZED");
      expectSecurityHeaders(reply.headers);
    }
  });

  it.each(procedures.filter((p) => p.type === "mutation"))("$path refuses a write sent by another site (403)", async ({ path, type }) => {
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const reply = await call(path, type, { cookie: VISITOR_COOKIE, ...headers });
      expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
    }
  });

  it.each(procedures.filter((p) => p.type === "mutation"))("$path refuses a body over the JSON limit (413)", async ({ path, type }) => {
    const oversized = JSON.stringify({ ...INPUT, message: "x".repeat(20 * 1024) });
    const reply = await call(path, type, { origin: BASE_URL }, oversized);
    expect(reply.status).toBe(413);
    expectSecurityHeaders(reply.headers);
  });
});
