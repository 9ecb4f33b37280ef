import type { LoaderFunctionArgs } from "@remix-run/node";
import { dashboardManagement } from "~/models/mock-data.server";
import { hasPermission } from "~/services/auth.server";
import { mockFail, mockHandler, mockReply, mockScope, mockUser, today } from "~/services/mock.server";

/** GET /mock/billings/dashboard_management: PO, billing, invoice, revenue, expense, liabilities, receivables ageing, popular products and customers. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    // Figures from the documents the caller's lists show: POs, billings and invoices each by their own scope.
    const user = await mockUser(request, context);
    const billing = mockScope(user, "read:billing", "billing");
    const scopeOf = (permission: string, entity: "purchase-order" | "invoice") => (hasPermission(user, permission) ? mockScope(user, permission, entity) : []);
    const data = dashboardManagement(today(), { po: scopeOf("read:purchase-order", "purchase-order"), billing, invoice: scopeOf("read:invoice", "invoice") });
    return mockReply(data, { total: data.billing.count, filtered: data.billing.count, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
