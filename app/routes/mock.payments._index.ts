import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPayments } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockReply, mockScope, mockText, mockUser } from "~/services/mock.server";

/**
 * GET /mock/payments?status=&match=&currpage&perpage: the payments recorded (statement credits, gateway payments),
 * with status_payment, status_match, bank, account and the billings each pays (multibilling), scoped like the Payments screen.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const ids = mockScope(await mockUser(request, context), "read:payment", "billing");
    const page = mockPage(request);
    const { rows, total, filtered } = listPayments(page, { status: mockText(request, "status"), match: mockText(request, "match") }, ids);
    return mockReply(rows, { total, filtered, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
