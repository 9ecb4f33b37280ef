import type { LoaderFunctionArgs } from "@remix-run/node";
import { dashboardManagement } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockReply, mockUser, today } from "~/services/mock.server";

/** GET /mock/billings/dashboard_management: PO, billing, invoice, revenue, expense, liabilities, receivables ageing, popular products and customers. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    await mockUser(request);
    const data = dashboardManagement(today());
    return mockReply(data, { total: data.billing.count, filtered: data.billing.count, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
