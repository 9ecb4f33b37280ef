// A trend over months: the first series drawn as a line over a shaded area, the others as lines; a series marked
// `dashed` (a target) is drawn dashed, so actual and target are told apart without colour.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { AreaClosed, LinePath } from "@visx/shape";
import { cn } from "~/lib/utils";
import { VIEW, domainMax } from "./bar-chart";
import { ChartFrame, type ChartDatum, type ChartSeries, TONE_FILL, TONE_STROKE, toneOf, tooltipFor, useChartTooltip } from "./chart-frame";
import { type ChartFormat, formatTick, integerTicks } from "./format";

const TICK_LABEL = { fill: "currentColor", fontSize: 11, fontFamily: "inherit" } as const;

export interface LineSeries extends ChartSeries {
  dashed?: boolean;
}

export interface LineChartProps {
  title: string;
  description?: string;
  categoryLabel: string;
  data: ChartDatum[];
  series: LineSeries[];
  format: ChartFormat;
  emptyText?: string;
  className?: string;
}

export function LineChart({ title, description, categoryLabel, data, series, format, emptyText, className }: LineChartProps) {
  const tooltip = useChartTooltip();
  const { width, height, margin } = VIEW;
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scalePoint<string>({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.5 });
  const max = domainMax(data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const ticks = format === "count" ? integerTicks(y.domain()[1]) : undefined;
  const step = data.length > 1 ? innerWidth / data.length : innerWidth;
  const px = (d: ChartDatum) => x(d.label) ?? 0;
  return (
    <ChartFrame {...{ title, description, categoryLabel, data, series, format, tooltip, emptyText, className }}>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden focusable="false" role="presentation">
        <Group left={margin.left} top={margin.top}>
          {y.ticks(5).map((t) => (
            <line key={t} x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="stroke-border" strokeDasharray="2 3" />
          ))}
          {series.length > 0 ? (
            <AreaClosed<ChartDatum> data={data} x={px} y={(d) => y(d.values[series[0].key] ?? 0)} yScale={y} className={cn(TONE_FILL[toneOf(series, 0)], "opacity-15")} />
          ) : null}
          {series.map((s, i) => (
            <LinePath<ChartDatum>
              key={s.key}
              data={data}
              x={px}
              y={(d) => y(d.values[s.key] ?? 0)}
              className={cn(TONE_STROKE[toneOf(series, i)], "fill-none")}
              strokeWidth={2}
              strokeDasharray={s.dashed ? "6 4" : undefined}
              data-series={s.key}
            />
          ))}
          {series.map((s, i) =>
            s.dashed
              ? null
              : data.map((d) => <circle key={`${s.key}-${d.label}`} cx={px(d)} cy={y(d.values[s.key] ?? 0)} r={3} className={TONE_FILL[toneOf(series, i)]} />),
          )}
          {data.map((d) => (
            // One invisible column per month answers the pointer with every series' value.
            <rect key={d.label} x={px(d) - step / 2} y={0} width={step} height={innerHeight} fill="transparent" onMouseMove={(e) => tooltip.show(e, tooltipFor(d, series))} onMouseLeave={tooltip.hide} />
          ))}
          <AxisLeft scale={y} numTicks={5} tickValues={ticks} tickFormat={(v) => formatTick(Number(v), format)} hideAxisLine hideTicks tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: "end", dx: -4, dy: 4 })} />
          <AxisBottom top={innerHeight} scale={x} hideTicks stroke="currentColor" tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: "middle" })} />
        </Group>
      </svg>
    </ChartFrame>
  );
}
