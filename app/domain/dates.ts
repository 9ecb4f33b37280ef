// Dates for an Indonesian portal: every wall-clock value is Asia/Jakarta (WIB), whatever the server's TZ.
// Calendar dates travel as "yyyy-mm-dd" strings; instants as Date. Nothing here reads the clock:
// callers pass `now`, so rules stay testable.

export const TIME_ZONE = "Asia/Jakarta";
const DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd (rejects 2025-02-30). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export function assertIsoDate(s: string, label = "date"): void {
  if (!isIsoDate(s)) throw new RangeError(`${label} must be a calendar date written yyyy-mm-dd, got "${s}"`);
}

// Calendar arithmetic runs on UTC midnights: UTC has no DST, so one day is always 86,400,000 ms.
function utcMidnight(isoDate: string): number {
  assertIsoDate(isoDate);
  const [y, m, d] = isoDate.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function fromUtcMidnight(t: number): string {
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addDays(isoDate: string, n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`days must be an integer, got ${n}`);
  return fromUtcMidnight(utcMidnight(isoDate) + n * DAY_MS);
}

/** Signed whole days from a to b (b − a); positive when b is later. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

// A numeric formatter read part by part, so the result does not depend on the locale's separators.
const WIRE = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function jakartaParts(date: Date): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  if (Number.isNaN(date.getTime())) throw new RangeError("invalid Date");
  const out: Record<string, string> = {};
  for (const p of WIRE.formatToParts(date)) out[p.type] = p.value;
  return out as ReturnType<typeof jakartaParts>;
}

/** The calendar date in Jakarta at instant `now` (07:00 WIB is already the next day at 17:00 UTC). */
export function todayInJakarta(now: Date): string {
  const p = jakartaParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "YYYY-MM-DD HH:mm:ss" in WIB: the notification `created.at` format (spec section 3). */
export function formatWireTimestamp(date: Date): string {
  const p = jakartaParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const WIRE_TS = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Inverse of formatWireTimestamp; null when malformed or not a real WIB wall-clock time. */
export function parseWireTimestamp(s: string): Date | null {
  const m = WIRE_TS.exec(s);
  if (!m || !isIsoDate(m[1])) return null;
  // Asia/Jakarta has been a fixed UTC+7 without DST since 1964, so the offset is a constant.
  const date = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}+07:00`);
  // Rejects 24:00:00, 12:60:00 and the like: a valid time formats back to the same text.
  return !Number.isNaN(date.getTime()) && formatWireTimestamp(date) === s ? date : null;
}

// A bare calendar date is a Jakarta date: pin it to WIB midnight so formatting in WIB keeps the day.
// Wire timestamps are WIB too; `new Date("2025-08-17 13:05:00")` would read them in the server's zone.
function toInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  if (isIsoDate(value)) return new Date(`${value}T00:00:00+07:00`);
  const d = parseWireTimestamp(value) ?? new Date(value);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a date: "${value}"`);
  return d;
}

const LONG = new Intl.DateTimeFormat("id-ID", { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const SHORT = new Intl.DateTimeFormat("id-ID", { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const TIME = new Intl.DateTimeFormat("id-ID", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "17 Agustus 2025" */
export function formatDateId(value: string | Date): string {
  return LONG.format(toInstant(value));
}

/** "7 Agu 2025" */
export function formatDateShortId(value: string | Date): string {
  return SHORT.format(toInstant(value));
}

const MONTH_YEAR = { id: new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", month: "long", year: "numeric" }), en: new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" }) };

/** A calendar month (yyyy-mm, or any yyyy-mm-dd in it) in words: "Agustus 2026" (id), "August 2026" (en). */
export function formatMonthYear(month: string, language: "id" | "en"): string {
  return MONTH_YEAR[language].format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** "17 Agustus 2025 13.05": two formatters, because id-ID joins date and time with " pukul ". */
export function formatDateTimeId(value: string | Date): string {
  const d = toInstant(value);
  return `${LONG.format(d)} ${TIME.format(d)}`;
}

const RELATIVE = new Intl.RelativeTimeFormat("id-ID", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 365 / 30],
];

/** "5 menit yang lalu", "kemarin", "dalam 2 jam". Units truncate: 5 min 59 s ago is still "5 menit". */
export function relativeTimeId(from: Date, now: Date): string {
  let amount = (from.getTime() - now.getTime()) / 1000;
  if (Number.isNaN(amount)) throw new RangeError("invalid Date");
  for (const [unit, next] of STEPS) {
    if (Math.abs(amount) < next) return RELATIVE.format(Math.trunc(amount) || 0, unit);
    amount /= next;
  }
  return RELATIVE.format(Math.trunc(amount), "year");
}
