// GET /booking – the form that e-mails a lost booking link again. POST – send it (the same answer whether or not the details match).
import { handleBookingLinkResend } from "@/server/approvals/handle-booking-page";
import { otherMethods } from "@/server/http/methods";

export async function GET(request: Request): Promise<Response> {
  return handleBookingLinkResend(request, "GET");
}

export async function POST(request: Request): Promise<Response> {
  return handleBookingLinkResend(request, "POST");
}

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
