import { z } from "zod";
import { AGEING_BUCKETS, ageingBucket } from "~/domain/ageing";
import { daysBetween, todayInJakarta } from "~/domain/dates";
import { ageingBucketTotals, ageingCount, type AgeingFilters, type AgeingRow, ageingRows } from "~/models/reports.server";
import { optionalChoice, optionalText, productField, reportProductIds } from "./filters.server";
import type { ReportDefinition } from "./types";

// Each row's days overdue and bucket need today's date: formatting it in WIB (Intl) per cell was the largest cost of a
// 100,000-row export (tests/bench/report-export.bench.ts), so it is worked out once per clock second.
let todayCache = { second: Number.NaN, day: "" };
const today = () => {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== todayCache.second) todayCache = { second, day: todayInJakarta(new Date(now)) };
  return todayCache.day;
};

const filters = z.object({
  bucket: optionalChoice(AGEING_BUCKETS),
  product: optionalText,
  customer: optionalText,
}).transform((v): AgeingFilters => ({ bucket: v.bucket, productId: v.product, customer: v.customer }));

/**
 * Receivables ageing detail: each outstanding invoice (live, not fully paid) with its customer, product, due date,
 * days overdue, bucket (spec section 3's buckets, domain/ageing.ts) and balance; totals per bucket. The same
 * rows as the summary dashboard's ageing (models/dashboard.server.ts), listed one by one.
 */
export const ageingReport: ReportDefinition<AgeingFilters, AgeingRow> = {
  name: "ageing",
  title: "reports:ageing.title",
  description: "reports:ageing.description",
  permission: "read:report",
  filters,
  filterFields: [
    { name: "bucket", label: "reports:filters.bucket", kind: "select", translate: true, options: () => AGEING_BUCKETS.map((b) => ({ value: b, label: `reports:buckets.${b}` })) },
    productField,
    { name: "customer", label: "reports:filters.customer", kind: "text" },
  ],
  describeFilters: (f) => [
    ["reports:filters.asOf", today()],
    ...(f.bucket ? [["reports:filters.bucket", f.bucket] as [string, string]] : []),
    ...(f.customer ? [["reports:filters.customer", f.customer] as [string, string]] : []),
  ],
  columns: [
    { key: "invoiceNumber", label: "reports:columns.invoiceNumber", type: "text", width: 22, value: (r) => r.invoiceNumber },
    { key: "billingNumber", label: "reports:columns.billingNumber", type: "text", width: 22, value: (r) => r.billingNumber },
    { key: "customer", label: "reports:columns.customer", type: "text", width: 30, value: (r) => r.customerName },
    { key: "product", label: "reports:columns.product", type: "text", width: 24, value: (r) => r.productName },
    { key: "billingDate", label: "reports:columns.invoiceDate", type: "date", value: (r) => r.billingDate },
    { key: "dueDate", label: "reports:columns.dueDate", type: "date", value: (r) => r.dueDate },
    { key: "daysOverdue", label: "reports:columns.daysOverdue", type: "number", width: 10, value: (r) => Math.max(0, daysBetween(r.dueDate, today())) },
    { key: "bucket", label: "reports:columns.bucket", type: "text", width: 14, translate: true, value: (r) => `reports:buckets.${ageingBucket(r.dueDate, today())}` },
    { key: "amount", label: "reports:columns.invoiceAmount", type: "rupiah", value: (r) => r.amount },
    { key: "outstanding", label: "reports:columns.outstanding", type: "rupiah", value: (r) => r.outstanding },
  ],
  rows: (user, f) => ageingRows(reportProductIds(user), f, today()),
  count: (user, f) => ageingCount(reportProductIds(user), f, today()),
  totals(user, f) {
    const buckets = ageingBucketTotals(reportProductIds(user), f, today());
    return { outstanding: AGEING_BUCKETS.reduce((sum, b) => sum + buckets[b].amount, 0) };
  },
  summary(user, f) {
    const buckets = ageingBucketTotals(reportProductIds(user), f, today());
    return AGEING_BUCKETS.map((b) => ({ label: `reports:buckets.${b}`, ...buckets[b] }));
  },
};
