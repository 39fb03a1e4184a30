// POST /api/calculate-price – the server's quote: nights, basePrice, additionalGuestFee, totalPrice.
import { getConfig } from "@/server/config";
import { readJsonBody } from "@/server/http/body";
import { defineRoute, json } from "@/server/http/route";
import { calculatePrice } from "@/server/pricing/calculate-price";

export const POST = defineRoute({ rateLimit: "calculate-price" }, async ({ request, language, t }) => {
  const body = await readJsonBody(request, getConfig().MAX_JSON_BODY_BYTES, t);
  return json(200, calculatePrice({ body, language }));
});
