import type { LoaderFunctionArgs } from "@remix-run/node";
import { channelingList } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockReply, mockScope, mockText, mockUser } from "~/services/mock.server";

/** GET /mock/channeling (also /mock/channeling/list)?status=: each product's payment channel, 'Approved' once registered, else 'Waiting for Approval'. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const rows = channelingList(mockScope(await mockUser(request, context), "read:product", "product"));
    const status = mockText(request, "status");
    const filtered = status ? rows.filter((r) => r.status === status) : rows;
    return mockReply(filtered, { total: rows.length, filtered: filtered.length, count: filtered.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
