/**
 * The sales dashboard (issue 22): invoiced (live billings by billing date) and paid (those of them paid in full)
 * for the period, by month, per product and per customer, over the viewer's billing list scope. The period's
 * totals are the billing list's: /billings with the same dates and product shows the same rows.
 */
import { byMonth, trendRange } from "~/domain/dashboard-months";
import type { Period } from "~/domain/report-period";
import { billedByCustomer, billedByMonth, billedByProduct, billedTotals } from "~/models/dashboard-figures.server";
import type { AccessUser } from "~/models/user.server";
import { billingScopeIds } from "./request.server";

export const TOP_CUSTOMERS = 10;

export function salesDashboard(user: AccessUser, period: Period, productId?: string | null) {
  const ids = billingScopeIds(user, productId);
  const trend = trendRange(period);
  return {
    totals: billedTotals(ids, period),
    trend: { from: trend.from, to: trend.to, months: byMonth(trend.months, billedByMonth(ids, trend), (month) => ({ month, count: 0, amount: 0, paidCount: 0, paidAmount: 0, received: 0 })) },
    byProduct: billedByProduct(ids, period),
    byCustomer: billedByCustomer(ids, period, TOP_CUSTOMERS),
  };
}

export type SalesDashboard = ReturnType<typeof salesDashboard>;
