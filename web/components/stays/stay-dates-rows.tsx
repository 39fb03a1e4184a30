// The stay and its dates as rows of a booking's summary (<dl>), in the request dialog and in the
// success dialog alike; and the summary of a request just made, in the success dialog and on the
// answer of the booking form that needs no script.
import { formatShortRand } from "@/content/site";
import { formatDisplayDate } from "@/server/calendar/dates";
import type { TBookingTexts } from "./booking-panel";

type TRowsTexts = Pick<TBookingTexts, "checkIn" | "checkOut"> & { success: Pick<TBookingTexts["success"], "stay"> };

/** A request just made: its number, the stay and its dates, and its total. */
export function BookedSummary({
  texts,
  stayName,
  booked,
}: {
  texts: TRowsTexts & Pick<TBookingTexts, "total"> & { success: Pick<TBookingTexts["success"], "bookingNumber"> };
  stayName: string;
  booked: { bookingNumber: string; checkIn: string; checkOut: string; totalPriceCents: number };
}) {
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 text-sm">
      <dt>{texts.success.bookingNumber}</dt>
      <dd className="text-right font-semibold" data-testid="booking-number">
        {booked.bookingNumber}
      </dd>
      <StayDatesRows texts={texts} stayName={stayName} checkIn={booked.checkIn} checkOut={booked.checkOut} />
      <dt className="font-semibold">{texts.total}</dt>
      <dd className="text-right font-semibold" data-testid="booking-total">
        {formatShortRand(booked.totalPriceCents)}
      </dd>
    </dl>
  );
}

export function StayDatesRows({
  texts,
  stayName,
  checkIn,
  checkOut,
}: {
  texts: TRowsTexts;
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
