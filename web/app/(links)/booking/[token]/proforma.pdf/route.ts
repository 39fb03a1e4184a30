// GET /booking/<token>/proforma.pdf – the confirmed booking's pro-forma invoice, behind the guest's signed link only.
import { handleBookingPage } from "@/server/approvals/handle-booking-page";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  return handleBookingPage(request, (await params).token, "proforma");
}
