import type { LoaderFunctionArgs } from "@remix-run/node";
import { ticketCounts } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockReply, mockScope, mockUser } from "~/services/mock.server";

/** GET /mock/tickets/dashboard: data {totalCount, newCount (open), inProgressCount, onHoldCount, solvedCount, closedCount}. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    // Tickets are about billings: read:ticket, in the billing list's scope; the /tickets screen's counts (issue 23).
    const counts = ticketCounts(mockScope(await mockUser(request, context), "read:ticket", "billing"));
    return mockReply(counts, { total: counts.totalCount, filtered: counts.totalCount, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
