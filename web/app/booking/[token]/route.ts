// GET /booking/<token> – the guest's booking page (?cancel=1: the step that confirms a cancellation). POST – cancel it.
import { handleBookingPage } from "@/server/approvals/handle-booking-page";
import { otherMethods } from "@/server/http/methods";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  const view = new URL(request.url).searchParams.has("cancel") ? "confirm-cancel" : "page";
  return handleBookingPage(request, (await params).token, "GET", view);
}

export async function POST(request: Request, { params }: TContext): Promise<Response> {
  return handleBookingPage(request, (await params).token, "POST", "page");
}

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
