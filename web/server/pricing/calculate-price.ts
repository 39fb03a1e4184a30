// The server's quote for a stay request, after the same date and guest rules as a booking.
import { getDictionary, type TLanguage } from "@/content/dictionaries";
import { makeZStayRequest } from "../bookings/schema";
import { getBusinessToday } from "../calendar/dates";
import { getConfig } from "../config";
import { parseInput } from "../validation";
import { quoteStay, type TQuote } from ".";

export function calculatePrice({ body, language, now = new Date() }: { body: unknown; language: TLanguage; now?: Date }): TQuote {
  const t = getDictionary(language);
  const config = getConfig();
  const input = parseInput(
    makeZStayRequest({ t, today: getBusinessToday(now), maxNights: config.MAX_NIGHTS, horizonDays: config.BOOKING_HORIZON_DAYS }),
    body,
    t,
  );
  return quoteStay(input);
}
