import type { LoaderFunctionArgs } from "@remix-run/node";
import { amRevenue, type PeriodType } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockReply, mockScope, mockText, mockUser, today } from "~/services/mock.server";

const TYPES: PeriodType[] = ["monthly", "quarterly", "yearly"];

/**
 * GET /mock/dashboards/am-performance/revenue?type=monthly|quarterly|yearly&date=yyyy-mm-dd: data {type, numOfBill,
 * grandTotal, growth{total (the previous period's), percentage, value (the difference), caret up|down|flat}}.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const ids = mockScope(await mockUser(request, context), "read:billing", "billing");
    const type = (mockText(request, "type") ?? "monthly") as PeriodType;
    if (!TYPES.includes(type)) return mockFail(400, `type is one of ${TYPES.join(", ")}`);
    const date = mockText(request, "date") ?? today();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number(date.slice(5, 7)) < 1 || Number(date.slice(5, 7)) > 12) return mockFail(400, "date is written yyyy-mm-dd");
    const data = amRevenue(type, date, ids);
    return mockReply(data, { total: data.numOfBill, filtered: data.numOfBill, count: 1 });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
