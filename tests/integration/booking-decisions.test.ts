// Booking decisions at the domain level: each happens once, and only a confirmation keeps the nights.
import { describe, expect, it } from "vitest";
import { decideBooking } from "@/server/bookings/decide-booking";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

async function requestBooking(startInDays: number): Promise<string> {
  const response = await api<{ id: string }>("/api/bookings", { json: makeBookingRequest({}, startInDays, 2) });
  expect(response.status).toBe(201);
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

  it("lets only one of two simultaneous decisions win", async () => {
    const id = await requestBooking(320);
    const outcomes = await Promise.all([decideBooking(id, "confirmed"), decideBooking(id, "declined")]);
    expect(outcomes.sort()).toEqual(["already", "decided"]);
  });
});
