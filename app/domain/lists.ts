/** Small pure rules the lists share: the server (models, routes, the export) and the components. */
import { AGEING_BUCKETS, type AgeingBucket } from "./ageing";

/** The invoice list's `ageing` URL filter (issue 22): a receivables-ageing bucket, or "" when absent or unknown. */
export function ageingParam(raw: string | null): AgeingBucket | "" {
  const v = (raw ?? "").trim();
  return (AGEING_BUCKETS as readonly string[]).includes(v) ? (v as AgeingBucket) : "";
}

const DAY_MS = 86_400_000;
// Asia/Jakarta is a fixed UTC+7 (no DST since 1964), so a WIB calendar day is plain arithmetic.
const WIB_MS = 7 * 3_600_000;

/** dayPassed: whole WIB calendar days from the document's creation to `now` (0 on the day it was made). */
export function dayPassed(createdAtIso: string, now: number): number {
  const day = (ms: number) => Math.floor((ms + WIB_MS) / DAY_MS);
  return Math.max(0, day(now) - day(Date.parse(createdAtIso)));
}

type DateFilters = { dateFrom: string; dateTo: string; dueFrom: string; dueTo: string };

/**
 * With a date range and no sort chosen, the list sorts by that date (newest first): what someone
 * filtering "March's billings" expects, and the order the date's index serves directly.
 */
export function invoiceDefaultSort(filters: DateFilters): string {
  if (filters.dateFrom || filters.dateTo) return "billingDate";
  if (filters.dueFrom || filters.dueTo) return "dueDate";
  return "created";
}

export function billingDefaultSort(filters: DateFilters): string {
  if (filters.dateFrom || filters.dateTo) return "billingDate";
  if (filters.dueFrom || filters.dueTo) return "dueDate";
  return "created";
}

export function purchaseOrderDefaultSort(filters: DateFilters): string {
  return filters.dateFrom || filters.dateTo ? "poDate" : "created";
}

/** The sortable columns and status values of each list (shared by the model, the routes and the export). */
export const INVOICE_SORTS = ["created", "number", "customer", "billingDate", "dueDate", "amount", "status", "faktur"] as const;
export const BILLING_SORTS = ["created", "number", "billingDate", "dueDate", "status"] as const;
export const BILLING_STATUSES = ["draft", "issued", "paid", "canceled", "discarded"] as const;
export const PO_SORTS = ["created", "number", "poDate", "status"] as const;
export const PO_STATUSES = ["unbilled", "billed"] as const;
