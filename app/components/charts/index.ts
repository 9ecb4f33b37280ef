export { BarChart, type BarChartProps } from "./bar-chart";
export { LineChart, type LineChartProps, type LineSeries } from "./line-chart";
export { HorizontalBarChart, type HorizontalBarChartProps } from "./horizontal-bar-chart";
export type { ChartDatum, ChartSeries, ChartTone } from "./chart-frame";
export { formatFull, formatTick, shortNumberId, type ChartFormat } from "./format";
