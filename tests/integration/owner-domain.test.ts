// The owner's actions at the domain level (the functions the console, the e-mail links and the
// worker share), against the real database and the running site for the visitors' requests:
// cancelling frees the nights for the next visitor, a change is re-priced by the server's quote
// and refused on nights another hold has, a channel conflict refuses confirming until the owner
// resolves it, and every action leaves its audit row. This file books days 175-199.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TStayId } from "@/content/stays";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { changeBooking } from "@/server/bookings/change-booking";
import { createManualBooking } from "@/server/bookings/manual-booking";
import { confirmByOwner, declineByOwner, hasOpenConflict } from "@/server/bookings/owner-decisions";
import { toStayEnum } from "@/server/bookings/stay-enum";
import { verifyBooking } from "@/server/bookings/verify-booking";
import { markConflictHandled } from "@/server/calendar/conflicts";
import { addDays, getBusinessToday } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { defaultRates, quoteStay } from "@/server/pricing";
import { api, makeBookingRequest } from "../support/api";
import { refusal } from "../support/owner";

const owner = { kind: "owner" as const, email: "owner@example.com" };
const day = (n: number) => addDays(getBusinessToday(), n);

async function requestBooking(startInDays: number, nights: number, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest(overrides, startInDays, nights) });
  expect(reply.status).toBe(201);
  expect(await verifyBooking(reply.body.id)).toBe("verified");
  return reply.body.id;
}

async function auditOf(bookingId: string) {
  return getDb().auditEntry.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
}

/** A channel's feed that claims these nights of a stay, as the calendar import records it. */
async function addChannelConflict(stay: TStayId, nights: string[]): Promise<string> {
  const feed = await getDb().calendarFeed.create({
    data: { stay: toStayEnum(stay), source: "airbnb", url: `http://127.0.0.1:9/${randomUUID()}.ics` },
  });
  const conflict = await getDb().calendarConflict.create({ data: { feedId: feed.id, nights, nightsKey: nights.join(",") } });
  return conflict.id;
}

describe("the owner's actions", () => {
  it("cancels a confirmed booking with a reason: its nights are free for the next visitor, the guest is mailed, the audit row says who and why", async () => {
    const id = await requestBooking(175, 2);
    await confirmByOwner({ bookingId: id, actor: owner });
    // Held while confirmed.
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 176, 1) })).status).toBe(409);

    expect(await cancelBooking({ bookingId: id, actor: owner, reason: "Guest phoned: family emergency" })).toBe("cancelled");
    expect(await cancelBooking({ bookingId: id, actor: owner, reason: "again" })).toBe("already");
    expect(await getDb().booking.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "cancelled", holdId: null });
    expect(
      await getDb().outboxEvent.count({ where: { topic: "booking.cancelled", payload: { equals: { bookingId: id, by: "owner" } } } }),
    ).toBe(1);
    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(["booking.confirm", "booking.cancel"]);
    expect(audit[1]).toMatchObject({
      actorKind: "owner",
      actorEmail: "owner@example.com",
      before: { status: "confirmed" },
      after: { status: "cancelled", reason: "Guest phoned: family emergency" },
    });

    // A second visitor now gets those nights.
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 175, 2) })).status).toBe(201);
  });

  it("changes a booking's dates re-priced by the server's quote, and refuses nights another binding hold has with a clear message", async () => {
    const manual = await createManualBooking({
      input: { stay: "vacation-home", checkIn: day(180), checkOut: day(182), guests: 2, name: "Piet Pompies", language: "af" },
      actor: owner,
    });
    const other = await requestBooking(186, 2, { accommodationType: "african-darter-hut" });
    await confirmByOwner({ bookingId: other, actor: owner });

    await changeBooking({
      bookingId: manual.id,
      actor: owner,
      change: { stay: "vacation-home", checkIn: day(180), checkOut: day(184), guests: 4 },
    });
    const quote = quoteStay(defaultRates("vacation-home"), {
      accommodationType: "vacation-home",
      checkIn: day(180),
      checkOut: day(184),
      guests: 4,
    });
    const changed = await getDb().booking.findUniqueOrThrow({ where: { id: manual.id }, include: { hold: true } });
    expect(changed).toMatchObject({ nights: 4, guests: 4, totalPriceCents: quote.totalPriceCents, status: "confirmed" });
    expect(changed.hold!.checkOut.toISOString().slice(0, 10)).toBe(day(184));
    // The freed-up and newly held nights follow the hold: 183 is taken now.
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 183, 1) })).status).toBe(409);

    const taken = await refusal(
      changeBooking({
        bookingId: manual.id,
        actor: owner,
        change: { stay: "fisheagle-hut", checkIn: day(185), checkOut: day(187), guests: 2 },
      }),
    );
    expect(taken.code).toBe("CONFLICT");
    expect(taken.message).toContain("already held");
    const takenAf = await refusal(
      changeBooking({
        bookingId: manual.id,
        actor: owner,
        change: { stay: "fisheagle-hut", checkIn: day(185), checkOut: day(187), guests: 2 },
      }),
      "af",
    );
    expect(takenAf.message).toContain("reeds");
    // Refused: nothing moved.
    expect(await getDb().booking.findUniqueOrThrow({ where: { id: manual.id } })).toMatchObject({
      nights: 4,
      totalPriceCents: quote.totalPriceCents,
    });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: other } })).status).toBe("confirmed");

    const audit = await auditOf(manual.id);
    expect(audit.map((row) => row.action)).toEqual(["booking.manual", "booking.change"]);
    expect(audit[1]).toMatchObject({
      actorKind: "owner",
      before: { checkOut: day(182), guests: 2 },
      after: { checkOut: day(184), guests: 4, totalPriceCents: quote.totalPriceCents },
    });
  });

  it("takes a manual booking at the quote, needs a note for another price, and mails nobody without an e-mail address", async () => {
    const base = {
      stay: "african-darter-hut" as const,
      checkIn: day(190),
      checkOut: day(192),
      guests: 1,
      name: "Walk-in",
      language: "en" as const,
    };
    const noNote = await refusal(createManualBooking({ input: { ...base, priceCents: 100 }, actor: owner }));
    expect(noNote.code).toBe("BAD_REQUEST");
    expect(noNote.details.fields).toHaveProperty("priceNote");

    const made = await createManualBooking({ input: { ...base, priceCents: 50_000, priceNote: "Family rate" }, actor: owner });
    const booking = await getDb().booking.findUniqueOrThrow({ where: { id: made.id } });
    expect(booking).toMatchObject({ status: "confirmed", manual: true, totalPriceCents: 50_000, priceNote: "Family rate", guestEmail: "" });
    expect(booking.holdId).not.toBeNull();
    expect(await getDb().outboxEvent.count({ where: { payload: { path: ["bookingId"], equals: made.id } } })).toBe(0);

    const mailed = await createManualBooking({
      input: { ...base, checkIn: day(193), checkOut: day(194), email: "phone.guest@example.co.za" },
      actor: owner,
    });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: mailed.id } })).totalPriceCents).toBe(
      quoteStay(defaultRates("african-darter-hut"), {
        accommodationType: "african-darter-hut",
        checkIn: day(193),
        checkOut: day(194),
        guests: 1,
      }).totalPriceCents,
    );
    expect(await getDb().outboxEvent.count({ where: { topic: "booking.decided", payload: { equals: { bookingId: mailed.id } } } })).toBe(1);
  });

  it("refuses to confirm a request a channel's feed claims until the owner marks the claim handled, or declines", async () => {
    const handled = await requestBooking(195, 2, { accommodationType: "fisheagle-hut" });
    const conflictId = await addChannelConflict("fisheagle-hut", [day(196)]);
    expect(await hasOpenConflict(handled)).toBe(true);
    const refused = await refusal(confirmByOwner({ bookingId: handled, actor: owner }));
    expect(refused).toMatchObject({ code: "CONFLICT", details: { reason: "CHANNEL_CONFLICT" } });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: handled } })).status).toBe("requested");

    expect(await markConflictHandled({ id: conflictId, note: "Cancelled the Airbnb stay", actor: owner })).toBe("handled");
    expect(await hasOpenConflict(handled)).toBe(false);
    await confirmByOwner({ bookingId: handled, actor: owner, message: "Welcome!" });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: handled } })).status).toBe("confirmed");
    expect(await getDb().auditEntry.findFirstOrThrow({ where: { conflictId } })).toMatchObject({
      action: "conflict.handled",
      actorEmail: "owner@example.com",
      after: { note: "Cancelled the Airbnb stay" },
    });
    expect((await auditOf(handled)).at(-1)).toMatchObject({
      action: "booking.confirm",
      after: { status: "confirmed", message: "Welcome!" },
    });

    // Declining ours resolves it too: the nights are released, and no open conflict remains on it.
    const declined = await requestBooking(198, 1, { accommodationType: "vacation-home" });
    await addChannelConflict("vacation-home", [day(198)]);
    await refusal(confirmByOwner({ bookingId: declined, actor: owner }));
    await declineByOwner({ bookingId: declined, actor: owner, message: "Jammer" });
    expect(await getDb().booking.findUniqueOrThrow({ where: { id: declined } })).toMatchObject({ status: "declined", holdId: null });
    expect(await hasOpenConflict(declined)).toBe(false);
    expect((await auditOf(declined)).map((row) => row.action)).toEqual(["booking.decline"]);
  });
});
