// POST /api/bookings/resend-verification – e-mail a request's confirmation link again, given its
// booking number and e-mail address. 202 whether or not they match, so it tells nobody anything.
import { getConfig } from "@/server/config";
import { requestVerificationResend } from "@/server/bookings/verify-booking";
import { readJsonBody } from "@/server/http/body";
import { defineRoute, json } from "@/server/http/route";

export const POST = defineRoute({ rateLimit: "verification-resend" }, async ({ request, language, t }) => {
  const body = await readJsonBody(request, getConfig().MAX_JSON_BODY_BYTES, t);
  return json(202, await requestVerificationResend({ body, language }));
});
