// The tests' guard against a run crossing the business's midnight reads the business's day, not UTC's.
import { describe, expect, it } from "vitest";
import { businessDayLeft } from "../support/business-day";

describe("the business day's time left", () => {
  it("ends at midnight in Orania (22:00 UTC), not at UTC's", () => {
    expect(businessDayLeft(new Date("2026-11-27T21:59:30Z"))).toBe(30_000);
    expect(businessDayLeft(new Date("2026-11-27T22:00:00Z"))).toBe(86_400_000);
    expect(businessDayLeft(new Date("2026-11-27T23:30:00Z"))).toBe(81_000_000);
    expect(businessDayLeft(new Date("2026-11-27T10:00:00Z"))).toBe(12 * 3_600_000);
  });
});
