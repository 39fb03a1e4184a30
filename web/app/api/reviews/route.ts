// GET /api/reviews – approved reviews, newest first. POST /api/reviews – submit a review for approval.
import { CALLS } from "@/server/contract/calls";
import { defineCallRoute, json } from "@/server/http/route";
import { createReview } from "@/server/reviews/create-review";
import { listApprovedReviews } from "@/server/reviews/list-reviews";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export const GET = defineCallRoute(CALLS.listReviews, async () => json(200, await listApprovedReviews()));

export const POST = defineCallRoute(CALLS.createReview, async ({ input, language }) => json(201, await createReview({ input, language })));

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
