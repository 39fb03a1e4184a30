// GET /booking/<token>/tax-invoice.pdf – the booking's tax invoice once issued, behind the guest's signed link only.
import { handleBookingPage } from "@/server/approvals/handle-booking-page";

type TContext = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: TContext): Promise<Response> {
  return handleBookingPage(request, (await params).token, "tax-invoice");
}
