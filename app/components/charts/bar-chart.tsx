// A vertical bar chart (ageing buckets, figures per month): one bar per series in each category, side by side.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartFrame, type ChartDatum, type ChartSeries, TONE_FILL, toneOf, tooltipFor, useChartTooltip } from "./chart-frame";
import { type ChartFormat, formatTick, integerTicks } from "./format";

// Wide and low: a chart spans a card of the page's width, so its text stays near its CSS size when scaled.
export const VIEW = { width: 960, height: 260, margin: { top: 12, right: 12, bottom: 32, left: 64 } } as const;
const TICK_LABEL = { fill: "currentColor", fontSize: 11, fontFamily: "inherit" } as const;

export interface BarChartProps {
  title: string;
  description?: string;
  categoryLabel: string;
  data: ChartDatum[];
  series: ChartSeries[];
  format: ChartFormat;
  emptyText?: string;
  className?: string;
}

/** The top of a value axis: the largest value, never 0 (a flat chart still needs a scale). */
export const domainMax = (values: number[]) => Math.max(1, ...values);

export function BarChart({ title, description, categoryLabel, data, series, format, emptyText, className }: BarChartProps) {
  const tooltip = useChartTooltip();
  const { width, height, margin } = VIEW;
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, x.bandwidth()], padding: 0.1 });
  const max = domainMax(data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const ticks = format === "count" ? integerTicks(y.domain()[1]) : undefined;
  return (
    <ChartFrame {...{ title, description, categoryLabel, data, series, format, tooltip, emptyText, className }}>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden focusable="false" role="presentation">
        <Group left={margin.left} top={margin.top}>
          {y.ticks(5).map((t) => (
            <line key={t} x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="stroke-border" strokeDasharray="2 3" />
          ))}
          {data.map((d) => (
            <Group key={d.label} left={x(d.label) ?? 0} onMouseMove={(e) => tooltip.show(e, tooltipFor(d, series))} onMouseLeave={tooltip.hide}>
              {/* The whole band answers the pointer, so a short bar is as easy to hover as a tall one. */}
              <rect x={0} y={0} width={x.bandwidth()} height={innerHeight} fill="transparent" />
              {series.map((s, i) => {
                const v = Math.max(0, d.values[s.key] ?? 0);
                const top = y(v);
                return <Bar key={s.key} x={inner(s.key) ?? 0} y={top} width={inner.bandwidth()} height={innerHeight - top} rx={2} className={TONE_FILL[toneOf(series, i)]} data-value={v} />;
              })}
            </Group>
          ))}
          <AxisLeft scale={y} numTicks={5} tickValues={ticks} tickFormat={(v) => formatTick(Number(v), format)} hideAxisLine hideTicks tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: "end", dx: -4, dy: 4 })} />
          <AxisBottom top={innerHeight} scale={x} hideTicks stroke="currentColor" tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: "middle" })} />
        </Group>
      </svg>
    </ChartFrame>
  );
}
