// Rankings (top products, customers, account managers): one horizontal bar per row, the label on the left and the
// value at the bar's end, tallest first as given. The height grows with the number of rows.
import { AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { domainMax } from "./bar-chart";
import { ChartFrame, type ChartDatum, type ChartSeries, TONE_FILL, toneOf, tooltipFor, useChartTooltip } from "./chart-frame";
import { type ChartFormat, formatTick } from "./format";

// Rankings mostly sit in half-width cards: a narrower viewBox keeps their labels readable there.
const WIDTH = 640;
const ROW = 30;
const MARGIN = { top: 4, right: 72, bottom: 4, left: 220 } as const;
const TICK_LABEL = { fill: "currentColor", fontSize: 13, fontFamily: "inherit" } as const;
const MAX_LABEL = 26;

const shorten = (s: string) => (s.length > MAX_LABEL ? `${s.slice(0, MAX_LABEL - 1)}…` : s);

export interface HorizontalBarChartProps {
  title: string;
  description?: string;
  categoryLabel: string;
  data: ChartDatum[];
  /** One series: a ranking compares one figure. */
  series: [ChartSeries];
  format: ChartFormat;
  emptyText?: string;
  className?: string;
}

export function HorizontalBarChart({ title, description, categoryLabel, data, series, format, emptyText, className }: HorizontalBarChartProps) {
  const tooltip = useChartTooltip();
  const key = series[0].key;
  const height = MARGIN.top + MARGIN.bottom + ROW * Math.max(1, data.length);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  // Labels may repeat (two customers of the same name): the band is keyed by position.
  const y = scaleBand<number>({ domain: data.map((_, i) => i), range: [0, height - MARGIN.top - MARGIN.bottom], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, domainMax(data.map((d) => d.values[key] ?? 0))], range: [0, innerWidth] });
  return (
    <ChartFrame {...{ title, description, categoryLabel, data, series, format, tooltip, emptyText, className }}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden focusable="false" role="presentation">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {data.map((d, i) => {
            const v = Math.max(0, d.values[key] ?? 0);
            const top = y(i) ?? 0;
            return (
              <Group key={i} onMouseMove={(e) => tooltip.show(e, tooltipFor(d, series))} onMouseLeave={tooltip.hide}>
                <rect x={-MARGIN.left} y={top} width={WIDTH} height={y.bandwidth()} fill="transparent" />
                <Bar x={0} y={top} width={x(v)} height={y.bandwidth()} rx={2} className={TONE_FILL[toneOf(series, 0)]} data-value={v} />
                <text x={x(v) + 6} y={top + y.bandwidth() / 2} dy="0.35em" fontSize={12} fill="currentColor">
                  {formatTick(v, format)}
                </text>
              </Group>
            );
          })}
          <AxisLeft scale={y} hideAxisLine hideTicks tickFormat={(i) => shorten(data[Number(i)]?.label ?? "")} tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: "end", dx: -6, dy: 4 })} />
        </Group>
      </svg>
    </ChartFrame>
  );
}
