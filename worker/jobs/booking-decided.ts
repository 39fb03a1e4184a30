// booking-decided, booking-changed and booking-cancelled: e-mail the guest what happened to their
// booking, in their language, and tell the owner when a request they were asked about lapsed
// unanswered or a booking was cancelled. Each job comes from one outbox event and mails under that
// event's id, so a booking's second change (or its cancellation after one) is an e-mail of its own
// and a retried job is still the same one e-mail.
import { getDb } from "@/server/db/client";
import type { TJobPayload, TMailTemplate } from "@/server/queue/jobs";
import { requestMail } from "./send-mail";
import { isBinding, isCancelled, isLapsed } from "@/server/bookings/status";

const TEMPLATE_BY_STATUS: Partial<Record<string, TMailTemplate>> = {
  confirmed: "booking-guest-confirmed",
  declined: "booking-guest-declined",
  expired: "booking-guest-expired",
  cancelled: "booking-guest-unavailable",
};

type TBookingEvent = TJobPayload<"booking-decided">;

/** The e-mail's sequence: the event that caused it (none for a job queued before events named themselves). */
const sequenceOf = ({ eventId }: TBookingEvent) => (eventId ? Number(eventId) : undefined);

async function readStatus(bookingId: string) {
  return getDb().booking.findUnique({ where: { id: bookingId }, select: { status: true, verifiedAt: true } });
}

export async function handleBookingDecided(event: TBookingEvent): Promise<string> {
  const booking = await readStatus(event.bookingId);
  const template = booking && TEMPLATE_BY_STATUS[booking.status];
  if (!template) return "nothing to tell";
  await requestMail(template, event.bookingId, sequenceOf(event));
  // The owner was mailed about the request only once its guest confirmed it.
  if (isLapsed(booking.status) && booking.verifiedAt) await requestMail("booking-owner-lapsed", event.bookingId, sequenceOf(event));
  return template;
}

/** A confirmed booking's new stay, dates or guests: the guest gets them, with the updated calendar file. */
export async function handleBookingChanged(event: TJobPayload<"booking-changed">): Promise<string> {
  const booking = await readStatus(event.bookingId);
  // Cancelled since: the cancellation's own e-mail tells the guest what counts now.
  if (!booking || !isBinding(booking.status)) return "nothing to tell";
  await requestMail("booking-guest-changed", event.bookingId, sequenceOf(event));
  return "told guest";
}

/** A cancellation: the guest is told (with the calendar's cancel), and so is the owner. */
export async function handleBookingCancelled(event: TJobPayload<"booking-cancelled">): Promise<string> {
  const booking = await readStatus(event.bookingId);
  if (!booking || !isCancelled(booking.status)) return "nothing to tell";
  await requestMail("booking-guest-cancelled", event.bookingId, sequenceOf(event));
  await requestMail("booking-owner-cancelled", event.bookingId, sequenceOf(event));
  return "told guest and owner";
}
