/**
 * The summary dashboard (issue 22; spec section 3 "Dashboard summary") for a viewer: each figure over the products
 * the viewer's list scope reaches for that document (access-scope.server.ts listScope), exactly as the lists read
 * them, so a member sees their products' figures and a partner none. The meanings are in models/dashboard.server.ts.
 */
import type { AgeingBucket, AgeingTotals } from "~/domain/ageing";
import { todayInJakarta } from "~/domain/dates";
import { growthPercent, parsePeriod, previousPeriod, type Period, type PeriodError } from "~/domain/report-period";
import {
  ageingTotals,
  billingTotals,
  expenseTotal,
  invoiceTotals,
  purchaseOrderTotals,
  revenueTotal,
  topByInvoiced,
  type CountAmount,
  type ProductIds,
  type RankedRow,
} from "~/models/dashboard.server";
import { scopeProductIds, scopeProducts } from "~/models/document-lists.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "~/services/access-scope.server";

type Entity = "invoice" | "billing" | "purchase-order";

/** The product ids a viewer's scope reaches for an entity, narrowed to one product when asked (none if out of scope). */
export function scopedProductIds(user: AccessUser, entity: Entity, productId?: string | null): ProductIds {
  const ids = scopeProductIds(listScope(user, entity));
  if (!productId) return ids;
  if (ids === null) return [productId];
  return ids.includes(productId) ? [productId] : [];
}

export type Figure = CountAmount & { previous: CountAmount; growth: number | null };

const figure = (now: CountAmount, before: CountAmount): Figure => ({ ...now, previous: before, growth: growthPercent(now.amount, before.amount) });

export type DashboardSummary = {
  period: Period;
  previous: Period;
  po: Figure;
  billing: Figure;
  invoice: Figure;
  revenue: Figure;
  expense: { amount: number; previous: number; growth: number | null };
  liabilities: { amount: number; previous: number; growth: number | null };
  popularProducts: RankedRow[];
  popularCustomers: RankedRow[];
};

/** The period's figures with the previous period's for growth (previousPeriod), all in the viewer's scope. */
export function dashboardSummary(user: AccessUser, period: Period, productId?: string | null): DashboardSummary {
  const inv = scopedProductIds(user, "invoice", productId);
  const bil = scopedProductIds(user, "billing", productId);
  const po = scopedProductIds(user, "purchase-order", productId);
  const prev = previousPeriod(period);
  const billingNow = billingTotals(bil, period.from, period.to);
  const billingBefore = billingTotals(bil, prev.from, prev.to);
  const expenseNow = expenseTotal(bil, period.from, period.to);
  const expenseBefore = expenseTotal(bil, prev.from, prev.to);
  return {
    period,
    previous: prev,
    po: figure(purchaseOrderTotals(po, period.from, period.to), purchaseOrderTotals(po, prev.from, prev.to)),
    billing: figure(billingNow, billingBefore),
    invoice: figure(invoiceTotals(inv, period.from, period.to), invoiceTotals(inv, prev.from, prev.to)),
    revenue: figure(revenueTotal(bil, period.from, period.to), revenueTotal(bil, prev.from, prev.to)),
    expense: { amount: expenseNow, previous: expenseBefore, growth: growthPercent(expenseNow, expenseBefore) },
    liabilities: { amount: billingNow.tax, previous: billingBefore.tax, growth: growthPercent(billingNow.tax, billingBefore.tax) },
    popularProducts: topByInvoiced("product", inv, period.from, period.to),
    popularCustomers: topByInvoiced("customer", inv, period.from, period.to),
  };
}

/** Receivables ageing on `today` (a Jakarta date) in the viewer's invoice scope: each bucket's count and balance. */
export function receivablesAgeing(user: AccessUser, today: string, productId?: string | null): { buckets: Record<AgeingBucket, AgeingTotals>; total: AgeingTotals } {
  return ageingTotals(scopedProductIds(user, "invoice", productId), today);
}

/**
 * The home page's dashboard data from its URL (period, from, to, product) at instant `now`: the summary, the ageing,
 * the picker's state and the viewer's products for the product select. A product outside the viewer's invoice scope
 * (an edited URL) is ignored, not an error: the figures stay the viewer's.
 */
export function summaryView(user: AccessUser, params: URLSearchParams, now: Date) {
  const today = todayInJakarta(now);
  const { period, error } = parsePeriod(params, today);
  const { products } = scopeProducts(listScope(user, "invoice"));
  const asked = params.get("product") ?? "";
  const productId = products.some((p) => p.id === asked) ? asked : null;
  return {
    ...dashboardSummary(user, period, productId),
    error: (error ?? null) as PeriodError | null,
    requested: { from: params.get("from") ?? "", to: params.get("to") ?? "" },
    ageing: receivablesAgeing(user, today, productId),
    products: products.map((p) => ({ id: p.id, name: p.name })),
    productId,
  };
}
