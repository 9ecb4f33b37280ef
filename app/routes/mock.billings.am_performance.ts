import type { LoaderFunctionArgs } from "@remix-run/node";
import { amPerformance } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockReply, mockScope, mockUser } from "~/services/mock.server";
import { peopleScope, withoutHiddenPeople } from "~/services/people-access.server";

/** GET /mock/billings/am_performance: per account manager (who made the billings): numOfBill, grandTotal, paid, unpaid. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const caller = await mockUser(request, context);
    const rows = amPerformance(mockScope(caller, "read:billing", "billing"));
    return mockReply(withoutHiddenPeople(rows, peopleScope(caller)), { total: rows.length, filtered: rows.length, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
