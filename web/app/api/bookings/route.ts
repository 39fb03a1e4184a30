// POST /api/bookings – request a booking; 201 with the booking, 409 if the nights were taken.
import { createBooking } from "@/server/bookings/create-booking";
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { readIdempotencyKey } from "@/server/idempotency";
import { otherMethods } from "@/server/http/methods";

export const POST = defineCallRoute(CALLS.createBooking, async ({ request, input, language, client }) => {
  const idempotencyKey = readIdempotencyKey(request.headers.get("idempotency-key"));
  const reply = await createBooking({ input, language, idempotencyKey, client });
  return json(reply.status, reply.body);
});

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
