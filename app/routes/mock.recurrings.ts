import type { LoaderFunctionArgs } from "@remix-run/node";
import { listRecurrings } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockReply, mockScope, mockText, mockUser } from "~/services/mock.server";

/** GET /mock/recurrings?status&search&currpage&perpage: recurring billing profiles with their product. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    // The recurring list's rule: read:recurring, within the billing scope.
    const ids = mockScope(await mockUser(request, context), "read:recurring", "billing");
    const page = mockPage(request);
    const { rows, total, filtered } = listRecurrings(page, { status: mockText(request, "status"), search: mockText(request, "search") }, ids);
    return mockReply(rows, { total, filtered, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
