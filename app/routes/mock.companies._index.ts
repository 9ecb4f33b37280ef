import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCompanies } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockPermission, mockReply, mockText, mockUser } from "~/services/mock.server";
import { peopleScope, withoutHiddenPeople } from "~/services/people-access.server";

/** GET /mock/companies?currpage&search: partner companies, 20 a page; meta also has currpage, perpage and totalpage. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const caller = await mockUser(request, context);
    // The partner programme's records are staff reports (read:report): a partner's staff do not see other partners.
    mockPermission(caller, "read:report");
    const page = mockPage(request, 20);
    const { rows, total, filtered } = listCompanies(page, mockText(request, "search"));
    return mockReply(withoutHiddenPeople(rows, peopleScope(caller)), { total, filtered, count: rows.length, currpage: page.currpage, perpage: page.perpage, totalpage: Math.ceil(filtered / page.perpage) });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
