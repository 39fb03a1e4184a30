// GET /api/reviews – approved reviews, newest first. POST /api/reviews – submit a review for approval.
import { getConfig } from "@/server/config";
import { readFormBody } from "@/server/http/body";
import { defineRoute, json } from "@/server/http/route";
import { createReview } from "@/server/reviews/create-review";
import { listApprovedReviews } from "@/server/reviews/list-reviews";

export const dynamic = "force-dynamic";

export const GET = defineRoute({}, async () => json(200, await listApprovedReviews()));

export const POST = defineRoute({ rateLimit: "reviews" }, async ({ request, language, t }) => {
  const body = await readFormBody(request, getConfig().MAX_PHOTO_BODY_BYTES, t);
  return json(201, await createReview({ body, language }));
});
