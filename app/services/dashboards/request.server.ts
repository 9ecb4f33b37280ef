/**
 * What every issue-22 dashboard page reads first: the viewer (read:dashboard), the period and product from the URL
 * (domain/report-period.ts parsePeriod; `product` only when it is one of the viewer's products, else ignored) and
 * the products for the filter (the billing list's scope: the figures' own scope).
 */
import type { MemoContext } from "~/services/request-memo.server";
import { todayInJakarta } from "~/domain/dates";
import { parsePeriod } from "~/domain/report-period";
import { scopeProductIds, scopeProducts } from "~/models/document-lists.server";
import type { AccessUser } from "~/models/user.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";

export const READ_DASHBOARD = "read:dashboard";

export async function dashboardRequest(request: Request, context: MemoContext, now = new Date()) {
  const user = await requireUserWithPermission(request, context, READ_DASHBOARD);
  const params = new URL(request.url).searchParams;
  const { period, error } = parsePeriod(params, todayInJakarta(now));
  const { products } = scopeProducts(listScope(user, "billing"));
  const asked = params.get("product");
  const productId = asked && products.some((p) => p.id === asked) ? asked : null;
  return {
    user,
    period,
    error: error ?? null,
    requested: { from: params.get("from") ?? "", to: params.get("to") ?? "" },
    products: products.map((p) => ({ id: p.id, name: p.name })),
    productId,
  };
}

/**
 * The product ids a viewer's billing list reaches, narrowed to one product when asked (none if out of scope): the
 * scope of every figure on the sales, AM-performance and payments dashboards (the same rule as summary.server.ts).
 */
export function billingScopeIds(user: AccessUser, productId?: string | null): string[] | null {
  const ids = scopeProductIds(listScope(user, "billing"));
  if (!productId) return ids;
  if (ids === null) return [productId];
  return ids.includes(productId) ? [productId] : [];
}
