// Inputs that used to reach a 5xx or a wrong page, each now a clear answer with every security
// header: JSON nested 7,000 deep with an Idempotency-Key, a malformed `lang` cookie, malformed
// %-escapes in a path, the Afrikaans hut's address in decomposed Unicode, and a 1 MiB body to every
// tRPC procedure (read from the router) and every JSON call (read from the call list).
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { appRouter } from "@/server/api/root";
import { CALL_LIST } from "@/server/contract/calls";
import { api, expectSecurityHeaders, makeBookingRequest, newIdempotencyKey } from "../support/api";

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const MALFORMED_LANG = "lang=%E0%A4%A";
const MIB = 1024 * 1024;

describe("hostile inputs", () => {
  it("answers JSON nested 7,000 deep with an Idempotency-Key with 400, through both doors", async () => {
    const booking = JSON.stringify(makeBookingRequest({}, 611, 1));
    const body = `${booking.slice(0, -1)},"totalPrice":${deep(7000)}}`;
    const route = await api("/api/bookings", {
      body,
      headers: { "content-type": "application/json", "idempotency-key": newIdempotencyKey() },
    });
    expect(route.status).toBe(400);
    expect(route.body).toMatchObject({ error: { code: "INVALID_JSON" } });
    expectSecurityHeaders(route.headers);
    const procedure = await api("/api/trpc/bookings.create", {
      body: `{"json":${body.slice(0, -1)},"idempotencyKey":"${newIdempotencyKey()}"}}`,
      headers: { "content-type": "application/json" },
    });
    expect(procedure.status).toBe(400);
    expectSecurityHeaders(procedure.headers);
  });

  it("answers a tRPC query whose input nests 7,000 deep with a 4xx", async () => {
    // Brackets unescaped, so that the address stays within Node's 16 KiB header limit.
    const response = await api(`/api/trpc/bookings.unavailableDates?input={"json":${deep(7000)}}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response.headers);
  });

  it("reads a malformed lang cookie as no choice, on /api, tRPC and the pages", async () => {
    const en = getDictionary("en");
    const route = await api("/api/calculate-price", { json: {}, headers: { cookie: MALFORMED_LANG } });
    expect(route.status).toBe(400);
    expect(route.body).toMatchObject({ error: { message: en.api.invalidInput } });
    expectSecurityHeaders(route.headers);
    const procedure = await api("/api/trpc/bookings.quote", {
      json: { json: {} },
      headers: { cookie: MALFORMED_LANG, "accept-language": "af" },
    });
    expect(procedure.status).toBe(400);
    expect(procedure.text).not.toContain("URI malformed");
    expect(procedure.text).toContain(getDictionary("af").api.invalidInput);
    const query = await api("/api/trpc/reviews.list", { headers: { cookie: MALFORMED_LANG } });
    expect(query.status).toBe(200);
    const page = await api("/terms", { headers: { cookie: MALFORMED_LANG } });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
  });

  it.each(["/%", "/abc%zz", "/%FF", "/terms%E0%A4%A", "/api/reviews%", "/visarend-hut%C0"])(
    "answers the malformed path %s with 404",
    async (path) => {
      const response = await api(path);
      expect(response.status).toBe(404);
      expectSecurityHeaders(response.headers);
    },
  );

  it("serves the Afrikaans hut's address written in decomposed Unicode as the page", async () => {
    const composed = await api(encodeURI("/slanghalsvoël-hut"));
    const decomposed = await api(encodeURI("/slanghalsvoe\u0308l-hut"));
    expect(composed.status).toBe(200);
    expect(decomposed.status).toBe(200);
    expectSecurityHeaders(decomposed.headers);
    expect(decomposed.text).toContain('<html lang="af"');
    expect(decomposed.text).toContain("Slanghalsvoël Hut in Orania");
  });

  const procedures = Object.keys(appRouter._def.procedures);
  const jsonCalls = CALL_LIST.filter((call) => call.method === "POST" && call.path);

  it.each(procedures)("refuses a 1 MiB body to the tRPC procedure %s with 413", async (procedure) => {
    const response = await api(`/api/trpc/${procedure}`, { json: { json: { pad: "x".repeat(MIB) } } });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response.headers);
  });

  it.each(jsonCalls.map((call) => call.path!))("refuses a 1 MiB body without images to POST %s with 413", async (path) => {
    const response = await api(path, { json: { pad: "x".repeat(MIB) } });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response.headers);
  });
});
