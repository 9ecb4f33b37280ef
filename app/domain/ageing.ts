// Receivables ageing for the dashboard (spec section 3, "Dashboard summary"):
// current, 1-15, 16-30, 31-45 and over 45 days past the due date.
import { daysBetween } from "./dates";
import { assertRupiah, sumRupiah } from "./money";

export const AGEING_BUCKETS = ["current", "1-15", "16-30", "31-45", "over-45"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface AgeingItem {
  /** yyyy-mm-dd */
  dueDate: string;
  /** Outstanding whole rupiah. */
  amount: number;
}

export interface AgeingTotals {
  count: number;
  amount: number;
}

/**
 * Bucket by whole calendar days past due, counted in Jakarta dates (pass todayInJakarta(now)).
 * A bill is "current" up to and including its due date: payment on the due date is on time.
 */
export function ageingBucket(dueDate: string, today: string): AgeingBucket {
  const overdue = daysBetween(dueDate, today);
  if (overdue <= 0) return "current";
  if (overdue <= 15) return "1-15";
  if (overdue <= 30) return "16-30";
  if (overdue <= 45) return "31-45";
  return "over-45";
}

export function summariseAgeing(
  items: Iterable<AgeingItem>,
  today: string,
): { buckets: Record<AgeingBucket, AgeingTotals>; total: AgeingTotals } {
  const amounts = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, [] as number[]])) as Record<AgeingBucket, number[]>;
  for (const { dueDate, amount } of items) {
    assertRupiah(amount, `amount due ${dueDate}`);
    amounts[ageingBucket(dueDate, today)].push(amount);
  }
  const buckets = Object.fromEntries(
    AGEING_BUCKETS.map((b) => [b, { count: amounts[b].length, amount: sumRupiah(amounts[b]) }]),
  ) as Record<AgeingBucket, AgeingTotals>;
  const all = AGEING_BUCKETS.map((b) => buckets[b]);
  return {
    buckets,
    total: { count: all.reduce((n, t) => n + t.count, 0), amount: sumRupiah(all.map((t) => t.amount)) },
  };
}
