import type { LoaderFunctionArgs } from "@remix-run/node";
import { unpaidInvoices } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockReply, mockScope, mockUser, today } from "~/services/mock.server";

/** GET /mock/unpaid-invoice?currpage&perpage: approved invoices not paid in full (unpaid or partly paid, with the balance), oldest due first, with days overdue and ageing bucket. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const ids = mockScope(await mockUser(request, context), "read:invoice", "invoice");
    const page = mockPage(request);
    const { rows, total } = unpaidInvoices(page, today(), ids);
    return mockReply(rows, { total, filtered: total, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
