// The months a dashboard's trend charts cover (issue 22). A trend of one point says nothing, so a chart covers the
// period's months and at least the TREND_MONTHS months that end with the period's last one; the figures beside the
// charts stay the period's own. Pure: callers pass the period.
import type { Period } from "./report-period";

export const TREND_MONTHS = 6;

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03" -> the month `by` months later (negative: earlier). */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${pad((index % 12) + 1)}`;
}

/** Every month from `from` to `to` (yyyy-mm, inclusive). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = shiftMonth(m, 1)) out.push(m);
  return out;
}

/** The date range and months of a period's trend: from the earlier of its first month and TREND_MONTHS - 1 before its last. */
export function trendRange(period: Pick<Period, "from" | "to">): { from: string; to: string; months: string[] } {
  const last = period.to.slice(0, 7);
  const first = [period.from.slice(0, 7), shiftMonth(last, -(TREND_MONTHS - 1))].sort()[0];
  return { from: `${first}-01`, to: period.to, months: monthsBetween(first, last) };
}

/** Fills a month-keyed series so every month of the trend has a row (zeros where nothing happened). */
export function byMonth<T extends { month: string }>(months: string[], rows: T[], empty: (month: string) => T): T[] {
  const found = new Map(rows.map((r) => [r.month, r]));
  return months.map((m) => found.get(m) ?? empty(m));
}
