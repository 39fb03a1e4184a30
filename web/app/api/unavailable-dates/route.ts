// GET /api/unavailable-dates?accommodationType=<stay> – the nights no stay can be booked, from today.
import { listUnavailableDates } from "@/server/availability";
import { defineRoute, json } from "@/server/http/route";

export const dynamic = "force-dynamic";

export const GET = defineRoute({}, async ({ request, language }) => {
  const accommodationType = new URL(request.url).searchParams.get("accommodationType");
  return json(200, await listUnavailableDates({ accommodationType, language }));
});
