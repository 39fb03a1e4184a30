// Booking decisions at the domain level: each happens once, only a confirmation keeps the nights,
// and only a request its guest confirmed by e-mail, whose hold has not lapsed, can be confirmed.
import { describe, expect, it } from "vitest";
import { decideBooking } from "@/server/bookings/decide-booking";
import { verifyBooking } from "@/server/bookings/verify-booking";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

async function requestBooking(startInDays: number, { verified = true } = {}): Promise<string> {
  const response = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({}, startInDays, 2) });
  expect(response.status).toBe(201);
  if (verified) expect(await verifyBooking(response.body.id)).toBe("verified");
  return response.body.id;
}

describe("decideBooking", () => {
  it("expires an unanswered request once, releasing its nights and queueing the guest's e-mail", async () => {
    const id = await requestBooking(300);
    expect(await decideBooking(id, "expired")).toBe("decided");
    expect(await decideBooking(id, "confirmed")).toBe("already");
    const booking = await getDb().booking.findUniqueOrThrow({ where: { id } });
    expect(booking).toMatchObject({ status: "expired", holdId: null });
    expect(await getDb().outboxEvent.count({ where: { topic: "booking.decided", payload: { equals: { bookingId: id } } } })).toBe(1);
    // The nights are free again.
    expect((await api("/api/bookings", { json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 300, 2) })).status).toBe(201);
  });

  it("keeps the nights of a confirmed booking", async () => {
    const id = await requestBooking(310);
    expect(await decideBooking(id, "confirmed")).toBe("decided");
    expect((await getDb().booking.findUniqueOrThrow({ where: { id } })).holdId).not.toBeNull();
    expect((await api("/api/bookings", { json: makeBookingRequest({}, 311, 1) })).status).toBe(409);
  });

  it("cannot confirm a request its guest has not confirmed, nor one whose hold lapsed", async () => {
    const unverified = await requestBooking(330, { verified: false });
    expect(await decideBooking(unverified, "confirmed")).toBe("already");
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: unverified } })).status).toBe("requested");

    const lapsed = await requestBooking(334);
    await getDb().hold.updateMany({ where: { booking: { id: lapsed } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await decideBooking(lapsed, "confirmed")).toBe("already");
    // Lapsed nights are free at once, before any sweep: a new request takes them.
    const retaken = await api<{ id: string }>("/api/bookings", {
      json: makeBookingRequest({ accommodationType: "fisheagle-hut" }, 334, 2),
    });
    expect(retaken.status).toBe(201);
    expect(await getDb().booking.findUniqueOrThrow({ where: { id: lapsed } })).toMatchObject({ status: "expired", holdId: null });
  });

  it("lets only one of two simultaneous decisions win", async () => {
    const id = await requestBooking(320);
    const outcomes = await Promise.all([decideBooking(id, "confirmed"), decideBooking(id, "declined")]);
    expect(outcomes.sort()).toEqual(["already", "decided"]);
  });
});
