// The guest's calendar file of one booking, which follows the booking's truth: one UID per
// booking for its whole life; a request is TENTATIVE and says so in its summary, a confirmed stay
// is CONFIRMED, and a declined, lapsed or cancelled one is a METHOD:CANCEL update. SEQUENCE is the
// booking's calendar_sequence, raised by the database on every change of status, so each file
// supersedes the ones sent before it. The MIME type's method always names the file's METHOD.
// A PUBLISH file names no ATTENDEE (it is a copy for the guest's calendar, not an invitation to
// answer); a CANCEL names the guest, as a cancellation of the whole event must name every attendee.
import "server-only";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import { GUEST_MAIL } from "@/content/mail";
import { STAYS, type TStayId } from "@/content/stays";
import type { TBusinessDetails } from "../business";
import { icsText } from "./ics-text";
import { isBinding, isOpen, isRequest, type TBookingStatus } from "@/server/bookings/status";

type TIcsBooking = {
  number: string;
  stay: TStayId;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  language: "en" | "af";
  status: TBookingStatus;
  calendarSequence: number;
  guestName: string;
  guestEmail: string;
};

type TBookingIcs = { method: "PUBLISH" | "CANCEL"; content: string; contentType: string; filename: string };

/** The event's UID: the same in every file of this booking. */
function bookingEventUid(number: string): string {
  return `${number}@orania-stays`;
}

export function makeBookingIcs(booking: TIcsBooking, business: TBusinessDetails): TBookingIcs {
  const texts = GUEST_JOURNEY[booking.language];
  const labels = GUEST_MAIL[booking.language].labels;
  const stayName = STAYS[booking.stay].name[booking.language];
  const live = isOpen(booking.status);
  const method = live ? ICalCalendarMethod.PUBLISH : ICalCalendarMethod.CANCEL;
  const calendar = ical({
    name: business.name,
    method,
    prodId: { company: "orania-stays", product: "bookings", language: booking.language.toUpperCase() },
  });
  calendar.createEvent({
    id: bookingEventUid(booking.number),
    sequence: booking.calendarSequence,
    allDay: true,
    // All-day events are calendar dates: built from UTC noon so no zone can move them a day.
    start: new Date(`${booking.checkIn}T12:00:00Z`),
    end: new Date(`${booking.checkOut}T12:00:00Z`),
    status: isBinding(booking.status)
      ? ICalEventStatus.CONFIRMED
      : isRequest(booking.status)
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CANCELLED,
    summary: (isBinding(booking.status)
      ? texts.calendar.confirmed
      : isRequest(booking.status)
        ? texts.calendar.request
        : texts.calendar.cancelled)(stayName),
    description: `${labels.bookingNumber}: ${booking.number}\n${labels.checkInTime}: ${booking.checkInTime}`,
    location: business.address,
    organizer: { name: business.name, email: business.email },
    // Erased bookings (retention) have no address left to name.
    attendees: method === ICalCalendarMethod.CANCEL && booking.guestEmail ? [{ name: booking.guestName, email: booking.guestEmail }] : [],
  });
  return {
    method,
    content: icsText(calendar),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    filename: `${booking.number}.ics`,
  };
}
