// GET /api/unavailable-dates?accommodationType=<stay> – the nights no stay can be booked, from today.
import { listUnavailableDates } from "@/server/availability";
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export const GET = defineCallRoute(CALLS.unavailableDates, async ({ input }) => json(200, await listUnavailableDates(input)));

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
