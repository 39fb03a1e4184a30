import { describe, expect, it } from "vitest";
import { collectHeldNights } from "@/server/availability";
import { getBusinessToday, listNights } from "@/server/calendar/dates";

describe("collectHeldNights", () => {
  it("lists the nights of a stay, not its check-out day", () => {
    expect(collectHeldNights([{ checkIn: "2027-03-10", checkOut: "2027-03-13" }], "2027-01-01")).toEqual([
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
    ]);
  });

  it("starts at the given day for a stay already under way", () => {
    expect(collectHeldNights([{ checkIn: "2027-03-08", checkOut: "2027-03-11" }], "2027-03-10")).toEqual(["2027-03-10"]);
  });

  it("merges overlapping and back-to-back holds into one sorted list", () => {
    const ranges = [
      { checkIn: "2027-04-03", checkOut: "2027-04-05" },
      { checkIn: "2027-04-01", checkOut: "2027-04-03" },
      { checkIn: "2027-04-04", checkOut: "2027-04-06" },
    ];
    expect(collectHeldNights(ranges, "2027-01-01")).toEqual(["2027-04-01", "2027-04-02", "2027-04-03", "2027-04-04", "2027-04-05"]);
  });

  it("returns nothing for holds that ended before the given day", () => {
    expect(collectHeldNights([{ checkIn: "2027-03-01", checkOut: "2027-03-05" }], "2027-03-05")).toEqual([]);
  });
});

describe("business today", () => {
  it("is Johannesburg's date, not the machine's or the visitor's", () => {
    // 22:30 UTC on 31 December is already 00:30 on 1 January in Johannesburg (UTC+2).
    expect(getBusinessToday(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01");
    expect(getBusinessToday(new Date("2026-12-31T21:59:00Z"))).toBe("2026-12-31");
  });

  it("lists nights across a month end", () => {
    expect(listNights("2027-01-30", "2027-02-02")).toEqual(["2027-01-30", "2027-01-31", "2027-02-01"]);
  });
});
