// A report's sellable nights: a block of every stay takes its nights from the business and from
// each stay; a block of one stay takes them from that stay alone (the others could still be sold).
import { describe, expect, it } from "vitest";
import { computeFigures, type TReportRows } from "@/server/reports/figures";

const period = { from: "2027-05-01", until: "2027-06-01" };
const rows = (blocks: TReportRows["blocks"]): TReportRows => ({ bookings: [], blocks, money: [], reviews: [] });

describe("blocked nights in a report", () => {
  it("counts a block of every stay against the business and each stay", () => {
    const report = rows([{ checkIn: "2027-05-10", checkOut: "2027-05-13", channel: false, stay: null }]);
    for (const scope of ["all", "vacation-home", "fisheagle-hut", "african-darter-hut"] as const) {
      expect(computeFigures(report, scope, period)).toMatchObject({ blockedNights: 3, sellableNights: 28 });
    }
  });

  it("counts a block of one stay against that stay alone", () => {
    const report = rows([
      { checkIn: "2027-05-10", checkOut: "2027-05-13", channel: false, stay: "fisheagle-hut" },
      { checkIn: "2027-05-20", checkOut: "2027-05-22", channel: false, stay: null },
    ]);
    expect(computeFigures(report, "fisheagle-hut", period)).toMatchObject({ blockedNights: 5, sellableNights: 26 });
    expect(computeFigures(report, "all", period)).toMatchObject({ blockedNights: 2, sellableNights: 29 });
    expect(computeFigures(report, "vacation-home", period)).toMatchObject({ blockedNights: 2, sellableNights: 29 });
  });
});
