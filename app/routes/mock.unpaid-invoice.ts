import type { LoaderFunctionArgs } from "@remix-run/node";
import { unpaidInvoices } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockReply, mockUser, today } from "~/services/mock.server";

/** GET /mock/unpaid-invoice?currpage&perpage: approved invoices still unpaid, oldest due first, with days overdue and ageing bucket. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    await mockUser(request);
    const page = mockPage(request);
    const { rows, total } = unpaidInvoices(page, today());
    return mockReply(rows, { total, filtered: total, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
