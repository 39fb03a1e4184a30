// Prometheus' text exposition format (version 0.0.4), written by hand: a few gauges, counters and
// histograms whose values are read at scrape time from Redis, PostgreSQL and this process.
import "server-only";
export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

type TLabels = Record<string, string>;
export type TSample = { labels?: TLabels; value: number };

/** A label value with backslash, double quote and line feed escaped. */
function escapeLabel(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

function sampleLine(name: string, labels: TLabels | undefined, value: number): string {
  const pairs = Object.entries(labels ?? {}).map(([key, label]) => `${key}="${escapeLabel(label)}"`);
  return `${name}${pairs.length > 0 ? `{${pairs.join(",")}}` : ""} ${formatValue(value)}`;
}

/** One metric family: HELP, TYPE and its samples. */
export class MetricsText {
  private lines: string[] = [];

  private head(name: string, type: "gauge" | "counter" | "histogram", help: string): void {
    this.lines.push(`# HELP ${name} ${help.replaceAll("\\", "\\\\").replaceAll("\n", "\\n")}`, `# TYPE ${name} ${type}`);
  }

  gauge(name: string, help: string, samples: TSample[]): this {
    this.head(name, "gauge", help);
    for (const { labels, value } of samples) this.lines.push(sampleLine(name, labels, value));
    return this;
  }

  /** `name` ends in _total, as Prometheus names counters. */
  counter(name: string, help: string, samples: TSample[]): this {
    this.head(name, "counter", help);
    for (const { labels, value } of samples) this.lines.push(sampleLine(name, labels, value));
    return this;
  }

  /** `buckets[i]` counts the observations at most `bounds[i]` (cumulative); +Inf is `count`. */
  histogram(
    name: string,
    help: string,
    bounds: number[],
    series: { labels: TLabels; buckets: number[]; count: number; sum: number }[],
  ): this {
    this.head(name, "histogram", help);
    for (const { labels, buckets, count, sum } of series) {
      bounds.forEach((bound, index) =>
        this.lines.push(sampleLine(`${name}_bucket`, { ...labels, le: String(bound) }, buckets[index] ?? 0)),
      );
      this.lines.push(sampleLine(`${name}_bucket`, { ...labels, le: "+Inf" }, count));
      this.lines.push(sampleLine(`${name}_sum`, labels, sum));
      this.lines.push(sampleLine(`${name}_count`, labels, count));
    }
    return this;
  }

  toString(): string {
    return `${this.lines.join("\n")}\n`;
  }
}
