// Hostile inputs across every route: each is refused with its 4xx (never a 5xx, never a stack
// trace), and where it is refused the database and the bucket are unchanged.
import { Redis } from "ioredis";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createActionToken } from "@/server/approvals/token";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { makeExportToken } from "@/server/calendar/feeds";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";
import { makeJpeg, makePixelFloodPng, toDataUrl } from "../support/images";
import { snapshotState } from "../support/snapshot";

type TInit = Parameters<typeof api>[1];
type TAttack = { name: string; path: string; init: TInit | (() => TInit); status: number | number[] };

const json = (body: unknown, headers: Record<string, string> = {}) => ({ json: body, headers });
const raw = (body: string, contentType: string, headers: Record<string, string> = {}) => ({
  body,
  headers: { "content-type": contentType, ...headers },
});
const booking = (overrides: Record<string, unknown>) => makeBookingRequest(overrides, 520, 2);
const review = (overrides: Record<string, unknown>) => ({
  guestName: "Eve",
  accommodationType: "general",
  rating: 5,
  comment: "Nice.",
  source: "website",
  ...overrides,
});
const photos = (images: unknown, overrides: Record<string, unknown> = {}) => ({
  guestName: "Eve",
  guestEmail: "eve@example.com",
  images,
  ...overrides,
});
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

const jpeg = toDataUrl(await makeJpeg(), "image/jpeg");
const svg = toDataUrl('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "image/svg+xml");
const html = toDataUrl("<html><script>alert(1)</script></html>", "image/jpeg");
const flood = toDataUrl(await makePixelFloodPng(), "image/png");
const secret = process.env.APPROVAL_SECRET!;
const someId = "3f1c2b9e-4a7d-4c1e-9a0b-5d6e7f809a1b";

const ATTACKS: TAttack[] = [
  // Bodies that are not what they claim to be
  { name: "malformed JSON", path: "/api/bookings", init: raw('{"guestName": "x",', "application/json"), status: 400 },
  { name: "empty body", path: "/api/bookings", init: { ...raw("", "application/json"), method: "POST" }, status: 400 },
  { name: "JSON null", path: "/api/reviews", init: raw("null", "application/json"), status: 400 },
  { name: "JSON string", path: "/api/guest-photos", init: raw('"hello"', "application/json"), status: 400 },
  { name: "deeply nested arrays", path: "/api/bookings", init: raw(deep(5000), "application/json"), status: 400 },
  {
    name: "deeply nested objects",
    path: "/api/calculate-price",
    init: raw('{"a":'.repeat(2000) + "1" + "}".repeat(2000), "application/json"),
    status: [400, 413],
  },
  {
    name: "cross-origin text/plain post",
    path: "/api/bookings",
    init: raw(JSON.stringify(booking({})), "text/plain", { origin: "https://evil.example" }),
    status: 403,
  },
  { name: "text/plain post", path: "/api/reviews", init: raw(JSON.stringify(review({})), "text/plain"), status: 415 },
  {
    name: "form-encoded post",
    path: "/api/guest-photos",
    init: raw("guestName=a&images=b", "application/x-www-form-urlencoded"),
    status: 415,
  },
  { name: "multipart post", path: "/api/reviews", init: raw("--x\r\n\r\n--x--", "multipart/form-data; boundary=x"), status: 415 },
  { name: "JSON from another origin", path: "/api/bookings", init: json(booking({}), { origin: "https://evil.example" }), status: 403 },
  {
    name: "JSON marked cross-site by the browser",
    path: "/api/reviews",
    init: json(review({}), { "sec-fetch-site": "cross-site" }),
    status: 403,
  },
  {
    name: "tRPC text/plain from another origin",
    path: "/api/trpc/reviews.create",
    init: raw(JSON.stringify({ json: review({}) }), "text/plain", { origin: "https://evil.example" }),
    status: 403,
  },
  {
    name: "tRPC JSON from another origin",
    path: "/api/trpc/reviews.create",
    init: json({ json: review({}) }, { origin: "https://evil.example" }),
    status: 403,
  },
  // Sizes
  { name: "huge guest name", path: "/api/bookings", init: json(booking({ guestName: "A".repeat(10_000) })), status: 400 },
  { name: "body over the JSON limit", path: "/api/calculate-price", init: json({ pad: "x".repeat(20_000) }), status: 413 },
  { name: "huge review comment", path: "/api/reviews", init: json(review({ comment: "x".repeat(2_001) })), status: 400 },
  // Wrong types
  { name: "guests as a string", path: "/api/bookings", init: json(booking({ guests: "2" })), status: 400 },
  {
    name: "guests as a float",
    path: "/api/calculate-price",
    init: json({
      accommodationType: "vacation-home",
      checkIn: addDays(getBusinessToday(), 5),
      checkOut: addDays(getBusinessToday(), 6),
      guests: 1.5,
    }),
    status: 400,
  },
  { name: "dates as numbers", path: "/api/bookings", init: json(booking({ checkIn: 20270101, checkOut: 20270103 })), status: 400 },
  { name: "rating as an object", path: "/api/reviews", init: json(review({ rating: { $gt: 0 } })), status: 400 },
  { name: "images as a string", path: "/api/guest-photos", init: json(photos(jpeg)), status: 400 },
  { name: "name as an array", path: "/api/reviews", init: json(review({ guestName: ["Eve"] })), status: 400 },
  // Prototype pollution
  {
    name: "__proto__ key",
    path: "/api/bookings",
    init: raw(`{"__proto__":{"isAdmin":true},"guestName":"x"}`, "application/json"),
    status: 400,
  },
  { name: "constructor.prototype key", path: "/api/reviews", init: json({ constructor: { prototype: { polluted: true } } }), status: 400 },
  // Injection strings in constrained fields
  { name: "SQL in the stay", path: "/api/bookings", init: json(booking({ accommodationType: "vacation-home' OR '1'='1" })), status: 400 },
  {
    name: "SQL in a date",
    path: "/api/calculate-price",
    init: json({ accommodationType: "vacation-home", checkIn: "2027-01-01'; DROP TABLE holds;--", checkOut: "2027-01-03", guests: 1 }),
    status: 400,
  },
  {
    name: "SQL in the query",
    path: "/api/unavailable-dates?accommodationType=vacation-home%27%3B%20DROP%20TABLE%20holds%3B--",
    init: {},
    status: 404,
  },
  {
    name: "script in the e-mail",
    path: "/api/bookings",
    init: json(booking({ guestEmail: "<script>alert(1)</script>@x.com" })),
    status: 400,
  },
  {
    name: "script in the check-in time",
    path: "/api/bookings",
    init: json(booking({ checkInTime: "<img src=x onerror=alert(1)>" })),
    status: 400,
  },
  { name: "source other than website", path: "/api/reviews", init: json(review({ source: "google" })), status: 400 },
  // Unicode edge cases
  { name: "NUL byte in a name", path: "/api/reviews", init: json(review({ guestName: "Eve\u0000" })), status: 400 },
  {
    name: "lone surrogate in a comment",
    path: "/api/reviews",
    init: raw('{"guestName":"Eve","accommodationType":"general","rating":5,"comment":"\\ud800","source":"website"}', "application/json"),
    status: 400,
  },
  {
    name: "only zero-width spaces as a name",
    path: "/api/bookings",
    init: json(booking({ guestName: "\u200b\u200b\u200b" })),
    status: 400,
  },
  {
    name: "control characters in a photo name",
    path: "/api/guest-photos",
    init: json(photos([jpeg], { guestName: "Eve\u001b[31m" })),
    status: 400,
  },
  {
    name: "full-width digits in the phone",
    path: "/api/bookings",
    init: json(booking({ guestPhone: "+27 ８２１２３４５６７" })),
    status: 400,
  },
  // Images
  { name: "six images", path: "/api/guest-photos", init: json(photos(Array(6).fill(jpeg))), status: 400 },
  { name: "an SVG", path: "/api/guest-photos", init: json(photos([svg])), status: 400 },
  { name: "HTML as image/jpeg", path: "/api/guest-photos", init: json(photos([html])), status: 400 },
  { name: "a pixel flood", path: "/api/guest-photos", init: json(photos([flood])), status: 400 },
  { name: "a data URL that is not base64", path: "/api/guest-photos", init: json(photos(["data:image/jpeg,%FF%D8%FF"])), status: 400 },
  {
    name: "a remote URL instead of data",
    path: "/api/reviews",
    init: json(review({ images: ["http://169.254.169.254/latest/meta-data"] })),
    status: 400,
  },
  { name: "no images", path: "/api/guest-photos", init: json(photos([])), status: 400 },
  // Bots
  { name: "honeypot filled", path: "/api/reviews", init: json(review({ company: "Acme SEO" })), status: 400 },
  { name: "form sent in 100 ms", path: "/api/bookings", init: () => json(booking({ formStartedAt: Date.now() - 100 })), status: 400 },
  {
    name: "form opening time as a string",
    path: "/api/bookings",
    init: () => json(booking({ formStartedAt: String(Date.now() - 60_000) })),
    status: 400,
  },
  {
    name: "form opened in the future",
    path: "/api/bookings",
    init: () => json(booking({ formStartedAt: Date.now() + 3_600_000 })),
    status: 400,
  },
  { name: "form opening time as null", path: "/api/reviews", init: () => json(review({ formStartedAt: null })), status: 400 },
  // Owner links
  {
    name: "forged owner link",
    path: `/owner/${createActionToken({ action: "booking.approve", subjectId: someId, expiresAt: Date.now() + 60_000 }, "not-the-secret-not-the-secret-not-the-secret")}`,
    init: { method: "POST" },
    status: 403,
  },
  {
    name: "expired owner link",
    path: `/owner/${createActionToken({ action: "review.approve", subjectId: someId, expiresAt: Date.now() - 1 }, secret)}`,
    init: { method: "POST" },
    status: 410,
  },
  { name: "garbage owner token", path: "/owner/%2e%2e%2f%2e%2e%2fetc%2fpasswd", init: {}, status: 403 },
  {
    name: "owner link posted from another site",
    path: `/owner/${createActionToken({ action: "review.approve", subjectId: someId, expiresAt: Date.now() + 60_000 }, secret)}`,
    init: { method: "POST", headers: { origin: "https://evil.example" } },
    status: 403,
  },
  // Feeds and the dashboard
  { name: "feed without token", path: "/calendar/vacation-home.ics", init: {}, status: 404 },
  {
    name: "feed with another stay's token",
    path: `/calendar/fisheagle-hut.ics?token=${makeExportToken("vacation-home")}`,
    init: {},
    status: 404,
  },
  { name: "feed path traversal", path: "/calendar/..%2F..%2Fpackage.json", init: {}, status: 404 },
  { name: "dashboard without credentials", path: "/admin/queues", init: {}, status: 401 },
  {
    name: "dashboard with wrong credentials",
    path: "/admin/queues/api/queues",
    init: { headers: { authorization: `Basic ${Buffer.from("admin:admin").toString("base64")}` } },
    status: 401,
  },
];

const results: { name: string; status: number }[] = [];

// Every attack comes from one client, as an attacker's would (the test site trusts one proxy, so
// X-Forwarded-For names it). Its rate-limit counts are cleared before each case, so that each
// hostile input is answered on its own merits rather than with a 429.
const ATTACKER = "198.51.100.7";
const redis = new Redis(process.env.REDIS_URL!);
beforeEach(async () => {
  const keys = await redis.keys(`${getConfig().REDIS_PREFIX}:rl:*${ATTACKER}`);
  if (keys.length > 0) await redis.del(...keys);
});

describe(`attack suite (${ATTACKS.length} hostile inputs)`, () => {
  it.each(ATTACKS)("$name → $status", async ({ path, init, status }) => {
    const before = await snapshotState();
    const response = await api(path, { ...(typeof init === "function" ? init() : init), client: ATTACKER });
    results.push({ name: path, status: response.status });
    const expected = Array.isArray(status) ? status : [status];
    expect(expected).toContain(response.status);
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toMatch(/at [\w.<>]+ \(|node_modules|PrismaClient|\.ts:\d+/);
    if (response.status >= 400) expect(await snapshotState()).toEqual(before);
  });

  it("stores an SQL-looking name as plain text, and every table is still there", async () => {
    const name = "Robert'); DROP TABLE bookings;--";
    const response = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({ guestName: name }, 530, 1) });
    expect(response.status).toBe(201);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: response.body.id } })).guestName).toBe(name);
    expect((await snapshotState()).bookings).toBeGreaterThan(0);
  });

  it("replays nothing from a used owner link: a second POST changes nothing", async () => {
    const created = await api<{ id: string }>("/api/reviews", { json: review({ guestName: "Replay" }) });
    const token = createActionToken({ action: "review.reject", subjectId: created.body.id, expiresAt: Date.now() + 60_000 }, secret);
    expect((await api(`/owner/${token}`, { method: "POST" })).status).toBe(200);
    const before = await snapshotState();
    const replay = await api(`/owner/${token}`, { method: "POST" });
    expect(replay.text).toContain("Already decided");
    expect(await snapshotState()).toEqual(before);
  });

  it("leaves Object.prototype clean on the server: a normal request still validates normally", async () => {
    const response = await api<{ error: { fields: Record<string, string> } }>("/api/bookings", { json: { guestName: "x" } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain("accommodationType");
  });
});

afterAll(() => {
  redis.disconnect();
  const byStatus = results.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
  console.log(
    `\nattack suite: ${results.length} cases tried, 5xx: ${results.filter((r) => r.status >= 500).length}, by status ${JSON.stringify(byStatus)}`,
  );
});
