// expire-hold: a request still unanswered after HOLD_HOURS releases its nights; the guest is told.
import { decideBooking } from "@/server/bookings/decide-booking";
import type { TJobPayload } from "@/server/queue/jobs";

export async function handleExpireHold({ bookingId }: TJobPayload<"expire-hold">): Promise<string> {
  return decideBooking(bookingId, "expired");
}
