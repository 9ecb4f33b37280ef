import { z } from "zod";
import { type RevenueFilters, type RevenueGroup, type RevenueRow, revenueCount, revenueRows, revenueTotals } from "~/models/reports.server";
import { optionalChoice, optionalText, periodField, periodShape, productField, reportProductIds, resolvePeriod } from "./filters.server";
import type { ReportColumn, ReportDefinition } from "./types";

const GROUPS = ["product", "customer", "month"] as const satisfies readonly RevenueGroup[];

const filters = z
  .object({ ...periodShape(), by: optionalChoice(GROUPS), product: optionalText })
  .transform((v, ctx): RevenueFilters => {
    const period = resolvePeriod(v, "this-month", ctx);
    return { by: v.by ?? "product", from: period.from, to: period.to, productId: v.product };
  });

const GROUP_COLUMN: ReportColumn<RevenueRow> = { key: "label", label: "reports:columns.group", type: "text", width: 36, value: (r) => r.label };
const MONTH_COLUMN: ReportColumn<RevenueRow> = { ...GROUP_COLUMN, type: "month", width: 18 };

/**
 * Revenue by product, customer or month: the live invoices dated in the period (their billing date, the tax
 * date), what was invoiced, what of it is paid to date and what is still outstanding (README Decisions, issue 22).
 */
export const revenueReport: ReportDefinition<RevenueFilters, RevenueRow> = {
  name: "revenue",
  title: "reports:revenue.title",
  description: "reports:revenue.description",
  permission: "read:report",
  filters,
  filterFields: [
    periodField,
    { name: "by", label: "reports:filters.groupBy", kind: "select", translate: true, options: () => GROUPS.map((g) => ({ value: g, label: `reports:revenue.by.${g}` })) },
    productField,
  ],
  describeFilters: (f) => [
    ["reports:filters.period", `${f.from} – ${f.to}`],
    ["reports:filters.groupBy", f.by],
  ],
  columns: [
    GROUP_COLUMN,
    { key: "count", label: "reports:columns.invoiceCount", type: "number", width: 10, value: (r) => r.count },
    { key: "invoiced", label: "reports:columns.invoiced", type: "rupiah", value: (r) => r.invoiced },
    { key: "paid", label: "reports:columns.paid", type: "rupiah", value: (r) => r.paid },
    { key: "outstanding", label: "reports:columns.outstanding", type: "rupiah", value: (r) => r.outstanding },
  ],
  // Grouped by month, the group is a month (in words on screen and in the PDF, a date cell in Excel), not text.
  columnsFor: (f) => (f.by === "month" ? revenueReport.columns.map((c) => (c === GROUP_COLUMN ? MONTH_COLUMN : c)) : revenueReport.columns),
  rows: (user, f) => revenueRows(reportProductIds(user), f),
  count: (user, f) => revenueCount(reportProductIds(user), f),
  totals: (user, f) => revenueTotals(reportProductIds(user), f),
};
