// POST /api/bookings – request a booking; 201 with the booking, 409 if the nights were taken.
import { getConfig } from "@/server/config";
import { createBooking } from "@/server/bookings/create-booking";
import { readFormBody } from "@/server/http/body";
import { defineRoute, json } from "@/server/http/route";
import { readIdempotencyKey } from "@/server/idempotency";

export const POST = defineRoute({ rateLimit: "bookings" }, async ({ request, language, t, client }) => {
  const idempotencyKey = readIdempotencyKey(request.headers.get("idempotency-key"), t);
  const body = await readFormBody(request, getConfig().MAX_JSON_BODY_BYTES, t);
  const reply = await createBooking({ body, language, idempotencyKey, client });
  return json(reply.status, reply.body);
});
