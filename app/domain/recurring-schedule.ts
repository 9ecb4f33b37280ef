// The billing dates of a recurring profile (spec section 3, "Recurring profile": config.reference with
// dueDateDayAfter, first and last billing and due dates; sample: monthly, 12 occurrences, due 1 day after).
// Pure calendar arithmetic on yyyy-mm-dd strings; nothing here reads the clock.
import { addDays, assertIsoDate, daysBetween } from "./dates";

export type Frequency = "weekly" | "monthly" | "quarterly" | "yearly";
export const FREQUENCIES: readonly Frequency[] = ["weekly", "monthly", "quarterly", "yearly"];

const MONTHS: Record<Exclude<Frequency, "weekly">, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export type ScheduleReference = {
  dueDateDayAfter: number;
  firstBillingDate: string;
  firstBillingDueDate: string;
  lastBillingDate: string;
  lastBillingDueDate: string;
};

const daysInMonth = (year: number, month1: number) => new Date(Date.UTC(year, month1, 0)).getUTCDate();
const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/**
 * Adds whole months keeping the first date's day where the month has it, else the month's last day, always
 * measured from the first date: a profile starting on 31 January bills on 28/29 February and on 31 March again,
 * never drifting to the 28th.
 */
function addMonthsAnchored(first: string, months: number): string {
  const [y, m, d] = first.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month1 = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month1)}-${pad(Math.min(d, daysInMonth(year, month1)))}`;
}

/** The k-th slot of the schedule (k = 0 is the first billing date). */
export function slotDate(first: string, frequency: Frequency, k: number): string {
  assertIsoDate(first, "first billing date");
  if (!Number.isSafeInteger(k) || k < 0) throw new RangeError(`slot must be a whole number from 0, got ${k}`);
  return frequency === "weekly" ? addDays(first, 7 * k) : addMonthsAnchored(first, MONTHS[frequency] * k);
}

/** The index of the first slot on or after `date`. */
export function slotIndexOnOrAfter(first: string, frequency: Frequency, date: string): number {
  assertIsoDate(date);
  if (date <= first) return 0;
  if (frequency === "weekly") return Math.ceil(daysBetween(first, date) / 7);
  const [fy, fm] = first.split("-").map(Number);
  const [dy, dm] = date.split("-").map(Number);
  let k = Math.max(0, Math.floor(((dy - fy) * 12 + (dm - fm)) / MONTHS[frequency]) - 1);
  while (slotDate(first, frequency, k) < date) k++;
  return k;
}

/** The first slot on or after `date` (a resumed profile continues on its own day, without billing the paused periods). */
export function slotOnOrAfter(first: string, frequency: Frequency, date: string): string {
  return slotDate(first, frequency, slotIndexOnOrAfter(first, frequency, date));
}

/** The slot after `date` (the next billing date once the period of `date` is billed). */
export function slotAfter(first: string, frequency: Frequency, date: string): string {
  return slotOnOrAfter(first, frequency, addDays(date, 1));
}

/**
 * config.reference for a profile whose next billing (number `billed + 1`) falls on `next`; the last billing is
 * `occurrence - billed - 1` slots later. Before any billing `next` is the first billing date.
 */
export function scheduleReference(
  { firstBillingDate, frequency, occurrence, dueDateDayAfter }: { firstBillingDate: string; frequency: Frequency; occurrence: number; dueDateDayAfter: number },
  { next = firstBillingDate, billed = 0 }: { next?: string | null; billed?: number } = {},
): ScheduleReference {
  if (!Number.isSafeInteger(occurrence) || occurrence < 1) throw new RangeError(`occurrence must be at least 1, got ${occurrence}`);
  if (!Number.isSafeInteger(dueDateDayAfter) || dueDateDayAfter < 0) throw new RangeError(`due days must be 0 or more, got ${dueDateDayAfter}`);
  const remaining = Math.max(0, occurrence - billed);
  const from = next ?? firstBillingDate;
  const lastBillingDate = remaining === 0 ? from : slotDate(firstBillingDate, frequency, slotIndexOnOrAfter(firstBillingDate, frequency, from) + remaining - 1);
  return {
    dueDateDayAfter,
    firstBillingDate,
    firstBillingDueDate: addDays(firstBillingDate, dueDateDayAfter),
    lastBillingDate,
    lastBillingDueDate: addDays(lastBillingDate, dueDateDayAfter),
  };
}
