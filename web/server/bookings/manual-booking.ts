// A booking the owner takes by phone, WhatsApp or at the door: a confirmed booking with its own
// binding hold under the same exclusion constraints as confirmed requests and blocks (refused on
// nights another booking or a block of every stay or of this stay has; taking the same per-night
// turns, so a visitor's request for the same nights at the same moment meets it cleanly).
// Unanswered requests for the same nights stay for the owner to answer; none of them can be
// confirmed over this booking. The price is the server's quote unless the owner gives another with
// a note. The guest is mailed the confirmation only when an e-mail address is given.
import "server-only";
import { randomUUID } from "node:crypto";
import { writeAudit, type TActor } from "../audit";
import { toUtcDate } from "../calendar/dates";
import { makeOutboxEvent } from "../outbox";
import { createPaymentPlan } from "../payments/store";
import type { TCreateManualInput } from "../owner/contract";
import { quoteStay } from "../pricing";
import { readStayRates } from "../pricing/rates";
import { createBookingNumber } from "./booking-number";
import { checkStayRange, refusedToOwner } from "./change-booking";
import { takeNightsTurn, writingHold } from "./holds";
import { toStayEnum } from "./stay-enum";
import { readStayHours } from "../stays/texts";
import { checkInTimes } from "@/content/stays";

export async function createManualBooking({
  input,
  actor,
}: {
  input: TCreateManualInput;
  actor: TActor;
}): Promise<{ id: string; number: string }> {
  // The owner's booking is limited and priced by the stay's current rates, but not held to its minimum stay.
  const rates = await readStayRates(input.stay);
  checkStayRange(input, rates);
  // The guest's arrival time: one in the owner's window, the window's opening unless given.
  const hours = await readStayHours();
  const checkInTime = input.checkInTime ?? hours.checkInFrom;
  if (!checkInTimes(hours).includes(checkInTime))
    throw refusedToOwner("BAD_REQUEST", "arrivalOutsideHours", { field: "checkInTime", params: [hours.checkInFrom, hours.checkInUntil] });
  const quote = quoteStay(rates, {
    accommodationType: input.stay,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guests: input.guests,
  });
  const overridden = input.priceCents !== undefined && input.priceCents !== quote.totalPriceCents;
  if (overridden && !input.priceNote) throw refusedToOwner("BAD_REQUEST", "priceNoteRequired", { field: "priceNote" });
  const id = randomUUID();
  const number = createBookingNumber();
  const totalPriceCents = overridden ? input.priceCents! : quote.totalPriceCents;
  await writingHold(
    async (tx, attempt) => {
      if (attempt > 0 && (await tx.booking.count({ where: { id } })) > 0) return;
      await takeNightsTurn(tx, input);
      const hold = await tx.hold.create({
        data: { kind: "booking", stay: toStayEnum(input.stay), checkIn: toUtcDate(input.checkIn), checkOut: toUtcDate(input.checkOut) },
      });
      await tx.booking.create({
        data: {
          id,
          number,
          stay: toStayEnum(input.stay),
          checkIn: toUtcDate(input.checkIn),
          checkOut: toUtcDate(input.checkOut),
          checkInTime,
          guests: input.guests,
          guestName: input.name,
          guestEmail: input.email ?? "",
          guestPhone: input.phone ?? "",
          language: input.language,
          nights: quote.nights,
          basePriceCents: quote.basePriceCents,
          additionalGuestFeeCents: quote.additionalGuestFeeCents,
          cleaningFeeCents: quote.cleaningFeeCents,
          totalPriceCents,
          priceNote: overridden ? (input.priceNote ?? null) : null,
          manual: true,
          status: "confirmed",
          holdId: hold.id,
          decidedAt: new Date(),
          verifiedAt: new Date(),
        },
      });
      await createPaymentPlan(tx, id);
      await writeAudit(tx, {
        actor,
        action: "booking.manual",
        bookingId: id,
        after: { ...input, totalPriceCents, quoteCents: quote.totalPriceCents },
      });
      if (input.email) await tx.outboxEvent.create({ data: makeOutboxEvent("booking.decided", { bookingId: id }) });
    },
    () => refusedToOwner("CONFLICT", "nightsTaken", { reason: "NIGHTS_TAKEN" }),
  );
  return { id, number };
}
