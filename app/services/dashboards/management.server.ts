/**
 * The management dashboard (issue 22; the spec's billings/dashboard_management): the summary figures over the
 * viewer's whole scope (D1's dashboardSummary), the invoiced and revenue trend by month and the period's breakdown
 * by division and product. Every figure is over the products the viewer's billing list reaches.
 */
import { byMonth, trendRange } from "~/domain/dashboard-months";
import type { Period } from "~/domain/report-period";
import { billedByDivision, billedByMonth, billedByProduct, revenueByMonth } from "~/models/dashboard-figures.server";
import type { AccessUser } from "~/models/user.server";
import { dashboardSummary, scopedProductIds } from "./summary.server";

export function managementDashboard(user: AccessUser, period: Period, productId?: string | null) {
  const summary = dashboardSummary(user, period, productId);
  const ids = scopedProductIds(user, "billing", productId);
  const trend = trendRange(period);
  const billed = byMonth(trend.months, billedByMonth(ids, trend), (month) => ({ month, count: 0, amount: 0, paidCount: 0, paidAmount: 0, received: 0 }));
  const revenue = byMonth(trend.months, revenueByMonth(ids, trend), (month) => ({ month, count: 0, amount: 0 }));
  return {
    summary,
    trend: { from: trend.from, to: trend.to, months: trend.months.map((month, i) => ({ month, invoiced: billed[i].amount, revenue: revenue[i].amount })) },
    byDivision: billedByDivision(ids, period),
    byProduct: billedByProduct(ids, period),
  };
}

export type ManagementDashboard = ReturnType<typeof managementDashboard>;
