import type { LoaderFunctionArgs } from "@remix-run/node";
import { findCompany, listPartnerships } from "~/models/mock-data.server";
import { mockFail, mockHandler, mockPage, mockPermission, mockReply, mockUser } from "~/services/mock.server";
import { peopleScope, withoutHiddenPeople } from "~/services/people-access.server";

/** GET /mock/companies/{id}/partnerships: one company's partnerships (company ids are numbers, as in /mock/companies/1/partnerships). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const caller = await mockUser(request, context);
    mockPermission(caller, "read:report");
    const company = findCompany((params.id ?? "").slice(0, 40));
    if (!company) return mockFail(404, `There is no company ${params.id}`);
    const page = mockPage(request);
    const { rows, total, filtered } = listPartnerships(page, { companyId: company.id });
    return mockReply(withoutHiddenPeople(rows, peopleScope(caller)), { total, filtered, count: rows.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
