// What anyone may fetch without a signed link: the pages, the sitemap, the API's document, a
// stay's calendar feed and a public tRPC reply. A guest's or the owner's private data (bank
// details, a door code) must be in none of them.
import { expect } from "vitest";
import { makeExportToken } from "@/server/calendar/feeds";

const PUBLIC_PATHS = (feedSecret: string | undefined) => [
  "/",
  "/af",
  "/vacation-home",
  "/visarend-hut",
  "/slanghalsvo%C3%ABl-hut",
  "/stays",
  "/terms",
  "/sitemap.xml",
  "/api/openapi.json",
  "/api/reviews",
  ...(["vacation-home", "fisheagle-hut", "african-darter-hut"] as const).map(
    (stay) => `/calendar/${stay}.ics?token=${makeExportToken(stay, feedSecret)}`,
  ),
  `/api/trpc/bookings.unavailableDates?input=${encodeURIComponent(JSON.stringify({ accommodationType: "vacation-home" }))}`,
];

/** Fetches every public reply from `baseUrl` and expects none of `secrets` in any (and no 5xx). */
export async function expectInNoPublicReply(baseUrl: string, feedSecret: string | undefined, secrets: readonly string[]): Promise<void> {
  for (const path of PUBLIC_PATHS(feedSecret)) {
    const reply = await fetch(`${baseUrl}${path}`);
    const body = await reply.text();
    expect(reply.status, path).toBeLessThan(500);
    for (const secret of secrets) expect(body, `${path} shows ${secret}`).not.toContain(secret);
  }
}
