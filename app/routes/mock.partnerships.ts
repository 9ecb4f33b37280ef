import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPartnerships } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockReply, mockText, mockUser } from "~/services/mock.server";

/** GET /mock/partnerships?status&phase&search&currpage&perpage: partnerships with their company (the spec's list row fields included). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    await mockUser(request);
    const page = mockPage(request);
    const { rows, total, filtered } = listPartnerships(page, { status: mockText(request, "status"), phase: mockText(request, "phase"), search: mockText(request, "search") });
    return mockReply(rows, { total, filtered, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
