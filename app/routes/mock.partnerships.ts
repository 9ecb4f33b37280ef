import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPartnerships } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockPermission, mockReply, mockText, mockUser } from "~/services/mock.server";
import { peopleScope, withoutHiddenPeople } from "~/services/people-access.server";

/** GET /mock/partnerships?status&phase&search&currpage&perpage: partnerships with their company (the spec's list row fields included). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const caller = await mockUser(request, context);
    // The partner programme's records are staff reports (read:report): a partner's staff do not see other partners.
    mockPermission(caller, "read:report");
    const page = mockPage(request);
    const { rows, total, filtered } = listPartnerships(page, { status: mockText(request, "status"), phase: mockText(request, "phase"), search: mockText(request, "search") });
    return mockReply(withoutHiddenPeople(rows, peopleScope(caller)), { total, filtered, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
