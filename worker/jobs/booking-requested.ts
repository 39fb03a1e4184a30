// booking-requested: the guest confirmed a request. Re-checks it against current holds, then
// tells the owner (with approve and decline links) and the guest (with an .ics), and schedules
// the release of its hold at its expiry (a courtesy: the worker's sweep releases lapsed holds
// from their timestamps whether or not this delayed job survives).
import { countConflictingHolds, decideBooking } from "@/server/bookings/decide-booking";
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
  if (booking.status !== "requested") return `already ${booking.status}`;
  if (!booking.verifiedAt) return "not confirmed by the guest";
  if ((await countConflictingHolds(bookingId)) > 0) {
    await decideBooking(bookingId, "cancelled");
    return "conflict";
  }
  await requestMail("booking-owner-request", bookingId);
  await requestMail("booking-guest-received", bookingId);
  const expiresAt = booking.hold?.expiresAt?.getTime() ?? Date.now();
  await enqueue("expire-hold", { bookingId }, { delay: Math.max(0, expiresAt - Date.now()) + 1000 });
  return "notified";
}
