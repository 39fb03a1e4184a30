// booking-decided: e-mails the guest the decision on their request, in their language, and tells
// the owner when a request they were asked about lapsed unanswered.
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
  const booking = await getDb().booking.findUnique({ where: { id: bookingId }, select: { status: true, verifiedAt: true } });
  const template = booking && TEMPLATE_BY_STATUS[booking.status];
  if (!template) return "nothing to tell";
  await requestMail(template, bookingId);
  // The owner was mailed about the request only once its guest confirmed it.
  if (booking.status === "expired" && booking.verifiedAt) await requestMail("booking-owner-lapsed", bookingId);
  return template;
}

/** A cancellation: the guest is told (with the calendar's cancel), and so is the owner. */
export async function handleBookingCancelled({ bookingId }: TJobPayload<"booking-cancelled">): Promise<string> {
  const booking = await getDb().booking.findUnique({ where: { id: bookingId }, select: { status: true } });
  if (booking?.status !== "cancelled") return "nothing to tell";
  await requestMail("booking-guest-cancelled", bookingId);
  await requestMail("booking-owner-cancelled", bookingId);
  return "told guest and owner";
}
