// The copy of a guest's booking page that their phone keeps for when there is no signal (the
// service worker, web/public/sw.js, obeys what this says and decides nothing itself). A booking
// that still stands is kept until the day its guest checks out; one that no longer stands (declined,
// lapsed, cancelled), or a link that no longer opens it, removes the copy. The worker never keeps
// any other page: only the answers that carry this header's "keep".
import "server-only";
import type { TBookingStatus } from "../bookings/status";
import { isOpen } from "../bookings/status";
import type { TIsoDate } from "../calendar/dates";

/** The response header that tells the phone's service worker what to do with its copy of the page. */
export const OFFLINE_COPY_HEADER = "x-offline-copy";

/** "keep; until=<check-out day>" while the booking stands and its stay has not ended, else "drop". */
export function offlineCopyOf(booking: { status: TBookingStatus; checkOut: TIsoDate }, today: TIsoDate): string {
  return isOpen(booking.status) && today <= booking.checkOut ? `keep; until=${booking.checkOut}` : "drop";
}

/** The header's "drop", for an answer whose link no longer opens a booking. */
export const DROP_OFFLINE_COPY = { [OFFLINE_COPY_HEADER]: "drop" } as const;
