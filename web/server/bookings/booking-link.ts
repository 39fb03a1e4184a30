// A guest who lost the link to their booking page names the booking number and the e-mail address
// they booked with; when both match, the link is e-mailed to that address, at most once an hour per
// booking (the send log's key carries the hour). Only for a booking whose guest proved the address
// (they confirmed the request from its e-mail, or the owner confirmed it): a request made with
// someone else's address and never confirmed is no way to mail them. The caller answers the same
// whether or not anything was sent, so the form tells nobody which bookings exist. The form's door
// parses it (zLinkRequest, with LINK_REQUEST_MESSAGES in the visitor's language).
import "server-only";
import { z } from "zod";
import { always, type TMessages } from "../contract/messages";
import { getDb } from "../db/client";
import { enqueue } from "../queue";
import { makeMailKey } from "../queue/jobs";
import { zEmail } from "../validation";
import { BOOKING_NUMBER_PATTERN } from "./booking-number";
import { isBinding } from "@/server/bookings/status";

export const zLinkRequest = z.object({
  bookingNumber: z.string().trim().toUpperCase().regex(BOOKING_NUMBER_PATTERN),
  guestEmail: zEmail(),
});

export const LINK_REQUEST_MESSAGES: TMessages = {
  bookingNumber: always((t) => t.validation.bookingNumber),
  guestEmail: always((t) => t.validation.guestEmail),
};

export async function resendBookingLink({ input, now = new Date() }: { input: z.output<typeof zLinkRequest>; now?: Date }): Promise<void> {
  const booking = await getDb().booking.findUnique({
    where: { number: input.bookingNumber },
    select: { id: true, guestEmail: true, status: true, verifiedAt: true },
  });
  if (!booking || booking.guestEmail.toLowerCase() !== input.guestEmail.toLowerCase()) return;
  if (booking.verifiedAt === null && !isBinding(booking.status)) return;
  const hour = Math.floor(now.getTime() / 3_600_000);
  const key = makeMailKey("booking-guest-link", booking.id, hour);
  const claimed = await getDb()
    .$executeRaw`INSERT INTO email_sends (id, key) VALUES (gen_random_uuid(), ${key}) ON CONFLICT (key) DO NOTHING`;
  // A row claimed but not queued (Redis away) is queued by the reconciler.
  if (claimed > 0)
    await enqueue("send-mail", { template: "booking-guest-link", subjectId: booking.id, sequence: hour }).catch(() => undefined);
}
