// Pages that come in the visitor's language at one address (topics, blog, terms, privacy) are
// never kept by a shared cache for everyone: they are sent Vary: Cookie, Accept-Language and no
// shared max-age. Each language has an indexable address of its own (/en/…, /af/…), named with
// hreflang by the pages and the sitemap. And the site's icons and web manifest are served.
import { describe, expect, it } from "vitest";
import { api } from "../support/api";

const NEUTRAL = ["/terms", "/privacy", "/blog", "/blogs/is-orania-safe-to-visit"];

const links = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="([^"]+)")? href="([^"]+)"/g)].map((m) => [
      m[2] ?? m[1]!,
      new URL(m[3]!).pathname,
    ]),
  );

describe("pages in the visitor's language", () => {
  it.each(NEUTRAL)("%s varies by cookie and Accept-Language, and no shared cache keeps it", async (path) => {
    for (const headers of [{}, { cookie: "lang=af" }, { "accept-language": "af" }] as Record<string, string>[]) {
      const reply = await api(path, { headers });
      expect(reply.status).toBe(200);
      const vary = (reply.headers.get("vary") ?? "").toLowerCase();
      expect(vary).toContain("cookie");
      expect(vary).toContain("accept-language");
      expect(reply.headers.get("cache-control")).not.toMatch(/s-maxage|public/);
      expect(reply.headers.get("x-orania-language-negotiated")).toBeNull();
    }
  });

  it.each(NEUTRAL)("%s has an address per language, named by hreflang", async (path) => {
    for (const language of ["en", "af"] as const) {
      const reply = await api(`/${language}${path}`, { headers: { cookie: `lang=${language === "en" ? "af" : "en"}` } });
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(`<html lang="${language}"`);
      expect(links(reply.text)).toEqual({
        canonical: `/${language}${path}`,
        "en-ZA": `/en${path}`,
        "af-ZA": `/af${path}`,
        "x-default": `/en${path}`,
      });
    }
    // The neutral address names the same alternates, and the language address it shows as canonical.
    expect(links((await api(path, { headers: { cookie: "lang=af" } })).text)).toEqual({
      canonical: `/af${path}`,
      "en-ZA": `/en${path}`,
      "af-ZA": `/af${path}`,
      "x-default": `/en${path}`,
    });
  });

  it("lists every language's address in the sitemap, with its alternates", async () => {
    const sitemap = (await api("/sitemap.xml")).text;
    for (const path of NEUTRAL) {
      for (const language of ["en", "af"]) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/${language}${path}</loc>`));
      expect(sitemap).toMatch(new RegExp(`hreflang="x-default" href="[^"]*/en${path}"`));
    }
    expect(sitemap).toMatch(/<loc>[^<]*\/verblyf<\/loc>/);
  });
});

describe("icons and web manifest", () => {
  it("names them on every page and serves them", async () => {
    const html = (await api("/")).text;
    const href = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
    for (const [rel, type] of [
      ["icon", "image/svg+xml"],
      ["apple-touch-icon", "image/png"],
      ["manifest", "application/manifest+json"],
    ] as const) {
      const reply = await api(href(rel) ?? `/missing-${rel}`);
      expect(reply.status, rel).toBe(200);
      expect(reply.headers.get("content-type"), rel).toContain(type);
    }
    const manifest = (await api<{ name: string; icons: { src: string; sizes: string }[] }>("/manifest.webmanifest")).body;
    expect(manifest.name).toBe("Orania Stays");
    for (const icon of manifest.icons) expect((await api(icon.src)).status, icon.src).toBe(200);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    // Each language's pages name their own manifest: installed, the site opens standalone on its home page in that language.
    for (const [page, language, start] of [
      ["/", "en-ZA", "/"],
      ["/verblyf", "af-ZA", "/verblyf"],
    ] as const) {
      const link = /<link rel="manifest" href="([^"]+)"/.exec((await api(page)).text)?.[1] ?? "";
      const named = (await api<{ lang: string; start_url: string; display: string; id: string }>(link)).body;
      expect(named, page).toMatchObject({ lang: language, start_url: start, display: "standalone", id: "/" });
    }
    // /favicon.ico, asked for by clients that read no <link>, leads to the same icon.
    expect((await api("/favicon.ico")).headers.get("content-type")).toContain("image/svg+xml");
  });
});
