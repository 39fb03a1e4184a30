import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import {
  counterpartPath,
  findLocalizedPage,
  isInternalPage,
  isNeutralPath,
  languageOfAddress,
  languageOfPath,
  LOCALIZED_PAGES,
  NEUTRAL_ROOTS,
  publicPathOf,
} from "@/content/routes";
import nextConfig, { DASHBOARD_POLICY as CONFIG_DASHBOARD_POLICY } from "@/next.config";
import { DASHBOARD_POLICY } from "@/server/admin-auth";
import { config as proxyConfig, OWNER_ADDRESS, proxy } from "@/proxy";
import { scriptSources } from "@/server/http/csp";

describe("counterpartPath", () => {
  it.each([
    ["/", "/verblyf"],
    ["/verblyf", "/"],
    ["/experienceorania", "/ervaarorania"],
    ["/ervaarorania", "/experienceorania"],
    ["/vacation-home", "/vakansie-huis"],
    ["/visarend-hut", "/fisheagle-hut"],
    ["/african-darter-hut", "/slanghalsvoël-hut"],
    ["/slanghalsvo%C3%ABl-hut", "/african-darter-hut"],
    ["/verblyf/", "/"],
  ])("sends %s to %s", (from, to) => {
    expect(counterpartPath(from)).toBe(to);
  });

  it("keeps a neutral page where it is", () => {
    expect(counterpartPath("/terms")).toBe("/terms");
    expect(counterpartPath("/blogs/orania/is-orania-safe-to-visit")).toBe("/blogs/orania/is-orania-safe-to-visit");
  });
});

describe("the language of a path", () => {
  it("is forced by the localized paths and open on the neutral ones", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/slanghalsvoël-hut")).toBe("af");
    expect(languageOfPath("/terms")).toBeUndefined();
    expect(isNeutralPath("/terms")).toBe(true);
    expect(isNeutralPath("/oraniahistory")).toBe(true);
    expect(isNeutralPath("/blog/some-post")).toBe(true);
    expect(isNeutralPath("/verblyf")).toBe(false);
    expect(isNeutralPath("/api/reviews")).toBe(false);
  });

  it("names the language of an address no page serves, for its 404 page", () => {
    expect(languageOfAddress("/verblyf/nope")).toBe("af");
    expect(languageOfAddress("/slanghalsvo%C3%ABl-hut/nope")).toBe("af");
    expect(languageOfAddress("/af/nope")).toBe("af");
    expect(languageOfAddress("/fisheagle-hut/nope")).toBe("en");
    expect(languageOfAddress("/no-such-page")).toBeUndefined();
    expect(isInternalPage("/af/terms")).toBe(true);
    expect(isInternalPage("/af/stays/fisheagle-hut")).toBe(true);
    // The 404 page answers only as a 404: its own address is not a page.
    expect(isInternalPage("/af/page-not-found")).toBe(false);
    expect(isInternalPage("/af/nope")).toBe(false);
    expect(isInternalPage("/verblyf/nope")).toBe(false);
  });

  it("maps internal routes back to public paths", () => {
    expect(publicPathOf("af", "")).toBe("/verblyf");
    expect(publicPathOf("en", "/stays/fisheagle-hut")).toBe("/fisheagle-hut");
    expect(publicPathOf("af", "/terms")).toBe("/terms");
    expect(findLocalizedPage("/ervaarorania")).toEqual({ page: "hub", language: "af" });
  });
});

describe("next.config.ts", () => {
  it("rewrites exactly the localized pages of content/routes.ts onto their internal routes", async () => {
    const rewrites = await nextConfig.rewrites!();
    const expected = Object.values(LOCALIZED_PAGES).flatMap((route) => [
      { source: encodeURI(route.en), destination: `/en${route.internal}` },
      { source: encodeURI(route.af), destination: `/af${route.internal}` },
    ]);
    expect(Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles).toEqual(expected);
  });
});

describe("web/proxy.ts", () => {
  it("runs for every page path, and not for the API, owner links, feeds, the dashboard or files", () => {
    const [matcher] = proxyConfig.matcher;
    // Next.js anchors the matcher; the same expression, anchored, says which paths reach the proxy.
    const reaches = (path: string) => new RegExp(`^${matcher!.replace("/((?!", "/(?:(?!")}$`).test(path);
    for (const root of NEUTRAL_ROOTS) expect(reaches(`/${root}`)).toBe(true);
    for (const path of ["/", "/verblyf", "/vacation-home", "/blogs/travel/is-orania-safe-to-visit", "/no-such-page"])
      expect(reaches(path)).toBe(true);
    for (const path of [
      "/api/bookings",
      "/owner/abc",
      "/calendar/vacation-home.ics",
      "/admin/queues",
      "/_next/static/x.js",
      "/images/a.webp",
    ]) {
      expect(reaches(path)).toBe(false);
    }
  });

  it("gives each page a script policy with no 'unsafe-inline' once the build wrote its hashes", async () => {
    const policy = (await proxy(new NextRequest("http://localhost/verblyf"))).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    // The page's own hashes are there (so this needs the build's hash file), and nothing looser.
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  });

  it("takes every one-segment owner address but app/owner's own folders for an e-mailed link", () => {
    const folders = (dir: string) =>
      readdirSync(path.join("web/app/owner", dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith("("))
        .map((entry) => entry.name);
    for (const name of [...folders(""), ...folders("(console)")]) expect(name).toMatch(OWNER_ADDRESS);
    expect("Ym9va2luZy5hcHByb3Zl.c2lnbmF0dXJl").not.toMatch(OWNER_ADDRESS);
  });

  it("gives the queue dashboard the policy its worker sends", () => {
    expect(CONFIG_DASHBOARD_POLICY).toBe(DASHBOARD_POLICY);
  });

  it("fails closed without the build's hash file: no 'unsafe-inline' or 'unsafe-eval'", () => {
    expect(scriptSources(null, "/en")).toEqual(["'self'"]);
    expect(scriptSources({ "/en": ["sha256-abc="] }, "/en")).toEqual(["'self'", "'sha256-abc='"]);
  });

  it("never picks a language the browser marks not acceptable (q=0)", async () => {
    const rewriteOf = async (headers: Record<string, string>) =>
      (await proxy(new NextRequest("http://localhost/terms", { headers }))).headers.get("x-middleware-rewrite");
    expect(await rewriteOf({ "accept-language": "af;q=0" })).toBe("http://localhost/en/terms");
    expect(await rewriteOf({ "accept-language": "af;q=0, en;q=0" })).toBe("http://localhost/en/terms");
    expect(await rewriteOf({ "accept-language": "en;q=0.1, af;q=0.2" })).toBe("http://localhost/af/terms");
  });

  it("serves a neutral page in the cookie's language, else Accept-Language, else English", async () => {
    const rewriteOf = async (headers: Record<string, string>) =>
      (await proxy(new NextRequest("http://localhost/terms", { headers }))).headers.get("x-middleware-rewrite");
    expect(await rewriteOf({ cookie: "lang=af" })).toBe("http://localhost/af/terms");
    expect(await rewriteOf({ cookie: "lang=en", "accept-language": "af" })).toBe("http://localhost/en/terms");
    expect(await rewriteOf({ "accept-language": "af-ZA,af;q=0.9" })).toBe("http://localhost/af/terms");
    expect(await rewriteOf({})).toBe("http://localhost/en/terms");
  });
});
