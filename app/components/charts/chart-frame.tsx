// What every chart shares: a <figure> with its title, the SVG drawn at a fixed viewBox (scaled by CSS to the card's
// width, so the server's HTML is the finished chart and no JavaScript is needed to read it), a legend, a tooltip
// once hydrated, and a visually hidden table with every value in full for screen readers (the SVG itself is
// hidden from them: a table reads better than a picture of one).
import { TooltipWithBounds, useTooltip } from "@visx/tooltip";
import { type ReactNode, type MouseEvent, useCallback, useId } from "react";
import { cn } from "~/lib/utils";
import { type ChartFormat, formatFull } from "./format";

export type ChartTone = "primary" | "info" | "success" | "warning" | "destructive" | "muted";

/** Tailwind classes per tone, written out whole so that Tailwind's scanner keeps them. */
export const TONE_FILL: Record<ChartTone, string> = {
  primary: "fill-primary",
  info: "fill-info",
  success: "fill-success",
  warning: "fill-warning",
  destructive: "fill-destructive",
  muted: "fill-muted-foreground",
};
export const TONE_STROKE: Record<ChartTone, string> = {
  primary: "stroke-primary",
  info: "stroke-info",
  success: "stroke-success",
  warning: "stroke-warning",
  destructive: "stroke-destructive",
  muted: "stroke-muted-foreground",
};
const TONE_BG: Record<ChartTone, string> = {
  primary: "bg-primary",
  info: "bg-info",
  success: "bg-success",
  warning: "bg-warning",
  destructive: "bg-destructive",
  muted: "bg-muted-foreground",
};
export const DEFAULT_TONES: ChartTone[] = ["primary", "info", "success", "warning", "destructive", "muted"];

export interface ChartSeries {
  key: string;
  label: string;
  tone?: ChartTone;
}

/** One category (a month, a bucket, a product) with a value per series key. */
export interface ChartDatum {
  label: string;
  values: Record<string, number>;
}

export const toneOf = (series: ChartSeries[], i: number): ChartTone => series[i].tone ?? DEFAULT_TONES[i % DEFAULT_TONES.length];

export interface TooltipData {
  label: string;
  rows: { label: string; value: number; tone: ChartTone }[];
}

/** The tooltip state of one chart; `show` is called from SVG mouse events, which only fire once hydrated. */
export function useChartTooltip() {
  const tip = useTooltip<TooltipData>();
  const { showTooltip, hideTooltip } = tip;
  const show = useCallback(
    (event: MouseEvent<SVGElement>, data: TooltipData) => {
      const box = (event.currentTarget.ownerSVGElement ?? (event.currentTarget as SVGSVGElement)).getBoundingClientRect();
      showTooltip({ tooltipLeft: event.clientX - box.left, tooltipTop: event.clientY - box.top, tooltipData: data });
    },
    [showTooltip],
  );
  return { ...tip, show, hide: hideTooltip };
}

export interface ChartFrameProps {
  title: string;
  description?: string;
  /** The header of the table's first column (e.g. "Month", "Bucket"). */
  categoryLabel: string;
  data: ChartDatum[];
  series: ChartSeries[];
  format: ChartFormat;
  tooltip: ReturnType<typeof useChartTooltip>;
  className?: string;
  /** Shown instead of the SVG when there is nothing to draw. */
  emptyText?: string;
  children: ReactNode;
}

export function ChartFrame({ title, description, categoryLabel, data, series, format, tooltip, className, emptyText, children }: ChartFrameProps) {
  const titleId = useId();
  const empty = data.length === 0 || data.every((d) => series.every((s) => !d.values[s.key]));
  return (
    <figure className={cn("flex flex-col gap-2", className)} aria-labelledby={titleId} data-chart>
      <figcaption id={titleId} className="text-sm font-medium">
        {title}
        {description ? <span className="block text-xs font-normal text-muted-foreground">{description}</span> : null}
      </figcaption>
      {empty && emptyText ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <div className="relative text-muted-foreground">
          {children}
          {tooltip.tooltipOpen && tooltip.tooltipData ? (
            <TooltipWithBounds
              left={tooltip.tooltipLeft}
              top={tooltip.tooltipTop}
              unstyled
              applyPositionStyle
              className="pointer-events-none z-10 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
            >
              <p className="mb-1 font-medium">{tooltip.tooltipData.label}</p>
              {tooltip.tooltipData.rows.map((r) => (
                <p key={r.label} className="flex items-center gap-2 tabular-nums">
                  <span aria-hidden className={cn("inline-block h-2 w-2 rounded-sm", TONE_BG[r.tone])} />
                  {r.label}: {formatFull(r.value, format)}
                </p>
              ))}
            </TooltipWithBounds>
          ) : null}
        </div>
      )}
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
          {series.map((s, i) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={cn("inline-block h-2.5 w-2.5 rounded-sm", TONE_BG[toneOf(series, i)])} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              {series.map((s) => (
                <td key={s.key}>{formatFull(d.values[s.key] ?? 0, format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The tooltip rows of one category: every series' value. */
export function tooltipFor(d: ChartDatum, series: ChartSeries[]): TooltipData {
  return { label: d.label, rows: series.map((s, i) => ({ label: s.label, value: d.values[s.key] ?? 0, tone: toneOf(series, i) })) };
}
