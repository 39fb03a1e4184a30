// GET /review/<token> – the review form a guest is invited to after a confirmed stay. POST – send it.
import { handleReviewInvitation } from "@/server/reviews/invitation";
import { otherMethods } from "@/server/http/methods";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  return handleReviewInvitation(request, (await params).token, "GET");
}

export async function POST(request: Request, { params }: TContext): Promise<Response> {
  return handleReviewInvitation(request, (await params).token, "POST");
}

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
