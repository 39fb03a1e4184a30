// booking-decided: e-mails the guest the decision on their request, in their language.
import { getDb } from "@/server/db/client";
import type { TJobPayload, TMailTemplate } from "@/server/queue/jobs";
import { requestMail } from "./send-mail";

const TEMPLATE_BY_STATUS: Partial<Record<string, TMailTemplate>> = {
  confirmed: "booking-guest-confirmed",
  declined: "booking-guest-declined",
  expired: "booking-guest-expired",
  cancelled: "booking-guest-unavailable",
};

export async function handleBookingDecided({ bookingId }: TJobPayload<"booking-decided">): Promise<string> {
  const booking = await getDb().booking.findUnique({ where: { id: bookingId }, select: { status: true } });
  const template = booking && TEMPLATE_BY_STATUS[booking.status];
  if (!template) return "nothing to tell";
  await requestMail(template, bookingId);
  return template;
}
