// The integration suites' stretches of nights never overlap one another or the days left to the
// suites that book a few nights, and stay inside the booking horizon: a suite never finds its
// nights taken by another, whatever order the files run in.
import { describe, expect, it } from "vitest";
import { BOOKING_LIMITS } from "@/content/stays";
import { FEW_NIGHTS_DAYS, TEST_DAYS } from "../support/days";

const stretches = [
  ...Object.entries(TEST_DAYS).flatMap(([suite, ranges]) => ranges.map(([from, to]) => ({ suite, from, to }))),
  ...FEW_NIGHTS_DAYS.map(([from, to]) => ({ suite: "few nights", from, to })),
];

describe("the integration suites' nights", () => {
  it("are stretches apart from one another", () => {
    const sorted = [...stretches].sort((a, b) => a.from - b.from);
    for (const [index, stretch] of sorted.entries()) {
      expect(stretch.from, `${stretch.suite} ${stretch.from}-${stretch.to}`).toBeLessThanOrEqual(stretch.to);
      const next = sorted[index + 1];
      if (next)
        expect(next.from, `${stretch.suite} ${stretch.from}-${stretch.to} and ${next.suite} ${next.from}-${next.to}`).toBeGreaterThan(
          stretch.to,
        );
    }
  });

  it("stay inside the booking horizon", () => {
    for (const { suite, from, to } of stretches) {
      expect(from, suite).toBeGreaterThan(0);
      expect(to, suite).toBeLessThan(BOOKING_LIMITS.horizonDays);
    }
  });
});
