// The owner changes a request's or a booking's stay, dates or guests: re-priced by the server's
// quote, its hold moved (nights and stay) under the same exclusion constraints (nights closed to
// the new stay, by another booking or a block of every stay or of that stay, are refused with a
// clear message; a request may still share nights with other requests), the guest told, and an
// audit row, in one transaction. Refusals are Refusals: the owner's door gives them words.
import "server-only";
import type { TStayId } from "@/content/stays";
import { writeAudit, type TActor } from "../audit";
import { getBusinessToday, toUtcDate, fromUtcDate } from "../calendar/dates";
import { Refusal } from "../errors";
import { makeOutboxEvent } from "../outbox";
import type { TOwnerMessageKey } from "../owner/messages";
import { guestLimit, quoteStay, storedPrices, type TStayRates } from "../pricing";
import { readStayRates } from "../pricing/rates";
import { toStayEnum, fromStayEnum } from "./stay-enum";
import { hasBindingOverlap, takeNightsTurn, writingHold } from "./holds";
import { isBinding, isOpen } from "@/server/bookings/status";

type TStayChange = { stay: TStayId; checkIn: string; checkOut: string; guests: number };

/** An owner's refusal of this file: its words are chosen at the owner's door. */
export function refusedToOwner(...args: ConstructorParameters<typeof Refusal<TOwnerMessageKey>>): Refusal<TOwnerMessageKey> {
  return new Refusal<TOwnerMessageKey>(...args);
}

/** Refuses impossible ranges, and more guests than the stay's rates allow (the owner is not held to the minimum stay). */
export function checkStayRange(change: TStayChange, rates: Pick<TStayRates, "maxGuests">, now = new Date()): void {
  if (change.checkOut <= change.checkIn) throw refusedToOwner("BAD_REQUEST", "badRange", { field: "checkOut" });
  if (change.checkOut <= getBusinessToday(now)) throw refusedToOwner("BAD_REQUEST", "pastDates", { field: "checkIn" });
  const { max } = guestLimit(change.stay, rates);
  if (change.guests > max) throw refusedToOwner("BAD_REQUEST", "tooManyGuests", { field: "guests", params: [max] });
}

export async function changeBooking({
  bookingId,
  actor,
  change,
}: {
  bookingId: string;
  actor: TActor;
  change: TStayChange;
}): Promise<"changed" | "unchanged"> {
  // The stay's current rates limit and price the changed booking; the owner's change is not held to the minimum stay.
  const rates = await readStayRates(change.stay);
  checkStayRange(change, rates);
  const quote = storedPrices(
    quoteStay(rates, {
      accommodationType: change.stay,
      checkIn: change.checkIn,
      checkOut: change.checkOut,
      guests: change.guests,
    }),
  );
  let outcome: "changed" | "unchanged" = "changed";
  await writingHold(
    async (tx) => {
      const booking = await tx.booking.findUnique({ where: { id: bookingId }, include: { hold: true } });
      if (!booking) throw refusedToOwner("NOT_FOUND", "notFound");
      if (!isOpen(booking.status) || !booking.hold) throw refusedToOwner("CONFLICT", "notChangeable", { reason: "NOT_CHANGEABLE" });
      // The same stay, nights, guests and price: nothing to write, no history line, no e-mail to the guest.
      const same =
        fromStayEnum(booking.stay) === change.stay &&
        fromUtcDate(booking.checkIn) === change.checkIn &&
        fromUtcDate(booking.checkOut) === change.checkOut &&
        booking.guests === change.guests &&
        booking.totalPriceCents === quote.totalPriceCents &&
        booking.basePriceCents === quote.basePriceCents &&
        booking.additionalGuestFeeCents === quote.additionalGuestFeeCents &&
        booking.cleaningFeeCents === quote.cleaningFeeCents;
      if (same) {
        outcome = "unchanged";
        return;
      }
      await takeNightsTurn(tx, change);
      // A request's hold binds nothing: it may ask for nights others ask for, but not for nights that bind.
      if (!booking.hold.binding && (await hasBindingOverlap(tx, change, booking.hold.id)))
        throw refusedToOwner("CONFLICT", "nightsTaken", { reason: "NIGHTS_TAKEN" });
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
          totalPriceCents: booking.totalPriceCents,
        },
        after: { ...change, totalPriceCents: quote.totalPriceCents },
      });
      // The guest of a confirmed booking gets its new details, with the updated calendar file.
      if (isBinding(booking.status) && booking.guestEmail !== "")
        await tx.outboxEvent.create({ data: makeOutboxEvent("booking.changed", { bookingId }) });
    },
    () => refusedToOwner("CONFLICT", "nightsTaken", { reason: "NIGHTS_TAKEN" }),
  );
  return outcome;
}
