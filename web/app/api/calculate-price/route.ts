// POST /api/calculate-price – the server's quote: nights, basePrice, additionalGuestFee, totalPrice (and each in cents).
import { CALLS, quoteReply } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { quoteFromRates } from "@/server/pricing/rates";
import { otherMethods } from "@/server/http/methods";

export const POST = defineCallRoute(CALLS.calculatePrice, async ({ input }) => json(200, quoteReply(await quoteFromRates(input))));

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
