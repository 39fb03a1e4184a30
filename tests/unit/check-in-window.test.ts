import { describe, expect, it } from "vitest";
import { currentStayWindow, withStayWindow, zStayFields } from "@/server/bookings/schema";
import { STAY_HOURS } from "@/content/stays";
import { getEarliestCheckIn } from "@/server/calendar/dates";
import { checkArrivalDay } from "@/server/stays/texts";

describe("the first day a stay may begin", () => {
  it("is today until the day's last check-in time (18:00) in Johannesburg, then tomorrow", () => {
    expect(getEarliestCheckIn(new Date("2027-03-01T17:59:00+02:00"))).toBe("2027-03-01");
    expect(getEarliestCheckIn(new Date("2027-03-01T18:00:00+02:00"))).toBe("2027-03-01");
    expect(getEarliestCheckIn(new Date("2027-03-01T18:01:00+02:00"))).toBe("2027-03-02");
    // 23:30 UTC is already tomorrow in Johannesburg, before any check-in time.
    expect(getEarliestCheckIn(new Date("2027-03-01T23:30:00Z"))).toBe("2027-03-02");
  });

  it("the request's schema counts from the calendar day; today after the owner's last check-in time is refused by checkArrivalDay", () => {
    const after = new Date("2027-03-01T19:00:00+02:00");
    expect(currentStayWindow(after).today).toBe("2027-03-01");
    const schema = withStayWindow(zStayFields, () => ({ ...currentStayWindow(after), horizonDays: 730 }));
    const request = { accommodationType: "fisheagle-hut", checkIn: "2027-02-28", checkOut: "2027-03-02", guests: 1 };
    expect(schema.safeParse(request).error?.issues.map((issue) => issue.path.join("."))).toEqual(["checkIn"]);
    expect(schema.safeParse({ ...request, checkIn: "2027-03-01" }).success).toBe(true);
    // The owner's saved hours decide today: refused past 18:30, taken before 20:00.
    const until = (checkInUntil: string) => ({ ...STAY_HOURS, checkInUntil });
    expect(() => checkArrivalDay("2027-03-01", until("18:30"), after)).toThrow(expect.objectContaining({ key: "checkInTooLate" }));
    expect(() => checkArrivalDay("2027-03-01", until("20:00"), after)).not.toThrow();
    expect(() => checkArrivalDay("2027-03-02", until("18:30"), after)).not.toThrow();
  });
});
