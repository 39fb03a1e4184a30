// The owner changes a request's or a booking's stay, dates or guests: re-priced by the server's
// quote, its hold moved (nights and stay) under the same exclusion constraints (nights closed to
// the new stay, by another booking or a block of every stay or of that stay, are refused with a
// clear message; a request may still share nights with other requests), the guest told, and an
// audit row, in one transaction.
import type { TLanguage } from "@/content/dictionaries";
import { STAYS, type TStayId } from "@/content/stays";
import { writeAudit, type TActor } from "../audit";
import { getBusinessToday, toUtcDate, fromUtcDate } from "../calendar/dates";
import { AppError } from "../errors";
import { makeOutboxEvent } from "../outbox";
import { getOwnerMessages } from "../owner/messages";
import { quoteStay, storedPrices } from "../pricing";
import { readStayRates } from "../pricing/rates";
import { toStayEnum, fromStayEnum } from "./stay-enum";
import { hasBindingOverlap, takeNightsTurn, writingHold } from "./holds";
import { isOpen } from "@/server/bookings/status";

type TStayChange = { stay: TStayId; checkIn: string; checkOut: string; guests: number };

/** Refuses impossible ranges and guest counts, in the owner's language. */
export function checkStayRange(change: TStayChange, language: TLanguage, now = new Date()): void {
  const m = getOwnerMessages(language);
  if (change.checkOut <= change.checkIn) throw new AppError("BAD_REQUEST", m.badRange, { fields: { checkOut: m.badRange } });
  if (change.checkOut <= getBusinessToday(now)) throw new AppError("BAD_REQUEST", m.pastDates, { fields: { checkIn: m.pastDates } });
  const max = STAYS[change.stay].maxGuests;
  if (change.guests > max) throw new AppError("BAD_REQUEST", m.tooManyGuests(max), { fields: { guests: m.tooManyGuests(max) } });
}

export async function changeBooking({
  bookingId,
  actor,
  change,
  language,
}: {
  bookingId: string;
  actor: TActor;
  change: TStayChange;
  language: TLanguage;
}): Promise<void> {
  const m = getOwnerMessages(language);
  checkStayRange(change, language);
  // The stay's current rates price the changed booking; the owner's change is not held to the minimum stay.
  const quote = storedPrices(
    quoteStay(await readStayRates(change.stay), {
      accommodationType: change.stay,
      checkIn: change.checkIn,
      checkOut: change.checkOut,
      guests: change.guests,
    }),
  );
  await writingHold(
    async (tx) => {
      const booking = await tx.booking.findUnique({ where: { id: bookingId }, include: { hold: true } });
      if (!booking) throw new AppError("NOT_FOUND", m.notFound);
      if (!isOpen(booking.status) || !booking.hold) throw new AppError("CONFLICT", m.notChangeable, { reason: "NOT_CHANGEABLE" });
      await takeNightsTurn(tx, change);
      // A request's hold binds nothing: it may ask for nights others ask for, but not for nights that bind.
      if (!booking.hold.binding && (await hasBindingOverlap(tx, change, booking.hold.id)))
        throw new AppError("CONFLICT", m.nightsTaken, { reason: "NIGHTS_TAKEN" });
      await tx.hold.update({
        where: { id: booking.hold.id },
        // The hold moves with its stay in the same statement, so the constraints judge the new stay's nights.
        data: { stay: toStayEnum(change.stay), checkIn: toUtcDate(change.checkIn), checkOut: toUtcDate(change.checkOut) },
      });
      await tx.booking.update({
        where: { id: bookingId },
        data: {
          stay: toStayEnum(change.stay),
          checkIn: toUtcDate(change.checkIn),
          checkOut: toUtcDate(change.checkOut),
          guests: change.guests,
          ...quote,
        },
      });
      await writeAudit(tx, {
        actor,
        action: "booking.change",
        bookingId,
        before: {
          stay: fromStayEnum(booking.stay),
          checkIn: fromUtcDate(booking.checkIn),
          checkOut: fromUtcDate(booking.checkOut),
          guests: booking.guests,
          totalPrice: booking.totalPrice,
        },
        after: { ...change, totalPrice: quote.totalPrice },
      });
      // The guest of a confirmed booking gets its new details, with the updated calendar file.
      if (booking.status === "confirmed" && booking.guestEmail !== "")
        await tx.outboxEvent.create({ data: makeOutboxEvent("booking.changed", { bookingId }) });
    },
    () => new AppError("CONFLICT", m.nightsTaken, { reason: "NIGHTS_TAKEN" }),
  );
}
