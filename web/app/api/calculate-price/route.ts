// POST /api/calculate-price – the server's quote: nights, basePrice, additionalGuestFee, totalPrice.
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { quoteStay } from "@/server/pricing";

export const POST = defineCallRoute(CALLS.calculatePrice, ({ input }) => Promise.resolve(json(200, quoteStay(input))));
