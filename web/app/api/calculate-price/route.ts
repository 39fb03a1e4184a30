// POST /api/calculate-price – the server's quote: nights, basePrice, additionalGuestFee, totalPrice.
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { quoteFromRates } from "@/server/pricing/rates";
import { otherMethods } from "@/server/http/methods";

export const POST = defineCallRoute(CALLS.calculatePrice, async ({ input }) => json(200, await quoteFromRates(input)));

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
