// Every 405 the built site answers names, in Allow, the methods its route accepts; OPTIONS answers
// with the same list. The /api routes, tRPC (the route, and a call sent with its procedure's wrong
// method), the pages' link handlers and the channel feeds. (A static page refuses other methods
// with Next.js's own 405, which names GET and HEAD.)
import { describe, expect, it } from "vitest";
import { makeExportToken } from "@/server/calendar/feeds";
import { api } from "../support/api";

const GET_ONLY = "GET, HEAD, OPTIONS";
const POST_ONLY = "POST, OPTIONS";
const GET_AND_POST = "GET, HEAD, POST, OPTIONS";

/** Each route, the methods it serves (as Allow lists them), and the methods it must refuse. */
const ROUTES: { path: string; allow: string; refused: string[] }[] = [
  { path: "/api/bookings", allow: POST_ONLY, refused: ["GET", "HEAD", "PUT", "DELETE", "PATCH"] },
  { path: "/api/calculate-price", allow: POST_ONLY, refused: ["GET", "PUT"] },
  { path: "/api/bookings/resend-verification", allow: POST_ONLY, refused: ["GET", "DELETE"] },
  { path: "/api/unavailable-dates?accommodationType=vacation-home", allow: GET_ONLY, refused: ["POST", "PUT", "DELETE", "PATCH"] },
  { path: "/api/reviews", allow: GET_AND_POST, refused: ["PUT", "DELETE", "PATCH"] },
  { path: "/api/guest-photos", allow: GET_AND_POST, refused: ["PUT", "DELETE"] },
  { path: "/api/health", allow: GET_ONLY, refused: ["POST"] },
  { path: "/api/openapi.json", allow: GET_ONLY, refused: ["POST", "DELETE"] },
  { path: "/api/trpc/reviews.list", allow: GET_AND_POST, refused: ["PUT", "DELETE", "PATCH"] },
  { path: `/calendar/vacation-home.ics?token=${makeExportToken("vacation-home")}`, allow: GET_ONLY, refused: ["POST", "PUT"] },
  { path: "/booking", allow: GET_AND_POST, refused: ["PUT", "DELETE"] },
  { path: "/book?stay=fisheagle-hut", allow: GET_AND_POST, refused: ["PUT", "DELETE", "PATCH"] },
  { path: "/review", allow: GET_AND_POST, refused: ["PUT", "DELETE"] },
  { path: "/offline?lang=af", allow: GET_ONLY, refused: ["POST", "PUT", "DELETE"] },
  { path: "/verify/not-a-token", allow: GET_AND_POST, refused: ["PUT", "PATCH"] },
  { path: "/cleaner/not-a-token", allow: GET_ONLY, refused: ["POST", "PUT", "DELETE"] },
  { path: "/owner/sign-out", allow: POST_ONLY, refused: ["GET", "HEAD", "PUT"] },
  { path: "/owner/language", allow: POST_ONLY, refused: ["GET", "HEAD", "PUT"] },
  { path: "/owner/stay-photos", allow: POST_ONLY, refused: ["GET", "DELETE"] },
  { path: "/owner/reports/export?year=2026", allow: GET_ONLY, refused: ["POST", "PUT", "DELETE"] },
  { path: "/favicon.ico", allow: GET_ONLY, refused: ["POST"] },
];

describe("405 replies name the allowed methods", () => {
  it.each(ROUTES)("$path", async ({ path, allow, refused }) => {
    for (const method of refused) {
      const response = await api(path, { method });
      expect([method, response.status, response.headers.get("allow")]).toEqual([method, 405, allow]);
    }
    const options = await api(path, { method: "OPTIONS" });
    expect([options.status, options.headers.get("allow")]).toEqual([204, allow]);
  });

  it("a tRPC call sent with the method its procedure does not take", async () => {
    // A mutation asked for with GET: only POST would do.
    const mutation = await api(`/api/trpc/bookings.create?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`);
    expect([mutation.status, mutation.headers.get("allow")]).toEqual([405, POST_ONLY]);
    // A query sent with POST: only GET would do.
    const query = await api("/api/trpc/reviews.list", { json: {} });
    expect([query.status, query.headers.get("allow")]).toEqual([405, GET_ONLY]);
  });
});
