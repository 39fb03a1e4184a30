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
    expect(await getDb().hold.findFirstOrThrow({ where: { booking: { id } } })).toMatchObject({ binding: true, expiresAt: null });
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

  it("declines the competing requests when the owner confirms one: told by e-mail if their guest confirmed, silently if not, each audited", async () => {
    const owner = { kind: "owner" as const, email: "owner@example.com" };
    const chosen = await requestBooking(340);
    const competing = await requestBooking(341);
    const unverified = await requestBooking(339, { verified: false });
    const apart = await requestBooking(342);
    expect(await decideBooking(chosen, "confirmed", owner)).toBe("decided");
    const rows = await getDb().booking.findMany({ where: { id: { in: [chosen, competing, unverified, apart] } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(chosen)).toMatchObject({ status: "confirmed" });
    expect(byId.get(competing)).toMatchObject({ status: "declined", holdId: null });
    expect(byId.get(unverified)).toMatchObject({ status: "declined", holdId: null });
    // Back to back with the confirmed stay (its check-out day is this one's check-in): untouched.
    expect(byId.get(apart)).toMatchObject({ status: "requested" });
    const decided = async (bookingId: string) =>
      getDb().outboxEvent.count({ where: { topic: "booking.decided", payload: { equals: { bookingId } } } });
    expect([await decided(competing), await decided(unverified)]).toEqual([1, 0]);
    const audits = await getDb().auditEntry.findMany({ where: { bookingId: { in: [competing, unverified] }, action: "booking.decline" } });
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => a.actorKind === "owner" && (a.after as { competing?: string }).competing === chosen)).toBe(true);
    // The e-mail link of a request whose nights another confirmation took changes nothing.
    const late = await requestBooking(343);
    await getDb()
      .$executeRaw`UPDATE holds SET check_in = check_in - 2, check_out = check_out - 2 WHERE id = (SELECT hold_id FROM bookings WHERE id = ${late}::uuid)`;
    expect(await decideBooking(late, "confirmed")).toBe("already");
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: late } })).status).toBe("requested");
  });
});
