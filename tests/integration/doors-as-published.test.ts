// The doors hold to what the published schema and HTTP say, against the running site: a language
// other than en or af is refused, not dropped; an address whose domain label ends in a hyphen is
// refused by every form that takes one; a well-formed date in the years 0-99 is refused as past,
// not as badly written; an unknown /api path answers the API's JSON 404; a page answers a POST
// with 405 and its Allow; /api/docs keeps its own script-free policy; and the home's structured
// data names the languages it serves with a property schema.org defines on a LodgingBusiness. A
// mistyped address under a page is the site's own 404 page in that page's language.
import { describe, expect, it } from "vitest";
import { getDictionary } from "@/content/dictionaries";
import { zEmail } from "@/server/validation";
import { api, makeBookingRequest } from "../support/api";
import { makeJpeg, toDataUrl } from "../support/images";

type TError = { error: { code: string; message: string; fields?: Record<string, string> } };
const LANGUAGES = ["en", "af"] as const;

describe("POST /api/bookings as its schema publishes it", () => {
  it.each(LANGUAGES)("refuses a language other than en or af under its field, in the visitor's language (%s)", async (language) => {
    const reply = await api<TError>("/api/bookings", {
      json: makeBookingRequest({ language: "AAA" }),
      headers: { "accept-language": language },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields?.language).toBe(getDictionary(language).validation.unknownLanguage);
  });

  it("refuses a date in the years 0-99 as past, like any other past date", async () => {
    const reply = await api<TError>("/api/bookings", {
      json: makeBookingRequest({ checkIn: "0050-01-01", checkOut: "0050-01-03" }),
      headers: { "accept-language": "en" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields?.checkIn).toBe(getDictionary("en").validation.checkInPast);
  });
});

describe("an e-mail address whose domain label ends in a hyphen", () => {
  const bad = "a@b-.example.com";

  it("is refused by every form's address rule, and good ones with inner hyphens pass", () => {
    for (const address of [bad, "a@-b.example.com", "a@b.-example.com", "a@example.c-m"])
      expect(zEmail().safeParse(address).success, address).toBe(false);
    for (const address of ["a@b-c.example.com", "anna.van-der-merwe@orania-stays.co.za", "x@xn--bcher-kva.example"])
      expect(zEmail().safeParse(address).success, address).toBe(true);
  });

  it("is refused by the booking and the photo doors under its field", async () => {
    const booking = await api<TError>("/api/bookings", { json: makeBookingRequest({ guestEmail: bad }) });
    expect(booking.status).toBe(400);
    expect(booking.body.error.fields?.guestEmail).toBeDefined();
    const photos = await api<TError>("/api/guest-photos", {
      json: { guestName: "Johan", guestEmail: bad, images: [toDataUrl(await makeJpeg(), "image/jpeg")] },
    });
    expect(photos.status).toBe(400);
    expect(photos.body.error.fields?.guestEmail).toBeDefined();
  });
});

describe("addresses and methods no route serves", () => {
  it.each(["GET", "POST", "DELETE"])("an unknown /api path answers %s with the API's JSON 404, security headers on it", async (method) => {
    const reply = await api<TError>("/api/no-such-call", { method, headers: { "accept-language": "af" } });
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.body).toEqual({ error: { code: "NOT_FOUND", message: getDictionary("af").api.notFound } });
    expect(reply.text.length).toBeLessThan(200);
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each(["/", "/verblyf", "/en/terms", "/vacation-home"])("a page answers POST %s with 405 and its Allow", async (path) => {
    const reply = await api(path, { method: "POST", body: "x=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(reply.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("a mistyped address under a page", () => {
  it.each([
    ["/verblyf/nope", "af"],
    ["/ervaarorania/nope", "af"],
    ["/vakansie-huis/nope", "af"],
    ["/vacation-home/nope", "en"],
    // The 404 page's own address is no page of its own: it too answers 404.
    ["/en/page-not-found", "en"],
    ["/af/page-not-found", "af"],
  ] as const)("%s is the site's own 404 page in %s, complete in its HTML (header, message, footer)", async (path, language) => {
    const reply = await api(path);
    expect(reply.status).toBe(404);
    expect(reply.headers.get("x-orania-not-found")).toBeNull();
    expect(reply.text).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    expect(reply.text).not.toContain('id="__next_error__"');
    expect(reply.text).toContain(`<h1 class="text-4xl font-semibold">${getDictionary(language).notFound.title}</h1>`);
    expect(reply.text).toMatch(/<header[\s>]/);
    expect(reply.text).toMatch(/<footer[\s>]/);
  });

  it.each([
    ["en", "en-GB,en;q=0.8"],
    ["af", "af-ZA,af;q=0.9,en;q=0.5"],
  ] as const)(
    "an address that names no language is the site's own 404 page in the visitor's (%s), kept by no shared cache",
    async (language, accept) => {
      const reply = await api("/stays/nope", { headers: { "accept-language": accept } });
      expect(reply.status).toBe(404);
      expect(reply.text).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(reply.text).toContain(`<h1 class="text-4xl font-semibold">${getDictionary(language).notFound.title}</h1>`);
      expect(reply.text).toMatch(/<header[\s>]/);
      expect(reply.text).toMatch(/<footer[\s>]/);
      expect(reply.headers.get("cache-control")).toMatch(/private/);
    },
  );
});

describe("what pages and documents declare", () => {
  it("/api/docs keeps its own policy: no scripts at all", async () => {
    const reply = await api("/api/docs");
    expect(reply.status).toBe(200);
    const policy = reply.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("script-src");
  });

  it("the home's LodgingBusiness names its languages with availableLanguage, not inLanguage", async () => {
    const home = await api("/", { headers: { "accept-language": "en" } });
    const blocks = [...home.text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    const lodging = blocks.flatMap((block) => [block, ...(block["@graph"] ?? [])]).find((node) => node["@type"] === "LodgingBusiness");
    expect(lodging).toBeDefined();
    expect(lodging.inLanguage).toBeUndefined();
    expect(lodging.availableLanguage).toEqual(["en-ZA", "af-ZA"]);
  });
});
