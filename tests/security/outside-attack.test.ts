// What an outside attacker tried against the site's own defaults, as the attacker would send it:
// a tRPC batch of a thousand reads in one small GET, answered with a clear 400 and every
// security header before any call runs; the pages' own batches still served.
import { describe, expect, it } from "vitest";
import { MAX_TRPC_BATCH } from "@/trpc/batch";
import { api, BASE_URL, expectSecurityHeaders, rawRequest } from "../support/api";

/** A GET batch of `count` calls of one procedure without input, as the attacker sent it (13 KB for a thousand). */
function batchPath(procedure: string, count: number): string {
  return `/api/trpc/${Array.from({ length: count }, () => procedure).join(",")}?batch=1`;
}

describe("a tRPC batch", () => {
  it("of a thousand reads is refused with a 400 in the visitor's language, before any call runs", async () => {
    const response = await api(batchPath("reviews.list", 1000));
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers);
    expect(response.body).toEqual({
      error: { code: "BATCH_TOO_LARGE", message: `Too many calls at once: send at most ${MAX_TRPC_BATCH}.` },
    });
    // The refusal is small: nothing of the thousand answers was made.
    expect(response.text.length).toBeLessThan(200);

    const af = await api(batchPath("reviews.list", MAX_TRPC_BATCH + 1), { headers: { "accept-language": "af" } });
    expect(af.status).toBe(400);
    expect((af.body as { error: { message: string } }).error.message).toBe(
      `Te veel oproepe op een slag: stuur hoogstens ${MAX_TRPC_BATCH}.`,
    );
  });

  it("of as many calls as the pages send is served", async () => {
    const response = await api(batchPath("reviews.list", MAX_TRPC_BATCH));
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(MAX_TRPC_BATCH);
  });
});

describe("methods, targets and redirects the site does not serve as pages", () => {
  it("TRACE and other unserved methods: 405 with Allow and every security header", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const reply = await rawRequest(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(reply.status, method).toBe(405);
      expect(reply.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
      expectSecurityHeaders(reply.headers);
    }
    // A method Node's parser does not know at all is refused while parsing: 400, with the headers too.
    const unknown = await rawRequest("TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(unknown.status).toBe(400);
    expectSecurityHeaders(unknown.headers);
  });

  it("OPTIONS * and a request without Host: 400 with every security header", async () => {
    const star = await rawRequest("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(star.status).toBe(400);
    expectSecurityHeaders(star.headers);
    const hostless = await rawRequest("GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(hostless.status).toBe(400);
    expectSecurityHeaders(hostless.headers);
  });

  it.each(["/af", "/en", "/api/", "//", "/\\evil.example", "/verblyf/"])(
    "%s: every security header, and never a way off the site",
    async (path) => {
      const reply = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(reply.status, path).toBeLessThan(500);
      expectSecurityHeaders(reply.headers);
      const location = reply.headers.get("location");
      if (location) expect(new URL(location, BASE_URL).origin, `${path} -> ${location}`).toBe(new URL(BASE_URL).origin);
    },
  );
});

describe("a form posted from another site with a 20 MiB field", () => {
  const huge = `email=${"a".repeat(20 * 1024 * 1024)}`;
  /** The page answers in its own words (a page in the site's layout is some 100 kB), with no run of the field's characters. */
  const expectNothingEchoed = (text: string) => {
    expect(text.length).toBeLessThan(500_000);
    expect(text).not.toContain("a".repeat(64));
  };

  it.each(["/owner/sign-in", "/booking", "/book?stay=fisheagle-hut", "/review"])(
    "%s is refused before its body is read, and nothing of it is echoed",
    async (path) => {
      const reply = await api(path, {
        method: "POST",
        body: huge,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      });
      expect(reply.status).toBe(403);
      expectSecurityHeaders(reply.headers);
      expectNothingEchoed(reply.text);
    },
  );

  it.each(["/owner/sign-in", "/booking", "/book?stay=fisheagle-hut", "/review"])(
    "%s from the site itself is refused past the form limit (413), not read whole",
    async (path) => {
      const reply = await api(path, {
        method: "POST",
        body: huge,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL },
      });
      expect(reply.status).toBe(413);
      expectSecurityHeaders(reply.headers);
      expectNothingEchoed(reply.text);
    },
  );
});
