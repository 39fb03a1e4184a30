// The metrics' text format (web/server/metrics/text.ts) read back by a strict parser of Prometheus'
// exposition format (tests/support/prometheus.ts): label values with quotes, backslashes and line
// feeds survive, histograms are cumulative with +Inf equal to the count, and the parser refuses
// what a Prometheus server would refuse.
import { describe, expect, it } from "vitest";
import { MetricsText } from "@/server/metrics/text";
import { routeOf } from "@/server/log";
import { parsePrometheusText } from "../support/prometheus";

describe("MetricsText", () => {
  it("writes families that Prometheus' format reads back", () => {
    const text = new MetricsText()
      .gauge("orania_things", "Things.", [{ labels: { name: 'a "quoted" \\ back\nline' }, value: 3 }])
      .counter("orania_done_total", "Done.", [{ labels: { queue: "mail" }, value: 7 }])
      .histogram("orania_seconds", "Durations.", [0.1, 1], [{ labels: { route: "/api/x" }, buckets: [1, 2], count: 3, sum: 4.5 }])
      .toString();
    const families = parsePrometheusText(text);
    expect(families.get("orania_things")).toMatchObject({
      type: "gauge",
      samples: [{ labels: { name: 'a "quoted" \\ back\nline' }, value: 3 }],
    });
    expect(families.get("orania_done_total")?.samples[0]?.value).toBe(7);
    const histogram = families.get("orania_seconds")!;
    expect(histogram.type).toBe("histogram");
    expect(histogram.samples.filter((s) => s.name === "orania_seconds_bucket").map((s) => [s.labels.le, s.value])).toEqual([
      ["0.1", 1],
      ["1", 2],
      ["+Inf", 3],
    ]);
  });
});

describe("the parser", () => {
  it.each([
    ["an unescaped quote", '# TYPE a gauge\na{x="b"c"} 1\n'],
    ["a sample before its TYPE", "a 1\n# TYPE a gauge\n"],
    ["a family in two places", "# TYPE a gauge\na 1\n# TYPE b gauge\nb 1\na 2\n"],
    ["buckets not cumulative", '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n'],
    ["+Inf not the count", '# TYPE h histogram\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 3\n'],
    ["a negative counter", "# TYPE c_total counter\nc_total -1\n"],
    ["no final line feed", "# TYPE a gauge\na 1"],
    ["a bad value", "# TYPE a gauge\na one\n"],
  ])("refuses %s", (_what, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});

describe("routeOf", () => {
  it("names a few fixed routes, never a token or a slug", () => {
    expect(routeOf("/api/bookings")).toBe("/api/bookings");
    expect(routeOf("/api/trpc/bookings.create,bookings.quote")).toBe("/api/trpc");
    expect(routeOf("/api/whatever-a-client-invents")).toBe("/api/other");
    expect(routeOf("/verify/secret-token-value")).toBe("/verify");
    expect(routeOf("/_next/static/chunks/abc.js")).toBe("/_next/static");
    expect(routeOf("/vakansie-huis")).toBe("page");
    expect(routeOf("/owner/bookings/123?x=1")).toBe("/owner");
  });
});
