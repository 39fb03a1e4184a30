// GET /api/unavailable-dates: every held night of any stay, for every stay, from today on.
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

type TDates = { date: string }[];

describe("GET /api/unavailable-dates", () => {
  it("lists a booking's nights, not its check-out day, on all three stays", async () => {
    const request = makeBookingRequest({ accommodationType: "african-darter-hut" }, 150, 3);
    expect((await api("/api/bookings", { json: request })).status).toBe(201);
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

  it("answers an unknown or missing stay with 404", async () => {
    expect((await api("/api/unavailable-dates?accommodationType=castle")).status).toBe(404);
    expect((await api("/api/unavailable-dates")).status).toBe(404);
  });
});
