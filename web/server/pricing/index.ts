// The price of a stay, computed from the stay's pricing config. The server's quote and stored
// total come from here; the booking panel imports the same function for hut estimates.
import { STAYS, type TStayId } from "@/content/stays";
import { diffDays, type TIsoDate } from "../calendar/dates";

export type TQuote = {
  nights: number;
  basePrice: number;
  additionalGuestFee: number;
  totalPrice: number;
};

type TQuoteInput = {
  accommodationType: TStayId;
  checkIn: TIsoDate;
  checkOut: TIsoDate;
  guests: number;
};

/** Quotes a stay whose dates and guest count have already been validated. */
export function quoteStay({ accommodationType, checkIn, checkOut, guests }: TQuoteInput): TQuote {
  const stay = STAYS[accommodationType];
  const nights = diffDays(checkOut, checkIn);
  const basePrice = nights * stay.pricePerNight;
  const extraGuests = Math.max(0, guests - stay.includedGuests);
  const additionalGuestFee = nights * extraGuests * stay.additionalGuestFee;
  return { nights, basePrice, additionalGuestFee, totalPrice: basePrice + additionalGuestFee };
}
