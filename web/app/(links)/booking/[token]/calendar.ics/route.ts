// GET /booking/<token>/calendar.ics – the booking's current calendar file (the same UID, its latest SEQUENCE and STATUS).
import { handleBookingPage } from "@/server/approvals/handle-booking-page";
import { otherMethods } from "@/server/http/methods";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  return handleBookingPage(request, (await params).token, "ics");
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
