// GET /api/unavailable-dates: every night closed to the stay, from today on: a confirmed booking
// of any stay and a block of every stay for all three, a block of one stay for that stay alone.
// An unanswered request binds nothing: its nights stay open.
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { decideBooking } from "@/server/bookings/decide-booking";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

type TDates = { date: string }[];

describe("GET /api/unavailable-dates", () => {
  it("lists a confirmed booking's nights, not its check-out day, on all three stays, and no unanswered request's", async () => {
    const request = makeBookingRequest({ accommodationType: "african-darter-hut" }, 150, 3);
    const made = await api<{ id: string }>("/api/bookings", { json: request });
    expect(made.status).toBe(201);
    const before = (await api<TDates>("/api/unavailable-dates?accommodationType=vacation-home")).body.map((item) => item.date);
    expect(before).not.toContain(request.checkIn);
    await getDb().booking.update({ where: { id: made.body.id }, data: { verifiedAt: new Date() } });
    expect(await decideBooking(made.body.id, "confirmed")).toBe("decided");
    for (const stay of STAY_IDS) {
      const response = await api<TDates>(`/api/unavailable-dates?accommodationType=${stay}`);
      expect(response.status).toBe(200);
      const dates = response.body.map((item) => item.date);
      expect(dates).toEqual(expect.arrayContaining([request.checkIn, addDays(request.checkIn, 1), addDays(request.checkIn, 2)]));
      expect(dates).not.toContain(request.checkOut);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it("includes owner blocks and leaves out nights before today", async () => {
    const today = getBusinessToday();
    await getDb().hold.create({
      data: {
        kind: "block",
        checkIn: toUtcDate(addDays(today, 160)),
        checkOut: toUtcDate(addDays(today, 162)),
        block: { create: { note: "Family visit" } },
      },
    });
    await getDb().hold.create({
      data: { kind: "block", checkIn: toUtcDate(addDays(today, -2)), checkOut: toUtcDate(addDays(today, 1)), block: { create: {} } },
    });
    const dates = (await api<TDates>("/api/unavailable-dates?accommodationType=vacation-home")).body.map((item) => item.date);
    expect(dates).toEqual(expect.arrayContaining([addDays(today, 160), addDays(today, 161), today]));
    expect(dates).not.toContain(addDays(today, -1));
    expect(dates[0]! >= today).toBe(true);
  });

  it("lists a block of one stay for that stay alone", async () => {
    const today = getBusinessToday();
    await getDb().hold.create({
      data: {
        kind: "block",
        stay: "african_darter_hut",
        everyStay: false,
        checkIn: toUtcDate(addDays(today, 170)),
        checkOut: toUtcDate(addDays(today, 172)),
        block: { create: { note: "Maintenance" } },
      },
    });
    const nights = [addDays(today, 170), addDays(today, 171)];
    for (const stay of STAY_IDS) {
      const dates = (await api<TDates>(`/api/unavailable-dates?accommodationType=${stay}`)).body.map((item) => item.date);
      if (stay === "african-darter-hut") expect(dates).toEqual(expect.arrayContaining(nights));
      else
        expect(
          dates.filter((date) => nights.includes(date)),
          stay,
        ).toEqual([]);
    }
  });

  it("answers an unknown or missing stay with 404", async () => {
    expect((await api("/api/unavailable-dates?accommodationType=castle")).status).toBe(404);
    expect((await api("/api/unavailable-dates")).status).toBe(404);
  });
});
