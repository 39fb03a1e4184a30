// The one-stay guarantee under a crowd: 200 simultaneous requests for overlapping nights,
// spread over the three stays, from 200 visitors.
import { describe, expect, it } from "vitest";
import { STAY_IDS } from "@/content/stays";
import { addDays, getBusinessToday, toUtcDate } from "@/server/calendar/dates";
import { getDb } from "@/server/db/client";
import { api, makeBookingRequest } from "../support/api";

describe("POST /api/bookings under concurrency", () => {
  it("gives exactly one 201 and 199 409s for 200 overlapping requests, and no 5xx", async () => {
    // Check-in on one of days 100-103 and check-out on day 104-106: every request holds night 103.
    const first = 100;
    const requests = Array.from({ length: 200 }, (_, i) => {
      const startOffset = i % 4;
      const nights = 4 - startOffset + (i % 3);
      return makeBookingRequest({ accommodationType: STAY_IDS[i % 3], guests: 1, guestName: `Guest ${i}` }, first + startOffset, nights);
    });
    const replies = await Promise.all(requests.map((json) => api("/api/bookings", { json })));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);

    const today = getBusinessToday();
    const held = await getDb().booking.findMany({
      where: { holdId: { not: null }, checkIn: { gte: toUtcDate(addDays(today, first - 10)), lt: toUtcDate(addDays(today, first + 10)) } },
    });
    expect(held).toHaveLength(1);
  });
});
