// booking-requested: the guest confirmed a request. Tells the owner (with approve and decline links) and the guest (with an .ics), and schedules
// the release of its hold at its expiry (a courtesy: the worker's sweep releases lapsed holds
// from their timestamps whether or not this delayed job survives). Other requests may ask for the
// same nights (only the owner's confirmation binds them); a channel's block imported over them is
// a conflict the console shows, and the owner cannot confirm the request until it is resolved.
import { isRequest } from "@/server/bookings/status";
import { getDb } from "@/server/db/client";
import { enqueue } from "@/server/queue";
import type { TJobPayload } from "@/server/queue/jobs";
import { requestMail } from "./send-mail";

export async function handleBookingRequested({ bookingId }: TJobPayload<"booking-requested">): Promise<string> {
  const booking = await getDb().booking.findUnique({
    where: { id: bookingId },
    select: { status: true, verifiedAt: true, hold: { select: { expiresAt: true } } },
  });
  if (!booking) return "missing";
  if (!isRequest(booking.status)) return `already ${booking.status}`;
  if (!booking.verifiedAt) return "not confirmed by the guest";
  await requestMail("booking-owner-request", bookingId);
  await requestMail("booking-guest-received", bookingId);
  const expiresAt = booking.hold?.expiresAt?.getTime() ?? Date.now();
  await enqueue("expire-hold", { bookingId }, { delay: Math.max(0, expiresAt - Date.now()) + 1000 });
  return "notified";
}
