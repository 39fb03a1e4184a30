// Booking procedures: quotes, unavailable nights and booking requests, over the same calls
// (web/server/contract/calls.ts) and domain functions as the /api routes.
import "server-only";
import { z } from "zod";
import { listUnavailableDates } from "../../availability";
import { createBooking } from "../../bookings/create-booking";
import { requestVerificationResend } from "../../bookings/verify-booking";
import { CALLS, quoteReply } from "../../contract/calls";
import { readIdempotencyKey } from "../../idempotency";
import { quoteFromRates } from "../../pricing/rates";
import { callProcedure, createTRPCRouter } from "../trpc";

export const bookingsRouter = createTRPCRouter({
  unavailableDates: callProcedure(CALLS.unavailableDates).query(({ input }) => listUnavailableDates(input)),
  quote: callProcedure(CALLS.calculatePrice).mutation(async ({ input }) => quoteReply(await quoteFromRates(input))),
  /** The request as POST /api/bookings takes it; the Idempotency-Key header goes in `idempotencyKey`. */
  create: callProcedure(CALLS.createBooking)
    .input(z.object({ idempotencyKey: z.string().optional() }))
    .mutation(async ({ ctx, input }) => {
      const { idempotencyKey, ...request } = input;
      const reply = await createBooking({
        input: request,
        language: ctx.language,
        idempotencyKey: readIdempotencyKey(idempotencyKey ?? null),
        client: ctx.client,
      });
      return reply.body;
    }),
  /** E-mails a request's confirmation link again; the same answer whether or not the details match. */
  resendVerification: callProcedure(CALLS.resendVerification).mutation(({ input }) => requestVerificationResend({ input })),
});
