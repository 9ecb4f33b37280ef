import type { LoaderFunctionArgs } from "@remix-run/node";
import { paymentsDashboard } from "~/models/mock-data.server";
import { hasPermission } from "~/services/auth.server";
import { mockFail, mockHandler, mockReply, mockScope, mockUser } from "~/services/mock.server";

/** GET /mock/payments/dashboard: paid and unpaid billings, settled and not-yet-settled invoices, payments per channel. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const user = await mockUser(request, context);
    const billing = mockScope(user, "read:payment", "billing");
    const data = paymentsDashboard({ billing, invoice: hasPermission(user, "read:invoice") ? mockScope(user, "read:invoice", "invoice") : [] });
    const total = data.paid.count + data.unpaid.count;
    return mockReply(data, { total, filtered: total, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
