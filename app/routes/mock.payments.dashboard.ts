import type { LoaderFunctionArgs } from "@remix-run/node";
import { paymentsDashboard } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockReply, mockScope, mockUser } from "~/services/mock.server";

/**
 * GET /mock/payments/dashboard: paid, partly paid and unpaid billings, the payments by settlement and match status,
 * and the payments per channel, from the recorded payments and billings the caller's Payments screen shows.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const data = paymentsDashboard(mockScope(await mockUser(request, context), "read:payment", "billing"));
    const total = data.paid.count + data.partlyPaid.count + data.unpaid.count;
    return mockReply(data, { total, filtered: total, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
