import type { LoaderFunctionArgs } from "@remix-run/node";
import { listTickets, TICKET_STATUSES } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockReply, mockScope, mockText, mockUser } from "~/services/mock.server";
import { peopleScope, withoutHiddenPeople } from "~/services/people-access.server";

/** GET /mock/tickets?status&search&currpage&perpage: support tickets, newest first. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const caller = await mockUser(request, context);
    // Tickets are about billings: read:ticket, in the billing list's scope (issue 23).
    const ids = mockScope(caller, "read:ticket", "billing");
    const page = mockPage(request);
    const status = mockText(request, "status");
    if (status && !(TICKET_STATUSES as readonly string[]).includes(status)) return mockFail(400, `status is one of ${TICKET_STATUSES.join(", ")}`);
    const { rows, total, filtered } = listTickets(page, { status: status as (typeof TICKET_STATUSES)[number] | null, search: mockText(request, "search") }, ids);
    return mockReply(withoutHiddenPeople(rows, peopleScope(caller)), { total, filtered, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
