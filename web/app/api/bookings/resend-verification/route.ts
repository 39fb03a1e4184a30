// POST /api/bookings/resend-verification – e-mail a request's confirmation link again, given its
// booking number and e-mail address. 202 whether or not they match, so it tells nobody anything.
import { requestVerificationResend } from "@/server/bookings/verify-booking";
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { otherMethods } from "@/server/http/methods";

export const POST = defineCallRoute(CALLS.resendVerification, async ({ input }) => json(202, await requestVerificationResend({ input })));

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
