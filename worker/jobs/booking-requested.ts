// booking-requested: re-checks a new request against current holds, then tells the owner (with
// approve and decline links) and the guest (with an .ics), and schedules the hold's expiry.
import { countConflictingHolds, decideBooking } from "@/server/bookings/decide-booking";
import { getConfig } from "@/server/config";
import { getDb } from "@/server/db/client";
import { enqueue } from "@/server/queue";
import type { TJobPayload } from "@/server/queue/jobs";

export async function handleBookingRequested({ bookingId }: TJobPayload<"booking-requested">): Promise<string> {
  const booking = await getDb().booking.findUnique({ where: { id: bookingId }, select: { status: true, createdAt: true } });
  if (!booking) return "missing";
  if (booking.status !== "requested") return `already ${booking.status}`;
  if ((await countConflictingHolds(bookingId)) > 0) {
    await decideBooking(bookingId, "cancelled");
    return "conflict";
  }
  await enqueue("send-mail", { template: "booking-owner-request", subjectId: bookingId });
  await enqueue("send-mail", { template: "booking-guest-received", subjectId: bookingId });
  const expiresAt = booking.createdAt.getTime() + getConfig().HOLD_HOURS * 3600 * 1000;
  await enqueue("expire-hold", { bookingId }, { delay: Math.max(0, expiresAt - Date.now()) });
  return "notified";
}
