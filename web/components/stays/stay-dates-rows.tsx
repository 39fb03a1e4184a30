// The stay and its dates as rows of a booking's summary (<dl>), in the request dialog and in the
// success dialog alike.
import { formatDisplayDate } from "@/server/calendar/dates";
import type { TBookingTexts } from "./booking-panel";

export function StayDatesRows({
  texts,
  stayName,
  checkIn,
  checkOut,
}: {
  texts: TBookingTexts;
  stayName: string;
  checkIn: string;
  checkOut: string;
}) {
  return (
    <>
      <dt>{texts.success.stay}</dt>
      <dd className="text-right">{stayName}</dd>
      <dt>{texts.checkIn}</dt>
      <dd className="text-right">{formatDisplayDate(checkIn)}</dd>
      <dt>{texts.checkOut}</dt>
      <dd className="text-right">{formatDisplayDate(checkOut)}</dd>
    </>
  );
}
