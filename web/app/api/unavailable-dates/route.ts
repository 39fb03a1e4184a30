// GET /api/unavailable-dates?accommodationType=<stay> – the nights no stay can be booked, from today.
import { listUnavailableDates } from "@/server/availability";
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";

export const dynamic = "force-dynamic";

export const GET = defineCallRoute(CALLS.unavailableDates, async ({ input }) => json(200, await listUnavailableDates(input)));
