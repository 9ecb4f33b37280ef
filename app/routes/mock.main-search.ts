import type { LoaderFunctionArgs } from "@remix-run/node";
import { globalSearch, MAX_TERM } from "~/services/search.server";
import { mockFail, mockHandler, mockReply, mockText, mockUser } from "~/services/mock.server";

/** GET /mock/main-search?q=: the global search (products, documents, customers, users the caller may open), grouped by kind. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const user = await mockUser(request, context);
    const term = mockText(request, "q", MAX_TERM) ?? mockText(request, "keyword", MAX_TERM) ?? "";
    const groups = await globalSearch(user, term);
    const hits = groups.reduce((n, g) => n + g.hits.length, 0);
    return mockReply(groups, { total: hits, filtered: hits, count: groups.length });
  });

export const action = () => mockHandler(() => mockFail(405, "Use GET"));
