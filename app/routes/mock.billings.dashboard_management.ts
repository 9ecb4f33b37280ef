import type { LoaderFunctionArgs } from "@remix-run/node";
import { AGEING_BUCKETS } from "~/domain/ageing";
import { summaryView } from "~/services/dashboards/summary.server";
import { mockFail, mockHandler, mockPermission, mockReply, mockUser } from "~/services/mock.server";

/**
 * GET /mock/billings/dashboard_management?period&from&to&product: the spec's dashboard summary (PO, billing, invoice,
 * revenue, expense, liabilities, receivables ageing, popular products and customers) from the code of the home page's
 * summary dashboard (issue 22), so the sandbox call and the screen never disagree. Same period and product parameters
 * as the screen (this month by default); each figure in the caller's list scope for its document.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const user = await mockUser(request, context);
    mockPermission(user, "read:billing"); // the call's own permission, as before
    const view = summaryView(user, new URL(request.url).searchParams, new Date());
    if (view.error) return mockFail(400, "from and to are a valid range of yyyy-mm-dd dates");
    const total = ({ count, amount, previous, growth }: { count: number; amount: number; previous: { count: number; amount: number }; growth: number | null }) => ({ count, total: amount, previous: { count: previous.count, total: previous.amount }, growth });
    const data = {
      period: view.period,
      previous: view.previous,
      product: view.productId,
      po: total(view.po),
      billing: total(view.billing),
      invoice: total(view.invoice),
      revenue: { amount: view.revenue.amount, previous: view.revenue.previous.amount, growth: view.revenue.growth },
      expense: view.expense,
      liabilities: view.liabilities,
      receivables: { buckets: AGEING_BUCKETS.map((bucket) => ({ bucket, ...view.ageing.buckets[bucket] })), total: view.ageing.total },
      popularProducts: view.popularProducts,
      popularCustomers: view.popularCustomers,
    };
    return mockReply(data, { total: data.billing.count, filtered: data.billing.count, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
