// A bar chart drawn on the server as plain SVG (no script, nothing for the browser to run): one
// group of bars per category, the period's bars solid and the year earlier's striped, so the two
// differ without colour. It is one image to a screen reader (role="img", named by its <title> and
// described by its <desc>); the numbers are in the table beside it, which every chart has.
import type { ReactNode } from "react";

export type TChartSeries = { name: string; values: number[]; striped?: boolean };

const WIDTH = 360;
const HEIGHT = 180;
const TOP = 12;
const BOTTOM = 22;
const LEFT = 4;

export function BarChart({
  id,
  title,
  desc,
  categories,
  series,
  max,
}: {
  id: string;
  title: string;
  desc: string;
  categories: string[];
  series: TChartSeries[];
  /** The value the chart's full height stands for (at least the largest value). */
  max?: number;
}) {
  const top = Math.max(max ?? 0, ...series.flatMap((one) => one.values), 1);
  const plot = HEIGHT - TOP - BOTTOM;
  const band = (WIDTH - LEFT * 2) / Math.max(categories.length, 1);
  const bar = Math.min(18, (band * 0.8) / Math.max(series.length, 1));
  const stripes = `${id}-stripes`;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-xl text-primary"
      data-testid={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <defs>
        <pattern id={stripes} patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)">
          <rect width="2" height="5" fill="currentColor" />
        </pattern>
      </defs>
      <line x1={LEFT} x2={WIDTH - LEFT} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="currentColor" strokeWidth="1" />
      {categories.map((category, index) => {
        const x0 = LEFT + index * band + (band - bar * series.length) / 2;
        const bars: ReactNode[] = series.map((one, s) => {
          const value = one.values[index] ?? 0;
          const height = (value / top) * plot;
          return (
            <rect
              key={one.name}
              x={x0 + s * bar}
              y={HEIGHT - BOTTOM - height}
              width={Math.max(bar - 1, 1)}
              height={height}
              fill={one.striped ? `url(#${stripes})` : "currentColor"}
              stroke="currentColor"
              strokeWidth={one.striped ? 1 : 0}
            />
          );
        });
        return (
          <g key={index}>
            {bars}
            <text
              x={LEFT + index * band + band / 2}
              y={HEIGHT - 6}
              textAnchor="middle"
              fontSize={categories.length > 8 ? 9 : 11}
              className="fill-foreground"
            >
              {category}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's legend: a solid and a striped swatch with the series' names (text, so not colour alone). */
export function ChartLegend({ id, series }: { id: string; series: TChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-4 text-sm">
      {series.map((one) => (
        <li key={one.name} className="flex items-center gap-2">
          <svg aria-hidden="true" width="16" height="12" className="text-primary">
            <defs>
              <pattern id={`${id}-legend`} patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)">
                <rect width="2" height="5" fill="currentColor" />
              </pattern>
            </defs>
            <rect x="0.5" y="0.5" width="15" height="11" fill={one.striped ? `url(#${id}-legend)` : "currentColor"} stroke="currentColor" />
          </svg>
          {one.name}
        </li>
      ))}
    </ul>
  );
}
