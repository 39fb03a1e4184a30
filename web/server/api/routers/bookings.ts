// Booking procedures: quotes, unavailable nights and booking requests, over the same domain
// functions as the /api routes. Inputs are validated by those functions, in the visitor's language.
import { z } from "zod";
import { listUnavailableDates } from "../../availability";
import { createBooking } from "../../bookings/create-booking";
import { requestVerificationResend } from "../../bookings/verify-booking";
import { calculatePrice } from "../../pricing/calculate-price";
import { createTRPCRouter, limitedProcedure, publicProcedure } from "../trpc";

export const bookingsRouter = createTRPCRouter({
  unavailableDates: publicProcedure
    .input(z.object({ accommodationType: z.string() }))
    .query(({ ctx, input }) => listUnavailableDates({ accommodationType: input.accommodationType, language: ctx.language })),
  quote: limitedProcedure("calculate-price")
    .input(z.unknown())
    .mutation(({ ctx, input }) => calculatePrice({ body: input, language: ctx.language })),
  create: limitedProcedure("bookings", { form: true })
    .input(
      z.object({
        idempotencyKey: z
          .string()
          .regex(/^[A-Za-z0-9_-]{8,100}$/)
          .optional(),
        request: z.unknown(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const reply = await createBooking({
        body: input.request,
        language: ctx.language,
        idempotencyKey: input.idempotencyKey,
        client: ctx.client,
      });
      return reply.body;
    }),
  /** E-mails a request's confirmation link again; the same answer whether or not the details match. */
  resendVerification: limitedProcedure("verification-resend")
    .input(z.unknown())
    .mutation(({ ctx, input }) => requestVerificationResend({ body: input, language: ctx.language })),
});
