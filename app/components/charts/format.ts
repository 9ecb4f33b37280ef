// Number formats of the charts (issue 22): axis ticks in Indonesian short forms ("1,2 M", "350 jt"), tooltips and
// the screen-reader tables in full ("Rp 1.234.567"). Pure, so the server and the browser print the same text.
import { formatNumberId, formatRupiah } from "~/domain/money";

export type ChartFormat = "rupiah" | "count";

const SHORT = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });

// Indonesian finance abbreviations: ribu (thousand), juta (million), miliar (billion), triliun (trillion).
const UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, "T"],
  [1e9, "M"],
  [1e6, "jt"],
  [1e3, "rb"],
];

/** "1,2 M", "350 jt", "12,5 rb", "900", "-3 jt": an axis tick, never a whole rupiah figure. */
export function shortNumberId(n: number): string {
  const abs = Math.abs(n);
  for (const [size, unit] of UNITS) {
    // 999.950 rounds to "1.000 rb": step up to the next unit when one decimal would print 1,000 of this one.
    if (abs >= size * 0.99995) return `${SHORT.format(n / size)}\u00a0${unit}`;
  }
  return SHORT.format(n);
}

/** A tick label: short rupiah without the "Rp" (the axis title says rupiah), counts grouped. */
export function formatTick(n: number, format: ChartFormat): string {
  return format === "rupiah" ? shortNumberId(n) : Number.isInteger(n) ? formatNumberId(n) : SHORT.format(n);
}

/** A value in a tooltip or the data table: full rupiah, or a grouped count. */
export function formatFull(n: number, format: ChartFormat): string {
  const whole = Math.round(n);
  return format === "rupiah" ? formatRupiah(whole) : formatNumberId(whole);
}

/** Tick values for a count axis: whole numbers only (a count of 0,5 bills means nothing). */
export function integerTicks(max: number, wanted = 5): number[] {
  if (max <= 0) return [0];
  const step = Math.max(1, Math.ceil(max / wanted));
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += step) ticks.push(v);
  return ticks;
}
