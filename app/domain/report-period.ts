// The period a dashboard or report covers (issue 22): presets and a custom range, read from the URL
// (`period=this-month|last-month|quarter|year|custom&from=yyyy-mm-dd&to=yyyy-mm-dd`).
// Every date is a Jakarta calendar date (app/domain/dates.ts); callers pass `today` (todayInJakarta(now)),
// so nothing here reads the clock. Periods are inclusive on both ends.
import { addDays, daysBetween, isIsoDate } from "./dates";

export const PERIOD_PRESETS = [
  "this-month",
  "last-month",
  "quarter",
  "year",
  "custom",
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const DEFAULT_PERIOD_PRESET = "this-month" satisfies PeriodPreset;

/** A custom range longer than this is refused: ten years is more than any finance question needs. */
export const MAX_CUSTOM_DAYS = 3660;

export interface Period {
  preset: PeriodPreset;
  /** yyyy-mm-dd, inclusive */
  from: string;
  /** yyyy-mm-dd, inclusive */
  to: string;
}

/** Why a custom range was refused; each is a `dashboardSummary:period.errors.*` key in the locales. */
export const PERIOD_ERRORS = [
  "from-invalid",
  "to-invalid",
  "reversed",
  "too-long",
] as const;
export type PeriodError = (typeof PERIOD_ERRORS)[number];

export function isPeriodPreset(
  s: string | null | undefined
): s is PeriodPreset {
  return !!s && (PERIOD_PRESETS as readonly string[]).includes(s);
}

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split("-").map(Number);
  return [y, m, d];
}

/** Days in month m (1-12) of year y. */
function monthLength(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day `months` months later (negative: earlier), clamped to the end of a shorter month. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return ymd(ny, nm, Math.min(d, monthLength(ny, nm)));
}

function monthStart(iso: string): string {
  const [y, m] = parts(iso);
  return ymd(y, m, 1);
}

function monthEnd(iso: string): string {
  const [y, m] = parts(iso);
  return ymd(y, m, monthLength(y, m));
}

/**
 * The range of a preset on `today`. The running presets (this month, quarter, year) run from the first day
 * up to today: a dashboard compares like with like (month-to-date against the previous month's same days).
 * "Last month" is the whole previous calendar month. "quarter" is the calendar quarter to date.
 */
export function presetPeriod(
  preset: Exclude<PeriodPreset, "custom">,
  today: string
): Period {
  const [y, m] = parts(today);
  switch (preset) {
    case "this-month":
      return { preset, from: monthStart(today), to: today };
    case "last-month": {
      const start = addMonths(monthStart(today), -1);
      return { preset, from: start, to: monthEnd(start) };
    }
    case "quarter":
      return {
        preset,
        from: ymd(y, Math.floor((m - 1) / 3) * 3 + 1, 1),
        to: today,
      };
    case "year":
      return { preset, from: ymd(y, 1, 1), to: today };
  }
}

/**
 * Reads the period from URL params. An unknown or missing preset is this month; a custom range that is not two
 * real dates in order (at most MAX_CUSTOM_DAYS long) falls back to this month and says why in `error`,
 * so the page can show the field error next to the inputs while still showing figures.
 */
export function parsePeriod(
  params: URLSearchParams,
  today: string
): { period: Period; error?: PeriodError } {
  const raw = params.get("period");
  const preset: PeriodPreset = isPeriodPreset(raw)
    ? raw
    : DEFAULT_PERIOD_PRESET;
  if (preset !== "custom") return { period: presetPeriod(preset, today) };
  const from = (params.get("from") ?? "").trim();
  const to = (params.get("to") ?? "").trim();
  const fallback = presetPeriod(DEFAULT_PERIOD_PRESET, today);
  if (!isIsoDate(from)) return { period: fallback, error: "from-invalid" };
  if (!isIsoDate(to)) return { period: fallback, error: "to-invalid" };
  const span = daysBetween(from, to);
  if (span < 0) return { period: fallback, error: "reversed" };
  if (span + 1 > MAX_CUSTOM_DAYS)
    return { period: fallback, error: "too-long" };
  return { period: { preset: "custom", from, to } };
}

/** Inclusive number of days in a period. */
export function periodDays(p: Pick<Period, "from" | "to">): number {
  return daysBetween(p.from, p.to) + 1;
}

/**
 * The period to compare against for growth figures. Month-aligned presets step back a whole month, quarter or
 * year, keeping the same day offsets (clamped at month ends: this month to 31 March compares with 1-28
 * February); "last month" is the month before it, whole. A custom range compares with the same number of days
 * right before it.
 */
export function previousPeriod(p: Period): Period {
  switch (p.preset) {
    case "this-month":
      return {
        preset: p.preset,
        from: addMonths(p.from, -1),
        to: addMonths(p.to, -1),
      };
    case "last-month": {
      const from = addMonths(p.from, -1);
      return { preset: p.preset, from, to: monthEnd(from) };
    }
    case "quarter":
      return {
        preset: p.preset,
        from: addMonths(p.from, -3),
        to: addMonths(p.to, -3),
      };
    case "year":
      return {
        preset: p.preset,
        from: addMonths(p.from, -12),
        to: addMonths(p.to, -12),
      };
    case "custom": {
      const days = periodDays(p);
      return {
        preset: "custom",
        from: addDays(p.from, -days),
        to: addDays(p.from, -1),
      };
    }
  }
}

/** The URL params that reproduce a period (custom ranges carry their dates; presets only their name). */
export function periodSearchParams(p: Period): Record<string, string> {
  return p.preset === "custom"
    ? { period: "custom", from: p.from, to: p.to }
    : { period: p.preset };
}

/** Growth of `current` over `previous` in percent, one decimal; null when there is nothing to compare with. */
export function growthPercent(
  current: number,
  previous: number
): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
