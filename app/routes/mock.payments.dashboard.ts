import type { LoaderFunctionArgs } from "@remix-run/node";
import { paymentsDashboard } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockReply, mockUser } from "~/services/mock.server";

/** GET /mock/payments/dashboard: paid and unpaid billings, settled and not-yet-settled invoices, payments per channel. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    await mockUser(request);
    const data = paymentsDashboard();
    const total = data.paid.count + data.unpaid.count;
    return mockReply(data, { total, filtered: total, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
